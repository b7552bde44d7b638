import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { deliveries } from '../db/schema';

/** The database or an open transaction: scheduling always joins the caller's transaction. */
export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// A review request follows a week after the reading's e-mail was sent (recordDeliverySent). A
// meta_purchase is no e-mail: the Purchase event for Meta's Conversions API (0019).
export const DELIVERY_KINDS = ['reading', 'order_confirmation', 'review_request', 'meta_purchase'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * Puts a delivery in the outbox, once per reading and kind. Scheduling again (a free order
 * upgraded to a paid tier, a replayed completion) can only move a pending delivery earlier; a
 * delivery being sent, already sent or given up is left alone, so a sent reading is never resent.
 */
export async function scheduleDelivery(db: DbOrTx, readingId: number, kind: DeliveryKind, dueAt: Date): Promise<void> {
  await db
    .insert(deliveries)
    .values({ reading_id: readingId, kind, due_at: dueAt, next_attempt_at: dueAt, message_key: randomUUID() })
    .onConflictDoUpdate({
      target: [deliveries.reading_id, deliveries.kind],
      set: {
        due_at: sql`least(${deliveries.due_at}, excluded.due_at)`,
        next_attempt_at: sql`least(${deliveries.next_attempt_at}, excluded.due_at)`,
        updated_at: sql`now()`,
      },
      setWhere: sql`${deliveries.status} = 'pending' and excluded.due_at < ${deliveries.due_at}`,
    });
}
