import { and, eq, sql } from 'drizzle-orm';

import { deliveries } from '../db/schema';
import type { DbOrTx } from './schedule-delivery';
import { DISPUTED_REASON } from './stop-reading-delivery';

/**
 * A dispute won: the client paid after all, so the reading its opening stopped goes back to the
 * outbox, due as it was (at once when that time has passed). Only a delivery the dispute itself
 * canceled: one canceled for a refund stays canceled. The caller checks the reading is not refunded.
 */
export async function resumeReadingDelivery(tx: DbOrTx, readingId: number): Promise<boolean> {
  const resumed = await tx
    .update(deliveries)
    .set({ status: 'pending', last_error: null, claimed_by: null, claimed_until: null, updated_at: sql`now()` })
    .where(
      and(
        eq(deliveries.reading_id, readingId),
        eq(deliveries.kind, 'reading'),
        eq(deliveries.status, 'canceled'),
        eq(deliveries.last_error, DISPUTED_REASON),
      ),
    )
    .returning({ id: deliveries.id });
  return resumed.length > 0;
}
