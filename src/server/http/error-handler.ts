import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

import { HttpError } from './http-error';

/** Clients get a code and a clear message, never a stack trace; 5xx details stay in the log. */
export function addErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message, issues: error.issues });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return reply.status(400).send({ error: 'invalid_input', message: issues[0]?.message ?? 'Invalid input.', issues });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ error: 'payload_too_large', message: 'The request is too large.' });
    }
    if (status === 429) {
      return reply.status(429).send({ error: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Something went wrong. Please try again.' });
  });
}
