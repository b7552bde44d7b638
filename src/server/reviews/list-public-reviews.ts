import { and, desc, eq, sql } from 'drizzle-orm';

import type { PublicReviewList, PublicReviewQuery } from '../../domain/reviews';
import type { Database } from '../db/open-database';
import { readings, reviews } from '../db/schema';

/**
 * One page of the approved reviews, newest first, with the true count and average of all of them
 * (whatever the filter) and how many match the filter. The subject is the reading's own.
 */
export async function listPublicReviews(db: Database, query: PublicReviewQuery): Promise<PublicReviewList> {
  const approved = eq(reviews.status, 'approved');
  const bySubject = query.subject ? eq(readings.selected_subject, query.subject) : sql`true`;
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
      matching: sql<number>`(count(*) filter (where ${bySubject}))::int`,
    })
    .from(reviews)
    .innerJoin(readings, eq(readings.id, reviews.reading_id))
    .where(approved);
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      display_name: reviews.display_name,
      subject: readings.selected_subject,
      created_at: reviews.created_at,
    })
    .from(reviews)
    .innerJoin(readings, eq(readings.id, reviews.reading_id))
    .where(and(approved, bySubject))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    count: totals?.count ?? 0,
    average: totals?.average ?? null,
    matching: totals?.matching ?? 0,
    reviews: rows.map(({ created_at, ...row }) => ({ ...row, date: created_at.toISOString().slice(0, 10) })),
  };
}
