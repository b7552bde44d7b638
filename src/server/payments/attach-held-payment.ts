import { and, eq, ne } from 'drizzle-orm';

import type { PaidPrice } from '../../domain/prices';
import type { Database } from '../db/open-database';
import { auditLog, paymentEvents, readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { HttpError } from '../http/http-error';
import { completeReading } from './complete-reading';
import { findHeldEvent } from './find-held-event';
import { isCompletionEvent } from './is-completion-event';
import { priceFromAmount } from './price-from-amount';

export type AttachRequest = {
  /** payment_events.id of the held event. */
  paymentEventId: number;
  readingId: number;
  operator: { email: string; role: string };
};

export type AttachedPayment = { readingId: number; tier: PaidPrice; deliveryDueAt: Date; upgraded: boolean };

const refused = (code: string, message: string) => new HttpError(409, code, message);

async function lockReading(tx: DbOrTx, readingId: number) {
  const [reading] = await tx
    .select({
      id: readings.id,
      status: readings.payment_status,
      method: readings.payment_method,
      paymentId: readings.provider_payment_id,
      erasedAt: readings.erased_at,
    })
    .from(readings)
    .where(eq(readings.id, readingId))
    .limit(1)
    .for('update');
  if (!reading) throw new HttpError(404, 'reading_not_found', `There is no reading ${readingId}.`);
  if (reading.erasedAt)
    throw refused('reading_erased', `Reading ${readingId} was erased; no payment can be attached to it.`);
  // A completed free order may still be paid for: that is the upgrade, as from a webhook.
  if (reading.status === 'completed' && reading.method !== 'free') {
    throw refused(
      'reading_already_paid',
      `Reading ${readingId} is already paid${reading.paymentId ? ` (${reading.paymentId})` : ''}.`,
    );
  }
  return reading;
}

/** One payment pays for one reading: refunds and disputes find the reading by the payment's id. */
async function refuseIfPaymentUsed(tx: DbOrTx, providerPaymentId: string | null, readingId: number): Promise<void> {
  if (providerPaymentId === null) return;
  const [other] = await tx
    .select({ id: readings.id })
    .from(readings)
    .where(and(eq(readings.provider_payment_id, providerPaymentId), ne(readings.id, readingId)))
    .limit(1);
  if (other)
    throw refused('payment_already_attached', `Payment ${providerPaymentId} already pays for reading ${other.id}.`);
}

/**
 * An owner credits a held completed payment to a reading: the reading is completed as a webhook
 * would complete it (the tier paid for, what was paid, its delivery scheduled), the event becomes
 * 'applied' with a note naming the operator, and the audit log says who did it, all in one
 * transaction. The operator's decision replaces the reference and tier checks (0006); the tier
 * delivered is still the one the amount pays for. The payer's e-mail hint, kept only while the
 * event was held, is dropped.
 */
export async function attachHeldPayment(db: Database, request: AttachRequest): Promise<AttachedPayment> {
  const { paymentEventId, readingId, operator } = request;
  if (operator.role !== 'owner')
    throw new HttpError(403, 'owner_only', 'Only an owner can attach a payment to a reading.');
  return db.transaction(async (tx) => {
    const event = await findHeldEvent(tx, paymentEventId);
    if (!isCompletionEvent(event.provider, event.event_type)) {
      throw refused(
        'not_a_payment',
        `Payment event ${paymentEventId} (${event.event_type}) is not a completed payment; dismiss it instead.`,
      );
    }
    const tier = priceFromAmount(event.amount_minor, event.currency);
    if (!tier) {
      const stated =
        event.amount_minor === null || !event.currency
          ? 'no amount'
          : `${event.amount_minor} ${event.currency} in minor units`;
      throw refused(
        'amount_not_a_tier',
        `The amount paid (${stated}) is no tier of ours, so it does not say what to deliver.`,
      );
    }
    const reading = await lockReading(tx, readingId);
    await refuseIfPaymentUsed(tx, event.provider_payment_id, readingId);
    const upgraded = reading.status === 'completed';
    const deliveryDueAt = await completeReading(tx, readingId, {
      // payment_events keeps no method: a Stripe payment counts as card, which nearly all are.
      method: event.provider === 'paypal' ? 'paypal' : 'card',
      // Nor the provider's own time: the event arrived within moments of the payment.
      paidAt: event.received_at,
      tier,
      amountMinor: event.amount_minor,
      currency: event.currency,
      providerPaymentId: event.provider_payment_id,
    });
    await tx
      .update(paymentEvents)
      .set({
        outcome: 'applied',
        reading_id: readingId,
        payer_email: null,
        note: `attached to reading ${readingId} by ${operator.email} (held: ${event.note ?? 'no note'})`,
      })
      .where(eq(paymentEvents.id, paymentEventId));
    await tx.insert(auditLog).values({
      operator_email: operator.email,
      action: 'payment.attach',
      reading_id: readingId,
      detail: {
        payment_event_id: paymentEventId,
        provider: event.provider,
        event_id: event.event_id,
        event_type: event.event_type,
        amount_minor: event.amount_minor,
        currency: event.currency,
        provider_payment_id: event.provider_payment_id,
        tier,
        upgraded,
        held_note: event.note,
      },
    });
    return { readingId, tier, deliveryDueAt, upgraded };
  });
}
