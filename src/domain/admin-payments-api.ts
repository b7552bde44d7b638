import { z } from 'zod';

/** The console's review queue of held payments: requests and answers shared by the console and /api/admin. */

export const heldPaymentQuerySchema = z.object({
  /** The previous page's `nextCursor`. */
  after: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Not a valid page.')
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const heldPaymentSchema = z.object({
  id: z.number(),
  provider: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  amountMinor: z.number().nullable(),
  currency: z.string().nullable(),
  /** What the payer typed at the provider: a hint, never a match. */
  payerEmail: z.string().nullable(),
  readingRef: z.number().nullable(),
  /** The reading it was held against, the candidate to attach it to. */
  readingId: z.number().nullable(),
  providerPaymentId: z.string().nullable(),
  /** Why it was held. */
  note: z.string().nullable(),
  receivedAt: z.string(),
  /** A completed payment, which can be attached; anything else can only be dismissed. */
  attachable: z.boolean(),
});
export type HeldPaymentRow = z.infer<typeof heldPaymentSchema>;

export const heldPaymentPageSchema = z.object({
  items: z.array(heldPaymentSchema),
  nextCursor: z.number().nullable(),
  total: z.number(),
});

export const attachPaymentSchema = z.strictObject({
  reading_id: z
    .number({ error: 'Enter the id of the reading this payment is for.' })
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER),
});

export const dismissPaymentSchema = z.strictObject({
  reason: z
    .string({ error: 'Say why this payment is dismissed.' })
    .trim()
    .min(1, 'Say why this payment is dismissed.')
    .max(500, 'Say why in at most 500 characters.'),
});
