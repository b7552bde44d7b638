import { and, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';

import {
  auditLog,
  deliveries,
  experimentExposures,
  funnelEvents,
  readingDocuments,
  readings,
  reviews,
} from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { raiseLinkGeneration } from '../documents/raise-link-generation';
import { erasePaymentEventData } from './erase-payment-event-data';
import { redactAuditDetails } from './redact-audit-details';

export type ErasureCounts = {
  readings: number;
  /** Deliveries not yet sent that will now never be (status 'skipped', the reason in last_error). */
  deliveries_canceled: number;
  payment_events: number;
  funnel_events: number;
  reviews: number;
  /** Experiment exposures of these readings' visitor ids (decision 0021), given a random id of their own. */
  experiment_exposures: number;
  /** Stored PDFs of these readings, deleted from the document store once the transaction commits. */
  documents: number;
  /** Audit rows whose detail lost the person's values (old and new addresses, birth data, operators' notes). */
  audit_entries: number;
};

export type EraseReadingsRequest = {
  readingIds: number[];
  /** Who asked: an operator's e-mail, or 'retention-job'. */
  operatorEmail: string;
  /** Why, kept in the audit rows: 'request' (the person asked) or the retention rule. */
  reason: 'request' | 'retention:abandoned' | 'retention:completed';
  /**
   * The address asked about (an erasure by address): held payments naming no reading, whose payer
   * address it is, lose it too, and so does every audit row that quotes it.
   */
  payerEmail?: string;
  now: Date;
};

export const ERASED_DELIVERY_NOTE = 'not sent: the personal data of this reading was erased';

/**
 * Not a SHA-256 in hex, so no token hashes to it: the visitor's browser can no longer read the
 * tombstone or write new answers into it.
 */
const NO_TOKEN = 'erased';

/** An address quoted in a mail server's error (last_error), replaced wherever it appears. */
const ADDRESS_PATTERN = '[^[:space:]<>()@,;:"]+@[^[:space:]<>()@,;:"]+';

/**
 * Erases the personal data of these readings inside the caller's transaction (which has locked
 * them), keeping each row as the accounts' tombstone: id, country_code, payment status, method and
 * tier, what was paid, refunded or disputed and when, the provider's payment id, the funnel's
 * timestamps, visit flags and step rows, the campaign it came from, created_at. Readings already
 * erased are left as they are, so this is idempotent. The readings' earlier audit rows keep only
 * what names no one (redactAuditDetails), their download links stop opening, and one audit row per
 * reading erased is added. The stored PDFs and the outbox's messages are deleted after the commit
 * (purgeErasedDocuments, purgeErasedMail): a file cannot be deleted inside a transaction.
 */
export async function eraseReadings(tx: DbOrTx, request: EraseReadingsRequest): Promise<ErasureCounts> {
  const counts: ErasureCounts = {
    readings: 0,
    deliveries_canceled: 0,
    payment_events: 0,
    funnel_events: 0,
    reviews: 0,
    experiment_exposures: 0,
    documents: 0,
    audit_entries: 0,
  };
  // The visitor ids, read before the update clears them (its returning sees the new row).
  const visitors =
    request.readingIds.length === 0
      ? []
      : await tx
          .select({ visitor_id: readings.visitor_id })
          .from(readings)
          .where(
            and(inArray(readings.id, request.readingIds), isNull(readings.erased_at), isNotNull(readings.visitor_id)),
          );
  const erased =
    request.readingIds.length === 0
      ? []
      : await tx
          .update(readings)
          .set({
            gender: null,
            email: null,
            user_country: null,
            name: null,
            birth_date: null,
            birth_time: null,
            birth_city_name: null,
            birth_city_country: null,
            birth_city_state: null,
            birth_city_lat: null,
            birth_city_lon: null,
            birth_city_timezone: null,
            zodiac_sign: null,
            ascendant: null,
            selected_subject: null,
            question1: null,
            question2: null,
            question3: null,
            additional_info: null,
            failure_reason: null,
            last_session_time: null,
            // Marketing consent with Meta's click ids and the client seen (0019): its Purchase, if not yet
            // sent, is skipped with the other deliveries below; meta_purchase_sent_at stays as the record.
            marketing_consent_at: null,
            meta_fbp: null,
            meta_fbc: null,
            client_ip: null,
            client_user_agent: null,
            // The ad click id points at one person's click in Meta's records, and utm_content and
            // utm_term may carry a per-recipient id (e-mail campaigns do): they go. Source, medium,
            // campaign, device class and landing path describe the campaign, not the person: they stay
            // with the funnel's step rows (step, kind, time) for the per-campaign counts.
            fbclid: null,
            utm_content: null,
            utm_term: null,
            // The experiments' cookie id (0021): random, but it ties this tombstone to the person's browser
            // and to their exposures, which go below.
            visitor_id: null,
            access_token_hash: NO_TOKEN,
            // The download links already e-mailed stop opening the PDF (their page says it was erased).
            document_link_generation: raiseLinkGeneration(),
            erased_at: request.now,
            updated_at: sql`now()`,
          })
          .where(and(inArray(readings.id, request.readingIds), isNull(readings.erased_at)))
          .returning({ id: readings.id });
  const ids = erased.map((row) => row.id);
  counts.readings = ids.length;

  if (ids.length > 0) {
    // Being sent counts too: the worker holding it then finds its claim gone and records nothing.
    counts.deliveries_canceled = (
      await tx
        .update(deliveries)
        .set({ status: 'skipped', last_error: ERASED_DELIVERY_NOTE, claimed_until: null, updated_at: sql`now()` })
        .where(and(inArray(deliveries.reading_id, ids), inArray(deliveries.status, ['pending', 'sending'])))
        .returning({ id: deliveries.id })
    ).length;
    await tx
      .update(deliveries)
      .set({ last_error: sql`regexp_replace(${deliveries.last_error}, ${ADDRESS_PATTERN}, '[erased]', 'g')` })
      .where(and(inArray(deliveries.reading_id, ids), sql`${deliveries.last_error} ~ ${ADDRESS_PATTERN}`));
    // The events stay for the funnel's counts (name, id, time); their page addresses (with ad
    // click ids), user agents and details go.
    counts.funnel_events = (
      await tx
        .update(funnelEvents)
        .set({ payload: sql`'{}'::jsonb` })
        .where(and(inArray(funnelEvents.reading_id, ids), ne(funnelEvents.payload, sql`'{}'::jsonb`)))
        .returning({ id: funnelEvents.id })
    ).length;
    counts.reviews = (
      await tx
        .update(reviews)
        .set({ body: null, display_name: null })
        .where(and(inArray(reviews.reading_id, ids), or(isNotNull(reviews.body), isNotNull(reviews.display_name))))
        .returning({ id: reviews.id })
    ).length;
    // The visitor's exposures hold their id: each gets a random one of its own instead, tied to
    // nobody. Deleting them would bias every experiment (retention erases the readings that did
    // not pay, so only the payers' exposures would stay). Their browser keeps the cookie: should
    // they come back, they are a new exposure on the same arm.
    const visitorIds = [...new Set(visitors.map((row) => row.visitor_id).filter((id): id is string => id !== null))];
    counts.experiment_exposures = (
      await tx
        .update(experimentExposures)
        .set({ visitor_id: sql`'erased-' || gen_random_uuid()`, reading_id: null })
        .where(
          or(
            inArray(experimentExposures.reading_id, ids),
            visitorIds.length > 0 ? inArray(experimentExposures.visitor_id, visitorIds) : undefined,
          ),
        )
        .returning({ id: experimentExposures.id })
    ).length;
    // The summary (signs, the first question and its answer's opening) goes now; the file and its
    // row after the commit, the row only once the file is gone.
    counts.documents = (
      await tx
        .update(readingDocuments)
        .set({ summary: null })
        .where(inArray(readingDocuments.reading_id, ids))
        .returning({ id: readingDocuments.reading_id })
    ).length;
  }

  const events = await erasePaymentEventData(tx, ids, request.payerEmail);
  counts.payment_events = events.addresses;
  // Before this erasure's own rows are written: those name readings only.
  const about = auditAbout(ids, events.ids, request.payerEmail);
  if (about) counts.audit_entries = await redactAuditDetails(tx, about);

  if (ids.length > 0) {
    await tx.insert(auditLog).values(
      ids.map((id) => ({
        operator_email: request.operatorEmail,
        action: 'privacy.erase',
        reading_id: id,
        // A person's request names all their readings; a retention batch only its size.
        detail:
          request.reason === 'request'
            ? { reason: request.reason, reading_ids: ids }
            : { reason: request.reason, batch_size: ids.length },
        created_at: request.now,
      })),
    );
  }

  return counts;
}

/**
 * The audit rows that may hold the person's values: those of the erased readings, those of their
 * payment events (a held payment attached or dismissed), and, for an erasure by address, any that
 * quotes the address (an address changed away from it, on a reading now under another one).
 * Undefined when there is nothing to look for.
 */
function auditAbout(readingIds: number[], paymentEventIds: number[], address: string | undefined): SQL | undefined {
  const parts = [
    readingIds.length > 0 ? inArray(auditLog.reading_id, readingIds) : undefined,
    paymentEventIds.length > 0
      ? inArray(sql`(${auditLog.detail} ->> 'payment_event_id')`, paymentEventIds.map(String))
      : undefined,
    address ? sql`position(lower(${address.trim()}) in lower(${auditLog.detail}::text)) > 0` : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? or(...parts) : undefined;
}
