import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { summarizeError } from '../db/summarize-error';
import { newWorkerId, runDeliveries, type RunOptions } from './run-deliveries';
import type { DeliveryDeps } from './send-delivery';

export type DeliveryWorker = {
  /** Run soon instead of at the next tick (an order confirmation was just scheduled). */
  wake: () => void;
  /** Stops the timer and waits for the run in progress, so the database can close after it. */
  stop: () => Promise<void>;
};

/** The in-process worker: one run every interval, never two at once in this process. */
export function startDeliveryWorker(
  deps: DeliveryDeps,
  options: { intervalMs: number } & Omit<RunOptions, 'dueBy' | 'workerId'>,
): DeliveryWorker {
  const workerId = newWorkerId();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDeliveries(deps, { ...options, workerId })
      .then((summary) => {
        if (Object.values(summary).some((count) => count > 0)) deps.log.info({ ...summary }, 'delivery run');
      })
      // A failed run (the database gone, a bug) is logged, without the query's values, and the
      // next run is scheduled all the same: what it claimed waits for its lease to end.
      .catch((error: unknown) => {
        const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
        deps.log[level]({ error: summarizeError(error) }, 'delivery run failed');
      })
      .finally(() => {
        running = null;
        schedule(again ? 0 : options.intervalMs);
        again = false;
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
