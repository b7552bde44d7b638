import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { paymentEvents } from '../db/schema';
import { isCompletionEvent } from './is-completion-event';

export type HeldPayment = {
  /** payment_events.id: what attach and dismiss take. */
  id: number;
  provider: string;
  eventId: string;
  eventType: string;
  amountMinor: number | null;
  /** Upper-case ISO code. */
  currency: string | null;
  /** The address the payer typed: a hint for the operator, never a match. */
  payerEmail: string | null;
  /** The reading id the payment carried, even one no reading has. */
  readingRef: number | null;
  /** The reading it was held against (a payment below the chosen tier), if any. */
  readingId: number | null;
  providerPaymentId: string | null;
  /** Why it was held. */
  note: string | null;
  receivedAt: Date;
  /** A completed payment, which attachHeldPayment can credit to a reading; the rest can only be dismissed. */
  attachable: boolean;
};

export type HeldPaymentPage = {
  items: HeldPayment[];
  /** Pass as `after` for the next (older) page; null on the last page. */
  nextCursor: number | null;
  /** Every event held now, across pages. */
  total: number;
};

export type HeldPaymentQuery = {
  /** Items per page: 50 unless said, at most 200. */
  limit?: number;
  /** The previous page's nextCursor. */
  after?: number | null;
};

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

/**
 * The review queue: events held for an operator, newest first. Pages are keyed on the last item
 * seen (its arrival time and id), so events held or settled while someone pages neither repeat
 * nor go missing from the pages still to come.
 */
export async function listHeldPayments(db: Database, query: HeldPaymentQuery = {}): Promise<HeldPaymentPage> {
  const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
  const after = query.after && Number.isSafeInteger(query.after) && query.after > 0 ? query.after : null;
  const held = eq(paymentEvents.outcome, 'held');
  // Compared in the database, whose times are finer than a JavaScript Date.
  const older =
    after === null
      ? undefined
      : sql`(${paymentEvents.received_at}, ${paymentEvents.id}) < (select seen.received_at, seen.id from payment_events seen where seen.id = ${after})`;
  const rows = await db
    .select({
      id: paymentEvents.id,
      provider: paymentEvents.provider,
      eventId: paymentEvents.event_id,
      eventType: paymentEvents.event_type,
      amountMinor: paymentEvents.amount_minor,
      currency: paymentEvents.currency,
      payerEmail: paymentEvents.payer_email,
      readingRef: paymentEvents.reading_ref,
      readingId: paymentEvents.reading_id,
      providerPaymentId: paymentEvents.provider_payment_id,
      note: paymentEvents.note,
      receivedAt: paymentEvents.received_at,
    })
    .from(paymentEvents)
    .where(and(held, older))
    .orderBy(desc(paymentEvents.received_at), desc(paymentEvents.id))
    .limit(limit + 1);
  const [counted] = await db.select({ total: count() }).from(paymentEvents).where(held);
  const items = rows
    .slice(0, limit)
    .map((row) => ({ ...row, attachable: isCompletionEvent(row.provider, row.eventType) }));
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null, total: counted?.total ?? 0 };
}
