import { generateRegistrationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';

import { registrationOptionsSchema } from '../../domain/admin-passkey-api';
import type { Database } from '../db/open-database';
import { operatorPasskeys } from '../db/schema';
import type { SignedInOperator } from './find-operator-session';
import { PASSKEY_ALGORITHMS, type RelyingParty } from './passkey-relying-party';
import { PASSKEY_CHALLENGE_MINUTES, storePasskeyChallenge } from './store-passkey-challenge';

/**
 * What the browser needs to make a passkey for the signed-in operator. It must be discoverable and
 * verify the user (PIN, fingerprint), so it alone signs in; the operator's own id is the user
 * handle, so one device keeps one passkey per account and a device already added is refused.
 */
export async function startPasskeyRegistration(db: Database, rp: RelyingParty, operator: SignedInOperator, now: Date) {
  const existing = await db
    .select({ id: operatorPasskeys.credential_id })
    .from(operatorPasskeys)
    .where(eq(operatorPasskeys.operator_id, operator.operatorId));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: operator.email,
    userID: new TextEncoder().encode(String(operator.operatorId)),
    userDisplayName: operator.email,
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
    attestationType: 'none',
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storePasskeyChallenge(db, options.challenge, 'register', operator.operatorId, now);
  return registrationOptionsSchema.parse(options);
}
