import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operators } from '../db/schema';
import type { SigninPair } from './record-signin-failure';
import { tryPassword } from './try-password';

export type SignInResult =
  { ok: true; operatorId: number } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'locked'; until: Date };

/**
 * Signs in with e-mail and password. Wrong passwords are counted per e-mail address and client
 * address together, whether or not the address has an account: a stranger's guesses lock only the
 * stranger out, and an unknown address is answered exactly as a known one, lock included.
 */
export async function signInWithPassword(
  db: Database,
  pair: SigninPair,
  password: string,
  now: Date,
): Promise<SignInResult> {
  const [account] = await db
    .select({ id: operators.id, passwordHash: operators.password_hash })
    .from(operators)
    .where(eq(operators.email, pair.email))
    .limit(1);
  const attempt = await tryPassword(db, pair, account?.passwordHash ?? null, password, now);
  if (attempt.ok && account) return { ok: true, operatorId: account.id };
  if (!attempt.ok && attempt.reason === 'locked') return attempt;
  return { ok: false, reason: 'invalid' };
}
