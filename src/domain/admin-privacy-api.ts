import { z } from 'zod';

import { emailSchema } from './person';

/** The console's privacy requests: shared by the console and /api/admin/privacy. */

export const privacyExportQuerySchema = z.object({ email: emailSchema });

/** Compared as the erasure compares addresses: without regard to case. */
export const erasePersonSchema = z
  .strictObject({
    email: emailSchema,
    confirmEmail: z.string({ error: 'Type the e-mail address again to confirm.' }).trim().max(254),
  })
  .refine((request) => request.email.toLowerCase() === request.confirmEmail.normalize('NFC').toLowerCase(), {
    path: ['confirmEmail'],
    message: 'The confirmation does not match the e-mail address; nothing was erased.',
  });

/** What one erasure did, in numbers (the server's ErasureResult). */
export const erasureResultSchema = z.object({
  readings: z.number(),
  deliveries_canceled: z.number(),
  payment_events: z.number(),
  funnel_events: z.number(),
  reviews: z.number(),
  documents: z.number(),
  reading_ids: z.array(z.number()),
  documents_deleted: z.number(),
  /** Stored PDFs not deleted now: the hourly retention job deletes them. */
  documents_pending: z.number(),
});
export type ErasureSummary = z.infer<typeof erasureResultSchema>;

/** The parts of the export file the console reads back; the rest is passed on untouched. */
export const privacyExportSchema = z.looseObject({
  summary: z.string(),
  email: z.string(),
  exported_at: z.string(),
  readings: z.array(z.looseObject({ id: z.number(), name: z.string().nullable() })),
  unmatched_payment_events: z.array(z.unknown()),
});
