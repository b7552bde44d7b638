import type { Purchase } from '../../domain/reading';
import type { ReadingCredentials } from '../api';
import { hasTrackingConsent } from '../consent/tracking-consent';
import { browserStorage, readStored, writeStored } from '../funnel/reading-access';
import { track } from '../tracking';

export const purchaseTrackedKey = (readingId: number) => `purchase_tracked_${readingId}`;

/**
 * The browser pixel's Purchase for a paid order, as the server reported it: its event id (the
 * server's own Purchase has the same, so Meta counts one), value and currency. Only with consent,
 * and once per reading in this browser, so a reload or a second return does not count it again.
 * Our server records it and keeps the consent on the reading; it never forwards this one.
 */
export function trackPurchase(reading: ReadingCredentials, purchase: Purchase): void {
  const storage = browserStorage();
  if (!hasTrackingConsent() || readStored(storage, purchaseTrackedKey(reading.readingId))) return;
  writeStored(storage, purchaseTrackedKey(reading.readingId), new Date().toISOString());
  const { event_id: eventId, ...eventData } = purchase;
  void track('Purchase', eventData, reading, eventId);
}
