import { generateAuthenticationOptions } from '@simplewebauthn/server';

import { signInOptionsSchema } from '../../domain/admin-passkey-api';
import type { Database } from '../db/open-database';
import type { RelyingParty } from './passkey-relying-party';
import { PASSKEY_CHALLENGE_MINUTES, storePasskeyChallenge } from './store-passkey-challenge';

/** No account is named: the authenticator offers the console's passkeys it holds, after verifying the user. */
export async function startPasskeySignIn(db: Database, rp: RelyingParty, now: Date) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await storePasskeyChallenge(db, options.challenge, 'sign-in', null, now);
  return signInOptionsSchema.parse(options);
}
