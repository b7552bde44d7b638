import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Database } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { findOperatorSession, type SignedInOperator } from './find-operator-session';

/**
 * Who may call a console route: 'public' (signing in), 'any' operator, or 'owner' only. A route
 * that says nothing is owner-only, so a forgotten setting fails closed.
 */
export type AdminAccess = 'public' | 'any' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    adminAccess?: AdminAccess;
  }
  interface FastifyRequest {
    operator: SignedInOperator | null;
  }
}

export const SESSION_COOKIE = 'admin_session';

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The signed-in operator of a request that passed the access check. */
export function operatorOf(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new HttpError(401, 'signed_out', 'Sign in to the console.');
  return request.operator;
}

/**
 * The one place every /api/admin route is checked: 401 without a valid session, 403 for the
 * wrong role, and 403 for a change without the session's CSRF token (the SameSite=Strict cookie
 * already keeps other sites out; the token also keeps out a compromised sibling subdomain).
 */
export function addAdminAccessCheck(app: FastifyInstance, db: Database, now: () => Date): void {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.adminAccess ?? 'owner';
    if (access === 'public') return;
    const operator = await findOperatorSession(db, request.cookies[SESSION_COOKIE], now());
    if (!operator) throw new HttpError(401, 'signed_out', 'Sign in to the console.');
    if (access === 'owner' && operator.role !== 'owner')
      throw new HttpError(403, 'forbidden', 'Only an owner may do this.');
    if (!SAFE_METHODS.has(request.method)) {
      const token = request.headers['x-csrf-token'];
      if (typeof token !== 'string' || !sameToken(token, operator.csrfToken)) {
        throw new HttpError(403, 'csrf', 'This request did not come from the console. Reload the page and try again.');
      }
    }
    request.operator = operator;
  });
}
