import { and, eq, inArray } from 'drizzle-orm';

import { deliveries } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

/** A confirmation e-mail of the reading still to go out (pending, even in a retry's wait, or being sent). */
export async function hasWaitingConfirmation(db: DbOrTx, readingId: number): Promise<boolean> {
  const [waiting] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.reading_id, readingId),
        eq(deliveries.kind, 'order_confirmation'),
        inArray(deliveries.status, ['pending', 'sending']),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}
