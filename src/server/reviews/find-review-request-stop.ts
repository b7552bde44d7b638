import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { findStopReason } from '../delivery/find-stop-reason';

export const ERASED_REASON = 'canceled: the personal data of this reading was erased';
export const OPTED_OUT_REASON = 'canceled: the client asked not to be asked for reviews';

/**
 * Why a reading's review request must not go out: its payment was refunded or disputed, its data
 * erased, or the client (under this e-mail address, from any of their readings) asked never to
 * be asked again. Null when it may go.
 */
export async function findReviewRequestStop(db: Database, readingId: number): Promise<string | null> {
  const paymentStop = await findStopReason(db, readingId);
  if (paymentStop) return paymentStop;
  const other = alias(readings, 'other');
  const [row] = await db
    .select({
      erasedAt: readings.erased_at,
      optedOut: sql<boolean>`exists (${db
        .select({ id: other.id })
        .from(other)
        .where(and(isNotNull(other.review_opt_out_at), sql`lower(${other.email}) = lower(${readings.email})`))})`,
    })
    .from(readings)
    .where(eq(readings.id, readingId))
    .limit(1);
  if (!row || row.erasedAt) return ERASED_REASON;
  return row.optedOut ? OPTED_OUT_REASON : null;
}
