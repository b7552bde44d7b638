import { z } from 'zod';

/** Every price the funnel can store in readings.selected_price (spec section 4 and 9). */
export const PRICES = ['$49', '$29', '$19', '₱999', '₱699', '₱749', 'FREE'] as const;
export const priceSchema = z.enum(PRICES, { error: 'Please choose a valid delivery option.' });
export type Price = z.infer<typeof priceSchema>;

export const PAID_PRICES = ['$49', '$29', '$19', '₱999', '₱699', '₱749'] as const;
export const paidPriceSchema = z.enum(PAID_PRICES);
export type PaidPrice = z.infer<typeof paidPriceSchema>;

/** What each paid tier costs, in minor units of its ISO currency: the amounts our payment links charge. */
export const TIER_AMOUNTS: Record<PaidPrice, { currency: 'USD' | 'PHP'; minor: number }> = {
  $49: { currency: 'USD', minor: 4900 },
  $29: { currency: 'USD', minor: 2900 },
  $19: { currency: 'USD', minor: 1900 },
  '₱999': { currency: 'PHP', minor: 99900 },
  '₱699': { currency: 'PHP', minor: 69900 },
  '₱749': { currency: 'PHP', minor: 74900 },
};

export const PAYMENT_METHODS = ['card', 'paypal', 'free'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Please choose a valid payment method.' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const US_TO_PH: Partial<Record<Price, Price>> = { $49: '₱999', $29: '₱699', $19: '₱749' };
const PH_TO_US: Partial<Record<Price, Price>> = { '₱999': '$49', '₱699': '$29', '₱749': '$19' };

/** A US price shown on a Philippines page is converted (49 -> 999, 29 -> 699), and back. */
export function toPhilippinePrice(price: Price): Price {
  return US_TO_PH[price] ?? price;
}

export function toUsPrice(price: Price): Price {
  return PH_TO_US[price] ?? price;
}

export function isPaidPrice(price: Price): price is PaidPrice {
  return price !== 'FREE';
}
