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
});
export type TrackEvent = z.infer<typeof trackEventSchema>;
