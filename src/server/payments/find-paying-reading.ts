import { desc, eq, sql } from 'drizzle-orm';

import { readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

export type PayingReading = { id: number; status: string; method: string | null; selectedPrice: string | null };

const columns = {
  id: readings.id,
  status: readings.payment_status,
  method: readings.payment_method,
  selectedPrice: readings.selected_price,
};

/**
 * The reading a payment belongs to, locked for the rest of the transaction: by the reference our
 * payment link carried, else the newest reading with the payer's e-mail (any case).
 */
export async function findPayingReading(tx: DbOrTx, readingRef: number | null, email: string | null): Promise<PayingReading | null> {
  if (readingRef !== null) {
    const [byRef] = await tx.select(columns).from(readings).where(eq(readings.id, readingRef)).for('update');
    if (byRef) return byRef;
  }
  const address = email?.trim();
  if (!address) return null;
  const [byEmail] = await tx
    .select(columns)
    .from(readings)
    .where(sql`lower(${readings.email}) = lower(${address})`)
    .orderBy(desc(readings.created_at), desc(readings.id))
    .limit(1)
    .for('update');
  return byEmail ?? null;
}
