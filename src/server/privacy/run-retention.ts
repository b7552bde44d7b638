import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { readings } from '../db/schema';
import { eraseReadings, type EraseReadingsRequest } from './erase-readings';
import { purgeErasedDocuments } from './purge-erased-documents';
import { purgeErasedMail } from './purge-erased-mail';

export type RetentionDeps = {
  db: Database;
  documents: DocumentStore;
  /** The .eml outbox folder, whose messages of erased readings are deleted; unset or null: none. */
  outboxDir?: string | null;
  now: () => Date;
};

export type RetentionOptions = {
  /** Readings never paid for (nor completed free) are erased this many days after their last activity. */
  retentionDays: number;
  /** Completed orders: this many days after the reading was sent (or after payment, when it never was). */
  deliveredRetentionDays: number;
  /** Readings erased per transaction: short transactions, short row locks, on any size of table. */
  batchSize?: number;
};

export type RetentionSummary = {
  abandoned: number;
  completed: number;
  documentsDeleted: number;
  /** Files the store would not delete this time; the next run retries them. */
  documentsPending: number;
  documentError?: string;
  /** Messages of erased readings deleted from the .eml outbox folder. */
  mailDeleted: number;
};

export const RETENTION_OPERATOR = 'retention-job';

const DAY_MS = 86_400_000;

/**
 * Never completed: no payment and no free completion, or a free order whose address was never
 * confirmed (nothing was delivered, so it is kept no longer than an abandoned visit). created_at
 * bounds the scan to its index; updated_at (every write of the funnel sets it) spares a visitor who
 * came back lately.
 */
function abandonedBefore(cutoff: Date): SQL | undefined {
  return and(
    isNull(readings.erased_at),
    or(
      and(isNull(readings.payment_completed_at), ne(readings.payment_status, 'completed')),
      and(
        eq(readings.payment_status, 'completed'),
        eq(readings.payment_method, 'free'),
        isNull(readings.email_confirmed_at),
      ),
    ),
    lt(readings.created_at, cutoff),
    lt(readings.updated_at, cutoff),
  );
}

/** Completed (paid or free), its reading e-mail sent before the cutoff, or paid before it and never sent. */
function completedBefore(cutoff: Date): SQL | undefined {
  const at = cutoff.toISOString();
  return and(
    isNull(readings.erased_at),
    or(eq(readings.payment_status, 'completed'), isNotNull(readings.payment_completed_at)),
    lt(readings.created_at, cutoff),
    sql`coalesce(
      (select max(d.sent_at) from deliveries d where d.reading_id = ${readings.id} and d.kind = 'reading' and d.status = 'sent'),
      ${readings.payment_completed_at}, ${readings.created_at}) < ${at}::timestamptz`,
  );
}

/** Erases one rule's readings batch by batch; each batch is one transaction. */
async function eraseInBatches(
  deps: RetentionDeps,
  where: SQL | undefined,
  reason: EraseReadingsRequest['reason'],
  batchSize: number,
  now: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const erased = await deps.db.transaction(async (tx) => {
      // SKIP LOCKED: a second server running the job, or an operator's erasure, takes other rows.
      const batch = await tx
        .select({ id: readings.id })
        .from(readings)
        .where(where)
        .orderBy(asc(readings.created_at))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return 0;
      const counts = await eraseReadings(tx, {
        readingIds: batch.map((row) => row.id),
        operatorEmail: RETENTION_OPERATOR,
        reason,
        now,
      });
      return counts.readings;
    });
    total += erased;
    if (erased < batchSize) return total;
  }
}

/**
 * The retention job: erases the personal data of readings abandoned before payment
 * (RETENTION_DAYS after their last activity) and of completed orders (DELIVERED_RETENTION_DAYS after
 * delivery), keeping each row as the accounts' tombstone, then deletes erased readings' stored PDFs,
 * including any an earlier erasure could not delete, and their messages in the .eml outbox.
 */
export async function runRetention(deps: RetentionDeps, options: RetentionOptions): Promise<RetentionSummary> {
  const now = deps.now();
  const batchSize = options.batchSize ?? 500;
  const abandoned = await eraseInBatches(
    deps,
    abandonedBefore(new Date(now.getTime() - options.retentionDays * DAY_MS)),
    'retention:abandoned',
    batchSize,
    now,
  );
  const completed = await eraseInBatches(
    deps,
    completedBefore(new Date(now.getTime() - options.deliveredRetentionDays * DAY_MS)),
    'retention:completed',
    batchSize,
    now,
  );
  const purge = await purgeErasedDocuments(deps);
  const mailDeleted = deps.outboxDir ? await purgeErasedMail(deps.db, deps.outboxDir) : 0;
  return {
    abandoned,
    completed,
    documentsDeleted: purge.deleted,
    documentsPending: purge.failed,
    ...(purge.error ? { documentError: purge.error } : {}),
    mailDeleted,
  };
}
