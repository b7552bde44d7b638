import type { FunnelCounts } from '../../domain/funnel-claims';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { countFunnelActivity } from './count-funnel-activity';

type Entry = { at: number; value: Promise<FunnelCounts> };

/**
 * The funnel counts, counted at most once per `ttlMs` per server: every page of every visitor
 * asks, and a minute-old count of the last hour is as true. Concurrent requests share one count;
 * a failed count is not kept.
 */
export function createCountsCache(
  db: DbOrTx,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<FunnelCounts> {
  let kept: Entry | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.value;
    const entry: Entry = { at: now(), value: countFunnelActivity(db) };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.value;
  };
}
