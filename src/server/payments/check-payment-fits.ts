import { isPaidPrice, priceSchema, TIER_AMOUNTS, type PaidPrice } from '../../domain/prices';
import { priceFromAmount } from './price-from-amount';

export type PaymentFit = { fits: true; paid: PaidPrice } | { fits: false; reason: string };

/**
 * Whether a completed payment pays for the reading's chosen tier: the amount must be one of our
 * tiers, in the chosen tier's currency, and not below it. Any paid tier fits a FREE (or not yet
 * chosen) reading: that is the upgrade from free to paid.
 */
export function checkPaymentFits(
  selectedPrice: string | null,
  amountMinor: number | null,
  currency: string | null,
  quoted: { amountMinor: number; currency: string } | null = null,
): PaymentFit {
  const stated = amountMinor === null || !currency ? 'no amount' : `${amountMinor} ${currency} (minor units)`;
  // A price experiment quoted this reading its arm's amount (decision 0021): exactly that amount
  // pays for the chosen tier, and anything else (another arm's price, the usual one) is held.
  if (quoted) {
    const selected = priceSchema.safeParse(selectedPrice);
    if (!selected.success || !isPaidPrice(selected.data))
      return { fits: false, reason: `amount ${stated}: the quoted price has no paid tier` };
    if (amountMinor !== quoted.amountMinor || currency?.toUpperCase() !== quoted.currency) {
      return {
        fits: false,
        reason: `amount ${stated} is not the ${quoted.amountMinor} ${quoted.currency} quoted for ${selected.data} by a price experiment`,
      };
    }
    return { fits: true, paid: selected.data };
  }
  const paid = priceFromAmount(amountMinor, currency);
  if (!paid) return { fits: false, reason: `amount ${stated} is no tier of ours` };
  const selected = priceSchema.safeParse(selectedPrice);
  if (!selected.success || !isPaidPrice(selected.data)) return { fits: true, paid };
  const chosen = TIER_AMOUNTS[selected.data];
  const actual = TIER_AMOUNTS[paid];
  if (actual.currency !== chosen.currency)
    return {
      fits: false,
      reason: `paid in ${actual.currency}; the chosen tier ${selected.data} is in ${chosen.currency}`,
    };
  if (actual.minor < chosen.minor)
    return { fits: false, reason: `paid ${paid}, less than the chosen tier ${selected.data}` };
  return { fits: true, paid };
}
