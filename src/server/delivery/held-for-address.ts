import { sql, type SQL } from 'drizzle-orm';

import { deliveries, readings } from '../db/schema';

/**
 * Kinds that carry nothing the visitor wrote: the address confirmation itself, and the Purchase
 * event for Meta, which is no e-mail.
 */
const PLAIN_KINDS = ['order_confirmation', 'meta_purchase'];

/**
 * True for a delivery that waits for its address: every e-mail with the visitor's words (the
 * reading, a resend, a review request) to a free order's address not yet confirmed, or not
 * confirmed again since it changed. Paid orders (an upgraded free one too) never wait: payment
 * proves intent. Such a delivery stays pending and unclaimed, and is no overdue delivery.
 */
export function heldForAddress(): SQL {
  return sql`(${deliveries.kind} not in (${sql.join(
    PLAIN_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  )}) and exists (select 1 from ${readings} where ${readings.id} = ${deliveries.reading_id} and ${readings.payment_method} = 'free' and ${readings.email_confirmed_at} is null))`;
}
