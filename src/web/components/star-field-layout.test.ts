import { describe, expect, it } from 'vitest';

import { seededRandom } from '../../domain/seeded-random';
import { STAR_COUNT, STAR_GROUPS, starField } from './star-field-layout';

describe('starField', () => {
  it('draws 100 stars inside the field', () => {
    const stars = starField();
    expect(stars).toHaveLength(STAR_COUNT);
    for (const star of stars) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThanOrEqual(100);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThanOrEqual(100);
      expect([1, 2, 3]).toContain(star.size);
    }
  });

  it('puts stars in every twinkle group', () => {
    const groups = new Set(starField().map((star) => star.group));
    expect([...groups].sort()).toEqual(Array.from({ length: STAR_GROUPS }, (_, group) => group));
  });

  it('is the same sky every time for a seed, so prerendered HTML hydrates without a mismatch', () => {
    expect(starField()).toEqual(starField());
    expect(starField(1)).not.toEqual(starField(2));
  });

  it('spreads the stars', () => {
    const random = seededRandom(42);
    const values = Array.from({ length: 1000 }, random);
    expect(Math.min(...values)).toBeLessThan(0.01);
    expect(Math.max(...values)).toBeGreaterThan(0.99);
  });
});
