import { and, asc, eq, inArray, lt, lte, ne, not, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../db/open-database';
import { deliveries } from '../db/schema';
import { heldForAddress } from './held-for-address';

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
 * A reading waits while its own address confirmation is still to be sent (pending, even in a
 * retry's backoff, or being sent), so the two never cross: once the confirmation is claimed, no
 * worker can claim the reading until the confirmation is recorded sent, failed or skipped. The wait
 * costs nothing in practice (a free reading is scheduled only once its address is confirmed; an
 * order paid while its confirmation waits has that confirmation skipped as no longer needed); a
 * confirmation put back to pending by hand after its reading went out is skipped (sendDelivery).
 */
function confirmationNotAhead(db: Database) {
  const confirmation = alias(deliveries, 'confirmation');
  return or(
    ne(deliveries.kind, 'reading'),
    notExists(
      db
        .select({ id: confirmation.id })
        .from(confirmation)
        .where(
          and(
            eq(confirmation.reading_id, deliveries.reading_id),
            eq(confirmation.kind, 'order_confirmation'),
            inArray(confirmation.status, ['pending', 'sending']),
          ),
        ),
    ),
  );
}

/** Confirmations first: they promise what happens next, so a backlog of readings must not delay them. */
const confirmationsFirst = sql`case when ${deliveries.kind} = 'order_confirmation' then 0 else 1 end`;

/**
 * Claims up to `limit` due deliveries for one worker in one statement. FOR UPDATE SKIP LOCKED
 * lets any number of workers claim side by side without waiting for or taking each other's rows;
 * the lease (claimed_until) returns a row whose worker died mid-send to the pool once it expires.
 * Only pending and lease-expired sending rows are claimed: sent, failed, skipped and canceled (a
 * refund or dispute, 0015) are final here, whatever their times say. A delivery held for its free
 * order's address to be confirmed is not claimed until it is (heldForAddress).
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
        confirmationNotAhead(db),
        not(heldForAddress()),
      ),
    )
    .orderBy(confirmationsFirst, asc(deliveries.next_attempt_at))
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
