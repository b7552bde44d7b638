import { eq } from 'drizzle-orm';

import { paymentEvents } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { HttpError } from '../http/http-error';

export type HeldEvent = typeof paymentEvents.$inferSelect;

/**
 * A held event, locked for the transaction, so two operators settling it at once cannot both
 * succeed: the second finds it no longer held.
 */
export async function findHeldEvent(tx: DbOrTx, paymentEventId: number): Promise<HeldEvent> {
  const [event] = await tx
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.id, paymentEventId))
    .limit(1)
    .for('update');
  if (!event) throw new HttpError(404, 'payment_event_not_found', `There is no payment event ${paymentEventId}.`);
  if (event.outcome !== 'held') {
    throw new HttpError(
      409,
      'payment_not_held',
      `Payment event ${paymentEventId} is not held for review (its outcome is ${event.outcome}).`,
    );
  }
  return event;
}
