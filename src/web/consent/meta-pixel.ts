import type { TrackEvent } from '../../domain/events';
import { hasTrackingConsent } from './tracking-consent';

/**
 * Meta's browser pixel, by its documented loading protocol: a global `fbq` that queues calls
 * until connect.facebook.net's fbevents.js takes over. Loaded only after the visitor's consent and
 * only when the server names a pixel; events carry the same eventID as the server's, so Meta
 * counts each once.
 */
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

let loading: Promise<Fbq | null> | null = null;

function installQueue(): Fbq {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  return fbq;
}

async function loadPixel(): Promise<Fbq | null> {
  const { getPublicConfig } = await import('../api');
  const { metaPixelId } = await getPublicConfig();
  if (!metaPixelId) return null;
  const fbq = window.fbq ?? installQueue();
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = SCRIPT_URL;
  document.head.append(script);
  fbq('init', metaPixelId);
  return fbq;
}

/** Sends the event to the browser pixel too; nothing at all without consent. Never throws. */
export async function trackWithPixel(
  eventName: TrackEvent['eventName'],
  eventData: TrackEvent['eventData'],
  eventId: string,
): Promise<void> {
  if (!hasTrackingConsent()) return;
  loading ??= loadPixel().catch((error: unknown) => {
    loading = null;
    console.warn('Meta pixel not loaded', error);
    return null;
  });
  const fbq = await loading;
  fbq?.('track', eventName, eventData, { eventID: eventId });
}
