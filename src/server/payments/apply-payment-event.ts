import { eq, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { paymentEvents, readings } from '../db/schema';
import { applyDispute } from './apply-dispute';
import { applyRefund } from './apply-refund';
import { checkOfferInTime } from './check-offer-in-time';
import { checkPaymentFits } from './check-payment-fits';
import { completeReading } from './complete-reading';
import { decidePaymentChange } from './decide-payment-change';
import { findPayingReading } from './find-paying-reading';
import { findReadingByPayment } from './find-reading-by-payment';
import type { PaymentEvent } from './payment-event';

export type PaymentOutcome = 'applied' | 'unchanged' | 'noted' | 'ignored' | 'held' | 'rejected' | 'duplicate';

export type AppliedPayment = { outcome: PaymentOutcome; readingId: number | null; deliveryScheduled: boolean };

/** Why an event that needs a reading found none by its reference. */
function unmatchedNote(event: PaymentEvent): string {
  if (event.readingRef !== null) return `no reading ${event.readingRef}`;
  if (event.reference !== null) return `reference ${JSON.stringify(event.reference)} is not a reading id`;
  return event.email
    ? 'no reading reference (the payer e-mail is kept for review; an e-mail alone never matches)'
    : 'no reading reference';
}

/**
 * Applies one verified event exactly once. The event id is inserted first, in the same
 * transaction as the change: a replay (or the same event delivered twice at once, which waits on
 * the unique index) finds it and changes nothing; a rollback forgets both. A payment is applied
 * only to the reading its own reference names, and a completion only when its amount pays for
 * the chosen tier (and the one-time offer's price only in time); refunds and disputes only to the reading their payment completed (0015);
 * anything else is held for an operator.
 */
export async function applyPaymentEvent(db: Database, event: PaymentEvent): Promise<AppliedPayment> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        event_id: event.eventId,
        event_type: event.eventType,
        outcome: 'received',
        amount_minor: event.amountMinor,
        currency: event.currency,
        reading_ref: event.readingRef,
        provider_payment_id: event.providerPaymentId,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { outcome: 'duplicate', readingId: null, deliveryScheduled: false };

    const finish = async (
      outcome: PaymentOutcome,
      readingId: number | null,
      note: string | null,
      deliveryScheduled = false,
    ) => {
      await tx
        .update(paymentEvents)
        .set({ outcome, reading_id: readingId, note, ...(outcome === 'held' ? { payer_email: event.email } : {}) })
        .where(eq(paymentEvents.id, stored.id));
      return { outcome, readingId, deliveryScheduled };
    };

    const change = event.change;
    if (change.kind === 'ignore') return finish('ignored', null, null);

    // Money going back names the payment it comes from, never a reading of ours.
    if (change.kind === 'refunded' || change.kind === 'disputed') {
      const paid = await findReadingByPayment(tx, event.providerPaymentId);
      if (!paid.reading) return finish('held', null, paid.note);
      const result =
        change.kind === 'refunded'
          ? await applyRefund(tx, paid.reading, change)
          : await applyDispute(tx, paid.reading, change);
      return finish(result.outcome, paid.reading.id, result.note);
    }

    const reading = event.readingRef === null ? null : await findPayingReading(tx, event.readingRef);
    if (!reading) {
      // The same payment reported again without our reference (a payment intent event after its
      // session): it was credited already, so there is nothing for a person to review.
      const paid = change.kind === 'completed' ? await findReadingByPayment(tx, event.providerPaymentId) : null;
      if (paid?.reading)
        return finish(
          'unchanged',
          paid.reading.id,
          `already applied to reading ${paid.reading.id} by the same payment`,
        );
      return finish('held', null, unmatchedNote(event));
    }

    if (change.kind !== 'completed') {
      const decision = decidePaymentChange(reading, change);
      if (decision.apply === 'none') return finish(decision.outcome, reading.id, decision.note);
      await tx
        .update(readings)
        .set({
          payment_status: change.kind,
          failure_reason: change.kind === 'failed' ? change.reason : null,
          updated_at: sql`now()`,
        })
        .where(eq(readings.id, reading.id));
      return finish('applied', reading.id, null);
    }

    const quoted =
      reading.quotedAmountMinor !== null && reading.quotedCurrency
        ? { amountMinor: reading.quotedAmountMinor, currency: reading.quotedCurrency }
        : null;
    const fit = checkPaymentFits(reading.selectedPrice, event.amountMinor, event.currency, quoted);
    if (!fit.fits) return finish('held', reading.id, fit.reason);
    const late = checkOfferInTime(fit.paid, reading, change.paidAt);
    if (late) return finish('held', reading.id, late);
    const decision = decidePaymentChange(reading, change);
    if (decision.apply === 'none') return finish(decision.outcome, reading.id, decision.note);
    await completeReading(tx, reading.id, {
      method: change.method,
      paidAt: change.paidAt,
      tier: fit.paid,
      amountMinor: event.amountMinor,
      currency: event.currency,
      providerPaymentId: event.providerPaymentId,
    });
    return finish(
      'applied',
      reading.id,
      decision.apply === 'upgrade' ? 'free order upgraded to a paid one' : null,
      true,
    );
  });
}
