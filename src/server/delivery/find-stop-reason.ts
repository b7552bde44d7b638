import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { DISPUTED_REASON, REFUNDED_REASON } from './stop-reading-delivery';

/** Why the reading must not be sent (refunded, or disputed and not won), or null when it may be. */
export async function findStopReason(db: Database, readingId: number): Promise<string | null> {
  const [reading] = await db
    .select({ refundedAt: readings.refunded_at, disputeStatus: readings.dispute_status })
    .from(readings)
    .where(eq(readings.id, readingId))
    .limit(1);
  if (!reading) return null;
  if (reading.refundedAt) return REFUNDED_REASON;
  if (reading.disputeStatus === 'open' || reading.disputeStatus === 'lost') return DISPUTED_REASON;
  return null;
}
