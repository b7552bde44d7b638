import { verifyRegistrationResponse } from '@simplewebauthn/server';
import type { z } from 'zod';

import type { addPasskeySchema, PasskeyRow } from '../../domain/admin-passkey-api';
import type { Database } from '../db/open-database';
import { operatorPasskeys } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { SignedInOperator } from './find-operator-session';
import { PASSKEY_ALGORITHMS, type RelyingParty } from './passkey-relying-party';
import { recordAudit } from './record-audit';
import { takePasskeyChallenge } from './take-passkey-challenge';

const refused = () =>
  new HttpError(400, 'passkey_refused', 'The passkey could not be verified for this site. Try adding it again.');

/** Checks the browser's answer to this operator's own registration challenge and keeps the new passkey. */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  operator: SignedInOperator,
  input: z.infer<typeof addPasskeySchema>,
  now: Date,
): Promise<PasskeyRow> {
  const taken = await takePasskeyChallenge(db, input.response.response.clientDataJSON, 'register', now);
  if (taken.operatorId !== operator.operatorId)
    throw new HttpError(400, 'passkey_expired', 'This passkey request has expired or was used already. Try again.');
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: taken.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw refused();
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operatorPasskeys)
      .values({
        credential_id: credential.id,
        operator_id: operator.operatorId,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? null,
        label: input.label,
        created_at: now,
      })
      .onConflictDoNothing()
      .returning({
        id: operatorPasskeys.credential_id,
        label: operatorPasskeys.label,
        createdAt: operatorPasskeys.created_at,
      });
    if (!row) throw new HttpError(409, 'passkey_exists', 'This passkey was added already.');
    await recordAudit(tx, { operatorEmail: operator.email, action: 'passkey.add', detail: { label: input.label } });
    return { id: row.id, label: row.label, created_at: row.createdAt.toISOString(), last_used_at: null };
  });
}
