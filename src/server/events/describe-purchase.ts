import { purchaseEventId } from '../../domain/events';
import type { Purchase } from '../../domain/reading';

export type PaidReading = {
  id: number;
  paymentStatus: string;
  paymentMethod: string | null;
  amountMinor: number | null;
  currency: string | null;
  tier: string | null;
};

/**
 * The Purchase a completed paid order reports, from what the provider said was paid (value in the
 * currency's major units: 2900 USD cents are 29); null for anything else, a free order included.
 */
export function describePurchase(reading: PaidReading): Purchase | null {
  const { amountMinor, currency, tier } = reading;
  if (reading.paymentStatus !== 'completed' || reading.paymentMethod === 'free') return null;
  if (amountMinor === null || !currency || !/^[A-Z]{3}$/.test(currency) || !tier) return null;
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return {
    event_id: purchaseEventId(reading.id),
    value: amountMinor / 10 ** digits,
    currency,
    content_type: 'product',
    content_name: tier,
  };
}
