import { eq, sql } from 'drizzle-orm';

import { computeChart } from '../../astro/compute-chart';
import { ChartInputError } from '../../astro/chart-errors';
import type { BirthCorrection } from '../../domain/admin-api';
import { UNKNOWN_TIME } from '../../domain/person';
import type { Database } from '../db/open-database';
import { deliveries, readingDocuments, readings } from '../db/schema';
import type { DocumentStore } from '../documents/document-store';
import { ActionRefused } from './action-refused';
import { loadActionableReading, refuseIfMoneyReturned } from './load-actionable-reading';
import { recordAudit } from './record-audit';
import { scheduleResend, type Operator } from './resend-reading';

export type BirthCorrectionResult = { resent: boolean; oldDocumentLeft: string | null };

/**
 * "My birth time was wrong": the birth data is corrected, the signs the funnel showed are computed
 * again from the new chart, and the kept PDF is dropped, so the next message renders the corrected
 * reading. A reading already delivered is sent again at once; one not yet sent goes out as planned,
 * rendered from the corrected data then. A refunded or disputed reading is refused: nothing is sent for it.
 * Refused while a message of the reading is being sent: that send may be rendering the old data.
 */
export async function correctBirthData(
  deps: { db: Database; documents: DocumentStore | null },
  readingId: number,
  correction: BirthCorrection,
  operator: Operator,
  now: Date,
): Promise<BirthCorrectionResult | null> {
  const { note, ...birth } = correction;
  let chart;
  try {
    chart = computeChart({
      date: birth.birth_date,
      time: birth.birth_time,
      lat: birth.birth_city_lat,
      lon: birth.birth_city_lon,
      zone: birth.birth_city_timezone,
    });
  } catch (error) {
    if (error instanceof ChartInputError)
      throw new ActionRefused(`No chart can be cast from this birth data: ${error.message}.`);
    throw error;
  }
  const done = await deps.db.transaction(async (tx) => {
    const reading = await loadActionableReading(tx, readingId);
    if (!reading) return null;
    const [before] = await tx
      .select({
        birth_date: readings.birth_date,
        birth_time: readings.birth_time,
        birth_city_name: readings.birth_city_name,
        birth_city_country: readings.birth_city_country,
        birth_city_state: readings.birth_city_state,
        birth_city_lat: readings.birth_city_lat,
        birth_city_lon: readings.birth_city_lon,
        birth_city_timezone: readings.birth_city_timezone,
        zodiac_sign: readings.zodiac_sign,
        ascendant: readings.ascendant,
      })
      .from(readings)
      .where(eq(readings.id, readingId));
    const messages = await tx
      .select({ kind: deliveries.kind, status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.reading_id, readingId));
    if (messages.some((message) => message.status === 'sending')) {
      throw new ActionRefused('A message of this reading is being sent right now. Try again in a minute.');
    }
    // The rising sign needs the birth time; without it the visitor's own choice of ascendant stands.
    const signs = {
      zodiac_sign: chart.bodies.Sun.sign,
      ...(birth.birth_time === UNKNOWN_TIME ? {} : { ascendant: chart.ascendant.sign }),
    };
    await tx
      .update(readings)
      .set({ ...birth, ...signs, updated_at: sql`now()` })
      .where(eq(readings.id, readingId));
    const [kept] = await tx
      .delete(readingDocuments)
      .where(eq(readingDocuments.reading_id, readingId))
      .returning({ key: readingDocuments.storage_key });
    const delivered = messages.find(
      (message) => message.kind === 'reading' && (message.status === 'sent' || message.status === 'failed'),
    );
    let resent: string | null = null;
    if (delivered && reading.paymentStatus === 'completed') {
      refuseIfMoneyReturned(reading);
      resent = await scheduleResend(tx, readingId, now);
    }
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: 'reading.correct_birth_data',
      readingId,
      detail: {
        note,
        from: before ?? null,
        to: { ...birth, ...signs },
        resend: resent,
        document_dropped: Boolean(kept),
      },
    });
    return { resent: resent !== null, key: kept?.key ?? null };
  });
  if (!done) return null;
  let oldDocumentLeft: string | null = null;
  if (done.key && deps.documents) {
    // After the commit: a failed delete leaves an unreferenced file, never a reading without its PDF.
    await deps.documents.delete(done.key).catch((error: unknown) => {
      oldDocumentLeft = `${done.key}: ${error instanceof Error ? error.message : String(error)}`;
    });
  }
  return { resent: done.resent, oldDocumentLeft };
}
