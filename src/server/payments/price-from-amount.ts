import { TIER_AMOUNTS, type PaidPrice } from '../../domain/prices';

const BY_AMOUNT = new Map(
  (Object.entries(TIER_AMOUNTS) as [PaidPrice, { currency: string; minor: number }][]).map(
    ([price, { currency, minor }]) => [`${currency}:${minor}`, price],
  ),
);

/** The tier paid for, from the amount in minor units and the currency; null when it is no tier of ours. */
export function priceFromAmount(amountMinor: number | null, currency: string | null): PaidPrice | null {
  if (amountMinor === null || !currency) return null;
  return BY_AMOUNT.get(`${currency.toUpperCase()}:${amountMinor}`) ?? null;
}
