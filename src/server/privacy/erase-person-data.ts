import { and, asc, eq, isNull } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { auditLog, readings } from '../db/schema';
import { countKeptDocuments } from './count-kept-documents';
import { eraseReadings, type ErasureCounts } from './erase-readings';
import { matchPersonEmail } from './match-person-email';
import { purgeErasedDocuments } from './purge-erased-documents';
import { purgeErasedMail } from './purge-erased-mail';
import { purgeMailToAddress } from './purge-mail-to-address';

/**
 * documents null: a server built without the document store. The database is erased all the same;
 * the PDFs stay recorded (and are never served for an erased reading) until the hourly retention
 * job, which runs where the store is, deletes them, and the result counts them as pending.
 * outboxDir: the .eml outbox folder (DATA_DIR/outbox), whose messages of the erased readings are
 * deleted; unset or null where there is none to look in.
 */
export type ErasureDeps = {
  db: Database;
  documents: DocumentStore | null;
  outboxDir?: string | null;
  now?: () => Date;
};

export type ErasureResult = ErasureCounts & {
  /** The readings erased by this call (none when everything was already erased). */
  reading_ids: number[];
  /** Stored PDFs deleted now. */
  documents_deleted: number;
  /** Stored PDFs the store would not delete now: the hourly sweep retries them. */
  documents_pending: number;
  /** Messages of erased readings deleted from the .eml outbox folder. */
  outbox_messages_deleted: number;
};

type Selection = { byEmail: string } | { byId: number };

async function erase(deps: ErasureDeps, selection: Selection, operatorEmail: string): Promise<ErasureResult> {
  const now = (deps.now ?? (() => new Date()))();
  const { ids, counts } = await deps.db.transaction(async (tx) => {
    // Locked first: a retention batch or a second request on the same rows waits, then finds them erased.
    const found = await tx
      .select({ id: readings.id })
      .from(readings)
      .where(
        and(
          'byEmail' in selection
            ? matchPersonEmail(readings.email, selection.byEmail)
            : eq(readings.id, selection.byId),
          isNull(readings.erased_at),
        ),
      )
      .orderBy(asc(readings.id))
      .for('update');
    const readingIds = found.map((row) => row.id);
    const erased = await eraseReadings(tx, {
      readingIds,
      operatorEmail,
      reason: 'request',
      now,
      ...('byEmail' in selection ? { payerEmail: selection.byEmail } : {}),
    });
    // The request is on record even when nothing was left to erase (a repeat, or an unknown address).
    if (erased.readings === 0) {
      await tx.insert(auditLog).values({
        operator_email: operatorEmail,
        action: 'privacy.erase',
        reading_id: 'byId' in selection ? selection.byId : null,
        detail: {
          reason: 'request',
          reading_ids: [],
          payment_events: erased.payment_events,
          note: 'nothing left to erase',
        },
        created_at: now,
      });
    }
    return { ids: readingIds, counts: erased };
  });
  // Also retries a file an earlier erasure of the same reading could not delete.
  const targets = 'byId' in selection ? [selection.byId] : ids;
  const purge = deps.documents
    ? await purgeErasedDocuments({ db: deps.db, documents: deps.documents }, targets)
    : { deleted: 0, failed: await countKeptDocuments(deps.db, targets) };
  const mail = deps.outboxDir
    ? (await purgeErasedMail(deps.db, deps.outboxDir)) +
      ('byEmail' in selection ? await purgeMailToAddress(deps.outboxDir, selection.byEmail) : 0)
    : 0;
  return {
    ...counts,
    reading_ids: ids,
    documents_deleted: purge.deleted,
    documents_pending: purge.failed,
    outbox_messages_deleted: mail,
  };
}

/**
 * Erases everything personal held about an e-mail address (compared without regard to case): its
 * readings become tombstones (eraseReadings), held payments lose it as their payer's address, audit
 * rows quoting it lose their detail, and the stored PDFs and the outbox's messages are deleted once
 * the transaction has committed. Idempotent: a repeat erases
 * nothing more and says so in its counts. Audited under `operatorEmail` as 'privacy.erase'.
 */
export async function erasePersonData(
  deps: ErasureDeps,
  request: { email: string; operatorEmail: string },
): Promise<ErasureResult> {
  return erase(deps, { byEmail: request.email }, request.operatorEmail);
}

/** The same for one reading, by its id (a person who wrote from another address, or an operator's choice). */
export async function eraseReadingData(
  deps: ErasureDeps,
  request: { readingId: number; operatorEmail: string },
): Promise<ErasureResult> {
  return erase(deps, { byId: request.readingId }, request.operatorEmail);
}
