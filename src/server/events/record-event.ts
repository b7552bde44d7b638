import type { TrackEvent } from '../../domain/events';
import type { Database } from '../db/open-database';
import { funnelEvents } from '../db/schema';

export type EventContext = { userAgent: string | null };

/** Keeps the event for the funnel's own statistics; forwarding to Meta needs the visitor's consent. */
export async function recordEvent(db: Database, event: TrackEvent, context: EventContext): Promise<void> {
  await db.insert(funnelEvents).values({
    reading_id: event.readingId ?? null,
    event_name: event.eventName,
    event_id: event.eventId,
    payload: { data: event.eventData, sourceUrl: event.sourceUrl ?? null, userAgent: context.userAgent },
  });
}
