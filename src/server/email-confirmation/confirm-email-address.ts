import { and, eq, sql } from 'drizzle-orm';

import { deliveryDueAt } from '../../domain/delivery-time';
import type { AddressState } from '../../domain/email-confirmation';
import { scheduleResend } from '../admin/resend-reading';
import type { Database } from '../db/open-database';
import { deliveries, readings } from '../db/schema';
import { scheduleDelivery, type DbOrTx } from '../delivery/schedule-delivery';
import { addressStateOf, isFreeOrder } from './address-state';
import { loadLinkedReading } from './load-linked-reading';

/**
 * The free reading goes to the address just confirmed: scheduled at the free tier's promise counted
 * from now, or sooner if it was already waiting (an address confirmed again after a change); one
 * already sent (to the address before the change) is sent again, here, at once.
 */
async function deliverFreeReading(tx: DbOrTx, readingId: number, now: Date): Promise<void> {
  const [reading] = await tx
    .select({ status: deliveries.status })
    .from(deliveries)
    .where(and(eq(deliveries.reading_id, readingId), eq(deliveries.kind, 'reading')))
    .limit(1);
  if (reading?.status === 'sent') await scheduleResend(tx, readingId, now);
  else await scheduleDelivery(tx, readingId, 'reading', deliveryDueAt('FREE', now));
}

/**
 * POST /api/email-confirmation: the address is the visitor's. Confirming twice changes nothing the
 * second time. A paid order needs no confirmation: it is recorded, and its delivery stays as paid.
 */
export async function confirmEmailAddress(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<AddressState> {
  return db.transaction(async (tx) => {
    const row = await loadLinkedReading(tx, secret, token, now, { lock: true });
    if (row.confirmedAt) return addressStateOf(row);
    await tx
      .update(readings)
      .set({ email_confirmed_at: now, updated_at: sql`now()` })
      .where(eq(readings.id, row.id));
    if (row.paymentStatus === 'completed' && isFreeOrder(row)) await deliverFreeReading(tx, row.id, now);
    return addressStateOf({ ...row, confirmedAt: now });
  });
}
