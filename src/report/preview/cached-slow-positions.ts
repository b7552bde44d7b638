import { slowPositionsAt } from '../synthesis/chart-adapter';
import type { SlowPositionsAt } from '../synthesis/reading-input';

/** Three years' daily samples: the year behind and the year ahead, with room for the days that follow while the server runs. */
const MAX_ENTRIES = 3 * 367;
/** The answers look a year back (a window already open gives its true start) and a year ahead. */
const LOOKBACK_DAYS = 365;
const DAY_MS = 86_400_000;
/** Days warmed per turn of the event loop: a few milliseconds each, so requests are not held up. */
const WARM_CHUNK_DAYS = 15;

export type CachedSlowPositions = SlowPositionsAt & {
  /** Computes the year ahead of `from` in small steps, so no visitor's preview pays for it. */
  warm: (from: Date) => Promise<void>;
};

/**
 * The slow planets' positions remembered by moment. The transits of the year ahead are sampled at
 * noon UT of each day from today (findTransits), the same moments for every visitor, and each new
 * day shares all but one with the day before: computed once, the ephemeris (most of a preview's
 * cost) is then read from here. Oldest entries go first.
 */
export function cacheSlowPositions(positionsAt: SlowPositionsAt = slowPositionsAt): CachedSlowPositions {
  const kept = new Map<number, ReturnType<SlowPositionsAt>>();
  const cached: SlowPositionsAt = (when) => {
    const key = when.getTime();
    const seen = kept.get(key);
    if (seen) return seen;
    const positions = positionsAt(when);
    kept.set(key, positions);
    if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as number);
    return positions;
  };
  const warm = async (from: Date) => {
    // The moments findTransits samples: noon UT of each day from a year before `from` to a year after it.
    const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12) - LOOKBACK_DAYS * DAY_MS;
    for (let day = 0; day <= LOOKBACK_DAYS + 365; day += 1) {
      cached(new Date(start + day * DAY_MS));
      if (day % WARM_CHUNK_DAYS === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return Object.assign(cached, { warm });
}
