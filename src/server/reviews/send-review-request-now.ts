import { and, eq, sql } from 'drizzle-orm';

import { ActionRefused } from '../admin/action-refused';
import { recordAudit } from '../admin/record-audit';
import type { Operator } from '../admin/resend-reading';
import type { Database } from '../db/open-database';
import { deliveries, readings } from '../db/schema';

/**
 * An operator brings a reading's review request forward (a client who wrote back happy, say): the
 * same single request, due now instead of a week after delivery. Refused when it has gone out, was
 * canceled, or does not exist because the reading was never sent. False when there is no reading.
 */
export async function sendReviewRequestNow(
  db: Database,
  readingId: number,
  operator: Operator,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reading] = await tx.select({ id: readings.id }).from(readings).where(eq(readings.id, readingId)).limit(1);
    if (!reading) return false;
    const [request] = await tx
      .select({ id: deliveries.id, status: deliveries.status })
      .from(deliveries)
      .where(and(eq(deliveries.reading_id, readingId), eq(deliveries.kind, 'review_request')))
      .for('update')
      .limit(1);
    if (!request)
      throw new ActionRefused(
        'This reading has no review request: it is asked for only once the reading has been sent.',
      );
    if (request.status !== 'pending')
      throw new ActionRefused(`Its review request is ${request.status}: it is sent only once.`);
    await tx
      .update(deliveries)
      .set({ due_at: now, next_attempt_at: now, updated_at: sql`now()` })
      .where(eq(deliveries.id, request.id));
    await recordAudit(tx, { operatorEmail: operator.email, action: 'review.request_now', readingId });
    return true;
  });
}
