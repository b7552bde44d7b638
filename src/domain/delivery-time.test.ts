import { describe, expect, it } from 'vitest';

import { deliveryDueAt, deliveryPromise, promisedDeliveryAt } from './delivery-time';

const at = (iso: string) => new Date(iso);

describe('delivery time', () => {
  it('gives the 2-hour tiers paid + 2 h, sent 30 minutes early', () => {
    for (const price of ['$49', '₱999']) {
      expect(promisedDeliveryAt(price, at('2026-03-10T10:15:00Z')).toISOString()).toBe('2026-03-10T12:15:00.000Z');
      expect(deliveryDueAt(price, at('2026-03-10T10:15:00Z')).toISOString()).toBe('2026-03-10T11:45:00.000Z');
    }
  });

  it('gives the next-day tiers noon in Rome the next Rome day', () => {
    for (const price of ['$29', '₱699', '$19', '₱749']) {
      // 10:15 UTC is 11:15 in Rome (CET, UTC+1): next day noon is 11:00 UTC.
      expect(deliveryDueAt(price, at('2026-03-10T10:15:00Z')).toISOString()).toBe('2026-03-11T11:00:00.000Z');
    }
  });

  it('counts the day in Rome, not in UTC: 23:30 UTC is already tomorrow in Rome', () => {
    // 2026-03-10T23:30Z is 00:30 on 11 March in Rome: next day is 12 March.
    expect(deliveryDueAt('$29', at('2026-03-10T23:30:00Z')).toISOString()).toBe('2026-03-12T11:00:00.000Z');
  });

  it('gives FREE noon in Rome three days later and anything else ten days later', () => {
    expect(deliveryDueAt('FREE', at('2026-07-01T08:00:00Z')).toISOString()).toBe('2026-07-04T10:00:00.000Z');
    expect(deliveryDueAt(null, at('2026-07-01T08:00:00Z')).toISOString()).toBe('2026-07-11T10:00:00.000Z');
    expect(deliveryDueAt('$7', at('2026-07-01T08:00:00Z')).toISOString()).toBe('2026-07-11T10:00:00.000Z');
  });

  it('keeps noon in Rome across the spring DST change (29 March 2026)', () => {
    // Paid Saturday 28 March at 11:00 CET (10:00Z); 3 days later is 31 March, noon CEST = 10:00Z.
    expect(deliveryDueAt('FREE', at('2026-03-28T10:00:00Z')).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    // Next day is the change day itself: noon CEST on 29 March = 10:00Z (not 11:00Z).
    expect(deliveryDueAt('$29', at('2026-03-28T10:00:00Z')).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    // Paid in the skipped hour's neighbourhood (01:30 CET on 29 March): same-day logic still holds.
    expect(deliveryDueAt('$29', at('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-30T10:00:00.000Z');
  });

  it('keeps noon in Rome across the autumn DST change (25 October 2026)', () => {
    expect(deliveryDueAt('$29', at('2026-10-24T10:00:00Z')).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(deliveryDueAt('FREE', at('2026-10-23T09:00:00Z')).toISOString()).toBe('2026-10-26T11:00:00.000Z');
    // The 2-hour tier is elapsed time: a repeated local hour does not stretch it.
    expect(deliveryDueAt('$49', at('2026-10-25T00:30:00Z')).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('names the promise per tier', () => {
    expect(deliveryPromise('$49')).toEqual({ kind: 'within-hours', hours: 2 });
    expect(deliveryPromise('₱749')).toEqual({ kind: 'noon-after-days', days: 1 });
    expect(deliveryPromise('FREE')).toEqual({ kind: 'noon-after-days', days: 3 });
    expect(deliveryPromise(undefined)).toEqual({ kind: 'noon-after-days', days: 10 });
  });
});
