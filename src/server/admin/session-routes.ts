import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  CURRENT_PASSWORD_REQUIRED,
  setPasswordSchema,
  signInLinkSchema,
  signInSchema,
  type OperatorSession,
} from '../../domain/admin-api';
import { passkeySignInSchema } from '../../domain/admin-passkey-api';
import type { Database } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { SESSION_COOKIE, operatorOf } from './admin-access';
import { createOperatorSession } from './create-operator-session';
import { deleteExpiredSessions, endOperatorSession } from './end-operator-session';
import { findOperatorSession } from './find-operator-session';
import type { RelyingParty } from './passkey-relying-party';
import { recordAudit } from './record-audit';
import { setOperatorPassword } from './set-operator-password';
import { signInWithPasskey } from './sign-in-with-passkey';
import { signInWithPassword } from './sign-in-with-password';
import { startPasskeySignIn } from './start-passkey-sign-in';
import { useSigninLink } from './use-signin-link';

export type SessionRoutesOptions = {
  db: Database;
  secureCookie: boolean;
  now: () => Date;
  signInRateLimit: number;
  relyingParty: RelyingParty;
};

/**
 * Where wrong passwords are counted from: the client address as the server sees it (request.ip,
 * which honours TRUST_PROXY), grouped as the rate limits group it, so IPv6 neighbours count as one.
 */
const signinSource = (request: FastifyRequest) => normalizeIP(request.ip);

function lockedOut(until: Date, now: Date): HttpError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new HttpError(
    429,
    'locked',
    `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export async function sessionRoutes(app: FastifyInstance, options: SessionRoutesOptions): Promise<void> {
  const { db, now } = options;
  // Per client address, on top of the lock per e-mail and client address: slows a spray across many accounts.
  const SIGN_IN_LIMIT = { rateLimit: { max: options.signInRateLimit, timeWindow: '1 minute' } };

  async function startSession(
    reply: FastifyReply,
    operatorId: number,
    detail: Record<string, unknown> | null = null,
  ): Promise<OperatorSession> {
    await deleteExpiredSessions(db, now());
    const session = await createOperatorSession(db, operatorId, now());
    reply.setCookie(SESSION_COOKIE, session.cookieValue, {
      path: '/api/admin',
      httpOnly: true,
      secure: options.secureCookie,
      sameSite: 'strict',
      expires: session.expiresAt,
    });
    const operator = await findOperatorSession(db, session.cookieValue, now());
    if (!operator) throw new Error('a session just made was not found');
    await recordAudit(db, { operatorEmail: operator.email, action: 'operator.sign_in', detail });
    return {
      email: operator.email,
      role: operator.role,
      csrfToken: operator.csrfToken,
      hasPassword: operator.hasPassword,
    };
  }

  app.post('/session', { config: { adminAccess: 'public', ...SIGN_IN_LIMIT } }, async (request, reply) => {
    const input = parseBody(signInSchema, request.body);
    const pair = { email: input.email, source: signinSource(request) };
    const result = await signInWithPassword(db, pair, input.password, now());
    if (!result.ok && result.reason === 'locked') throw lockedOut(result.until, now());
    if (!result.ok)
      throw new HttpError(401, 'invalid_credentials', 'That e-mail and password do not match an account.');
    return startSession(reply, result.operatorId);
  });

  app.post('/session/link', { config: { adminAccess: 'public', ...SIGN_IN_LIMIT } }, async (request, reply) => {
    const input = parseBody(signInLinkSchema, request.body);
    const operatorId = await useSigninLink(db, input.token, now());
    if (operatorId === null)
      throw new HttpError(
        401,
        'invalid_link',
        'This sign-in link was used already or has expired. Ask an owner for a new one.',
      );
    return startSession(reply, operatorId, { method: 'link' });
  });

  // Both halves of a passkey sign-in count towards the client address's limit, like a password.
  // 201: a challenge was made and is kept until answered.
  app.post(
    '/session/passkey/options',
    { config: { adminAccess: 'public', ...SIGN_IN_LIMIT } },
    async (_request, reply) => {
      reply.status(201);
      return startPasskeySignIn(db, options.relyingParty, now());
    },
  );

  app.post('/session/passkey', { config: { adminAccess: 'public', ...SIGN_IN_LIMIT } }, async (request, reply) => {
    const input = parseBody(passkeySignInSchema, request.body);
    const passkey = await signInWithPasskey(db, options.relyingParty, input, now());
    return startSession(reply, passkey.operatorId, { method: 'passkey', label: passkey.label });
  });

  app.get('/session', { config: { adminAccess: 'any' } }, async (request): Promise<OperatorSession> => {
    const operator = operatorOf(request);
    return {
      email: operator.email,
      role: operator.role,
      csrfToken: operator.csrfToken,
      hasPassword: operator.hasPassword,
    };
  });

  app.delete('/session', { config: { adminAccess: 'any' } }, async (request, reply) => {
    await endOperatorSession(db, operatorOf(request).sessionHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/api/admin' });
    return reply.status(204).send();
  });

  app.post('/password', { config: { adminAccess: 'any' } }, async (request, reply) => {
    const input = parseBody(setPasswordSchema, request.body);
    const result = await setOperatorPassword(
      db,
      operatorOf(request),
      { ...input, source: signinSource(request) },
      now(),
    );
    if (result.ok) return reply.status(204).send();
    if (result.reason === 'locked') throw lockedOut(result.until, now());
    if (result.reason === 'wrong') throw new HttpError(403, 'wrong_password', 'That is not your current password.');
    throw new HttpError(400, 'invalid_input', CURRENT_PASSWORD_REQUIRED, [
      { path: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED },
    ]);
  });
}
