import { sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { ownedReading } from './update-reading';

/** The limited-offer page: free_selected_at now, make_sent back to false. */
export async function recordLimitedOffer(
  db: Database,
  id: number,
  tokenHash: string,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(readings)
    .set({ free_selected_at: now, make_sent: false, updated_at: sql`now()` })
    .where(ownedReading(id, tokenHash))
    .returning({ id: readings.id });
  return updated.length === 1;
}
