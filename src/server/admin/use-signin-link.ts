import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorSigninLinks } from '../db/schema';
import { hashAccessToken } from '../readings/access-token';

/** Marks the link used and returns its operator; null when unknown, used or expired. */
export async function useSigninLink(db: Database, token: string, now: Date): Promise<number | null> {
  const [row] = await db
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
  return row?.operatorId ?? null;
}
