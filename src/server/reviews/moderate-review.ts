import { eq } from 'drizzle-orm';

import type { ModerationDecision } from '../../domain/reviews';
import { recordAudit } from '../admin/record-audit';
import type { Operator } from '../admin/resend-reading';
import type { Database } from '../db/open-database';
import { reviews } from '../db/schema';

/**
 * Approve (published on /reviews in real mode) or reject, by whom and when, with its audit row in
 * the same transaction. A decision may be changed later (a published review taken down); false
 * when there is no such review.
 */
export async function moderateReview(
  db: Database,
  reviewId: number,
  decision: ModerationDecision,
  operator: Operator,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ readingId: reviews.reading_id, rating: reviews.rating, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update')
      .limit(1);
    if (!review) return false;
    await tx
      .update(reviews)
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        moderated_by: operator.email,
        moderated_at: now,
      })
      .where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: `review.${decision}`,
      readingId: review.readingId,
      detail: { review_id: reviewId, rating: review.rating, was: review.status },
    });
    return true;
  });
}
