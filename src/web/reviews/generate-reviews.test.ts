import { describe, expect, it } from 'vitest';

import { SUBJECTS } from '../../domain/astrology';
import { generateReviews, pageWindow, truncateReview } from './generate-reviews';

const today = new Date('2026-11-22T10:00:00Z');

describe('generateReviews', () => {
  const reviews = generateReviews(today);

  it('is the same list every time for the same day', () => {
    expect(generateReviews(today)).toEqual(reviews);
  });

  it('has 200 to 300 reviews per subject, rated 4 or 5, dated within the last 90 days', () => {
    for (const subject of SUBJECTS) {
      const count = reviews.filter((review) => review.subject === subject).length;
      expect(count).toBeGreaterThanOrEqual(200);
      expect(count).toBeLessThanOrEqual(300);
    }
    expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([4, 5]));
    const dates = reviews.map((review) => review.date).sort();
    expect(dates[0]! >= '2026-08-25').toBe(true);
    expect(dates.at(-1)! <= '2026-11-22').toBe(true);
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
  });

  it('mixes the subjects rather than grouping them', () => {
    expect(new Set(reviews.slice(0, 20).map((review) => review.subject)).size).toBeGreaterThan(2);
  });
});

describe('truncateReview', () => {
  it('cuts at 280 characters with an ellipsis', () => {
    expect(truncateReview('short')).toBe('short');
    const long = 'x'.repeat(300);
    expect(truncateReview(long)).toBe(`${'x'.repeat(280)}…`);
  });
});

describe('pageWindow', () => {
  it('slides a window of five around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
