import { createHash } from 'node:crypto';

import type { z } from 'zod';

import { eventIdSchema } from './event-fields';
import type { RejectedEvent } from './payment-event';
import { sanitizeEventText } from './sanitize-event-text';

const MAX_ISSUES = 3;
const MAX_NOTE = 500;

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

/**
 * A signed event that does not parse, as a row for payment_events. Its own id is kept when that
 * is sound, so a replay is a duplicate; an unusable id becomes a readable prefix plus a digest
 * of the body, which a provider's retry (the same bytes) reproduces and no real id can collide with.
 */
export function rejectEvent(
  provider: RejectedEvent['provider'],
  body: unknown,
  rawBody: Buffer,
  error: z.ZodError,
  /** Where in the event the failed schema applied (its issues' paths are relative to it). */
  at: string[] = [],
): RejectedEvent {
  const id = eventIdSchema.safeParse(field(body, 'id'));
  const digest = createHash('sha256').update(rawBody).digest('hex').slice(0, 32);
  const eventId = id.success ? id.data : `invalid:${sanitizeEventText(field(body, 'id'), 64) ?? 'none'}:${digest}`;
  const eventType = sanitizeEventText(field(body, provider === 'stripe' ? 'type' : 'event_type'), 100) || 'unknown';
  const issues = error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${[...at, ...issue.path.map(String)].join('.') || 'event'}: ${issue.message}`)
    .join('; ');
  const note = sanitizeEventText(`malformed event: ${issues}`, MAX_NOTE) ?? 'malformed event';
  return { provider, eventId, eventType, note };
}
