export type DisputeStatus = 'open' | 'won' | 'lost';

/** What a verified webhook event asks of a reading, whatever the provider. */
export type PaymentChange =
  | { kind: 'completed'; method: 'card' | 'paypal'; paidAt: Date }
  | { kind: 'failed'; reason: string }
  | { kind: 'canceled' }
  /**
   * Money given back, found by the payment's id (providerPaymentId), never by a reference.
   * Providers state either the running total refunded (Stripe's amount_refunded, PayPal's
   * total_refunded_amount) or only this refund's amount; null when the event says neither.
   */
  | { kind: 'refunded'; at: Date; totalRefundedMinor: number | null; refundMinor: number | null }
  /** A dispute opened or closed, found by the payment's id; status null: closed in a way that is neither won nor lost. */
  | { kind: 'disputed'; at: Date; status: DisputeStatus | null; providerStatus: string }
  /** Recorded and logged, the reading untouched (unpaid async sessions). */
  | { kind: 'note'; note: string }
  | { kind: 'ignore' };

export type PaymentEvent = {
  provider: 'stripe' | 'paypal';
  eventId: string;
  eventType: string;
  /** Our reading id, carried by the payment link (client_reference_id, custom_id): the only way a payment reaches a reading. */
  readingRef: number | null;
  /** The reference as the event carried it (bounded), for the review note when it is not one of ours. */
  reference: string | null;
  /** Kept only on events held for review: the payer types it, so it never picks a reading. */
  email: string | null;
  /** The amount in minor units and its ISO currency (upper case), when the event states them. */
  amountMinor: number | null;
  currency: string | null;
  /**
   * The payment at the provider: Stripe's payment intent (the session's id only when it has none),
   * PayPal's capture (or order) id. Refunds and disputes name the payment they take money from.
   */
  providerPaymentId: string | null;
  change: PaymentChange;
};

/** What a provider's parser reads from an event's object; the envelope supplies the rest. */
export type EventParts = Omit<PaymentEvent, 'provider' | 'eventId' | 'eventType'>;

/** A signed event that does not have the shape we read: recorded, never applied. */
export type RejectedEvent = {
  provider: 'stripe' | 'paypal';
  eventId: string;
  eventType: string;
  note: string;
};

export type ParsedEvent = { valid: true; event: PaymentEvent } | { valid: false; rejected: RejectedEvent };

export const DEFAULT_FAILURE_REASON = 'Payment processing failed';

/** Our payment links carry the numeric reading id; anything else is not a reference. */
export function parseReadingRef(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** An event's own time, but never in the future (clock skew). */
export function eventTime(seconds: number, now: Date): Date {
  const at = new Date(seconds * 1000);
  return at.getTime() > now.getTime() ? now : at;
}
