import { sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';

/** Deletes the counters whose window has ended, so the table holds only live keys. */
export async function pruneRateLimitStore(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where expires_at <= now()`);
}
