import { promisedDeliveryAt } from '../../domain/delivery-time';
import { productAt, TIERS, type Market } from '../../domain/product';
import { toPhilippinePrice, toUsPrice, type Price } from '../../domain/prices';

export type { Market } from '../../domain/product';

/** A tier as the cards and the order summary show it, from the product table. */
export type Tier = {
  price: Price;
  name: string;
  /** The delivery promise in words ('Within 3 days'). */
  timeline: string;
  /** True for the tiers that earn the free second reading. */
  paid: boolean;
  /** What the card shows when a price experiment prices the tier otherwise ('$39'); unset: `price`. */
  label?: string;
};

/** The three tiers of a market, most expensive first. */
export function tiersFor(market: Market): readonly Tier[] {
  return TIERS.map((tier) => ({
    price: tier.prices[market],
    name: tier.name,
    timeline: tier.promiseLabel,
    paid: tier.bonus,
  }));
}

/** The tiers with a price experiment's labels (decision 0021); the tier keeps its identity in `price`. */
export function withPriceLabels(tiers: readonly Tier[], labels: Partial<Record<Price, string>>): readonly Tier[] {
  return tiers.map((tier) => (labels[tier.price] ? { ...tier, label: labels[tier.price] } : tier));
}

/** A Philippines page is recognised by its path (spec section 2). */
export function marketOfPath(pathname: string): Market {
  return pathname.includes('philippines') ? 'ph' : 'us';
}

/** Checkout has no market in its path: a peso price or a Philippine reading makes it the PH page. */
export function marketOfChoice(price: string | null | undefined, countryCode: string | null | undefined): Market {
  if (price?.startsWith('₱')) return 'ph';
  if (price?.startsWith('$')) return 'us';
  return countryCode === 'PH' ? 'ph' : 'us';
}

/** A stored price shown in a market's currency: US prices become pesos on PH pages, and back. */
export function priceForMarket(price: Price, market: Market): Price {
  return market === 'ph' ? toPhilippinePrice(price) : toUsPrice(price);
}

/** The tier or the one-time offer sold at a price, as the order summary names it. */
export function tierOf(price: Price): Tier | undefined {
  const product = productAt(price);
  return product && { price, name: product.name, timeline: product.promiseLabel, paid: product.bonus };
}

/** One formatter per time zone, made on first use: each costs a phone several milliseconds to make. */
const estimateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Nov 24, 12:00 PM" in the visitor's own time zone: when the tier promises the reading. */
export function formatDeliveryEstimate(price: Price, now: Date, timeZone?: string): string {
  return formatEstimate(promisedDeliveryAt(price, now), timeZone);
}

/** A promised time as the estimates say it: "Tue, Nov 24, 12:00 PM" in the visitor's own time zone. */
export function formatEstimate(at: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = estimateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    estimateFormats.set(key, format);
  }
  return format.format(at);
}
