import type { TrackEvent } from '../../domain/events';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { scheduleDelivery } from '../delivery/schedule-delivery';
import { ownedReading } from '../readings/update-reading';
import { isPurchaseReportable } from './is-purchase-reportable';
import type { EventClient } from './meta-user-data';

const WITHDRAWN = {
  marketing_consent_at: null,
  meta_fbp: null,
  meta_fbc: null,
  client_ip: null,
  client_user_agent: null,
};

/**
 * Keeps the visitor's latest answer on the reading the event names, for its Purchase (0019): a
 * consented event stores when, Meta's click ids and the client seen; a declined or withdrawn one
 * clears them all. Only with the reading's own token (anyone can type an id). Consent given after
 * payment puts the paid reading's Purchase in the outbox; returns true when it did.
 */
export async function rememberConsent(
  db: Database,
  event: TrackEvent,
  client: EventClient,
  tokenHash: string | null,
  now: Date,
): Promise<boolean> {
  const { readingId, consent } = event;
  if (!readingId || !tokenHash || consent === undefined) return false;
  return db.transaction(async (tx) => {
    const [reading] = await tx
      .update(readings)
      .set(
        consent
          ? {
              marketing_consent_at: now,
              meta_fbp: client.fbp,
              meta_fbc: client.fbc,
              client_ip: client.ip,
              client_user_agent: client.userAgent,
            }
          : WITHDRAWN,
      )
      .where(ownedReading(readingId, tokenHash))
      .returning({
        status: readings.payment_status,
        method: readings.payment_method,
        paidAt: readings.payment_completed_at,
        sentAt: readings.meta_purchase_sent_at,
      });
    if (!consent || !reading || !isPurchaseReportable(reading, now)) return false;
    await scheduleDelivery(tx, readingId, 'meta_purchase', now);
    return true;
  });
}
