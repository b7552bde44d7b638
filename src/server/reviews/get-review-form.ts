import { eq } from 'drizzle-orm';

import { suggestDisplayName, type ReviewForm, type ReviewStatus } from '../../domain/reviews';
import type { Database } from '../db/open-database';
import { readings, reviews } from '../db/schema';

/** What the review form starts from: the suggested name and any review already sent with this link. Null once erased. */
export async function getReviewForm(db: Database, readingId: number): Promise<ReviewForm | null> {
  const [row] = await db
    .select({
      name: readings.name,
      erasedAt: readings.erased_at,
      rating: reviews.rating,
      body: reviews.body,
      displayName: reviews.display_name,
      status: reviews.status,
    })
    .from(readings)
    .leftJoin(reviews, eq(reviews.reading_id, readings.id))
    .where(eq(readings.id, readingId))
    .limit(1);
  if (!row || row.erasedAt) return null;
  return {
    suggested_name: suggestDisplayName(row.name),
    review:
      row.rating === null
        ? null
        : { rating: row.rating, body: row.body, display_name: row.displayName, status: row.status as ReviewStatus },
  };
}
