import { describe, expect, it } from 'vitest';

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
});
