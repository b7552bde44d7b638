import { eq } from 'drizzle-orm';

import { readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

export type PayingReading = {
  id: number;
  status: string;
  method: string | null;
  selectedPrice: string | null;
  /** A price experiment's amount for the chosen tier, set at the pay press (null: the tier's own). */
  quotedAmountMinor: number | null;
  quotedCurrency: string | null;
  /** The one-time offer's end, once the reading saw it; and the last pay press. */
  offerDeadlineAt: Date | null;
  checkoutStartedAt: Date | null;
};

/**
 * The reading a payment belongs to, locked for the rest of the transaction: only by the reference
 * our payment link carried. Never by the payer's e-mail, which the payer types.
 */
export async function findPayingReading(tx: DbOrTx, readingRef: number): Promise<PayingReading | null> {
  const [reading] = await tx
    .select({
      id: readings.id,
      status: readings.payment_status,
      method: readings.payment_method,
      selectedPrice: readings.selected_price,
      quotedAmountMinor: readings.quoted_amount_minor,
      quotedCurrency: readings.quoted_currency,
      offerDeadlineAt: readings.offer_deadline_at,
      checkoutStartedAt: readings.checkout_started_at,
    })
    .from(readings)
    .where(eq(readings.id, readingRef))
    .for('update');
  return reading ?? null;
}
