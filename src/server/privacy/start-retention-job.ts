import type { AlertMail } from '../alerts/alert-mail-from-config';
import { raiseAlert } from '../alerts/raise-alert';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { summarizeError } from '../db/summarize-error';
import type { DeliveryLog } from '../delivery/send-delivery';
import { runRetention, type RetentionDeps, type RetentionOptions, type RetentionSummary } from './run-retention';

export type RetentionJob = {
  /** Stops the timer and waits for the run in progress, so the database can close after it. */
  stop: () => Promise<void>;
};

export type RetentionJobDeps = RetentionDeps & { log: DeliveryLog; alertMail: AlertMail | null };

/** Erased readings whose files stay in the store are a promise not yet kept: the operator hears of it. */
async function alertPendingFiles(deps: RetentionJobDeps, summary: RetentionSummary): Promise<void> {
  if (summary.documentsPending === 0) return;
  await raiseAlert({ db: deps.db, mail: deps.alertMail, now: deps.now }, {
    kind: 'erasure_incomplete',
    message: `${summary.documentsPending} stored PDFs of erased readings could not be deleted from the document store`
      + `${summary.documentError ? ` (${summary.documentError})` : ''}; the retention job tries again every hour.`,
  });
}

/**
 * Runs the retention job at once and then every `intervalMs`, never two runs at once in this
 * process (several servers may run it together: their batches skip each other's rows). A failed
 * run is logged and the schedule kept, as the delivery worker does.
 */
export function startRetentionJob(deps: RetentionJobDeps, options: RetentionOptions & { intervalMs: number }): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  function tick(): void {
    if (stopped) return;
    running = runRetention(deps, options)
      .then(async (summary) => {
        if (summary.abandoned + summary.completed + summary.documentsDeleted + summary.documentsPending > 0) deps.log.info({ ...summary }, 'retention run');
        await alertPendingFiles(deps, summary);
      })
      .catch((error: unknown) => {
        deps.log[isDatabaseUnavailable(error) ? 'warn' : 'error']({ error: summarizeError(error) }, 'retention run failed');
      })
      .finally(() => {
        running = null;
        if (stopped) return;
        timer = setTimeout(tick, options.intervalMs);
        timer.unref();
      });
  }

  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
