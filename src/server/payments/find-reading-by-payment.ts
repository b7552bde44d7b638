import { eq } from 'drizzle-orm';

import { readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

export type PaidReading = {
  id: number;
  refundedAmountMinor: number | null;
  refundedAt: Date | null;
  disputeStatus: string | null;
  disputedAt: Date | null;
};

export type PaidReadingMatch = { reading: PaidReading; note: null } | { reading: null; note: string };

/**
 * The reading a payment completed, locked for the rest of the transaction: by the provider's own
 * payment id, stored at completion. Refunds and disputes carry no reference of ours, only that id.
 * Two readings with one payment id would be a fault: neither is touched, and a person looks.
 */
export async function findReadingByPayment(tx: DbOrTx, providerPaymentId: string | null): Promise<PaidReadingMatch> {
  if (providerPaymentId === null) return { reading: null, note: 'the event names no payment' };
  const found = await tx
    .select({
      id: readings.id,
      refundedAmountMinor: readings.refunded_amount_minor,
      refundedAt: readings.refunded_at,
      disputeStatus: readings.dispute_status,
      disputedAt: readings.disputed_at,
    })
    .from(readings)
    .where(eq(readings.provider_payment_id, providerPaymentId))
    .limit(2)
    .for('update');
  const [reading] = found;
  if (!reading) return { reading: null, note: `no reading was paid by ${providerPaymentId}` };
  if (found.length > 1) return { reading: null, note: `payment ${providerPaymentId} is on more than one reading` };
  return { reading, note: null };
}
