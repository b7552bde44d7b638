import { describe, expect, it } from 'vitest';

import { completesStep, FUNNEL_STEP_NAMES, funnelStepAt } from './funnel-step-names';

describe('funnel step names', () => {
  it('are the two landings and every page with a progress bar', () => {
    expect(FUNNEL_STEP_NAMES.slice(0, 4)).toEqual(['/', '/love', '/social-proof', '/tarot-vs-astrology']);
    expect(FUNNEL_STEP_NAMES).toContain('/checkout-step-eleven');
    expect(funnelStepAt('/step-two/')).toBe('/step-two');
    expect(funnelStepAt('/privacy-policy')).toBeNull();
    expect(funnelStepAt('/limited-offer')).toBeNull();
  });

  it('counts a move as completing a step only when it goes on, never back', () => {
    for (const [from, to] of [
      ['/social-proof', '/tarot-vs-astrology'],
      ['/social-proof', '/step-one'],
      ['/step-three', '/step-four'],
      ['/ascendant-choice-step-five', '/loading-ascendant-step-five'],
      ['/select-ascendant-step-five', '/step-six'],
      ['/pdf-reader-pre-checkout', '/step-ten'],
      ['/video-rev', '/step-ten'],
      ['/step-ten', '/checkout-step-eleven'],
    ])
      expect(completesStep(from ?? '', to ?? ''), `${from} -> ${to}`).toBe(true);
    for (const [from, to] of [
      ['/step-six', '/step-two'],
      ['/step-six', '/step-three'],
      ['/ascendant-choice-step-five', '/step-two'],
      ['/step-ten', '/video-rev'],
      ['/checkout-step-eleven', '/limited-offer'],
      ['/step-one', '/step-one'],
      ['/privacy-policy', '/step-one'],
    ])
      expect(completesStep(from ?? '', to ?? ''), `${from} -> ${to}`).toBe(false);
  });
});
