import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { VISITOR_COOKIE, visitorIdSchema } from '../../domain/experiments';
import { readCookie } from '../http/read-cookie';

// Half a year: long enough for a visitor who comes back from another ad to see the same price.
const MAX_AGE_SECONDS = 182 * 24 * 3600;

/** The visitor id from the request's cookie, or null when it has none (or one that is not ours). */
export function readVisitorId(request: FastifyRequest): string | null {
  const value = readCookie(request, VISITOR_COOKIE);
  if (value === null) return null;
  const parsed = visitorIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The visitor's id, made and set as a cookie when the request has none: a random number and
 * nothing else, first-party, HttpOnly (no script of ours needs to read it: the browser sends it
 * with our own requests), SameSite=Lax so it comes along when an ad link opens the page.
 */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return id;
}
