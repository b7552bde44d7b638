import { eq, sql } from 'drizzle-orm';

import { readings } from '../db/schema';
import { raiseLinkGeneration } from '../documents/raise-link-generation';
import { resumeReadingDelivery } from '../delivery/resume-reading-delivery';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { DISPUTED_REASON, stopReadingDelivery } from '../delivery/stop-reading-delivery';
import type { MoneyBackResult } from './apply-refund';
import { describeStoppedDelivery } from './describe-stopped-delivery';
import type { PaidReading } from './find-reading-by-payment';
import type { PaymentChange } from './payment-event';

type Dispute = Extract<PaymentChange, { kind: 'disputed' }>;

/** A dispute's opening that arrives after its own close (events come out of order) must not reopen it. */
function isStaleOpening(reading: PaidReading, dispute: Dispute): boolean {
  const closed = reading.disputeStatus === 'won' || reading.disputeStatus === 'lost';
  return (
    dispute.status === 'open' &&
    closed &&
    reading.disputedAt !== null &&
    dispute.at.getTime() <= reading.disputedAt.getTime()
  );
}

/**
 * A dispute opened or closed. Open or lost: the reading not yet sent is not sent; lost, the money
 * went back, so the download links already sent stop opening it too. Won: the money stays, so a
 * reading the dispute stopped goes back to the outbox, unless it was refunded too.
 * disputed_at is when the dispute opened (the close's time when its opening never arrived).
 */
export async function applyDispute(tx: DbOrTx, reading: PaidReading, dispute: Dispute): Promise<MoneyBackResult> {
  if (dispute.status === null) {
    return {
      outcome: 'noted',
      note: `dispute closed as ${dispute.providerStatus}, neither won nor lost; dispute_status left as ${reading.disputeStatus ?? 'none'}`,
    };
  }
  if (isStaleOpening(reading, dispute))
    return { outcome: 'unchanged', note: `dispute already closed as ${reading.disputeStatus}` };
  if (reading.disputeStatus === dispute.status)
    return { outcome: 'unchanged', note: `dispute already ${dispute.status}` };
  const openedAt = dispute.status === 'open' ? dispute.at : (reading.disputedAt ?? dispute.at);
  await tx
    .update(readings)
    .set({
      dispute_status: dispute.status,
      disputed_at: openedAt,
      ...(dispute.status === 'lost' ? { document_link_generation: raiseLinkGeneration() } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(readings.id, reading.id));
  if (dispute.status === 'won') {
    const resumed = reading.refundedAt === null && (await resumeReadingDelivery(tx, reading.id));
    return { outcome: 'applied', note: `dispute won${resumed ? '; the reading is back in the outbox' : ''}` };
  }
  const delivery = await stopReadingDelivery(tx, reading.id, DISPUTED_REASON);
  return {
    outcome: 'applied',
    note: `dispute ${dispute.status} (${dispute.providerStatus}); ${describeStoppedDelivery(delivery)}`,
  };
}
