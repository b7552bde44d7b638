import { describe, expect, it } from 'vitest';

import { ROUTE_PATHS } from './routes';
import { STEP_PROGRESS, progressFor } from './steps';

describe('progressFor', () => {
  it('gives the spec table of steps 1 to 14', () => {
    const numbered = [
      ['/social-proof', '1/14', 7],
      ['/tarot-vs-astrology', '2/14', 14],
      ['/step-one', '3/14', 21],
      ['/step-two', '4/14', 28],
      ['/step-three', '5/14', 35],
      ['/step-four', '6/14', 42],
      ['/ascendant-choice-step-five', '7/14', 50],
      ['/step-six', '8/14', 57],
      ['/step-seven', '9/14', 64],
      ['/step-eight', '10/14', 71],
      ['/step-nine', '11/14', 78],
      ['/pdf-reader-pre-checkout', '12/14', 85],
      ['/step-ten', '13/14', 92],
      ['/checkout-step-eleven', '14/14', 100],
    ] as const;
    for (const [path, label, percent] of numbered) {
      expect(progressFor(path), path).toMatchObject({ label, percent });
    }
  });

  it('knows the odd ones: pdf reader, review details, video reviews, the Philippines step ten', () => {
    expect(progressFor('/pdf-reader')).toEqual({ step: 10.5, total: 14, percent: 90, label: '10.5/14' });
    expect(progressFor('/review-details')).toEqual({ step: 10, total: 11, percent: 90, label: '10/11' });
    expect(progressFor('/video-rev')).toEqual({ step: null, total: 14, percent: 71, label: '-/14' });
    expect(progressFor('/step-ten-philippines')).toMatchObject({ label: '13/14', percent: 92 });
  });

  it('has no progress off the numbered flow', () => {
    for (const path of ['/', '/love', '/reviews', '/limited-offer', '/nowhere', '/toString', '/constructor']) {
      expect(progressFor(path), path).toBeNull();
    }
  });

  it('ignores a trailing slash', () => {
    expect(progressFor('/step-one/')?.label).toBe('3/14');
  });

  it('only names paths of the route table', () => {
    for (const path of Object.keys(STEP_PROGRESS)) expect(ROUTE_PATHS).toContain(path);
  });
});
