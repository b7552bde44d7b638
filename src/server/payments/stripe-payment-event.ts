import type Stripe from 'stripe';

import { DEFAULT_FAILURE_REASON, eventTime, parseReadingRef, type PaymentChange, type PaymentEvent } from './payment-event';
import { priceFromAmount } from './price-from-amount';

/** A session or intent that could only be paid with PayPal was paid with PayPal; otherwise card. */
function methodOf(types: string[] | null | undefined): 'card' | 'paypal' {
  return types && types.length > 0 && types.every((type) => type === 'paypal') ? 'paypal' : 'card';
}

type Parts = Pick<PaymentEvent, 'readingRef' | 'email'> & { change: PaymentChange };

function fromSession(event: Stripe.Event, session: Stripe.Checkout.Session, now: Date): Parts {
  const refs = { readingRef: parseReadingRef(session.client_reference_id), email: session.customer_details?.email ?? session.customer_email ?? null };
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods complete the session unpaid; their async_payment_* event decides.
      if (session.payment_status === 'unpaid') return { ...refs, change: { kind: 'note', note: 'checkout completed; payment still processing' } };
      return { ...refs, change: completion(session.payment_method_types, event.created, session.amount_total, session.currency, now) };
    case 'checkout.session.async_payment_succeeded':
      return { ...refs, change: completion(session.payment_method_types, event.created, session.amount_total, session.currency, now) };
    case 'checkout.session.async_payment_failed':
      return { ...refs, change: { kind: 'failed', reason: DEFAULT_FAILURE_REASON } };
    case 'checkout.session.expired':
      return { ...refs, change: { kind: 'canceled' } };
    default:
      return { ...refs, change: { kind: 'ignore' } };
  }
}

function completion(types: string[] | null | undefined, created: number, amount: number | null, currency: string | null, now: Date): PaymentChange {
  return { kind: 'completed', method: methodOf(types), paidAt: eventTime(created, now), price: priceFromAmount(amount, currency) };
}

function fromIntent(event: Stripe.Event, intent: Stripe.PaymentIntent, now: Date): Parts {
  const metadata = intent.metadata ?? {};
  const refs = {
    readingRef: parseReadingRef(metadata.reading_id ?? metadata.client_reference_id),
    email: intent.receipt_email ?? null,
  };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...refs, change: completion(intent.payment_method_types, event.created, intent.amount_received ?? intent.amount, intent.currency, now) };
    case 'payment_intent.payment_failed':
      return { ...refs, change: { kind: 'failed', reason: intent.last_payment_error?.message?.trim() || DEFAULT_FAILURE_REASON } };
    case 'payment_intent.canceled':
      return { ...refs, change: { kind: 'canceled' } };
    default:
      return { ...refs, change: { kind: 'ignore' } };
  }
}

/** A verified Stripe event, as the change it asks of a reading (unknown types are ignored, and recorded). */
export function stripePaymentEvent(event: Stripe.Event, now = new Date()): PaymentEvent {
  const base = { provider: 'stripe' as const, eventId: event.id, eventType: event.type };
  const object = event.data.object as { object?: string };
  if (object.object === 'checkout.session') return { ...base, ...fromSession(event, object as Stripe.Checkout.Session, now) };
  if (object.object === 'payment_intent') return { ...base, ...fromIntent(event, object as Stripe.PaymentIntent, now) };
  return { ...base, readingRef: null, email: null, change: { kind: 'ignore' } };
}
