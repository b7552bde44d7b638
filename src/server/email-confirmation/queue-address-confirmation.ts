import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import { deliveries } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

/**
 * Puts the reading's address confirmation in the outbox, due now (kind 'order_confirmation': the
 * confirmation e-mail the free order's page promises). One row per reading: a confirmation asked
 * for again after the last one went out (or gave up) is a new message, with a new Message-ID and a
 * new link made when it is sent; one still waiting to go out is left as it is, and goes to the
 * address the reading has when it is sent. Returns whether a new message was queued.
 */
export async function queueAddressConfirmation(db: DbOrTx, readingId: number, now: Date): Promise<boolean> {
  const queued = await db
    .insert(deliveries)
    .values({
      reading_id: readingId,
      kind: 'order_confirmation',
      due_at: now,
      next_attempt_at: now,
      message_key: randomUUID(),
    })
    .onConflictDoUpdate({
      target: [deliveries.reading_id, deliveries.kind],
      set: {
        status: 'pending',
        due_at: now,
        next_attempt_at: now,
        attempts: 0,
        message_key: sql`excluded.message_key`,
        last_error: null,
        sent_at: null,
        claimed_by: null,
        claimed_until: null,
        updated_at: sql`now()`,
      },
      setWhere: sql`${deliveries.status} not in ('pending', 'sending')`,
    })
    .returning({ id: deliveries.id });
  return queued.length === 1;
}
