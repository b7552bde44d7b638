import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { auditLog, paymentEvents } from '../db/schema';
import { HttpError } from '../http/http-error';
import { findHeldEvent } from './find-held-event';
import { sanitizeEventText } from './sanitize-event-text';

export type DismissRequest = {
  /** payment_events.id of the held event. */
  paymentEventId: number;
  /** Why: a duplicate, a test payment, refunded at the provider... Kept in the note and the audit log. */
  reason: string;
  operator: { email: string };
};

const MAX_REASON = 500;

/**
 * An operator decides a held event needs nothing more: it leaves the queue as 'dismissed', its note
 * naming the operator and the reason, and the audit log records it, in one transaction. No reading
 * changes. The payer's e-mail hint, kept only while the event was held, is dropped.
 */
export async function dismissHeldPayment(db: Database, request: DismissRequest): Promise<void> {
  const { paymentEventId, operator } = request;
  const reason = sanitizeEventText(request.reason.trim(), MAX_REASON);
  if (!reason) throw new HttpError(400, 'reason_required', 'Say why this payment is dismissed.');
  await db.transaction(async (tx) => {
    const event = await findHeldEvent(tx, paymentEventId);
    await tx
      .update(paymentEvents)
      .set({
        outcome: 'dismissed',
        payer_email: null,
        note: `dismissed by ${operator.email}: ${reason} (held: ${event.note ?? 'no note'})`,
      })
      .where(eq(paymentEvents.id, paymentEventId));
    await tx.insert(auditLog).values({
      operator_email: operator.email,
      action: 'payment.dismiss',
      reading_id: event.reading_id,
      detail: {
        payment_event_id: paymentEventId,
        provider: event.provider,
        event_id: event.event_id,
        event_type: event.event_type,
        amount_minor: event.amount_minor,
        currency: event.currency,
        provider_payment_id: event.provider_payment_id,
        reason,
        held_note: event.note,
      },
    });
  });
}
