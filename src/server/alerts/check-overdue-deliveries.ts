import { and, asc, eq, gte, inArray, lt, not, notExists } from 'drizzle-orm';

import { deliveries, operatorAlerts } from '../db/schema';
import { heldForAddress } from '../delivery/held-for-address';
import { raiseAlert, type AlertDeps } from './raise-alert';

/**
 * How late a reading e-mail may be before an operator hears of it. The two-hour tier is due 1 h 30
 * after payment, so 30 minutes past due is the moment "within 2 hours" stops being true; every other
 * tier promises a day or more and is certainly late by then. Less would alert on the backoff's own
 * first retries (1 + 2 + 4 + 8 + 16 minutes), which usually end in a send.
 */
export const OVERDUE_AFTER_MS = 30 * 60_000;

/** At most this many new alerts per round: a long backlog is reported over a few rounds, not in one burst. */
const ALERTS_PER_ROUND = 50;

/**
 * Run by the delivery worker each round: one 'delivery_overdue' alert per reading e-mail still
 * pending (or being sent) OVERDUE_AFTER_MS past its due time, raised once per due time (a reading
 * resent by hand and late again is reported again). Returns how many alerts were raised.
 */
export async function checkOverdueDeliveries(deps: AlertDeps): Promise<number> {
  const now = deps.now();
  const late = await deps.db
    .select({
      readingId: deliveries.reading_id,
      dueAt: deliveries.due_at,
      status: deliveries.status,
      attempts: deliveries.attempts,
      lastError: deliveries.last_error,
    })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.kind, 'reading'),
        inArray(deliveries.status, ['pending', 'sending']),
        lt(deliveries.due_at, new Date(now.getTime() - OVERDUE_AFTER_MS)),
        // Waiting for its address to be confirmed is waiting for the visitor, not late.
        not(heldForAddress()),
        notExists(
          deps.db
            .select({ id: operatorAlerts.id })
            .from(operatorAlerts)
            .where(
              and(
                eq(operatorAlerts.kind, 'delivery_overdue'),
                eq(operatorAlerts.reading_id, deliveries.reading_id),
                gte(operatorAlerts.created_at, deliveries.due_at),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(deliveries.due_at))
    .limit(ALERTS_PER_ROUND);
  let raised = 0;
  for (const delivery of late) {
    const minutes = Math.round((now.getTime() - delivery.dueAt.getTime()) / 60_000);
    const state =
      delivery.status === 'sending'
        ? 'being sent'
        : delivery.attempts === 0
          ? 'not yet attempted'
          : `${delivery.attempts} attempts so far`;
    const cause = delivery.lastError ? `; last error: ${delivery.lastError}` : '';
    const alert = await raiseAlert(deps, {
      kind: 'delivery_overdue',
      readingId: delivery.readingId,
      message: `The reading e-mail of reading ${delivery.readingId} is ${minutes} minutes past its promised time (${state}${cause}).`,
      // Two workers checking at once: the second finds the first's alert under the kind's lock.
      unlessRaisedSince: delivery.dueAt,
    });
    if (alert) raised += 1;
  }
  return raised;
}
