import { and, asc, eq, getTableColumns, inArray, isNull, or } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import {
  deliveries,
  experimentArms,
  experimentExposures,
  experiments,
  funnelEvents,
  funnelSteps,
  paymentEvents,
  readingDocuments,
  readings,
  reviews,
} from '../db/schema';
import { matchPersonEmail } from './match-person-email';
import { serializeRow, type SerializedRow } from './serialize-row';

const { access_token_hash: _secret, ...readingColumns } = getTableColumns(readings);
// The document's bytes stay in the store; its place there is ours, not the person's.
const { storage_key: _key, ...documentColumns } = getTableColumns(readingDocuments);

type ReadingRow = Omit<typeof readings.$inferSelect, 'access_token_hash'>;
type DocumentRow = Omit<typeof readingDocuments.$inferSelect, 'storage_key'>;

export type ExportedPaymentEvent = SerializedRow<typeof paymentEvents.$inferSelect>;

export type ExportedReading = SerializedRow<ReadingRow> & {
  deliveries: SerializedRow<typeof deliveries.$inferSelect>[];
  payment_events: ExportedPaymentEvent[];
  funnel_events: SerializedRow<typeof funnelEvents.$inferSelect>[];
  /** Each funnel step seen and completed, with its time, oldest first. */
  funnel_steps: SerializedRow<typeof funnelSteps.$inferSelect>[];
  /** The delivered PDF's record (checksum, size, the signs and answer opening its e-mail quoted); null before delivery. */
  document: SerializedRow<DocumentRow> | null;
  review: SerializedRow<typeof reviews.$inferSelect> | null;
};

/** Which arm of which experiment the person's browser (its visitor id, decision 0021) was shown, and when. */
export type ExportedExposure = {
  experiment_name: string;
  experiment_target: string;
  arm_key: string;
  arm_label: string | null;
  visitor_id: string;
  reading_id: number | null;
  exposed_at: string;
};

export type PersonDataExport = {
  email: string;
  exported_at: string;
  /** Oldest first; readings already erased hold nothing of the person and are left out. */
  readings: ExportedReading[];
  /** Payments held for review that carry this address as the payer's but name none of these readings. */
  unmatched_payment_events: ExportedPaymentEvent[];
  /** The experiments' exposures of these readings' visitor ids (each reading names its visitor_id), oldest first. */
  experiment_exposures: ExportedExposure[];
};

/**
 * Everything held about one e-mail address (compared without regard to case), as one JSON-ready
 * object: each reading but its access token's hash (with where it came from), with its deliveries,
 * payment events, funnel events and steps, kept document's record and review, and the experiments
 * its visitor id was exposed to. A read only: the
 * caller records who asked.
 */
export async function exportPersonData(db: Database, email: string, now = new Date()): Promise<PersonDataExport> {
  const found = await db
    .select(readingColumns)
    .from(readings)
    .where(and(matchPersonEmail(readings.email, email), isNull(readings.erased_at)))
    .orderBy(asc(readings.created_at), asc(readings.id));
  const ids = found.map((reading) => reading.id);
  const visitorIds = [...new Set(found.map((reading) => reading.visitor_id).filter((id): id is string => id !== null))];
  const exposures =
    ids.length === 0
      ? []
      : await db
          .select({
            experiment_name: experiments.name,
            experiment_target: experiments.target,
            arm_key: experimentExposures.arm_key,
            arm_label: experimentArms.label,
            visitor_id: experimentExposures.visitor_id,
            reading_id: experimentExposures.reading_id,
            exposed_at: experimentExposures.exposed_at,
          })
          .from(experimentExposures)
          .innerJoin(experiments, eq(experiments.id, experimentExposures.experiment_id))
          .leftJoin(
            experimentArms,
            and(
              eq(experimentArms.experiment_id, experimentExposures.experiment_id),
              eq(experimentArms.key, experimentExposures.arm_key),
            ),
          )
          .where(
            or(
              inArray(experimentExposures.reading_id, ids),
              visitorIds.length > 0 ? inArray(experimentExposures.visitor_id, visitorIds) : undefined,
            ),
          )
          .orderBy(asc(experimentExposures.exposed_at), asc(experimentExposures.id));
  const byPayer = matchPersonEmail(paymentEvents.payer_email, email);
  const [sends, payments, events, steps, documents, reviewRows] =
    ids.length === 0
      ? [[], await db.select().from(paymentEvents).where(byPayer).orderBy(asc(paymentEvents.id)), [], [], [], []]
      : await Promise.all([
          db.select().from(deliveries).where(inArray(deliveries.reading_id, ids)).orderBy(asc(deliveries.id)),
          db
            .select()
            .from(paymentEvents)
            .where(or(inArray(paymentEvents.reading_id, ids), inArray(paymentEvents.reading_ref, ids), byPayer))
            .orderBy(asc(paymentEvents.id)),
          db.select().from(funnelEvents).where(inArray(funnelEvents.reading_id, ids)).orderBy(asc(funnelEvents.id)),
          db
            .select()
            .from(funnelSteps)
            .where(inArray(funnelSteps.reading_id, ids))
            .orderBy(asc(funnelSteps.at), asc(funnelSteps.id)),
          db.select(documentColumns).from(readingDocuments).where(inArray(readingDocuments.reading_id, ids)),
          db.select().from(reviews).where(inArray(reviews.reading_id, ids)),
        ]);
  const ofReading = (event: typeof paymentEvents.$inferSelect, id: number) =>
    event.reading_id === id || (event.reading_id === null && event.reading_ref === id);
  return {
    email,
    exported_at: now.toISOString(),
    readings: found.map((reading) => {
      const document = documents.find((row) => row.reading_id === reading.id);
      const review = reviewRows.find((row) => row.reading_id === reading.id);
      return {
        ...serializeRow(reading),
        deliveries: sends.filter((row) => row.reading_id === reading.id).map(serializeRow),
        payment_events: payments.filter((event) => ofReading(event, reading.id)).map(serializeRow),
        funnel_events: events.filter((row) => row.reading_id === reading.id).map(serializeRow),
        funnel_steps: steps.filter((row) => row.reading_id === reading.id).map(serializeRow),
        document: document ? serializeRow(document) : null,
        review: review ? serializeRow(review) : null,
      };
    }),
    unmatched_payment_events: payments.filter((event) => !ids.some((id) => ofReading(event, id))).map(serializeRow),
    experiment_exposures: exposures.map(serializeRow),
  };
}
