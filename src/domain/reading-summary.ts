import { z } from 'zod';

import { SIGNS } from './astrology';
import { readingCalendarSchema } from './reading-calendar';

/**
 * What the reading e-mail tells of the reading itself, computed with the PDF and kept beside it, so a
 * resend says the same: the three signs and the start of the first answer.
 */
export const readingSummarySchema = z.object({
  sun: z.enum(SIGNS),
  moon: z.enum(SIGNS),
  /** Null without a birth time. */
  rising: z.enum(SIGNS).nullable(),
  firstQuestion: z.string().nullable(),
  /** The first answer's opening, two sentences at most. */
  firstAnswerPreview: z.string().nullable(),
  /** Missing for a document kept before readings had a calendar. */
  calendar: readingCalendarSchema.optional(),
});

export type ReadingSummary = z.infer<typeof readingSummarySchema>;
