import { and, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';

import {
  auditLog,
  deliveries,
  experimentExposures,
  funnelEvents,
  paymentEvents,
  readingDocuments,
  readings,
  reviews,
} from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { matchPersonEmail } from './match-person-email';

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
};

export type EraseReadingsRequest = {
  readingIds: number[];
  /** Who asked: an operator's e-mail, or 'retention-job'. */
  operatorEmail: string;
  /** Why, kept in the audit rows: 'request' (the person asked) or the retention rule. */
  reason: 'request' | 'retention:abandoned' | 'retention:completed';
  /** Held payments naming no reading, whose payer address is the person's, lose it too. */
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
 * erased are left as they are, so this is idempotent. One audit row per reading erased. The stored
 * PDFs are deleted after the commit (purgeErasedDocuments): a file cannot be deleted inside a
 * transaction.
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

  const ofReadings =
    ids.length > 0 ? or(inArray(paymentEvents.reading_id, ids), inArray(paymentEvents.reading_ref, ids)) : undefined;
  const ofPayer = request.payerEmail ? matchPersonEmail(paymentEvents.payer_email, request.payerEmail) : undefined;
  if (ofReadings || ofPayer) {
    counts.payment_events = (
      await tx
        .update(paymentEvents)
        .set({ payer_email: null })
        .where(and(isNotNull(paymentEvents.payer_email), or(ofReadings, ofPayer)))
        .returning({ id: paymentEvents.id })
    ).length;
  }
  return counts;
}
