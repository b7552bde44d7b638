import type { AlertMail } from '../alerts/alert-mail-from-config';
import { raiseAlert } from '../alerts/raise-alert';
import type { DeliveryLog } from '../delivery/send-delivery';
import { startRepeatingJob, type RepeatingJob } from '../jobs/start-repeating-job';
import { runRetention, type RetentionDeps, type RetentionOptions, type RetentionSummary } from './run-retention';

export type RetentionJob = RepeatingJob;

export type RetentionJobDeps = RetentionDeps & { log: DeliveryLog; alertMail: AlertMail | null };

/** Erased readings whose files stay in the store are a promise not yet kept: the operator hears of it. */
async function alertPendingFiles(deps: RetentionJobDeps, summary: RetentionSummary): Promise<void> {
  if (summary.documentsPending === 0) return;
  await raiseAlert(
    { db: deps.db, mail: deps.alertMail, now: deps.now },
    {
      kind: 'erasure_incomplete',
      message:
        `${summary.documentsPending} stored PDFs of erased readings could not be deleted from the document store` +
        `${summary.documentError ? ` (${summary.documentError})` : ''}; the retention job tries again every hour.`,
    },
  );
}

/**
 * Runs the retention job at once and then every `intervalMs`, never two runs at once in this
 * process (several servers may run it together: their batches skip each other's rows). A failed
 * run is logged and the schedule kept, as the delivery worker does.
 */
export function startRetentionJob(
  deps: RetentionJobDeps,
  options: RetentionOptions & { intervalMs: number },
): RetentionJob {
  return startRepeatingJob('retention run', deps.log, options.intervalMs, async () => {
    const summary = await runRetention(deps, options);
    const { abandoned, completed, documentsDeleted, documentsPending, mailDeleted } = summary;
    if (abandoned + completed + documentsDeleted + documentsPending + mailDeleted > 0)
      deps.log.info({ ...summary }, 'retention run');
    await alertPendingFiles(deps, summary);
  });
}
