import { eq, sql } from 'drizzle-orm';

import { deliveryDueAt } from '../../domain/delivery-time';
import type { PaidPrice } from '../../domain/prices';
import { readings } from '../db/schema';
import { scheduleDelivery, type DbOrTx } from '../delivery/schedule-delivery';

export type Completion = {
  method: 'card' | 'paypal';
  paidAt: Date;
  /** The tier paid for: it decides what is delivered and when. */
  tier: PaidPrice;
  amountMinor: number | null;
  /** Upper-case ISO code, as payment_events and the tier table keep it. */
  currency: string | null;
  /** What later refunds and disputes name: Stripe's payment intent, PayPal's capture. */
  providerPaymentId: string | null;
};

/**
 * A payment completes the (locked) reading: status, method, tier and what was paid, and the
 * reading's delivery scheduled, in the caller's transaction. Returns when the reading is due.
 * With the visitor's marketing consent standing, its Purchase for Meta joins the outbox in the
 * same commit, so neither a crash nor Meta being down loses it (0019).
 */
export async function completeReading(tx: DbOrTx, readingId: number, completion: Completion): Promise<Date> {
  const [completed] = await tx
    .update(readings)
    .set({
      payment_status: 'completed',
      payment_method: completion.method,
      payment_completed_at: completion.paidAt,
      failure_reason: null,
      selected_price: completion.tier,
      paid_amount_minor: completion.amountMinor,
      paid_currency: completion.currency,
      provider_payment_id: completion.providerPaymentId,
      updated_at: sql`now()`,
    })
    .where(eq(readings.id, readingId))
    .returning({ consentAt: readings.marketing_consent_at });
  const dueAt = deliveryDueAt(completion.tier, completion.paidAt);
  await scheduleDelivery(tx, readingId, 'reading', dueAt);
  if (completed?.consentAt) await scheduleDelivery(tx, readingId, 'meta_purchase', completion.paidAt);
  return dueAt;
}
