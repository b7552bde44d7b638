// Aspects per spec section 9, and the pair multiplier rule (mean of the two).
import { describe, expect, it } from 'vitest';
import { computeAspects, orbMultiplier, pairMultiplier } from './aspects';

describe('aspects', () => {
  it('multipliers follow the spec', () => {
    expect(orbMultiplier('Sun')).toBe(1.5);
    expect(orbMultiplier('Moon')).toBe(1.5);
    expect(orbMultiplier('Venus')).toBe(1.2);
    expect(orbMultiplier('Saturn')).toBe(1.0);
    expect(orbMultiplier('Chiron')).toBe(0.8);
    expect(orbMultiplier('North Node')).toBe(0.8);
    expect(pairMultiplier('Sun', 'Pluto')).toBeCloseTo(1.15, 12);
  });

  it('uses base orb x mean multiplier as the limit', () => {
    // Sun-Moon opposition: 10 x 1.5 = 15 deg allowed.
    expect(
      computeAspects([
        { planet: 'Sun', lon: 0 },
        { planet: 'Moon', lon: 194.9 },
      ])[0]?.aspect,
    ).toBe('Opposition');
    expect(
      computeAspects([
        { planet: 'Sun', lon: 0 },
        { planet: 'Moon', lon: 165.1 + 30 },
      ]),
    ).toHaveLength(0);
    // Uranus-Neptune square: 8 x 0.8 = 6.4 deg.
    expect(
      computeAspects([
        { planet: 'Uranus', lon: 10 },
        { planet: 'Neptune', lon: 106.3 },
      ])[0]?.aspect,
    ).toBe('Square');
    expect(
      computeAspects([
        { planet: 'Uranus', lon: 10 },
        { planet: 'Neptune', lon: 106.5 },
      ]),
    ).toHaveLength(0);
  });

  it('reports the tighter aspect when orbs overlap, with orb and influence', () => {
    const [a] = computeAspects([
      { planet: 'Sun', lon: 350 },
      { planet: 'Moon', lon: 60.5 },
    ]);
    expect(a).toMatchObject({ planet1: 'Sun', planet2: 'Moon', aspect: 'Quintile', influence: 'creative' });
    expect(a?.orb).toBeCloseTo(1.5, 10);
  });

  it('measures across 0 Aries and skips the node pair', () => {
    expect(
      computeAspects([
        { planet: 'Mars', lon: 359 },
        { planet: 'Venus', lon: 1 },
      ])[0],
    ).toMatchObject({ aspect: 'Conjunction' });
    expect(
      computeAspects([
        { planet: 'North Node', lon: 10 },
        { planet: 'South Node', lon: 190 },
      ]),
    ).toHaveLength(0);
  });
});
