import { and, asc, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { deliveries } from '../db/schema';

export type ClaimedDelivery = typeof deliveries.$inferSelect;

export type ClaimOptions = {
  workerId: string;
  /** Everything with next_attempt_at at or before this is due (`npm run deliver --due-by`). */
  dueBy: Date;
  now: Date;
  leaseMs: number;
  limit: number;
  /** Deliveries this run already attempted. */
  excludeIds?: number[];
};

/**
 * Claims up to `limit` due deliveries for one worker in one statement. FOR UPDATE SKIP LOCKED
 * lets any number of workers claim side by side without waiting for or taking each other's rows;
 * the lease (claimed_until) returns a row whose worker died mid-send to the pool once it expires.
 */
export async function claimDeliveries(db: Database, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        or(
          and(eq(deliveries.status, 'pending'), lte(deliveries.next_attempt_at, options.dueBy)),
          and(eq(deliveries.status, 'sending'), lt(deliveries.claimed_until, options.now)),
        ),
        options.excludeIds?.length ? notInArray(deliveries.id, options.excludeIds) : undefined,
      ),
    )
    .orderBy(asc(deliveries.next_attempt_at))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(deliveries)
    .set({
      status: 'sending',
      claimed_by: options.workerId,
      claimed_until: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${deliveries.attempts} + 1`,
      updated_at: sql`now()`,
    })
    .where(inArray(deliveries.id, due))
    .returning();
}
