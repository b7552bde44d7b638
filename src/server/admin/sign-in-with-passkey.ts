import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { passkeySignInSchema } from '../../domain/admin-passkey-api';
import type { Database } from '../db/open-database';
import { operatorPasskeys, operators } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { RelyingParty } from './passkey-relying-party';
import { takePasskeyChallenge } from './take-passkey-challenge';

export type PasskeySignIn = { operatorId: number; label: string | null };

const refused = () =>
  new HttpError(
    401,
    'passkey_refused',
    'The passkey could not be verified for this site. Try again, or sign in with your password.',
  );

const transportsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : undefined;

/**
 * Checks a discoverable passkey's answer and moves its counter on; the operator it belongs to signs
 * in. The password lockout does not apply: it slows password guessing, and a passkey cannot be guessed.
 */
export async function signInWithPasskey(
  db: Database,
  rp: RelyingParty,
  input: z.infer<typeof passkeySignInSchema>,
  now: Date,
): Promise<PasskeySignIn> {
  const { response } = input;
  const taken = await takePasskeyChallenge(db, response.response.clientDataJSON, 'sign-in', now);
  // Removing an operator removes their passkeys (cascade); the join keeps it so even mid-removal.
  const [passkey] = await db
    .select({
      operatorId: operatorPasskeys.operator_id,
      publicKey: operatorPasskeys.public_key,
      counter: operatorPasskeys.counter,
      transports: operatorPasskeys.transports,
      label: operatorPasskeys.label,
    })
    .from(operatorPasskeys)
    .innerJoin(operators, eq(operators.id, operatorPasskeys.operator_id))
    .where(eq(operatorPasskeys.credential_id, response.id))
    .limit(1);
  if (!passkey) {
    throw new HttpError(
      401,
      'unknown_passkey',
      'This passkey is not registered for the console (it may have been removed). Sign in with your password or a one-time link.',
    );
  }
  const userHandle = response.response.userHandle
    ? Buffer.from(response.response.userHandle, 'base64url').toString('utf8')
    : null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: taken.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: response.id,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || (userHandle !== null && userHandle !== String(passkey.operatorId))) {
    throw refused();
  }
  // Only from the counter just checked: of two answers racing with one counter value, one wins.
  const [moved] = await db
    .update(operatorPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where(and(eq(operatorPasskeys.credential_id, response.id), eq(operatorPasskeys.counter, passkey.counter)))
    .returning({ id: operatorPasskeys.credential_id });
  if (!moved) throw refused();
  return { operatorId: passkey.operatorId, label: passkey.label };
}
