import { z } from 'zod';

import { subjectSchema } from './astrology';
import { safeText } from './safe-text';

/*
 * POST /api/question-line: how the reading will read one question, shown under it on the questions
 * screen so the visitor can rephrase before paying. Nothing of the request is stored or logged.
 */

export const QUESTION_LINE_PATH = '/api/question-line';
/** The questions screen's own limit on a question. */
export const QUESTION_LINE_MAX = 500;

export const questionLineRequestSchema = z.strictObject({
  question: safeText('Your question', { multiline: true, trim: true })
    .min(1, 'Please enter a question.')
    .max(QUESTION_LINE_MAX, `Your question must be at most ${QUESTION_LINE_MAX} characters.`),
  /** Only breaks ties between matters, as in the reading. */
  subject: subjectSchema,
  /** YYYY-MM-DD, for a time frame such as "before I turn 40"; without it such a frame is left out. */
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A birth date is YYYY-MM-DD.')
    .optional(),
});
export type QuestionLineRequest = z.infer<typeof questionLineRequestSchema>;

export const questionLineSchema = z.discriminatedUnion('kind', [
  /** "Read as: your daughter · a marriage under strain · yes or no · this year" */
  z.object({ kind: z.literal('read'), line: z.string().min(1).max(1000) }),
  /** A question no chart can answer: the reading's kind note, and a question to ask instead. */
  z.object({
    kind: z.literal('unanswerable'),
    note: z.string().min(1).max(1000),
    suggestion: z.string().min(1).max(300),
  }),
]);
export type QuestionLine = z.infer<typeof questionLineSchema>;

/** The reader as the server is given it (the server may not import the report; main.ts injects it). */
export type DescribeQuestion = (request: QuestionLineRequest, now: Date) => QuestionLine;
