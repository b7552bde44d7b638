import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { VISITOR_COOKIE, visitorIdSchema } from '../../domain/experiments';

// Half a year: long enough for a visitor who comes back from another ad to see the same price.
const MAX_AGE_SECONDS = 182 * 24 * 3600;

/** The visitor id from the request's cookie, or null when it has none (or one that is not ours). */
export function readVisitorId(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== VISITOR_COOKIE) continue;
    const parsed = visitorIdSchema.safeParse(rest.join('='));
    return parsed.success ? parsed.data : null;
  }
  return null;
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
