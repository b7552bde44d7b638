import { sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { heldForAddress } from '../delivery/held-for-address';

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped', 'canceled'] as const;

export type OutboxFigures = {
  byStatus: Record<(typeof DELIVERY_STATUSES)[number], number>;
  /** What a worker would claim now: pending and due, or sending with an expired lease. */
  due: number;
  /** Seconds since the promised time (due_at) of the oldest delivery not yet sent; 0 when none is late. */
  oldestDueAgeSeconds: number;
};

type Row = Record<(typeof DELIVERY_STATUSES)[number] | 'due' | 'oldest_due_age', number | null>;

/**
 * One statement, each figure a count over the (status, next_attempt_at) index: the unsent
 * statuses are a small outbox, the final ones an index-only scan. A delivery held for its free
 * order's address to be confirmed waits for the visitor: it is neither due nor late.
 */
export async function readOutboxFigures(db: Database): Promise<OutboxFigures> {
  const result = await db.execute(sql`
    select
      (select count(*) from deliveries where status = 'pending')::int as pending,
      (select count(*) from deliveries where status = 'sending')::int as sending,
      (select count(*) from deliveries where status = 'sent')::int as sent,
      (select count(*) from deliveries where status = 'failed')::int as failed,
      (select count(*) from deliveries where status = 'skipped')::int as skipped,
      (select count(*) from deliveries where status = 'canceled')::int as canceled,
      (select count(*) from deliveries
        where ((status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and claimed_until < now()))
          and not ${heldForAddress()})::int as due,
      (select extract(epoch from now() - min(due_at)) from deliveries
        where status in ('pending', 'sending') and due_at <= now() and not ${heldForAddress()})::float8 as oldest_due_age`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) throw new Error('the outbox figures query returned no row');
  return {
    byStatus: {
      pending: row.pending ?? 0,
      sending: row.sending ?? 0,
      sent: row.sent ?? 0,
      failed: row.failed ?? 0,
      skipped: row.skipped ?? 0,
      canceled: row.canceled ?? 0,
    },
    due: row.due ?? 0,
    oldestDueAgeSeconds: Math.max(0, row.oldest_due_age ?? 0),
  };
}
