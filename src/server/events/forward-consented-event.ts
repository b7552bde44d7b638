import type { TrackEvent } from '../../domain/events';
import type { Database } from '../db/open-database';
import { findEventPerson } from './event-person';
import { buildMetaEvent, forwardToMeta, type MetaConfig } from './forward-to-meta';
import { metaUserData, type EventClient } from './meta-user-data';

export type ForwardContext = { client: EventClient; tokenHash: string | null; sourceUrl: string | null; now: Date };

/**
 * Sends one event to Meta when, and only when, Meta is configured and the visitor consented.
 * Never the browser's Purchase: the server sends its own, once, with the reading's amount (0019).
 * Returns false when nothing was to be sent.
 */
export async function forwardConsentedEvent(
  db: Database,
  meta: MetaConfig | null,
  event: TrackEvent,
  context: ForwardContext,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!meta || event.consent !== true || event.eventName === 'Purchase') return false;
  const person = await findEventPerson(db, event, context.tokenHash);
  const serverEvent = buildMetaEvent(event, metaUserData(person, context.client), context.sourceUrl, context.now);
  await forwardToMeta(meta, serverEvent, fetchImpl);
  return true;
}
