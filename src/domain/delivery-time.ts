import { DateTime } from 'luxon';

/** Spec section 9: delivery estimates are stated in Rome's local time. */
export const DELIVERY_ZONE = 'Europe/Rome';

/**
 * The top tier promises 'within 2 hours'. Scheduling the send this much earlier leaves room for
 * the worker's polling interval and several retries before the promise is broken.
 */
export const EXPRESS_SAFETY_MARGIN_MINUTES = 30;

export type DeliveryPromise =
  | { kind: 'within-hours'; hours: number }
  | { kind: 'noon-after-days'; days: number };

const EXPRESS = ['$49', '₱999'];
const NEXT_DAY = ['$29', '₱699', '$19', '₱749'];

/** What each tier promises (spec section 9); an unknown or missing price gets the 10-day default. */
export function deliveryPromise(price: string | null | undefined): DeliveryPromise {
  if (price && EXPRESS.includes(price)) return { kind: 'within-hours', hours: 2 };
  if (price && NEXT_DAY.includes(price)) return { kind: 'noon-after-days', days: 1 };
  if (price === 'FREE') return { kind: 'noon-after-days', days: 3 };
  return { kind: 'noon-after-days', days: 10 };
}

/** The promised latest moment: paid + 2 h, or noon in Rome n calendar days after the Rome date of payment. */
export function promisedDeliveryAt(price: string | null | undefined, paidAt: Date): Date {
  const promise = deliveryPromise(price);
  if (promise.kind === 'within-hours') return new Date(paidAt.getTime() + promise.hours * 3_600_000);
  // Noon is never inside a DST gap or overlap (Rome changes at 02:00-03:00), so this is exact.
  return DateTime.fromJSDate(paidAt, { zone: DELIVERY_ZONE })
    .startOf('day')
    .plus({ days: promise.days })
    .set({ hour: 12 })
    .toJSDate();
}

/** When the outbox should send: the promised time, less the safety margin for the 2-hour tier. */
export function deliveryDueAt(price: string | null | undefined, paidAt: Date): Date {
  const promised = promisedDeliveryAt(price, paidAt);
  if (deliveryPromise(price).kind !== 'within-hours') return promised;
  return new Date(promised.getTime() - EXPRESS_SAFETY_MARGIN_MINUTES * 60_000);
}
