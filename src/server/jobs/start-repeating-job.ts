import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { summarizeError } from '../db/summarize-error';
import type { DeliveryLog } from '../delivery/send-delivery';

export type RepeatingJob = {
  /** Stops the timer and waits for the run in progress, so the database can close after it. */
  stop: () => Promise<void>;
};

/**
 * Runs `run` at once and then `intervalMs` after each run ends, never two at once in this
 * process. A failed run is logged (a database that does not answer as a warning) and the
 * schedule kept. `run` is told whether the job was stopped, to end a long run early.
 */
export function startRepeatingJob(
  name: string,
  log: DeliveryLog,
  intervalMs: number,
  run: (stopped: () => boolean) => Promise<void>,
): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  function tick(): void {
    if (stopped) return;
    running = run(() => stopped)
      .catch((error: unknown) => {
        log[isDatabaseUnavailable(error) ? 'warn' : 'error']({ error: summarizeError(error) }, `${name} failed`);
      })
      .finally(() => {
        running = null;
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
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
