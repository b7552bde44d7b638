import { describe, expect, it } from 'vitest';

import { promisedDeliveryAt } from '../../domain/delivery-time';
import { formatClock } from './countdown';
import { nextDayCutoff } from './next-day-cutoff';

describe('nextDayCutoff', () => {
  it('is the next midnight in Rome, when the next-day promise moves a day later', () => {
    // 15:00 in Rome (UTC+1 in November): the cut-off is 00:00 Rome, 23:00 UTC.
    const now = new Date('2026-11-27T14:00:00Z');
    const cutoff = nextDayCutoff(now);
    expect(cutoff.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(promisedDeliveryAt('$29', new Date(cutoff.getTime() - 1)).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(promisedDeliveryAt('$29', cutoff).toISOString()).toBe('2026-11-29T11:00:00.000Z');
  });

  it('moves on to the following midnight once one has passed', () => {
    expect(nextDayCutoff(new Date('2026-11-27T23:00:00Z')).toISOString()).toBe('2026-11-28T23:00:00.000Z');
  });

  it('is right on the nights the clocks change', () => {
    // Summer time starts in Rome on 29 March 2026 and ends on 25 October 2026.
    expect(nextDayCutoff(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(nextDayCutoff(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(nextDayCutoff(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(nextDayCutoff(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('formatClock', () => {
  it('shows hours once there is an hour or more left', () => {
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(5 * 3600 + 7 * 60 + 9)).toBe('5:07:09');
  });
});
