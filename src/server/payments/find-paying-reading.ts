import { eq } from 'drizzle-orm';

import { readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

export type PayingReading = { id: number; status: string; method: string | null; selectedPrice: string | null };

/**
 * The reading a payment belongs to, locked for the rest of the transaction: only by the reference
 * our payment link carried. Never by the payer's e-mail, which the payer types.
 */
export async function findPayingReading(tx: DbOrTx, readingRef: number): Promise<PayingReading | null> {
  const [reading] = await tx
    .select({ id: readings.id, status: readings.payment_status, method: readings.payment_method, selectedPrice: readings.selected_price })
    .from(readings)
    .where(eq(readings.id, readingRef))
    .for('update');
  return reading ?? null;
}
