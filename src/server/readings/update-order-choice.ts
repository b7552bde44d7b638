import { and, ne, sql } from 'drizzle-orm';

import type { ReadingPatch } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { orderCompleted } from './order-completed';
import { ownedReading } from './update-reading';

/**
 * A patch that sets the tier or the payment method: one conditional UPDATE that cannot apply once
 * the order is completed, so a payment arriving at the same moment either lands first (and this
 * answers 409) or after (and pays for the tier chosen here). False when the reading is not the caller's.
 */
export async function updateOrderChoice(
  db: Database,
  id: number,
  tokenHash: string,
  patch: ReadingPatch,
): Promise<boolean> {
  // A price experiment's quote is for the tier it was made for: another tier drops it (decision 0021),
  // so a payment from the old link is held for review rather than credited to the new tier.
  const quote =
    patch.selected_price === undefined
      ? {}
      : {
          quoted_amount_minor: sql`case when ${readings.selected_price} is distinct from ${patch.selected_price} then null else ${readings.quoted_amount_minor} end`,
          quoted_currency: sql`case when ${readings.selected_price} is distinct from ${patch.selected_price} then null else ${readings.quoted_currency} end`,
        };
  const updated = await db
    .update(readings)
    .set({ ...patch, ...quote, updated_at: sql`now()` })
    .where(and(ownedReading(id, tokenHash), ne(readings.payment_status, 'completed')))
    .returning({ id: readings.id });
  if (updated.length === 1) return true;
  // Nothing changed: either no reading of the caller's, or one whose order is complete (which stays so).
  const [owned] = await db.select({ id: readings.id }).from(readings).where(ownedReading(id, tokenHash));
  if (owned) throw orderCompleted();
  return false;
}
