import { eq, sql } from 'drizzle-orm';

import { readings } from '../db/schema';
import { raiseLinkGeneration } from '../documents/raise-link-generation';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { REFUNDED_REASON, stopReadingDelivery } from '../delivery/stop-reading-delivery';
import { describeStoppedDelivery } from './describe-stopped-delivery';
import type { PaidReading } from './find-reading-by-payment';
import type { PaymentChange } from './payment-event';

export type MoneyBackResult = { outcome: 'applied' | 'unchanged' | 'noted'; note: string };

type Refund = Extract<PaymentChange, { kind: 'refunded' }>;

/** The running total after this refund: the provider's own total when stated, else ours plus this refund. */
function totalAfter(before: number | null, refund: Refund): number | null {
  if (refund.totalRefundedMinor !== null) return refund.totalRefundedMinor;
  if (refund.refundMinor !== null) return (before ?? 0) + refund.refundMinor;
  return before;
}

/**
 * A refund, full or partial: the running total and its time on the reading, the reading not yet
 * sent is not sent, and the download links already sent stop opening it. Totals only grow, so a
 * refund event arriving after a later one (they are delivered out of order) changes nothing; a
 * replay never gets here (payment_events).
 */
export async function applyRefund(tx: DbOrTx, reading: PaidReading, refund: Refund): Promise<MoneyBackResult> {
  const before = reading.refundedAmountMinor;
  const total = totalAfter(before, refund);
  const grows = total !== null && (before === null || total > before);
  if (reading.refundedAt && !grows)
    return { outcome: 'unchanged', note: `refund already recorded (${before ?? 'amount unknown'} in total)` };
  await tx
    .update(readings)
    .set({
      refunded_amount_minor: grows ? total : before,
      refunded_at: refund.at,
      document_link_generation: raiseLinkGeneration(),
      updated_at: sql`now()`,
    })
    .where(eq(readings.id, reading.id));
  const delivery = await stopReadingDelivery(tx, reading.id, REFUNDED_REASON);
  return {
    outcome: 'applied',
    note: `refunded ${total ?? 'an amount not stated'} in total; ${describeStoppedDelivery(delivery)}`,
  };
}
