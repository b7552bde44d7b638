import type { TrackEvent } from '../../domain/events';
import type { MetaUserData } from './meta-user-data';

export type MetaConfig = { pixelId: string; accessToken: string; graphBase: string };

export const GRAPH_API_VERSION = 'v21.0';
const TIMEOUT_MS = 5_000;

/** One server event for the Conversions API; event_id is the browser pixel's, so Meta counts it once. */
export function buildMetaEvent(event: TrackEvent, userData: MetaUserData, sourceUrl: string | null, now: Date) {
  return {
    event_name: event.eventName,
    event_time: Math.floor(now.getTime() / 1000),
    event_id: event.eventId,
    action_source: 'website',
    ...(sourceUrl ? { event_source_url: sourceUrl } : {}),
    user_data: userData,
    custom_data: event.eventData,
  };
}

/** POST {graph}/v21.0/{pixel}/events; throws on a refusal so the caller can log it. */
export async function forwardToMeta(
  config: MetaConfig,
  serverEvent: ReturnType<typeof buildMetaEvent>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const url = new URL(
    `${config.graphBase.replace(/\/$/, '')}/${GRAPH_API_VERSION}/${encodeURIComponent(config.pixelId)}/events`,
  );
  url.searchParams.set('access_token', config.accessToken);
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: [serverEvent] }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`Meta answered ${response.status}: ${detail}`);
  }
}
