import { and, eq, isNull, sql } from 'drizzle-orm';

import type { ReviewSubmission } from '../../domain/reviews';
import type { Database } from '../db/open-database';
import { readings, reviews } from '../db/schema';

/**
 * One review per reading: the first submission inserts it, a later one with the same link replaces
 * its words and rating and sends it back to moderation, since an operator approved other words.
 * Returns whether a review was replaced, or null when the reading is gone or erased.
 */
export async function submitReview(
  db: Database,
  readingId: number,
  input: Omit<ReviewSubmission, 'token' | 'consent'>,
): Promise<{ replaced: boolean } | null> {
  return db.transaction(async (tx) => {
    const [reading] = await tx
      .select({ id: readings.id })
      .from(readings)
      .where(and(eq(readings.id, readingId), isNull(readings.erased_at)))
      .for('update')
      .limit(1);
    if (!reading) return null;
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.reading_id, readingId))
      .limit(1);
    const words = {
      rating: input.rating,
      body: input.body === '' ? null : input.body,
      display_name: input.display_name,
    };
    await tx
      .insert(reviews)
      .values({ reading_id: readingId, ...words })
      .onConflictDoUpdate({
        target: reviews.reading_id,
        set: { ...words, status: 'pending', moderated_by: null, moderated_at: null, created_at: sql`now()` },
      });
    return { replaced: existing !== undefined };
  });
}
