import { and, eq, sql } from 'drizzle-orm';

import { deliveries, readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

/**
 * Run before an address change, in its transaction: a confirmation still waiting to go out was
 * counted against the address it was asked for, so it must not go to the new one (which would
 * escape that recipient's limit). It is canceled; a new one, asked for the new address, is counted
 * against it. The same address leaves it waiting.
 */
export async function cancelWaitingConfirmation(db: DbOrTx, readingId: number, email: string): Promise<void> {
  await db
    .update(deliveries)
    .set({ status: 'canceled', last_error: 'the address changed before it was sent', updated_at: sql`now()` })
    .where(
      and(
        eq(deliveries.reading_id, readingId),
        eq(deliveries.kind, 'order_confirmation'),
        eq(deliveries.status, 'pending'),
        sql`exists (select 1 from ${readings} where ${readings.id} = ${readingId} and ${readings.email} is distinct from ${email})`,
      ),
    );
}
