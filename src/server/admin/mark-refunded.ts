import { and, eq, inArray, sql } from 'drizzle-orm';

import { isFreeOrder } from '../../domain/admin-api';
import type { Database } from '../db/open-database';
import { deliveries, readings } from '../db/schema';
import { raiseLinkGeneration } from '../documents/raise-link-generation';
import { ActionRefused } from './action-refused';
import { loadActionableReading } from './load-actionable-reading';
import type { Operator } from './resend-reading';
import { recordAudit } from './record-audit';

/**
 * A refund made outside the webhooks (in the provider's dashboard before the webhook was set up,
 * or by bank transfer): recorded for the accounts, a reading not yet sent is not sent, and the
 * download links already sent stop opening it.
 */
export async function markRefunded(
  db: Database,
  readingId: number,
  note: string,
  operator: Operator,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reading = await loadActionableReading(tx, readingId);
    if (!reading) return false;
    if (reading.paymentStatus !== 'completed') throw new ActionRefused('This reading was never paid.');
    if (isFreeOrder({ method: reading.paymentMethod, paidAmountMinor: reading.paidAmountMinor }))
      throw new ActionRefused('This is a free order: no money was taken, so there is nothing to refund.');
    if (reading.refundedAt) throw new ActionRefused('This reading is already marked as refunded.');
    await tx
      .update(readings)
      .set({
        refunded_at: now,
        refunded_amount_minor: reading.paidAmountMinor,
        document_link_generation: raiseLinkGeneration(),
        updated_at: sql`now()`,
      })
      .where(eq(readings.id, readingId));
    const canceled = await tx
      .update(deliveries)
      .set({ status: 'canceled', last_error: 'canceled: the payment was refunded', updated_at: sql`now()` })
      .where(and(eq(deliveries.reading_id, readingId), inArray(deliveries.status, ['pending', 'failed'])))
      .returning({ kind: deliveries.kind });
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: 'reading.mark_refunded',
      readingId,
      detail: { note, canceled: canceled.map((row) => row.kind) },
    });
    return true;
  });
}
