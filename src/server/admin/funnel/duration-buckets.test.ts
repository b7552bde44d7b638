import { describe, expect, it } from 'vitest';

import { DURATION_BUCKET_BOUNDS, medianFromBuckets } from './duration-buckets';

const counts = (entries: Record<number, number>) =>
  Array.from({ length: DURATION_BUCKET_BOUNDS.length + 1 }, (_, i) => entries[i] ?? 0);

describe('medianFromBuckets', () => {
  it('is null with nothing timed', () => {
    expect(medianFromBuckets(counts({}))).toBeNull();
  });

  it('lands in the bucket holding the middle duration, interpolated inside it', () => {
    // 3 s, 7 s, 12 s: buckets [2,5), [5,10), [10,15); the median, 7 s, is in [5,10).
    const median = medianFromBuckets(counts({ 1: 1, 2: 1, 3: 1 }));
    expect(median).toBeGreaterThanOrEqual(5);
    expect(median).toBeLessThan(10);
    expect(medianFromBuckets(counts({ 4: 4 }))).toBe(17.5);
  });

  it('gives the open last bucket as its lower bound', () => {
    expect(medianFromBuckets(counts({ 14: 3, 0: 1 }))).toBe(1800);
  });
});
