import { and, eq, isNull } from 'drizzle-orm';

import { readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

/** A free order whose address is not confirmed (or not again since it changed): nothing the visitor wrote may go to it. */
export async function isAwaitingAddress(db: DbOrTx, readingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: readings.id })
    .from(readings)
    .where(and(eq(readings.id, readingId), eq(readings.payment_method, 'free'), isNull(readings.email_confirmed_at)))
    .limit(1);
  return row !== undefined;
}
