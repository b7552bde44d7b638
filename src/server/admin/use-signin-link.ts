import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorSessions, operatorSigninLinks, operators } from '../db/schema';
import { hashAccessToken } from '../readings/access-token';

/**
 * Marks the link used and returns its operator; null when unknown, used or expired. A link is how a
 * forgotten password is replaced, so using one clears the operator's password (the console then
 * asks for a new one, which needs no current password) and ends every session the operator had:
 * whoever needed a link may have lost a device, and a session left on it must not outlive the reset.
 */
export async function useSigninLink(db: Database, token: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(operatorSigninLinks)
      .set({ used_at: now })
      .where(
        and(
          eq(operatorSigninLinks.token_hash, hashAccessToken(token)),
          isNull(operatorSigninLinks.used_at),
          gt(operatorSigninLinks.expires_at, now),
        ),
      )
      .returning({ operatorId: operatorSigninLinks.operator_id });
    if (!row) return null;
    await tx.update(operators).set({ password_hash: null }).where(eq(operators.id, row.operatorId));
    await tx.delete(operatorSessions).where(eq(operatorSessions.operator_id, row.operatorId));
    return row.operatorId;
  });
}
