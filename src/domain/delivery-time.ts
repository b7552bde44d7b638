import { FALLBACK_PROMISE, productAt, type DeliveryPromise } from './product';

/** Spec section 9: delivery estimates are stated in Rome's local time. */
export const DELIVERY_ZONE = 'Europe/Rome';

/**
 * The top tier promises 'within 2 hours'. Scheduling the send this much earlier leaves room for
 * the worker's polling interval and several retries before the promise is broken.
 */
export const EXPRESS_SAFETY_MARGIN_MINUTES = 30;

/** What the tier sold at this price promises; an unknown or missing price gets the 10-day default. */
export function deliveryPromise(price: string | null | undefined): DeliveryPromise {
  return productAt(price)?.promise ?? FALLBACK_PROMISE;
}

/** The promised latest moment: paid + 2 h, or noon in Rome n calendar days after the Rome date of payment. */
export function promisedDeliveryAt(price: string | null | undefined, paidAt: Date): Date {
  const promise = deliveryPromise(price);
  if (promise.kind === 'within-hours') return new Date(paidAt.getTime() + promise.hours * 3_600_000);
  const { year, month, day } = romeDate(paidAt);
  // Noon is never inside a DST gap or overlap (Rome changes at 02:00-03:00), so this is exact.
  const noonAsUtc = Date.UTC(year, month - 1, day + promise.days, 12);
  return new Date(noonAsUtc - romeOffsetMs(noonAsUtc - 2 * 3_600_000));
}

/*
 * Intl rather than a date library: this runs in the browser too (the tier estimates), where luxon
 * would add 21 KB gzip to the checkout pages. Made on first use, not when the module loads: the
 * browser loads its time-zone data then, which on a phone blocks the page for tens of milliseconds
 * in the same task that starts the app.
 */
let romeParts: Intl.DateTimeFormat | undefined;

function romeFormat(): Intl.DateTimeFormat {
  romeParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DELIVERY_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return romeParts;
}

function romeFields(epochMs: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of romeFormat().formatToParts(epochMs)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  return fields;
}

function romeDate(at: Date): { year: number; month: number; day: number } {
  const { year, month, day } = romeFields(at.getTime());
  return { year, month, day };
}

/** Rome's offset from UTC at an instant, in milliseconds. */
function romeOffsetMs(epochMs: number): number {
  const f = romeFields(epochMs);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** When the outbox should send: the promised time, less the safety margin for the 2-hour tier. */
export function deliveryDueAt(price: string | null | undefined, paidAt: Date): Date {
  const promised = promisedDeliveryAt(price, paidAt);
  if (deliveryPromise(price).kind !== 'within-hours') return promised;
  return new Date(promised.getTime() - EXPRESS_SAFETY_MARGIN_MINUTES * 60_000);
}
