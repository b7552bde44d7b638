import { describe, expect, it } from 'vitest';

import {
  createExperimentSchema,
  formatTierPrice,
  hasEnoughToCompare,
  MIN_VISITORS_PER_ARM,
  priceArmLabels,
} from './experiments';

const link = 'https://pay.example.com/x';

describe('formatTierPrice', () => {
  it("shows a price as the funnel does, in the tier's currency", () => {
    expect(formatTierPrice('$49', 3900)).toBe('$39');
    expect(formatTierPrice('$29', 2450)).toBe('$24.50');
    expect(formatTierPrice('₱999', 89900)).toBe('₱899');
    expect(
      priceArmLabels({ tiers: { $49: { minor: 5900, card: link }, '₱699': { minor: 59905, card: link } } }),
    ).toEqual({ $49: '$59', '₱699': '₱599.05' });
    expect(priceArmLabels(null)).toEqual({});
  });
});

describe('createExperimentSchema', () => {
  const base = { name: 'Test', traffic_percent: 50 };
  it("takes a screen slot's variants as its arms, and prices only on a price experiment", () => {
    const screen = {
      ...base,
      target: 'tarot_pitch',
      arms: [
        { key: 'shown', label: 'a', weight: 1 },
        { key: 'skipped', label: 'b', weight: 2 },
      ],
    };
    expect(createExperimentSchema.safeParse(screen).success).toBe(true);
    expect(
      createExperimentSchema.safeParse({
        ...screen,
        arms: [
          { key: 'shown', label: 'a', weight: 1 },
          { key: 'other', label: 'b', weight: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(
      createExperimentSchema.safeParse({
        ...screen,
        arms: [
          { key: 'shown', label: 'a', weight: 1 },
          { key: 'shown', label: 'b', weight: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(
      createExperimentSchema.safeParse({
        ...screen,
        arms: [screen.arms[0], { ...screen.arms[1], price: { tiers: {} } }],
      }).success,
    ).toBe(false);
  });

  it("needs every price arm's prices (none: the usual ones), with links, in minor units", () => {
    const arms = [
      { key: 'control', label: 'usual', weight: 1, price: { tiers: {} } },
      { key: 'low', label: '$39', weight: 1, price: { tiers: { $49: { minor: 3900, card: link } } } },
    ];
    expect(createExperimentSchema.safeParse({ ...base, target: 'price', arms }).success).toBe(true);
    expect(
      createExperimentSchema.safeParse({
        ...base,
        target: 'price',
        arms: [{ key: 'control', label: 'usual', weight: 1 }, arms[1]],
      }).success,
    ).toBe(false);
    expect(
      createExperimentSchema.safeParse({
        ...base,
        target: 'price',
        arms: [arms[0], { ...arms[1], price: { tiers: { $49: { minor: 39.5, card: link } } } }],
      }).success,
    ).toBe(false);
    expect(
      createExperimentSchema.safeParse({
        ...base,
        target: 'price',
        arms: [arms[0], { ...arms[1], price: { tiers: { $49: { minor: 3900, card: 'javascript:alert(1)' } } } }],
      }).success,
    ).toBe(false);
    expect(createExperimentSchema.safeParse({ ...base, target: 'price', traffic_percent: 0, arms }).success).toBe(
      false,
    );
  });
});

describe('hasEnoughToCompare', () => {
  it('needs every arm to have the minimum of visitors and a payment among them', () => {
    expect(MIN_VISITORS_PER_ARM).toBe(30);
    expect(hasEnoughToCompare([])).toBe(false);
    expect(
      hasEnoughToCompare([
        { visitors: 0, paid: 0 },
        { visitors: 0, paid: 0 },
      ]),
    ).toBe(false);
    expect(
      hasEnoughToCompare([
        { visitors: 30, paid: 0 },
        { visitors: 45, paid: 0 },
      ]),
    ).toBe(false);
    expect(
      hasEnoughToCompare([
        { visitors: 29, paid: 3 },
        { visitors: 200, paid: 9 },
      ]),
    ).toBe(false);
    expect(
      hasEnoughToCompare([
        { visitors: 30, paid: 0 },
        { visitors: 31, paid: 1 },
      ]),
    ).toBe(true);
  });
});
