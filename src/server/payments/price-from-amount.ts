import type { Price } from '../../domain/prices';

const BY_AMOUNT: Record<string, Price> = {
  'usd:4900': '$49', 'usd:2900': '$29', 'usd:1900': '$19',
  'php:99900': '₱999', 'php:69900': '₱699', 'php:74900': '₱749',
};

/**
 * The tier actually paid for, from the amount in minor units and the currency; null when it is no
 * tier of ours (a coupon, a changed link), and the reading's selected_price stands.
 */
export function priceFromAmount(amountMinor: number | null | undefined, currency: string | null | undefined): Price | null {
  if (amountMinor === null || amountMinor === undefined || !currency) return null;
  return BY_AMOUNT[`${currency.toLowerCase()}:${Math.round(amountMinor)}`] ?? null;
}
