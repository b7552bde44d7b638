import { randomBytes } from 'node:crypto';

import type { Database } from '../db/open-database';
import { operatorSigninLinks } from '../db/schema';
import { hashAccessToken } from '../readings/access-token';

export const SIGNIN_LINK_HOURS = 24;

/** A link that signs its operator in once, within a day; the token is in the fragment, never in logs. */
export async function createSigninLink(
  db: Database,
  operatorId: number,
  publicBaseUrl: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSigninLinks).values({
    token_hash: hashAccessToken(token),
    operator_id: operatorId,
    expires_at: new Date(now.getTime() + SIGNIN_LINK_HOURS * 3_600_000),
  });
  return `${publicBaseUrl}/admin/sign-in#link=${token}`;
}
