import type { Database } from '../db/open-database';
import { paymentEvents } from '../db/schema';
import type { AppliedPayment } from './apply-payment-event';
import type { RejectedEvent } from './payment-event';

/**
 * Records a signed event we cannot read, once: the provider retries anything but 2xx for days and
 * would send the same bytes again, so it is answered as received, and a replay is a duplicate.
 */
export async function recordRejectedEvent(db: Database, event: RejectedEvent): Promise<AppliedPayment> {
  const [stored] = await db
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      event_id: event.eventId,
      event_type: event.eventType,
      outcome: 'rejected',
      note: event.note,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return { outcome: stored ? 'rejected' : 'duplicate', readingId: null, deliveryScheduled: false };
}
