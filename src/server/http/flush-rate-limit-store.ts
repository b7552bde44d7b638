import { sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Database } from '../db/open-database';

export type CounterIncrement = { key: string; count: number; windowMs: number };
export type CounterTotal = { key: string; count: number; ttlMs: number };

const totalsSchema = z.object({
  rows: z.array(z.object({ key: z.string(), count: z.coerce.number(), ttl_ms: z.coerce.number() })),
});

/**
 * Adds this server's counts to the shared counters in one statement and returns each key's total
 * over every server, with the time left in its window (on the database's clock, so the servers'
 * clocks need not agree). A window starts at a key's first count and restarts once expired. Keys go
 * in sorted, so two servers flushing the same keys lock their rows in the same order (no deadlock).
 */
export async function flushRateLimitStore(db: Database, increments: CounterIncrement[]): Promise<CounterTotal[]> {
  if (increments.length === 0) return [];
  const input = JSON.stringify(
    [...increments]
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ key, count, windowMs }) => ({ key, count, window_ms: windowMs })),
  );
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, count, window_start, expires_at)
    select t.key, t.count, now(), now() + t.window_ms * interval '1 millisecond'
    from jsonb_to_recordset(${input}::jsonb) as t(key text, count integer, window_ms integer)
    order by t.key
    on conflict (key) do update set
      count = case when c.expires_at <= now() then excluded.count else c.count + excluded.count end,
      window_start = case when c.expires_at <= now() then excluded.window_start else c.window_start end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning c.key, c.count, ceil(extract(epoch from c.expires_at - now()) * 1000) as ttl_ms`);
  return totalsSchema.parse(result).rows.map(({ key, count, ttl_ms }) => ({ key, count, ttlMs: ttl_ms }));
}
