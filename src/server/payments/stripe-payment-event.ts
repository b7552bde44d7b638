import type { z } from 'zod';

import {
  DEFAULT_FAILURE_REASON,
  eventTime,
  parseReadingRef,
  type EventParts,
  type ParsedEvent,
  type PaymentChange,
} from './payment-event';
import { rejectEvent } from './reject-event';
import { sanitizeEventText } from './sanitize-event-text';
import { stripeChargeParts } from './stripe-charge-parts';
import { stripeDisputeParts } from './stripe-dispute-parts';
import {
  stripeChargeSchema,
  stripeDisputeSchema,
  stripeEnvelopeSchema,
  stripeIntentSchema,
  stripeSessionSchema,
  type StripeIntent,
  type StripeSession,
} from './stripe-event-schema';
import { stripeRelatedId } from './stripe-related-id';

type Envelope = z.infer<typeof stripeEnvelopeSchema>;

/** A session or intent that could only be paid with PayPal was paid with PayPal; otherwise card. */
function methodOf(types: string[] | null | undefined): 'card' | 'paypal' {
  return types && types.length > 0 && types.every((type) => type === 'paypal') ? 'paypal' : 'card';
}

const completion = (types: string[] | null | undefined, created: number, now: Date): PaymentChange => ({
  kind: 'completed',
  method: methodOf(types),
  paidAt: eventTime(created, now),
});

function sessionChange(type: string, session: StripeSession, created: number, now: Date): PaymentChange {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods complete the session unpaid; their async_payment_* event decides.
      if (session.payment_status === 'unpaid')
        return { kind: 'note', note: 'checkout completed; payment still processing' };
      return completion(session.payment_method_types, created, now);
    case 'checkout.session.async_payment_succeeded':
      return completion(session.payment_method_types, created, now);
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', reason: DEFAULT_FAILURE_REASON };
    case 'checkout.session.expired':
      return { kind: 'canceled' };
    default:
      return { kind: 'ignore' };
  }
}

function fromSession(event: Envelope, session: StripeSession, now: Date): EventParts {
  return {
    readingRef: parseReadingRef(session.client_reference_id),
    reference: session.client_reference_id ?? null,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    amountMinor: session.amount_total ?? null,
    currency: session.currency?.toUpperCase() ?? null,
    // The payment intent, because the charge, refund and dispute events that follow name it.
    providerPaymentId: stripeRelatedId(session.payment_intent) ?? session.id,
    change: sessionChange(event.type, session, event.created, now),
  };
}

function intentChange(type: string, intent: StripeIntent, created: number, now: Date): PaymentChange {
  switch (type) {
    case 'payment_intent.succeeded':
      return completion(intent.payment_method_types, created, now);
    case 'payment_intent.payment_failed':
      return {
        kind: 'failed',
        reason: sanitizeEventText(intent.last_payment_error?.message?.trim(), 500) || DEFAULT_FAILURE_REASON,
      };
    case 'payment_intent.canceled':
      return { kind: 'canceled' };
    default:
      return { kind: 'ignore' };
  }
}

function fromIntent(event: Envelope, intent: StripeIntent, now: Date): EventParts {
  const reference = intent.metadata?.reading_id ?? intent.metadata?.client_reference_id ?? null;
  return {
    readingRef: parseReadingRef(reference),
    reference,
    email: intent.receipt_email ?? null,
    amountMinor: intent.amount_received ?? intent.amount ?? null,
    currency: intent.currency?.toUpperCase() ?? null,
    providerPaymentId: intent.id,
    change: intentChange(event.type, intent, event.created, now),
  };
}

const OBJECT_PATH = ['data', 'object'];

const NOTHING: EventParts = {
  readingRef: null,
  reference: null,
  email: null,
  amountMinor: null,
  currency: null,
  providerPaymentId: null,
  change: { kind: 'ignore' },
};

/**
 * A verified Stripe event, as the change it asks of a reading (unknown types are ignored, and
 * recorded), or rejected when the fields we read are missing or of the wrong shape.
 */
export function stripePaymentEvent(body: unknown, rawBody: Buffer, now = new Date()): ParsedEvent {
  const envelope = stripeEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { valid: false, rejected: rejectEvent('stripe', body, rawBody, envelope.error) };
  const event = envelope.data;
  const base = { provider: 'stripe' as const, eventId: event.id, eventType: event.type };
  const object = event.data.object;
  if (object.object === 'checkout.session') {
    const session = stripeSessionSchema.safeParse(object);
    if (!session.success)
      return { valid: false, rejected: rejectEvent('stripe', body, rawBody, session.error, OBJECT_PATH) };
    return { valid: true, event: { ...base, ...fromSession(event, session.data, now) } };
  }
  if (object.object === 'payment_intent') {
    const intent = stripeIntentSchema.safeParse(object);
    if (!intent.success)
      return { valid: false, rejected: rejectEvent('stripe', body, rawBody, intent.error, OBJECT_PATH) };
    return { valid: true, event: { ...base, ...fromIntent(event, intent.data, now) } };
  }
  if (object.object === 'charge') {
    const charge = stripeChargeSchema.safeParse(object);
    if (!charge.success)
      return { valid: false, rejected: rejectEvent('stripe', body, rawBody, charge.error, OBJECT_PATH) };
    return { valid: true, event: { ...base, ...stripeChargeParts(event.type, charge.data, event.created, now) } };
  }
  if (object.object === 'dispute') {
    const dispute = stripeDisputeSchema.safeParse(object);
    if (!dispute.success)
      return { valid: false, rejected: rejectEvent('stripe', body, rawBody, dispute.error, OBJECT_PATH) };
    return { valid: true, event: { ...base, ...stripeDisputeParts(event.type, dispute.data, event.created, now) } };
  }
  return { valid: true, event: { ...base, ...NOTHING } };
}
