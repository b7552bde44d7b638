import { describe, expect, it, vi } from 'vitest';

import { slowPositionsAt } from './chart-adapter';
import { findTransits, mergePasses } from './transits';

const FROM = new Date('2026-01-10T00:00:00Z');
const DAY = 86_400_000;

describe('findTransits', () => {
  it('finds the exact date of a transit to a point placed where Jupiter will be', () => {
    const target = new Date(FROM.getTime() + 150.25 * DAY);
    const lon = slowPositionsAt(target).Jupiter.lon;
    const hits = findTransits([{ name: 'Venus', lon }], slowPositionsAt, FROM).filter(
      (e) => e.transiting === 'Jupiter' && e.aspect === 'Conjunction',
    );
    const exact = mergePasses(hits).flatMap((e) => e.exact);
    expect(exact.some((d) => Math.abs(d.getTime() - target.getTime()) < 0.1 * DAY)).toBe(true);
  });

  it('reports squares on both sides of a point and nothing out of orb', () => {
    const lon = slowPositionsAt(FROM).Saturn.lon;
    const events = findTransits([{ name: 'Sun', lon: (lon + 90) % 360 }], slowPositionsAt, FROM, 30);
    expect(events.some((e) => e.transiting === 'Saturn' && e.aspect === 'Square')).toBe(true);
    expect(events.some((e) => e.transiting === 'Saturn' && e.aspect === 'Trine')).toBe(false);
  });

  it("samples the sky once for the readings of a day, again for another day, and the events don't share its dates", () => {
    const positionsAt = vi.fn(slowPositionsAt);
    const points = [{ name: 'Sun', lon: (slowPositionsAt(FROM).Saturn.lon + 90) % 360 }];
    const first = findTransits(points, positionsAt, FROM, 30);
    const sameDay = findTransits(points, positionsAt, new Date(FROM.getTime() + 0.4 * DAY), 30);
    expect(positionsAt).toHaveBeenCalledTimes(31);
    expect(sameDay).toEqual(first);

    first[0]!.start.setUTCFullYear(1900);
    expect(findTransits(points, positionsAt, FROM, 30)[0]!.start.getUTCFullYear()).toBe(2026);

    findTransits(points, positionsAt, new Date(FROM.getTime() + DAY), 30);
    expect(positionsAt).toHaveBeenCalledTimes(62);
  });
});
