import { and, eq, inArray, sql } from 'drizzle-orm';

import { deliveries } from '../db/schema';
import type { DbOrTx } from './schedule-delivery';

export const REFUNDED_REASON = 'canceled: the payment was refunded';
export const DISPUTED_REASON = 'canceled: the payment is disputed';

/** Where the reading's delivery stands once stopped: null when it has none. */
export type StoppedDelivery = 'canceled' | 'sending' | 'sent' | 'skipped' | null;

/**
 * Money went back (a refund, an open or lost dispute): the reading not yet sent is canceled, for
 * good, the reason kept in last_error. A failed one is canceled too, so that no retry by hand
 * sends it. One being sent is left to its worker, which looks for this same refund or dispute
 * right before it hands the message to the mail server (sendDelivery): stopping it here could not
 * stop a send already under way, and would leave the row saying 'canceled' for a mail that went.
 */
export async function stopReadingDelivery(tx: DbOrTx, readingId: number, reason: string): Promise<StoppedDelivery> {
  await tx
    .update(deliveries)
    .set({ status: 'canceled', last_error: reason, claimed_until: null, updated_at: sql`now()` })
    .where(
      and(
        eq(deliveries.reading_id, readingId),
        eq(deliveries.kind, 'reading'),
        inArray(deliveries.status, ['pending', 'failed']),
      ),
    );
  const [delivery] = await tx
    .select({ status: deliveries.status })
    .from(deliveries)
    .where(and(eq(deliveries.reading_id, readingId), eq(deliveries.kind, 'reading')))
    .limit(1);
  return (delivery?.status as StoppedDelivery | undefined) ?? null;
}
