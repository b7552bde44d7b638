import { and, eq, sql } from 'drizzle-orm';

import { deliveryDueAt } from '../../domain/delivery-time';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { scheduleDelivery } from '../delivery/schedule-delivery';
import { ownedReading } from './update-reading';

export type FreeOrderResult = { found: boolean; scheduled: boolean };

/**
 * The spec's free-completion helper: payment_status completed, method free. A reading already
 * paid keeps its paid status and its delivery. In the same transaction the free reading's
 * delivery (3 days, noon in Rome) and the immediate order confirmation go into the outbox;
 * calling it twice schedules nothing twice.
 */
export async function completeFreeOrder(
  db: Database,
  id: number,
  tokenHash: string,
  now = new Date(),
): Promise<FreeOrderResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: readings.payment_status,
        method: readings.payment_method,
        completedAt: readings.payment_completed_at,
      })
      .from(readings)
      .where(ownedReading(id, tokenHash))
      .for('update');
    if (!row) return { found: false, scheduled: false };
    if (row.status === 'completed' && row.method !== 'free') return { found: true, scheduled: false };
    const completedAt = row.status === 'completed' && row.completedAt ? row.completedAt : now;
    if (row.status !== 'completed') {
      await tx
        .update(readings)
        .set({
          payment_status: 'completed',
          payment_method: 'free',
          selected_price: 'FREE',
          payment_completed_at: completedAt,
          failure_reason: null,
          updated_at: sql`now()`,
        })
        .where(and(eq(readings.id, id)));
    }
    await scheduleDelivery(tx, id, 'reading', deliveryDueAt('FREE', completedAt));
    await scheduleDelivery(tx, id, 'order_confirmation', now);
    return { found: true, scheduled: true };
  });
}
