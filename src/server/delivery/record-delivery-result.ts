import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { deliveries, readings } from '../db/schema';
import { REVIEW_REQUEST_DELAY_DAYS } from '../../domain/reviews';
import type { ClaimedDelivery } from './claim-deliveries';
import { scheduleDelivery } from './schedule-delivery';

const ownClaim = (delivery: ClaimedDelivery, workerId: string) =>
  and(eq(deliveries.id, delivery.id), eq(deliveries.status, 'sending'), eq(deliveries.claimed_by, workerId));

const DAY_MS = 86_400_000;

/**
 * Sent: the delivery and the reading's make_sent (a Purchase: meta_purchase_sent_at) in one
 * transaction, right after the SMTP server (or Meta) accepted it, so the window where a crash
 * leaves a sent mail unrecorded is one commit.
 * The reading's first send also puts its review request in the outbox, a week later, in the same
 * commit: once per reading (resends have kinds of their own), and never for a reading not sent.
 * Returns false when the lease had already been taken over (the message was sent anyway, with
 * the same Message-ID as the other worker's).
 */
export async function recordDeliverySent(
  db: Database,
  delivery: ClaimedDelivery,
  workerId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(deliveries)
      .set({ status: 'sent', sent_at: now, claimed_until: null, last_error: null, updated_at: sql`now()` })
      .where(ownClaim(delivery, workerId))
      .returning({ id: deliveries.id });
    if (delivery.kind === 'reading') {
      await tx
        .update(readings)
        .set({ make_sent: true, updated_at: sql`now()` })
        .where(eq(readings.id, delivery.reading_id));
    }
    // Kept on the reading too: a Purchase reported once is never reported again (0019).
    if (delivery.kind === 'meta_purchase') {
      await tx
        .update(readings)
        .set({ meta_purchase_sent_at: now })
        .where(and(eq(readings.id, delivery.reading_id), isNull(readings.meta_purchase_sent_at)));
    }
    // Only by the worker that holds the claim: a row taken from it (erased meanwhile) asks for nothing.
    if (delivery.kind === 'reading' && updated.length === 1) {
      await scheduleDelivery(
        tx,
        delivery.reading_id,
        'review_request',
        new Date(now.getTime() + REVIEW_REQUEST_DELAY_DAYS * DAY_MS),
      );
    }
    return updated.length === 1;
  });
}

/**
 * Skipped: a final status for a delivery that must not go out any more (a confirmation whose
 * reading is already sent), the reason kept in last_error. False when the lease was taken over.
 */
export async function recordDeliverySkipped(
  db: Database,
  delivery: ClaimedDelivery,
  workerId: string,
  reason: string,
): Promise<boolean> {
  const updated = await db
    .update(deliveries)
    .set({ status: 'skipped', claimed_until: null, last_error: reason, updated_at: sql`now()` })
    .where(ownClaim(delivery, workerId))
    .returning({ id: deliveries.id });
  return updated.length === 1;
}

/**
 * Canceled: the reading's payment was refunded or disputed while the delivery was claimed, so it is
 * not sent, for good, the reason kept in last_error. False when the lease was taken over.
 */
export async function recordDeliveryCanceled(
  db: Database,
  delivery: ClaimedDelivery,
  workerId: string,
  reason: string,
): Promise<boolean> {
  const updated = await db
    .update(deliveries)
    .set({ status: 'canceled', claimed_until: null, last_error: reason, updated_at: sql`now()` })
    .where(ownClaim(delivery, workerId))
    .returning({ id: deliveries.id });
  return updated.length === 1;
}

/**
 * Held: back to pending with its attempt given back, the reason kept in last_error, for a message
 * whose free order's address turned out unconfirmed once claimed (changed meanwhile); it is not
 * claimed again until the address is confirmed. False when the lease was taken over.
 */
export async function recordDeliveryHeld(
  db: Database,
  delivery: ClaimedDelivery,
  workerId: string,
  reason: string,
): Promise<boolean> {
  const updated = await db
    .update(deliveries)
    .set({
      status: 'pending',
      attempts: sql`greatest(${deliveries.attempts} - 1, 0)`,
      claimed_until: null,
      last_error: reason,
      updated_at: sql`now()`,
    })
    .where(ownClaim(delivery, workerId))
    .returning({ id: deliveries.id });
  return updated.length === 1;
}

export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 1, 2, 4, ... minutes, at most an hour: eight attempts span about two hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** Failed: back to pending after a backoff, or 'failed' for good after the last attempt. Both keep the error. */
export async function recordDeliveryFailure(
  db: Database,
  delivery: ClaimedDelivery,
  workerId: string,
  error: string,
  now: Date,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
): Promise<'retry' | 'failed'> {
  const giveUp = delivery.attempts >= maxAttempts;
  await db
    .update(deliveries)
    .set({
      status: giveUp ? 'failed' : 'pending',
      next_attempt_at: giveUp ? delivery.next_attempt_at : new Date(now.getTime() + retryDelayMs(delivery.attempts)),
      claimed_until: null,
      last_error: error.slice(0, 2000),
      updated_at: sql`now()`,
    })
    .where(ownClaim(delivery, workerId));
  return giveUp ? 'failed' : 'retry';
}
