import { describe, expect, it } from 'vitest';

import { ROUTE_PATHS } from '../../domain/routes';
import { footerVariantFor, hasWhiteBackground, isFunnelPage } from './layout-rules';

describe('footerVariantFor', () => {
  it('gives funnel pages the minimal footer', () => {
    for (const path of [
      '/step-one',
      '/step-ten-philippines',
      '/ascendant-choice-step-five',
      '/limited-offer',
      '/checkout-step-eleven',
      '/payment-method',
      '/payment-method-2',
      '/direct-payment',
      '/pdf-reader',
      '/pdf-reader-pre-checkout',
    ]) {
      expect(footerVariantFor(path), path).toBe('minimal');
    }
  });

  it('shows no footer on results pages', () => {
    expect(footerVariantFor('/results')).toBe('none');
    expect(footerVariantFor('/reading/results')).toBe('none');
  });

  it('gives every other page the full footer', () => {
    for (const path of [
      '/',
      '/love',
      '/social-proof',
      '/tarot-vs-astrology',
      '/review-details',
      '/video-rev',
      '/reviews',
      '/privacy-policy',
      '/terms-conditions',
      '/free-order-confirmation',
      '/no-such-page',
    ]) {
      expect(footerVariantFor(path), path).toBe('full');
    }
  });

  it('covers the whole route table with one of the three', () => {
    const counts = { full: 0, minimal: 0, none: 0 };
    for (const path of ROUTE_PATHS) counts[footerVariantFor(path)] += 1;
    expect(counts).toEqual({ full: 10, minimal: 20, none: 0 });
  });
});

describe('hasWhiteBackground', () => {
  it('is true for reviews and the two legal pages only', () => {
    expect(ROUTE_PATHS.filter(hasWhiteBackground)).toEqual(['/reviews', '/privacy-policy', '/terms-conditions']);
    expect(hasWhiteBackground('/reviews/')).toBe(true);
  });
});

describe('isFunnelPage', () => {
  it('matches the spec markers anywhere in the path', () => {
    expect(isFunnelPage('/select-ascendant-step-five')).toBe(true);
    expect(isFunnelPage('/video-rev')).toBe(false);
  });
});
