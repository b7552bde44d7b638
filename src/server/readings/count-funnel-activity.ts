import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';

import { MIN_SHOWN_COUNT, type FunnelCounts } from '../../domain/funnel-claims';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { deliveries, readings } from '../db/schema';

/** A count too small to say anything is not shown (null) rather than made to look bigger. */
const shown = (value: number) => (value >= MIN_SHOWN_COUNT ? value : null);

/**
 * The funnel's social proof, from the database: readings started in the last hour, and readings
 * whose e-mail waits in the delivery queue (not yet sent, not given up).
 */
export async function countFunnelActivity(db: DbOrTx): Promise<FunnelCounts> {
  const [[started], [waiting]] = await Promise.all([
    db
      .select({ value: count() })
      .from(readings)
      .where(gt(readings.created_at, sql`now() - interval '1 hour'`)),
    db
      .select({ value: count() })
      .from(deliveries)
      .where(and(eq(deliveries.kind, 'reading'), inArray(deliveries.status, ['pending', 'sending']))),
  ]);
  return { readings_last_hour: shown(started?.value ?? 0), waiting_deliveries: shown(waiting?.value ?? 0) };
}
