import { z } from 'zod';

/** How long a reading's download link works after it is made: the e-mail says so, and the server refuses it after. */
export const DOCUMENT_LINK_DAYS = 90;

/**
 * GET /api/readings/:id/document: a fresh download link once the reading is delivered, and its
 * calendar's when the reading dates any window (none for one kept before readings had calendars).
 */
export const documentLinkAnswerSchema = z.discriminatedUnion('ready', [
  z.object({ ready: z.literal(false) }),
  z.object({ ready: z.literal(true), url: z.url(), calendar_url: z.url().optional(), expires_at: z.iso.datetime() }),
]);

export type DocumentLinkAnswer = z.infer<typeof documentLinkAnswerSchema>;
