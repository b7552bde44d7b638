import { z } from 'zod';

export const TRACKED_EVENTS = ['ViewContent', 'Lead'] as const;

const shortText = z.string().max(300);

/** The browser's side of the spec's meta-pixel-events call; the server adds the IP and user agent. */
export const trackEventSchema = z.strictObject({
  eventName: z.enum(TRACKED_EVENTS),
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'eventId must be 8-64 letters, digits, _ or -'),
  eventData: z.record(z.string().max(60), z.union([z.string().max(300), z.number(), z.boolean()])).default({}),
  readingId: z.number().int().positive().optional(),
  sourceUrl: z.string().max(2000).optional(),
  fbc: shortText.optional(),
  fbp: shortText.optional(),
  externalId: shortText.optional(),
  /** The visitor accepted marketing cookies; without it nothing leaves the server. */
  consent: z.boolean().optional(),
  /** Identifiers for Meta's matching when no reading is named (the server normalises and hashes them). */
  email: z.string().max(254).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate must be YYYY-MM-DD').optional(),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;
