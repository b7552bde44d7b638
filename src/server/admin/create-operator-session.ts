import { randomBytes } from 'node:crypto';

import type { Database } from '../db/open-database';
import { operatorSessions } from '../db/schema';
import { hashAccessToken } from '../readings/access-token';

/** A working day: an operator signs in again each morning, and a forgotten session ends by itself. */
export const SESSION_HOURS = 12;

export type NewSession = { cookieValue: string; expiresAt: Date };

/** The cookie carries 256 random bits; only their SHA-256 is stored, so a leaked table opens nothing. */
export async function createOperatorSession(db: Database, operatorId: number, now: Date): Promise<NewSession> {
  const cookieValue = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await db.insert(operatorSessions).values({
    id_hash: hashAccessToken(cookieValue),
    operator_id: operatorId,
    csrf_token: randomBytes(32).toString('base64url'),
    created_at: now,
    expires_at: expiresAt,
  });
  return { cookieValue, expiresAt };
}
