import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { Database } from '../db/open-database';
import { flushRateLimitStore, type CounterTotal } from './flush-rate-limit-store';
import { pruneRateLimitStore } from './prune-rate-limit-store';

export type SharedRateLimitStore = {
  /** The class for @fastify/rate-limit's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Sends what was counted since the last flush and stops the timers (call before the database closes). */
  close: () => Promise<void>;
};

export type SharedStoreOptions = {
  /** Told when a flush fails after one that worked (not on every retry, so an outage logs once). */
  onError?: (error: unknown) => void;
};

/** How often the local counts go to the table, and the other servers' come back. */
const FLUSH_INTERVAL_MS = 250;
const PRUNE_INTERVAL_MS = 60_000;
/**
 * Requests a server may admit for one key that the table has not counted yet, as a share of the
 * limit: far above what a visitor does in a flush interval, and the whole tolerance across servers.
 */
const LOCAL_SHARE = 0.05;
/** Keys kept in memory beyond those with counts not yet sent: the least recently used go first. */
const MAX_KEYS = 10_000;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Waiter = { position: number; callback: Callback };
type Entry = {
  windowMs: number;
  expiresAt: number;
  /** All servers' count at the last flush (this server's sent counts included). */
  known: number;
  inFlight: number;
  pending: number;
  /** Requests to be decided on the next flush's total. */
  waiters: Waiter[];
};
type Sent = { key: string; entry: Entry; count: number; waiters: Waiter[] };

/** How many requests per key one server may admit on its own, between flushes. */
export const localAllowance = (max: number): number => Math.floor(max * LOCAL_SHARE);

/** A route's own limit (config.rateLimit) is counted apart from the others under its method and URL. */
function namespaceOf(routeOptions: unknown): string {
  const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return info?.url ? `${[info.method ?? ''].flat().join(',')} ${info.url} ` : '';
}

/**
 * Rate-limit counts shared by every server on one PostgreSQL. Each server counts in memory and
 * adds its counts to `rate_limit_counters` every FLUSH_INTERVAL_MS in one statement, which returns
 * every server's total for those keys. A request is decided on the last total plus the local
 * counts not yet sent, without a round trip, while those stay within localAllowance(max); past
 * that it waits for the next flush (sent at once) and is decided on the exact total. Once a key is
 * known to be over its limit, requests are refused locally. So the hot path costs no round trip,
 * and a flood spread over N servers gets at most N × localAllowance(max) requests past the limit.
 */
export function createSharedRateLimitStore(db: Database, options: SharedStoreOptions = {}): SharedRateLimitStore {
  const entries = new Map<string, Entry>();
  let flushing: Promise<void> | null = null;
  let again = false;
  let soon: NodeJS.Immediate | null = null;
  let failing = false;

  function count(key: string, callback: Callback, timeWindow: number, max: number): void {
    const now = Date.now();
    const entry = entries.get(key) ?? {
      windowMs: timeWindow,
      expiresAt: now + timeWindow,
      known: 0,
      inFlight: 0,
      pending: 0,
      waiters: [],
    };
    if (entry.expiresAt <= now) {
      entry.known = 0;
      dropEndedCounts(entry);
      entry.expiresAt = now + timeWindow;
    }
    // Re-inserted last: the map's order is least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    const before = entry.known + entry.inFlight + entry.pending;
    entry.pending += 1;
    if (before >= max || entry.inFlight + entry.pending <= localAllowance(max)) {
      callback(null, { current: before + 1, ttl: entry.expiresAt - now });
      return;
    }
    entry.waiters.push({ position: entry.pending, callback });
    flushSoon();
  }

  function flushSoon(): void {
    if (flushing) again = true;
    else
      soon ??= setImmediate(() => {
        soon = null;
        void flush();
      });
  }

  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = sendCounts().finally(() => {
      flushing = null;
      if (again) {
        again = false;
        void flush();
      }
    });
    return flushing;
  }

  async function sendCounts(): Promise<void> {
    const sent = takePending();
    if (sent.length === 0) return;
    let totals: Map<string, CounterTotal>;
    try {
      const rows = await flushRateLimitStore(
        db,
        sent.map(({ key, entry, count: added }) => ({ key, count: added, windowMs: entry.windowMs })),
      );
      totals = new Map(rows.map((row) => [row.key, row]));
      failing = false;
    } catch (error) {
      // The counts are dropped: while the database is unreachable the routes answer 503 anyway.
      for (const { entry, count: added, waiters } of sent) {
        entry.inFlight -= added;
        for (const waiter of waiters) waiter.callback(error instanceof Error ? error : new Error(String(error)));
      }
      if (!failing) options.onError?.(error);
      failing = true;
      return;
    }
    const now = Date.now();
    for (const { key, entry, count: added, waiters } of sent) {
      entry.inFlight -= added;
      const total = totals.get(key);
      if (!total) {
        for (const waiter of waiters)
          waiter.callback(new Error(`the rate-limit counters returned no total for ${key}`));
        continue;
      }
      entry.known = total.count;
      entry.expiresAt = now + total.ttlMs;
      for (const waiter of waiters)
        waiter.callback(null, { current: total.count - added + waiter.position, ttl: total.ttlMs });
    }
    forgetIdleKeys(now);
  }

  /** Counts of a window that has ended must not open the next one; requests waiting are still sent. */
  function dropEndedCounts(entry: Entry): void {
    if (entry.waiters.length === 0) entry.pending = 0;
  }

  function takePending(): Sent[] {
    const sent: Sent[] = [];
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= now) dropEndedCounts(entry);
      if (entry.pending === 0) continue;
      sent.push({ key, entry, count: entry.pending, waiters: entry.waiters });
      entry.inFlight += entry.pending;
      entry.pending = 0;
      entry.waiters = [];
    }
    return sent;
  }

  /** Expired keys go, and the least recently used beyond MAX_KEYS: the table still has their counts. */
  function forgetIdleKeys(now: number): void {
    let excess = entries.size - MAX_KEYS;
    for (const [key, entry] of entries) {
      if (entry.pending > 0 || entry.inFlight > 0) continue;
      if (excess > 0) {
        entries.delete(key);
        excess -= 1;
      } else if (entry.expiresAt <= now) entries.delete(key);
    }
  }

  const flushTimer = setInterval(() => void flush(), FLUSH_INTERVAL_MS).unref();
  const pruneTimer = setInterval(() => {
    pruneRateLimitStore(db).catch((error: unknown) => options.onError?.(error));
  }, PRUNE_INTERVAL_MS).unref();

  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      count(this.namespace + key, callback, timeWindow, max);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedStore(undefined, namespaceOf(routeOptions));
    }
  }

  return {
    Store: SharedStore,
    close: async () => {
      clearInterval(flushTimer);
      clearInterval(pruneTimer);
      if (soon) clearImmediate(soon);
      soon = null;
      await flushing;
      await flush();
    },
  };
}
