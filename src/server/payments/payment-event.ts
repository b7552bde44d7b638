import type { Price } from '../../domain/prices';

/** What a verified webhook event asks of a reading, whatever the provider. */
export type PaymentChange =
  | { kind: 'completed'; method: 'card' | 'paypal'; paidAt: Date; price: Price | null }
  | { kind: 'failed'; reason: string }
  | { kind: 'canceled' }
  /** Recorded and logged, the reading untouched (refunds, reversals, unpaid async sessions). */
  | { kind: 'note'; note: string }
  | { kind: 'ignore' };

export type PaymentEvent = {
  provider: 'stripe' | 'paypal';
  eventId: string;
  eventType: string;
  /** Our reading id, carried by the payment link (client_reference_id, custom_id). */
  readingRef: number | null;
  /** The payer's e-mail: the fallback when the reference is missing or unknown. */
  email: string | null;
  change: PaymentChange;
};

export const DEFAULT_FAILURE_REASON = 'Payment processing failed';

/** Our payment links carry the numeric reading id; anything else is not a reference. */
export function parseReadingRef(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** An event's own time, but never in the future (clock skew) nor before the epoch. */
export function eventTime(seconds: number | null | undefined, now: Date): Date {
  if (!seconds || !Number.isFinite(seconds)) return now;
  const at = new Date(seconds * 1000);
  return at.getTime() > now.getTime() ? now : at;
}
