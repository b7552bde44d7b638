import type { FastifyInstance } from 'fastify';

import {
  QUESTION_LINE_PATH,
  questionLineRequestSchema,
  type DescribeQuestion,
  type QuestionLine,
} from '../../domain/question-line';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';

export type QuestionLineRoutesOptions = {
  describe: DescribeQuestion;
  /** Requests one client address may make per minute: a few milliseconds of the reader each. */
  perMinute: number;
  now?: () => Date;
};

/**
 * POST /api/question-line: how the reading will read the question being typed. A POST, so the question never sits in a
 * URL; nothing of it is stored, and a failure is logged by its kind only, never with the text.
 */
export async function questionLineRoutes(app: FastifyInstance, options: QuestionLineRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  app.post(
    QUESTION_LINE_PATH,
    { config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseBody(questionLineRequestSchema, request.body);
      let line: QuestionLine;
      try {
        line = options.describe(input, now());
      } catch (error) {
        request.log.error({ kind: error instanceof Error ? error.name : typeof error }, 'reading a question failed');
        throw new HttpError(500, 'internal', 'Something went wrong. Please try again.');
      }
      // The visitor's own words: no shared cache may keep them.
      return reply.header('cache-control', 'private, no-store').send(line);
    },
  );
}
