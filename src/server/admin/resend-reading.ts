import { randomUUID } from 'node:crypto';

import { and, eq, like, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { deliveries } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { isAwaitingAddress } from '../email-confirmation/is-awaiting-address';
import { queueAddressConfirmation } from '../email-confirmation/queue-address-confirmation';
import { ActionRefused } from './action-refused';
import { loadActionableReading, refuseIfMoneyReturned } from './load-actionable-reading';
import { recordAudit } from './record-audit';

/** Every resend is its own outbox row ('resend:1', 'resend:2', ...) with its own Message-ID, due at once. */
export const RESEND_KIND_PREFIX = 'resend:';

export type Operator = { email: string };

/** Queues one more message of the reading, due now; its kind names it in the outbox. */
export async function scheduleResend(tx: DbOrTx, readingId: number, now: Date): Promise<string> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(and(eq(deliveries.reading_id, readingId), like(deliveries.kind, `${RESEND_KIND_PREFIX}%`)));
  const kind = `${RESEND_KIND_PREFIX}${(count?.n ?? 0) + 1}`;
  await tx
    .insert(deliveries)
    .values({ reading_id: readingId, kind, due_at: now, next_attempt_at: now, message_key: randomUUID() });
  return kind;
}

/** What a resend queued: the reading again, or (a free order's address not confirmed) the confirmation link. */
export type Resent = 'reading' | 'confirmation';

/**
 * A new message with the kept document (the same bytes as the first one): for "I never got it".
 * Only once the reading went out or was given up on; before that, the reading is still on its way.
 * A free order whose address is not confirmed gets its confirmation link again instead: the reading
 * goes out once the address is confirmed, never around it. Null when there is no such reading.
 */
export async function resendReading(
  db: Database,
  readingId: number,
  operator: Operator,
  now: Date,
  reason: string,
): Promise<Resent | null> {
  return db.transaction(async (tx) => {
    const reading = await loadActionableReading(tx, readingId);
    if (!reading) return null;
    if (reading.paymentStatus !== 'completed')
      throw new ActionRefused('This reading was never ordered, so there is nothing to resend.');
    refuseIfMoneyReturned(reading);
    if (await isAwaitingAddress(tx, readingId)) {
      await queueAddressConfirmation(tx, readingId, now);
      await recordAudit(tx, {
        operatorEmail: operator.email,
        action: 'reading.resend_confirmation',
        readingId,
        detail: { reason },
      });
      return 'confirmation';
    }
    const [first] = await tx
      .select({ status: deliveries.status })
      .from(deliveries)
      .where(and(eq(deliveries.reading_id, readingId), eq(deliveries.kind, 'reading')))
      .limit(1);
    if (!first || first.status === 'pending' || first.status === 'sending') {
      throw new ActionRefused('The reading has not been sent yet. Reschedule it to send it sooner.');
    }
    const kind = await scheduleResend(tx, readingId, now);
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: 'reading.resend',
      readingId,
      detail: { kind, reason },
    });
    return 'reading';
  });
}
