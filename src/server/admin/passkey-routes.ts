import type { FastifyInstance } from 'fastify';

import { addPasskeySchema, passkeyIdSchema, type PasskeyRow } from '../../domain/admin-passkey-api';
import type { Database } from '../db/open-database';
import { parseBody } from '../http/parse';
import { addPasskey } from './add-passkey';
import { operatorOf } from './admin-access';
import { listPasskeys } from './list-passkeys';
import type { RelyingParty } from './passkey-relying-party';
import { removePasskey } from './remove-passkey';
import { requireRecentSignIn } from './require-recent-sign-in';
import { startPasskeyRegistration } from './start-passkey-registration';

export type PasskeyRoutesOptions = { db: Database; relyingParty: RelyingParty; now: () => Date };

/**
 * Every operator manages their own passkeys; signing in with one is in session-routes.ts. Adding or
 * removing one needs a recent sign-in, so a session left open (or stolen) cannot plant a lasting
 * way in, which a password change would not end, nor take the owner's away.
 */
export async function passkeyRoutes(app: FastifyInstance, options: PasskeyRoutesOptions): Promise<void> {
  const { db, relyingParty, now } = options;

  app.get('/passkeys', { config: { adminAccess: 'any' } }, async (request) => ({
    passkeys: await listPasskeys(db, operatorOf(request).operatorId),
  }));

  // 201: a challenge was made and is kept until answered.
  app.post('/passkeys/options', { config: { adminAccess: 'any' } }, async (request, reply) => {
    requireRecentSignIn(operatorOf(request), now());
    reply.status(201);
    return startPasskeyRegistration(db, relyingParty, operatorOf(request), now());
  });

  app.post('/passkeys', { config: { adminAccess: 'any' } }, async (request, reply): Promise<PasskeyRow> => {
    const input = parseBody(addPasskeySchema, request.body);
    requireRecentSignIn(operatorOf(request), now());
    const added = await addPasskey(db, relyingParty, operatorOf(request), input, now());
    reply.status(201);
    return added;
  });

  app.delete('/passkeys/:id', { config: { adminAccess: 'any' } }, async (request, reply) => {
    const { id } = parseBody(passkeyIdSchema, request.params);
    requireRecentSignIn(operatorOf(request), now());
    await removePasskey(db, operatorOf(request), id);
    return reply.status(204).send();
  });
}
