import { eq, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operators } from '../db/schema';
import { verifyPassword } from './hash-password';
import { recordAudit } from './record-audit';

/** Five wrong passwords in a row lock the account for a quarter of an hour. */
export const MAX_FAILED_SIGNINS = 5;
export const LOCKOUT_MINUTES = 15;

export type SignInResult =
  { ok: true; operatorId: number } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'locked'; until: Date };

/**
 * Checks the password; a wrong one counts towards the lockout, a right one resets the count. A
 * locked account is refused even with the right password, so guessing cannot go on during the lock.
 */
export async function signInWithPassword(
  db: Database,
  email: string,
  password: string,
  now: Date,
): Promise<SignInResult> {
  const [account] = await db
    .select({ id: operators.id, passwordHash: operators.password_hash, lockedUntil: operators.locked_until })
    .from(operators)
    .where(eq(operators.email, email))
    .limit(1);
  if (account?.lockedUntil && account.lockedUntil > now) {
    return { ok: false, reason: 'locked', until: account.lockedUntil };
  }
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account) return { ok: false, reason: 'invalid' };
  if (valid) {
    await db.update(operators).set({ failed_signins: 0, locked_until: null }).where(eq(operators.id, account.id));
    return { ok: true, operatorId: account.id };
  }
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const [after] = await db
    .update(operators)
    .set({
      failed_signins: sql`case when ${operators.failed_signins} + 1 >= ${MAX_FAILED_SIGNINS} then 0 else ${operators.failed_signins} + 1 end`,
      locked_until: sql`case when ${operators.failed_signins} + 1 >= ${MAX_FAILED_SIGNINS} then ${lockUntil.toISOString()}::timestamptz else ${operators.locked_until} end`,
    })
    .where(eq(operators.id, account.id))
    .returning({ lockedUntil: operators.locked_until });
  if (after?.lockedUntil && after.lockedUntil > now) {
    await recordAudit(db, { operatorEmail: email, action: 'operator.locked', detail: { minutes: LOCKOUT_MINUTES } });
    return { ok: false, reason: 'locked', until: after.lockedUntil };
  }
  return { ok: false, reason: 'invalid' };
}
