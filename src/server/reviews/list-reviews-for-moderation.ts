import { asc, desc, eq, sql } from 'drizzle-orm';

import type { ModerationList, ReviewStatus } from '../../domain/reviews';
import type { Database } from '../db/open-database';
import { readings, reviews } from '../db/schema';

const DECIDED_SHOWN = 50;

/** The moderation queue: every pending review, oldest first (the order they came), then the latest decisions. */
export async function listReviewsForModeration(db: Database): Promise<ModerationList> {
  const columns = {
    id: reviews.id,
    reading_id: reviews.reading_id,
    rating: reviews.rating,
    body: reviews.body,
    display_name: reviews.display_name,
    subject: readings.selected_subject,
    status: reviews.status,
    created_at: reviews.created_at,
    moderated_by: reviews.moderated_by,
    moderated_at: reviews.moderated_at,
  };
  const pending = await db
    .select(columns)
    .from(reviews)
    .innerJoin(readings, eq(readings.id, reviews.reading_id))
    .where(eq(reviews.status, 'pending'))
    .orderBy(asc(reviews.created_at), asc(reviews.id));
  const decided = await db
    .select(columns)
    .from(reviews)
    .innerJoin(readings, eq(readings.id, reviews.reading_id))
    .where(sql`${reviews.status} <> 'pending'`)
    .orderBy(desc(reviews.moderated_at), desc(reviews.id))
    .limit(DECIDED_SHOWN);
  return {
    pending: pending.length,
    reviews: [...pending, ...decided].map((row) => ({
      ...row,
      status: row.status as ReviewStatus,
      created_at: row.created_at.toISOString(),
      moderated_at: row.moderated_at?.toISOString() ?? null,
    })),
  };
}
