import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../delivery/schedule-delivery';
import { readings } from '../db/schema';
import { ActionRefused } from './action-refused';

/** The reading an action is about, locked for the transaction; null when there is none. Erased readings refuse every action. */
export async function loadActionableReading(tx: DbOrTx, id: number) {
  const [reading] = await tx
    .select({
      id: readings.id,
      email: readings.email,
      paymentStatus: readings.payment_status,
      paymentMethod: readings.payment_method,
      refundedAt: readings.refunded_at,
      disputeStatus: readings.dispute_status,
      erasedAt: readings.erased_at,
      paidAmountMinor: readings.paid_amount_minor,
    })
    .from(readings)
    .where(eq(readings.id, id))
    .for('update')
    .limit(1);
  if (!reading) return null;
  if (reading.erasedAt) throw new ActionRefused('This reading was erased: its personal data is gone.');
  return reading;
}

export type ActionableReading = NonNullable<Awaited<ReturnType<typeof loadActionableReading>>>;

/** Money taken back means the client must not receive (more of) what they did not pay for. */
export function refuseIfMoneyReturned(reading: ActionableReading): void {
  if (reading.refundedAt) throw new ActionRefused('This reading was refunded; nothing is sent for it.');
  if (reading.disputeStatus === 'open' || reading.disputeStatus === 'lost') {
    throw new ActionRefused(`This reading's payment is disputed (${reading.disputeStatus}); nothing is sent for it.`);
  }
}
