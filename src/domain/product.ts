import type { Price } from './prices';

/**
 * The product table: every tier's name, prices per market, delivery promise and bonus, and the
 * refund promise. The pages, the e-mails and the PDF take these words from here, so a tier is
 * called the same and promises the same everywhere.
 */

export type Market = 'us' | 'ph';

export type DeliveryPromise = { kind: 'within-hours'; hours: number } | { kind: 'noon-after-days'; days: number };

export type ProductTier = {
  /** The name every page and e-mail calls the tier by. */
  name: string;
  prices: Readonly<Record<Market, Price>>;
  promise: DeliveryPromise;
  /** The promise as the tier cards and the order summary say it. */
  promiseLabel: string;
  /** Paid tiers come with the free second reading. */
  bonus: boolean;
};

const WITHIN_2_HOURS: DeliveryPromise = { kind: 'within-hours', hours: 2 };
const NEXT_DAY: DeliveryPromise = { kind: 'noon-after-days', days: 1 };
const WITHIN_3_DAYS: DeliveryPromise = { kind: 'noon-after-days', days: 3 };

const VIP: ProductTier = {
  name: 'VIP SKIP THE LINE',
  prices: { us: '$49', ph: '₱999' },
  promise: WITHIN_2_HOURS,
  promiseLabel: 'Within 2 hours',
  bonus: true,
};

const FAST_TRACK: ProductTier = {
  name: 'FAST TRACK',
  prices: { us: '$29', ph: '₱699' },
  promise: NEXT_DAY,
  promiseLabel: 'Next day',
  bonus: true,
};

/** The free tier, delivered by e-mail like the others. */
export const FREE_TIER: ProductTier = {
  name: 'STANDARD',
  prices: { us: 'FREE', ph: 'FREE' },
  promise: WITHIN_3_DAYS,
  promiseLabel: 'Within 3 days',
  bonus: false,
};

/** The tiers offered on the delivery page and at checkout, most expensive first. */
export const TIERS: readonly ProductTier[] = [VIP, FAST_TRACK, FREE_TIER];

/** The one-time offer after the free choice: the FAST TRACK reading at a lower price. */
export const UPSELL: ProductTier = { ...FAST_TRACK, prices: { us: '$19', ph: '₱749' } };

/** A stored price no tier has (older data) is promised in 10 days. */
export const FALLBACK_PROMISE: DeliveryPromise = { kind: 'noon-after-days', days: 10 };

/** The tier or offer sold at a price (in either market), or undefined for an unknown price. */
export function productAt(price: string | null | undefined): ProductTier | undefined {
  return [...TIERS, UPSELL].find((tier) => tier.prices.us === price || tier.prices.ph === price);
}

/** The promise in a sentence: 'within 2 hours', 'by noon the next day', 'within 3 days'. */
export function promiseWords(promise: DeliveryPromise): string {
  if (promise.kind === 'within-hours') return `within ${promise.hours} hours`;
  return promise.days === 1 ? 'by noon the next day' : `within ${promise.days} days`;
}

export const BONUS = {
  /** What a paid order comes with. */
  name: 'a free second reading',
  /** How the visitor claims it. */
  claim: "Reply to your reading's e-mail with your next question to claim it.",
} as const;

/**
 * The refund promise of the terms, whole and in one line for the checkout. The two say the same:
 * change both, and the terms' date, together.
 */
export const REFUND_PROMISE = {
  terms:
    'If a paid reading is not delivered within the delivery time of the option you chose, or you were charged in error, contact us and we will refund you.',
  short: 'Not delivered in the time you chose, or charged in error? We refund you.',
} as const;
