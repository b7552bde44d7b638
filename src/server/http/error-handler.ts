import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { summarizeError } from '../db/summarize-error';
import { HttpError } from './http-error';

/** How long a client should wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Clients get a code and a clear message, never a stack trace; 5xx details stay in the log, as a
 * summary without the query's values (the child logger adds the request id). The summary goes
 * under `error`, not `err`, where pino's error serializer would overwrite its type.
 */
export function addErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message, issues: error.issues });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return reply
        .status(400)
        .send({ error: 'invalid_input', message: issues[0]?.message ?? 'Invalid input.', issues });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ error: 'payload_too_large', message: 'The request is too large.' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? 'bad_request', message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: summarizeError(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        error: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    request.log.error({ error: summarizeError(error) }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Something went wrong. Please try again.' });
  });
}
