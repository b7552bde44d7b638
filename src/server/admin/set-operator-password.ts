import { and, eq, ne } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorSessions, operators } from '../db/schema';
import type { SignedInOperator } from './find-operator-session';
import { hashPassword } from './hash-password';
import { recordAudit } from './record-audit';
import { requireRecentSignIn } from './require-recent-sign-in';
import { tryPassword } from './try-password';

export type SetPasswordResult =
  { ok: true } | { ok: false; reason: 'current_required' | 'wrong' } | { ok: false; reason: 'locked'; until: Date };

/**
 * Sets the signed-in operator's password. One who has a password must give it, checked and counted
 * like a sign-in from the same client address (a stolen session cannot guess it unchecked); one
 * without (new, passkey-only, or back through a one-time link, which clears a forgotten one) has
 * nothing to give, so the session must be freshly signed in instead: an old session left open
 * cannot give the account a password of its own. Every other session of the operator ends with the
 * change; the one that made it stays.
 */
export async function setOperatorPassword(
  db: Database,
  operator: Pick<SignedInOperator, 'operatorId' | 'email' | 'sessionHash' | 'signedInAt'>,
  input: { password: string; currentPassword?: string | undefined; source: string },
  now: Date,
): Promise<SetPasswordResult> {
  const [account] = await db
    .select({ passwordHash: operators.password_hash })
    .from(operators)
    .where(eq(operators.id, operator.operatorId))
    .limit(1);
  if (account?.passwordHash) {
    if (input.currentPassword === undefined) return { ok: false, reason: 'current_required' };
    const pair = { email: operator.email, source: input.source };
    const attempt = await tryPassword(db, pair, account.passwordHash, input.currentPassword, now);
    if (!attempt.ok) return attempt;
  } else {
    requireRecentSignIn(operator, now);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ password_hash: passwordHash }).where(eq(operators.id, operator.operatorId));
    const ended = await tx
      .delete(operatorSessions)
      .where(
        and(eq(operatorSessions.operator_id, operator.operatorId), ne(operatorSessions.id_hash, operator.sessionHash)),
      )
      .returning({ id: operatorSessions.id_hash });
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: 'operator.set_password',
      detail: { ended_sessions: ended.length },
    });
  });
  return { ok: true };
}
