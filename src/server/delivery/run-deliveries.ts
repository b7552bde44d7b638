import { randomBytes } from 'node:crypto';

import { checkOverdueDeliveries } from '../alerts/check-overdue-deliveries';
import { summarizeError } from '../db/summarize-error';
import { claimDeliveries } from './claim-deliveries';
import { sendDelivery, type DeliveryDeps, type DeliveryOutcome } from './send-delivery';

export type RunOptions = {
  /** Treat everything due by this time as due; default: now. */
  dueBy?: Date;
  /** Deliveries claimed and sent at once by this worker. */
  concurrency?: number;
  /** How long a claim holds before another worker may take the delivery over. */
  leaseMs?: number;
  workerId?: string;
};

/** Outcomes of every kind, and apart how many of the sent were review requests and Purchases for Meta: not readings nor order e-mails. */
export type RunSummary = Record<DeliveryOutcome, number> & {
  review_requests_sent: number;
  meta_purchases_sent: number;
};

export const DEFAULT_LEASE_MS = 5 * 60_000;

export const newWorkerId = () => `${process.pid}-${randomBytes(4).toString('hex')}`;

/**
 * After each run: readings past their promised time become operator alerts. Here rather than in the
 * in-process worker, so `npm run deliver` from cron checks too; a failed check only logs.
 */
async function alertOverdue(deps: DeliveryDeps): Promise<void> {
  try {
    await checkOverdueDeliveries({ db: deps.db, mail: deps.alertMail ?? null, now: deps.now });
  } catch (error) {
    deps.log.warn({ error: summarizeError(error) }, 'the overdue-delivery check failed');
  }
}

/**
 * Sends everything due, a few at a time, until nothing due is left. A delivery that fails is not
 * claimed again in the same run (even when --due-by lies far ahead), so retries keep their backoff.
 */
export async function runDeliveries(deps: DeliveryDeps, options: RunOptions = {}): Promise<RunSummary> {
  const workerId = options.workerId ?? newWorkerId();
  const summary: RunSummary = {
    sent: 0,
    skipped: 0,
    canceled: 0,
    retry: 0,
    failed: 0,
    lease_lost: 0,
    review_requests_sent: 0,
    meta_purchases_sent: 0,
  };
  const attempted = new Set<number>();
  for (;;) {
    const now = deps.now();
    const claimed = await claimDeliveries(deps.db, {
      workerId,
      now,
      dueBy: options.dueBy ?? now,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      limit: options.concurrency ?? 4,
      excludeIds: [...attempted],
    });
    if (claimed.length === 0) {
      await alertOverdue(deps);
      return summary;
    }
    const outcomes = await Promise.all(
      claimed.map(async (delivery) => {
        attempted.add(delivery.id);
        return { kind: delivery.kind, outcome: await sendDelivery(deps, delivery, workerId) };
      }),
    );
    for (const { kind, outcome } of outcomes) {
      summary[outcome] += 1;
      if (outcome === 'sent' && kind === 'review_request') summary.review_requests_sent += 1;
      if (outcome === 'sent' && kind === 'meta_purchase') summary.meta_purchases_sent += 1;
    }
  }
}
