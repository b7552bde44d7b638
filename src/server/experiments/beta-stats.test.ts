import { describe, expect, it } from 'vitest';

import { seededRandom } from '../../domain/seeded-random';
import { credibleInterval, probabilityBest } from './beta-stats';
import { paymentPerPayer } from './summarize-experiment';

describe('credibleInterval', () => {
  // Reference values: scipy.stats.beta.ppf(0.025 / 0.975, 1 + paid, 1 + visitors - paid).
  it.each([
    [{ visitors: 10, paid: 2 }, 0.06021773417290665, 0.5177558523601726],
    [{ visitors: 100, paid: 10 }, 0.055637223835302965, 0.17455282607711903],
    [{ visitors: 1000, paid: 50 }, 0.03816683365052648, 0.06532569368110479],
    [{ visitors: 0, paid: 0 }, 0.025, 0.975],
  ])('matches scipy for %o', (counts, low, high) => {
    const [lower, upper] = credibleInterval(counts);
    expect(lower).toBeCloseTo(low, 6);
    expect(upper).toBeCloseTo(high, 6);
  });
});

describe('probabilityBest', () => {
  // Reference: the integral of pdf_B(x) * cdf_A(x) over [0, 1] (scipy.integrate.quad).
  it('matches the exact probability for two arms', () => {
    const [a, b] = probabilityBest([
      { visitors: 100, paid: 10 },
      { visitors: 100, paid: 20 },
    ]);
    expect(b).toBeCloseTo(0.9751730331528735, 2);
    expect((a ?? 0) + (b ?? 0)).toBeCloseTo(1, 10);
    const [, d] = probabilityBest([
      { visitors: 1000, paid: 50 },
      { visitors: 1000, paid: 60 },
    ]);
    expect(d).toBeCloseTo(0.8356112648754598, 2);
  });

  // A price test: the cheap arm converts better, the dear one earns more per visitor. Reference:
  // P(pA > pB) and P(1900 pA > 4900 pB) for Beta(31, 71) and Beta(21, 81), by scipy.integrate.quad.
  it("ranks by conversion alone, or by revenue per visitor when given each arm's value", () => {
    const arms = [
      { visitors: 100, paid: 30 },
      { visitors: 100, paid: 20 },
    ];
    const [byConversion] = probabilityBest(arms);
    expect(byConversion).toBeCloseTo(0.9476031033523692, 2);
    const [a, b] = probabilityBest(arms, [1900, 4900]);
    expect(a).toBeCloseTo(0.01569241014830297, 2);
    expect(b).toBeGreaterThan(0.98);
    // Equal values change nothing; a value per arm is required.
    expect(probabilityBest(arms, [2500, 2500])).toEqual(probabilityBest(arms));
    expect(() => probabilityBest(arms, [1900])).toThrow(RangeError);
  });

  it('gives equal arms about equal chances, the same on every call', () => {
    const arms = [
      { visitors: 50, paid: 5 },
      { visitors: 50, paid: 5 },
      { visitors: 50, paid: 5 },
    ];
    const first = probabilityBest(arms);
    expect(probabilityBest(arms)).toEqual(first);
    for (const p of first) expect(p).toBeGreaterThan(0.3);
  });

  it('draws uniformly from the seeded generator', () => {
    const random = seededRandom(1);
    const values = Array.from({ length: 10_000 }, random);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.reduce((sum, v) => sum + v, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});

describe('paymentPerPayer', () => {
  const row = (arm: string, currency: string, minor: number, orders: number, payers = orders) => ({
    arm,
    currency,
    minor,
    orders,
    payers,
  });

  it("is each arm's net payment per paying visitor in the currency of most paid orders", () => {
    const revenue = [row('low', 'usd', 5700, 3), row('high', 'usd', 9800, 2), row('high', 'php', 89_900, 1)];
    expect(paymentPerPayer(['low', 'high'], revenue)).toEqual([1900, 4900]);
  });

  it('gives an arm without a paid order the mean of the others, and nothing without any money', () => {
    expect(paymentPerPayer(['a', 'b', 'c'], [row('a', 'usd', 3800, 2), row('b', 'usd', 4900, 1)])).toEqual([
      1900, 4900, 3400,
    ]);
    expect(paymentPerPayer(['a', 'b'], [])).toBeUndefined();
    expect(paymentPerPayer(['a', 'b'], [row('a', 'usd', 0, 1)])).toBeUndefined();
  });
});
