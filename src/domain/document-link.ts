import { z } from 'zod';

/** How long a reading's download link works after it is made: the e-mail says so, and the server refuses it after. */
export const DOCUMENT_LINK_DAYS = 90;

/** GET /api/readings/:id/document: a fresh download link once the reading is delivered. */
export const documentLinkAnswerSchema = z.discriminatedUnion('ready', [
  z.object({ ready: z.literal(false) }),
  z.object({ ready: z.literal(true), url: z.url(), expires_at: z.iso.datetime() }),
]);

export type DocumentLinkAnswer = z.infer<typeof documentLinkAnswerSchema>;
