/**
 * The fixed buckets a step's duration (first view to first completion) is counted in, in seconds:
 * bucket 0 is below the first bound, bucket i from bound i-1 up to bound i, the last from 1800 s on.
 * Fine where most steps fall (a few seconds to a minute), coarse beyond. Fifteen buckets: the
 * rollup's columns h0..h14.
 */
export const DURATION_BUCKET_BOUNDS = [2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 1800] as const;

/**
 * The median of the durations counted in `buckets` (one count per bucket), interpolated linearly
 * inside the bucket that holds it: the true median lies in the same bucket, so the error is at
 * most that bucket's width (under 1 s below 2 s, 5 s up to 30 s, 15 s up to a minute). A median in
 * the last, open bucket is given as its lower bound (1800). Null when nothing was timed.
 */
export function medianFromBuckets(buckets: readonly number[]): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const half = total / 2;
  let below = 0;
  for (const [index, count] of buckets.entries()) {
    if (count > 0 && below + count >= half) {
      const low = index === 0 ? 0 : DURATION_BUCKET_BOUNDS[index - 1]!;
      const high = DURATION_BUCKET_BOUNDS[index];
      if (high === undefined) return low;
      return Math.round((low + ((high - low) * (half - below)) / count) * 10) / 10;
    }
    below += count;
  }
  return null;
}
