import type { TrackEvent } from '../domain/events';
import type { ReadingCredentials } from './api';
import { trackWithPixel } from './consent/meta-pixel';
import { hasTrackingConsent } from './consent/tracking-consent';
import { consentedClickIds } from './meta-click-ids';

/** 32 hex characters; getRandomValues works on plain http too, where randomUUID does not. */
export function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a marketing event to our server; a failure never reaches the visitor (spec section 8).
 * An event about a reading goes with the reading's token: the server keeps nothing on a reading
 * without it, and with it keeps the visitor's consent on the reading (its Purchase needs it).
 */
export async function track(
  eventName: TrackEvent['eventName'],
  eventData: TrackEvent['eventData'],
  reading?: ReadingCredentials | null,
  eventId = newEventId(),
): Promise<void> {
  try {
    const { trackEvent } = await import('./api');
    const consent = hasTrackingConsent();
    // The browser pixel and the server's Conversions API share the event id: Meta counts it once.
    void trackWithPixel(eventName, eventData, eventId);
    await trackEvent(
      {
        eventName,
        eventId,
        eventData,
        sourceUrl: window.location.href.slice(0, 2000),
        // The server forwards to Meta only with the visitor's yes from the consent banner.
        consent,
        ...(consent ? consentedClickIds(Date.now()) : {}),
        ...(reading ? { readingId: reading.readingId } : {}),
      },
      reading?.token,
    );
  } catch (error) {
    console.warn(`Tracking ${eventName} failed`, error);
  }
}
