import { z } from 'zod';

import { safeText } from './safe-text';

// The browser's Purchase only remembers consent and is recorded: the server sends its own, with
// the reading's amount, from the outbox (docs/decisions/0019-purchase-event.md).
export const TRACKED_EVENTS = ['ViewContent', 'Lead', 'Purchase'] as const;

/** Deterministic, so the browser pixel's Purchase and the server's are counted once by Meta. */
export const purchaseEventId = (readingId: number) => `purchase-${readingId}`;

/** Cookie values and ids the browser passes on for Meta's matching. */
const shortText = (label: string) => safeText(label).max(300, `${label} is too long.`);

/** An event detail's name: the record's key issues carry the key schema's own message. */
const eventDataKey = safeText('An event detail name').max(60, 'An event detail name is too long.');
const eventDataValue = z.union(
  [safeText('An event detail').max(300, 'An event detail is too long.'), z.number(), z.boolean()],
  { error: 'An event detail must be text, a number or true/false.' },
);

/** The browser's side of the spec's meta-pixel-events call; the server adds the IP and user agent. */
export const trackEventSchema = z
  .strictObject({
    eventName: z.enum(TRACKED_EVENTS),
    eventId: safeText('eventId').regex(/^[A-Za-z0-9_-]{8,64}$/, 'eventId must be 8-64 letters, digits, _ or -'),
    eventData: z
      .record(eventDataKey, eventDataValue, {
        error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
      })
      .default({}),
    readingId: z.number().int().positive().optional(),
    sourceUrl: safeText('The page address').max(2000, 'The page address is too long.').optional(),
    fbc: shortText('fbc').optional(),
    fbp: shortText('fbp').optional(),
    externalId: shortText('externalId').optional(),
    /** The visitor accepted marketing cookies; without it nothing leaves the server. */
    consent: z.boolean().optional(),
    /** Identifiers for Meta's matching when no reading is named (the server normalises and hashes them). */
    email: safeText('Your email').max(254, 'Your email is too long.').optional(),
    firstName: safeText('Your first name').max(100, 'Your first name is too long.').optional(),
    lastName: safeText('Your last name').max(100, 'Your last name is too long.').optional(),
    birthDate: safeText('Your birth date')
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate must be YYYY-MM-DD')
      .optional(),
  })
  .refine(
    (event) =>
      event.eventName !== 'Purchase' ||
      (event.readingId !== undefined && event.eventId === purchaseEventId(event.readingId)),
    {
      error: 'A Purchase names its reading and has the eventId purchase-<readingId>.',
      path: ['eventId'],
    },
  );
export type TrackEvent = z.infer<typeof trackEventSchema>;
