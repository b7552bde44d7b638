import { lt } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorPasskeyChallenges } from '../db/schema';

/** As long as the browser is told to wait for the authenticator; an unanswered challenge then opens nothing. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export type PasskeyPurpose = 'register' | 'sign-in';

/** Keeps a challenge handed to a browser until it is answered; expired ones are swept here, as they pass. */
export async function storePasskeyChallenge(
  db: Database,
  challenge: string,
  purpose: PasskeyPurpose,
  operatorId: number | null,
  now: Date,
): Promise<void> {
  await db.delete(operatorPasskeyChallenges).where(lt(operatorPasskeyChallenges.expires_at, now));
  await db.insert(operatorPasskeyChallenges).values({
    challenge,
    purpose,
    operator_id: operatorId,
    expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
  });
}
