import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../../tests/integration/test-databases';
import { rateLimitCounters } from '../db/schema';
import { pruneRateLimitStore } from './prune-rate-limit-store';
import { createSharedRateLimitStore, localAllowance, type SharedRateLimitStore } from './shared-rate-limit-store';

const MINUTE = 60_000;

type Answer = { current: number; ttl: number };

/** One request counted by a limiter (a child store, as the plugin makes one per limiter). */
function incr(store: FastifyRateLimitStore, key: string, max: number, timeWindow = MINUTE): Promise<Answer> {
  return new Promise((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error ? reject(error) : result ? resolve(result) : reject(new Error('no result'))),
      timeWindow,
      max,
    );
  });
}

const limiter = (shared: SharedRateLimitStore, routeInfo: Record<string, string> = {}): FastifyRateLimitStore =>
  new shared.Store({}).child({ routeInfo } as never);

const admitted = (answers: Answer[], max: number) => answers.filter((answer) => answer.current <= max).length;

describe.each(DATABASE_KINDS)('the shared rate-limit store on the %s database', (kind) => {
  let database: TestDatabase;
  const opened: SharedRateLimitStore[] = [];
  const open = () => {
    const shared = createSharedRateLimitStore(database.db);
    opened.push(shared);
    return shared;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((shared) => shared.close()));
    await database.db.delete(rateLimitCounters);
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('on one server, counts exactly: the request past the limit is the first refused', async () => {
    const store = limiter(open());
    const answers: Answer[] = [];
    for (let i = 0; i < 15; i += 1) answers.push(await incr(store, 'writes 198.51.100.1', 10));
    expect(answers.map((answer) => answer.current)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const { ttl } of answers) expect(ttl).toBeGreaterThan(0);
    for (const { ttl } of answers) expect(ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('two servers taking turns admit the limit and at most their local allowances more', async () => {
    const max = 40;
    const [a, b] = [limiter(open()), limiter(open())];
    const answers: Answer[] = [];
    for (let i = 0; i < 2 * max; i += 1) answers.push(await incr(i % 2 === 0 ? a : b, 'reading 7', max));
    const count = admitted(answers, max);
    expect(count).toBeGreaterThanOrEqual(max);
    expect(count).toBeLessThanOrEqual(max + 2 * localAllowance(max));
  });

  it('a burst landing on two servers at once is cut within the same tolerance', async () => {
    const max = 100;
    const [a, b] = [limiter(open()), limiter(open())];
    const answers = await Promise.all(
      Array.from({ length: 4 * max }, (_, i) => incr(i % 2 === 0 ? a : b, 'writes 203.0.113.9', max)),
    );
    const count = admitted(answers, max);
    expect(count).toBeGreaterThanOrEqual(max);
    expect(count).toBeLessThanOrEqual(max + 2 * localAllowance(max));
  });

  it('keeps limiters apart: a route limit and a named key do not share counts', async () => {
    const shared = open();
    const route = limiter(shared, { method: 'POST', url: '/api/readings' });
    const other = limiter(shared);
    for (let i = 0; i < 3; i += 1) await incr(route, '198.51.100.2', 1);
    expect((await incr(other, '198.51.100.2', 1)).current).toBe(1);
    await shared.close();
    const rows = await database.db.select().from(rateLimitCounters);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.count]))).toEqual({
      'POST /api/readings 198.51.100.2': 3,
      '198.51.100.2': 1,
    });
  });

  it('counts decided locally reach the table at close', async () => {
    const shared = open();
    const store = limiter(shared);
    for (let i = 0; i < 20; i += 1) expect((await incr(store, 'polls 198.51.100.3', 1000)).current).toBe(i + 1);
    await shared.close();
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.map(({ key, count }) => ({ key, count }))).toEqual([{ key: 'polls 198.51.100.3', count: 20 }]);
  });

  it('starts a new window once the last one ended, and prunes ended windows', async () => {
    const store = limiter(open());
    const window = 200;
    expect((await incr(store, 'reading 9', 1, window)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, window + 100));
    expect((await incr(store, 'reading 9', 1, window)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, window + 100));
    await pruneRateLimitStore(database.db);
    expect(await database.db.select().from(rateLimitCounters)).toEqual([]);
  });

  it('answers a request it must decide on the shared total with the error when the database fails', async () => {
    const shared = open();
    const store = limiter(shared);
    // Past the allowance (none at a limit of 1) with no one to ask: the error, not a guess.
    await database.db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
    try {
      await expect(incr(store, 'writes 198.51.100.4', 1)).rejects.toThrow(/rate_limit_counters/);
    } finally {
      await database.db.execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
    }
    expect((await incr(store, 'writes 198.51.100.4', 1)).current).toBe(1);
  });
});
