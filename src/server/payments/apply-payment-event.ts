import { eq, sql } from 'drizzle-orm';

import { deliveryDueAt } from '../../domain/delivery-time';
import type { Database } from '../db/open-database';
import { paymentEvents, readings } from '../db/schema';
import { scheduleDelivery } from '../delivery/schedule-delivery';
import { decidePaymentChange } from './decide-payment-change';
import { findPayingReading } from './find-paying-reading';
import type { PaymentEvent } from './payment-event';

export type PaymentOutcome = 'applied' | 'unchanged' | 'noted' | 'ignored' | 'reading_not_found' | 'duplicate';

export type AppliedPayment = { outcome: PaymentOutcome; readingId: number | null; deliveryScheduled: boolean };

/**
 * Applies one verified event exactly once. The event id is inserted first, in the same
 * transaction as the change: a replay (or the same event delivered twice at once, which waits on
 * the unique index) finds it and changes nothing; a rollback forgets both.
 */
export async function applyPaymentEvent(db: Database, event: PaymentEvent): Promise<AppliedPayment> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, event_id: event.eventId, event_type: event.eventType, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { outcome: 'duplicate', readingId: null, deliveryScheduled: false };

    const finish = async (outcome: PaymentOutcome, readingId: number | null, note: string | null, deliveryScheduled = false) => {
      await tx.update(paymentEvents).set({ outcome, reading_id: readingId, note }).where(eq(paymentEvents.id, stored.id));
      return { outcome, readingId, deliveryScheduled };
    };

    if (event.change.kind === 'ignore') return finish('ignored', null, null);
    const reading = await findPayingReading(tx, event.readingRef, event.email);
    if (!reading) return finish('reading_not_found', null, `reference ${event.readingRef ?? 'none'}; e-mail ${event.email ? 'given' : 'none'}`);

    const decision = decidePaymentChange(reading, event.change);
    const change = event.change;
    if (decision.apply === 'none') return finish(decision.outcome, reading.id, decision.note);
    if (change.kind === 'completed') {
      // The tier paid for decides the promise; a paid order whose amount is no tier of ours keeps
      // the reading's choice, unless that was FREE (then the default estimate applies).
      const tier = change.price ?? (reading.selectedPrice === 'FREE' ? null : reading.selectedPrice);
      await tx
        .update(readings)
        .set({
          payment_status: 'completed',
          payment_method: change.method,
          payment_completed_at: change.paidAt,
          failure_reason: null,
          ...(change.price ? { selected_price: change.price } : {}),
          updated_at: sql`now()`,
        })
        .where(eq(readings.id, reading.id));
      await scheduleDelivery(tx, reading.id, 'reading', deliveryDueAt(tier, change.paidAt));
      return finish('applied', reading.id, decision.apply === 'upgrade' ? 'free order upgraded to a paid one' : null, true);
    }
    await tx
      .update(readings)
      .set({
        payment_status: change.kind,
        failure_reason: change.kind === 'failed' ? change.reason : null,
        updated_at: sql`now()`,
      })
      .where(eq(readings.id, reading.id));
    return finish('applied', reading.id, null);
  });
}
