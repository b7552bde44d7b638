import { describe, expect, it } from 'vitest';

import { formatDeliveryEstimate, marketOfChoice, marketOfPath, priceForMarket, tierOf, tiersFor } from './tiers';

describe('tiers', () => {
  it('lists the US and Philippine tiers with their names, most expensive first', () => {
    expect(tiersFor('us').map((tier) => [tier.price, tier.name])).toEqual([
      ['$49', 'VIP SKIP THE LINE'],
      ['$29', 'FAST TRACK'],
      ['FREE', 'STANDARD'],
    ]);
    expect(tiersFor('ph').map((tier) => tier.price)).toEqual(['₱999', '₱699', 'FREE']);
    expect(tierOf('₱699')?.timeline).toBe('Next day');
    // The one-time offer is the FAST TRACK reading at a lower price, with the same promise.
    expect(tierOf('$19')).toMatchObject({ name: 'FAST TRACK', timeline: 'Next day', paid: true });
    expect(tierOf('FREE')).toMatchObject({ name: 'STANDARD', timeline: 'Within 3 days', paid: false });
  });

  it('finds the market from the path, or at checkout from the price and then the country', () => {
    expect(marketOfPath('/step-ten-philippines')).toBe('ph');
    expect(marketOfPath('/step-ten')).toBe('us');
    expect(marketOfChoice('₱999', null)).toBe('ph');
    expect(marketOfChoice('$29', 'PH')).toBe('us');
    expect(marketOfChoice('FREE', 'PH')).toBe('ph');
    expect(marketOfChoice(null, 'IT')).toBe('us');
  });

  it('converts a price of the other market, and leaves FREE alone', () => {
    expect(priceForMarket('$49', 'ph')).toBe('₱999');
    expect(priceForMarket('$29', 'ph')).toBe('₱699');
    expect(priceForMarket('₱999', 'us')).toBe('$49');
    expect(priceForMarket('FREE', 'ph')).toBe('FREE');
    expect(priceForMarket('$29', 'us')).toBe('$29');
  });

  it("states the estimate in the visitor's zone: 2 hours ahead, or noon in Rome", () => {
    const now = new Date('2026-11-22T08:30:00Z');
    expect(formatDeliveryEstimate('$49', now, 'UTC')).toBe('Sun, Nov 22, 10:30 AM');
    expect(formatDeliveryEstimate('$29', now, 'UTC')).toBe('Mon, Nov 23, 11:00 AM');
    expect(formatDeliveryEstimate('FREE', now, 'Asia/Manila')).toBe('Wed, Nov 25, 7:00 PM');
  });
});
