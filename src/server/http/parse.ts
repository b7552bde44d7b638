import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { hashAccessToken } from '../readings/access-token';
import { HttpError, notFound } from './http-error';

/** Validates with the schema shared with the browser; a failure becomes a 400 with its messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new HttpError(400, 'invalid_input', issues[0]?.message ?? 'Invalid input.', issues);
}

export type ReadingAccess = { id: number; tokenHash: string };

/** The hash of the token in the Authorization header (`Bearer <token>`), or null without a well-formed one. */
export function bearerTokenHash(request: FastifyRequest): string | null {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1];
  return token ? hashAccessToken(token) : null;
}

/** Once per request: the rate limits and then the handler ask, and hashing is most of the cost. */
const credentialsOf = new WeakMap<FastifyRequest, ReadingAccess | null>();

/** The reading's id from the path and its token's hash, or null when either is missing or malformed. */
export function readingCredentials(request: FastifyRequest): ReadingAccess | null {
  const known = credentialsOf.get(request);
  if (known !== undefined) return known;
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  const tokenHash = bearerTokenHash(request);
  const access = Number.isSafeInteger(id) && tokenHash ? { id, tokenHash } : null;
  credentialsOf.set(request, access);
  return access;
}

/** The reading's id from the path and its token from the Authorization header; 404 otherwise. */
export function readingAccess(request: FastifyRequest): ReadingAccess {
  const access = readingCredentials(request);
  if (!access) throw notFound();
  return access;
}
