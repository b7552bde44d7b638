import { sql } from 'drizzle-orm';

import { experimentExposures } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

/**
 * Logs the visitor's first exposure to an experiment, once: later exposures change nothing but
 * the reading, which a row made before the reading existed gets once it is known.
 */
export async function recordExposure(
  db: DbOrTx,
  experimentId: number,
  visitorId: string,
  armKey: string,
  readingId: number | null,
): Promise<void> {
  await db
    .insert(experimentExposures)
    .values({ experiment_id: experimentId, visitor_id: visitorId, arm_key: armKey, reading_id: readingId })
    .onConflictDoUpdate({
      target: [experimentExposures.experiment_id, experimentExposures.visitor_id],
      set: { reading_id: sql`coalesce(${experimentExposures.reading_id}, excluded.reading_id)` },
    });
}
