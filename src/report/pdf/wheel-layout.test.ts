import { describe, expect, it } from 'vitest';

import { MIN_GLYPH_GAP, spreadLongitudes } from './wheel-layout';

function gaps(lons: number[]): number[] {
  const sorted = [...lons].sort((a, b) => a - b);
  return sorted.map((lon, i) => ((sorted[(i + 1) % sorted.length]! - lon) % 360 + 360) % 360);
}

describe('spreadLongitudes', () => {
  it('keeps glyphs apart in a tight stellium across 0° Aries, close to their true places', () => {
    const lons = [355, 357, 358, 359.5, 1, 2, 3, 120, 240];
    const shown = spreadLongitudes(lons);
    for (const gap of gaps(shown)) expect(gap).toBeGreaterThanOrEqual(MIN_GLYPH_GAP - 1e-6);
    lons.forEach((lon, i) => expect(Math.abs(((shown[i]! - lon + 540) % 360) - 180)).toBeLessThan(25));
  });

  it('leaves well separated planets where they are', () => {
    expect(spreadLongitudes([10, 100, 200])).toEqual([10, 100, 200]);
  });
});
