import { describe, expect, it } from 'vitest';

import { PRICES } from './prices';
import { FREE_TIER, productAt, promiseWords, TIERS, UPSELL } from './product';

describe('the product table', () => {
  it('names every stored price, in both markets, by one tier', () => {
    for (const price of PRICES) expect(productAt(price), price).toBeDefined();
    expect(productAt('$1')).toBeUndefined();
    expect(productAt(null)).toBeUndefined();
  });

  it('offers the three tiers by the names and promises the pages show', () => {
    expect(TIERS.map((tier) => [tier.name, tier.prices.us, tier.prices.ph, tier.promiseLabel])).toEqual([
      ['VIP SKIP THE LINE', '$49', '₱999', 'Within 2 hours'],
      ['FAST TRACK', '$29', '₱699', 'Next day'],
      ['STANDARD', 'FREE', 'FREE', 'Within 3 days'],
    ]);
    expect(FREE_TIER.bonus).toBe(false);
    expect(TIERS.filter((tier) => tier.bonus)).toHaveLength(2);
  });

  it('sells the one-time offer as the FAST TRACK reading, with its promise and bonus', () => {
    expect(productAt('$19')).toBe(UPSELL);
    expect(productAt('₱749')).toMatchObject({ name: 'FAST TRACK', promiseLabel: 'Next day', bonus: true });
  });

  it('says each promise in a sentence', () => {
    expect(TIERS.map((tier) => promiseWords(tier.promise))).toEqual([
      'within 2 hours',
      'by noon the next day',
      'within 3 days',
    ]);
  });
});
