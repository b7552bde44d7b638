import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { deliveries, readings } from '../db/schema';
import { OPTED_OUT_REASON } from './find-review-request-stop';

/**
 * "Don't ask me again": the reading is marked, and review requests not yet sent to the same
 * address are canceled now (those scheduled later find the mark: findReviewRequestStop).
 * False when the reading is gone or erased.
 */
export async function stopReviewRequests(db: Database, readingId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reading] = await tx
      .update(readings)
      .set({ review_opt_out_at: sql`coalesce(${readings.review_opt_out_at}, ${now})`, updated_at: sql`now()` })
      .where(and(eq(readings.id, readingId), isNull(readings.erased_at)))
      .returning({ email: readings.email });
    if (!reading) return false;
    const sameAddress = reading.email
      ? tx
          .select({ id: readings.id })
          .from(readings)
          .where(sql`lower(${readings.email}) = lower(${reading.email})`)
      : tx.select({ id: readings.id }).from(readings).where(eq(readings.id, readingId));
    await tx
      .update(deliveries)
      .set({ status: 'canceled', last_error: OPTED_OUT_REASON, updated_at: sql`now()` })
      .where(
        and(
          eq(deliveries.kind, 'review_request'),
          inArray(deliveries.status, ['pending', 'failed']),
          inArray(deliveries.reading_id, sameAddress),
        ),
      );
    return true;
  });
}
