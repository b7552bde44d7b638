import { and, eq, gt } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorSigninFailures } from '../db/schema';
import { forgetSigninFailures } from './forget-signin-failures';
import { verifyPassword } from './hash-password';
import { recordSigninFailure, type SigninPair } from './record-signin-failure';

export type PasswordAttempt =
  { ok: true } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'locked'; until: Date };

/**
 * Checks a password for an e-mail address tried from one client address. A locked pair is refused
 * before any check, even with the right password, so guessing cannot go on during the lock; a
 * wrong password counts towards the pair's lock, a right one clears its count. `passwordHash` null
 * (no such account, or one without a password) is checked against a dummy hash, so it takes as long.
 */
export async function tryPassword(
  db: Database,
  pair: SigninPair,
  passwordHash: string | null,
  password: string,
  now: Date,
): Promise<PasswordAttempt> {
  await forgetSigninFailures(db, now);
  const table = operatorSigninFailures;
  const samePair = and(eq(table.email, pair.email), eq(table.source, pair.source));
  const [lock] = await db
    .select({ until: table.locked_until })
    .from(table)
    .where(and(samePair, gt(table.locked_until, now)))
    .limit(1);
  if (lock?.until) return { ok: false, reason: 'locked', until: lock.until };
  if (await verifyPassword(passwordHash, password)) {
    await db.delete(table).where(samePair);
    return { ok: true };
  }
  const lockedUntil = await recordSigninFailure(db, pair, now);
  return lockedUntil ? { ok: false, reason: 'locked', until: lockedUntil } : { ok: false, reason: 'wrong' };
}
