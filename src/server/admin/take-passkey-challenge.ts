import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

import type { Database } from '../db/open-database';
import { operatorPasskeyChallenges } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { PasskeyPurpose } from './store-passkey-challenge';

const clientDataSchema = z.object({ challenge: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

function challengeOf(clientDataJSON: string): string {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below like any other answer without a challenge.
  }
  const clientData = clientDataSchema.safeParse(parsed);
  if (!clientData.success) throw new HttpError(400, 'invalid_input', 'Not a valid passkey answer.');
  return clientData.data.challenge;
}

export type TakenChallenge = { challenge: string; operatorId: number | null };

/**
 * Spends the challenge the browser's answer carries (in clientDataJSON): any answer uses it up, so
 * it works once. Refused when unknown, already used, expired or handed out for the other ceremony.
 */
export async function takePasskeyChallenge(
  db: Database,
  clientDataJSON: string,
  purpose: PasskeyPurpose,
  now: Date,
): Promise<TakenChallenge> {
  const challenge = challengeOf(clientDataJSON);
  const [row] = await db
    .delete(operatorPasskeyChallenges)
    .where(and(eq(operatorPasskeyChallenges.challenge, challenge), eq(operatorPasskeyChallenges.purpose, purpose)))
    .returning({ operatorId: operatorPasskeyChallenges.operator_id, expiresAt: operatorPasskeyChallenges.expires_at });
  if (!row || row.expiresAt <= now) {
    throw new HttpError(400, 'passkey_expired', 'This passkey request has expired or was used already. Try again.');
  }
  return { challenge, operatorId: row.operatorId };
}
