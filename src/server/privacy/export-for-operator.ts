import { recordAudit } from '../admin/record-audit';
import type { Database } from '../db/open-database';
import { exportPersonData, type PersonDataExport } from './export-person-data';

export type OperatorExport = PersonDataExport & {
  /** One sentence for whoever opens the file: what it holds, or that nothing is held. */
  summary: string;
};

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summarize(data: PersonDataExport): string {
  const others = data.unmatched_payment_events.length;
  if (data.readings.length === 0 && others === 0) return 'Nothing is held about this e-mail address.';
  const extra = others > 0 ? ` and ${counted(others, 'other payment record', 'other payment records')}` : '';
  return `Held about this e-mail address: ${counted(data.readings.length, 'reading', 'readings')}${extra}.`;
}

/**
 * An operator's export of everything held about an address, on record before it is handed over:
 * one 'privacy.export' audit row per reading exported (so each reading's history shows it), or one
 * row when nothing was held. The rows name the readings, never the address or the data.
 */
export async function exportForOperator(
  db: Database,
  request: { email: string; operatorEmail: string; now: Date },
): Promise<OperatorExport> {
  const data = await exportPersonData(db, request.email, request.now);
  const readingIds = data.readings.map((reading) => reading.id);
  const detail = { reading_ids: readingIds, unmatched_payment_events: data.unmatched_payment_events.length };
  await db.transaction(async (tx) => {
    for (const readingId of readingIds.length > 0 ? readingIds : [null]) {
      await recordAudit(tx, { operatorEmail: request.operatorEmail, action: 'privacy.export', readingId, detail });
    }
  });
  return { summary: summarize(data), ...data };
}
