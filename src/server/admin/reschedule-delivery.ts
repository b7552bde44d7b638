import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { deliveries } from '../db/schema';
import { ActionRefused } from './action-refused';
import { loadActionableReading, refuseIfMoneyReturned } from './load-actionable-reading';
import type { Operator } from './resend-reading';
import { recordAudit } from './record-audit';

/**
 * Moves the reading's delivery to another time: sooner for a client in a hurry, later when the
 * birth data is being checked. A delivery given up on goes back to pending with fresh attempts.
 */
export async function rescheduleDelivery(
  db: Database,
  readingId: number,
  dueAt: Date,
  operator: Operator,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reading = await loadActionableReading(tx, readingId);
    if (!reading) return false;
    refuseIfMoneyReturned(reading);
    const [delivery] = await tx
      .select({ id: deliveries.id, status: deliveries.status, dueAt: deliveries.due_at })
      .from(deliveries)
      .where(and(eq(deliveries.reading_id, readingId), eq(deliveries.kind, 'reading')))
      .for('update')
      .limit(1);
    if (!delivery) throw new ActionRefused('This reading has no delivery: it was never ordered.');
    if (delivery.status === 'sent') throw new ActionRefused('The reading was already sent. Resend it instead.');
    if (delivery.status === 'sending') throw new ActionRefused('The reading is being sent right now.');
    if (delivery.status === 'canceled') throw new ActionRefused('This delivery was canceled.');
    await tx
      .update(deliveries)
      .set({
        status: 'pending',
        due_at: dueAt,
        next_attempt_at: dueAt,
        attempts: 0,
        last_error: null,
        claimed_by: null,
        claimed_until: null,
        updated_at: sql`now()`,
      })
      .where(eq(deliveries.id, delivery.id));
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: 'reading.reschedule',
      readingId,
      detail: { from: delivery.dueAt.toISOString(), to: dueAt.toISOString(), was: delivery.status },
    });
    return true;
  });
}
