import { lt } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorSigninFailures } from '../db/schema';
import { LOCKOUT_MINUTES } from './record-signin-failure';

/**
 * Deletes the counts whose last failure is a quarter of an hour old: they count for nothing any more
 * (a lock set then has ended too), and each names an address and where it was typed from. Run on
 * every password tried, so the table holds only recent guessing without a job of its own.
 */
export async function forgetSigninFailures(db: Database, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOCKOUT_MINUTES * 60_000);
  await db.delete(operatorSigninFailures).where(lt(operatorSigninFailures.updated_at, forgetBefore));
}
