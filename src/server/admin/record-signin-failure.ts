import { sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorSigninFailures } from '../db/schema';
import { recordAudit } from './record-audit';

/** Five wrong passwords for one e-mail address from one client address lock that pair for a quarter of an hour. */
const MAX_FAILED_SIGNINS = 5;
export const LOCKOUT_MINUTES = 15;

/** Whom a count of wrong passwords belongs to: the e-mail address tried (known or not) and where from. */
export type SigninPair = { email: string; source: string };

/**
 * Counts one wrong password for the pair and returns when its lock ends if this one locked it, else
 * null. Failures are forgotten a quarter of an hour after the last one, and a lock that has ended
 * starts the count again. Known and unknown addresses take exactly the same path, audit entry
 * included, so none tells.
 */
export async function recordSigninFailure(db: Database, pair: SigninPair, now: Date): Promise<Date | null> {
  const table = operatorSigninFailures;
  const window = LOCKOUT_MINUTES * 60_000;
  const forgetBefore = new Date(now.getTime() - window);
  const lockUntil = new Date(now.getTime() + window);
  const at = sql`${now.toISOString()}::timestamptz`;
  // Another request may have locked the pair since the caller looked: that lock stands as it is.
  const locked = sql`${table.locked_until} > ${at}`;
  const counting = sql`${table.locked_until} is null and ${table.updated_at} >= ${forgetBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(table)
    .values({ email: pair.email, source: pair.source, failures: 1, locked_until: null, updated_at: now })
    .onConflictDoUpdate({
      target: [table.email, table.source],
      set: {
        failures: sql`case when ${locked} then ${table.failures} when ${counting} then ${table.failures} + 1 else 1 end`,
        locked_until: sql`case when ${locked} then ${table.locked_until}
          when ${counting} and ${table.failures} + 1 >= ${MAX_FAILED_SIGNINS} then ${lockUntil.toISOString()}::timestamptz
          else null end`,
        updated_at: sql`case when ${locked} then ${table.updated_at} else ${at} end`,
      },
    })
    .returning({ lockedUntil: table.locked_until });
  if (row?.lockedUntil?.getTime() !== lockUntil.getTime()) return null;
  await recordAudit(db, {
    operatorEmail: pair.email,
    action: 'operator.locked',
    detail: { source: pair.source, minutes: LOCKOUT_MINUTES },
  });
  return lockUntil;
}
