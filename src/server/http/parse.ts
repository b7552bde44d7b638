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

/** The reading's id from the path and its token from the Authorization header; 404 otherwise. */
export function readingAccess(request: FastifyRequest): { id: number; tokenHash: string } {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1];
  if (!Number.isSafeInteger(id) || !token) throw notFound();
  return { id, tokenHash: hashAccessToken(token) };
}
