import { DrizzleQueryError } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Database } from '../db/open-database';
import { startDeliveryWorker } from './delivery-worker';
import type { DeliveryDeps } from './send-delivery';

/** A database whose every use throws the given error, as a pool does while PostgreSQL is down. */
const failingDatabase = (error: Error) =>
  new Proxy(
    {},
    {
      get: () => {
        throw error;
      },
    },
  ) as unknown as Database;

function depsWith(db: Database) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const deps = { db, log, now: () => new Date() } as unknown as DeliveryDeps;
  return { deps, log };
}

describe('the in-process delivery worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps its schedule after runs that fail because the database is gone', async () => {
    const { deps, log } = depsWith(failingDatabase(new Error('Connection terminated unexpectedly')));
    const worker = startDeliveryWorker(deps, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(log.warn).toHaveBeenCalledTimes(4);
    expect(log.warn).toHaveBeenLastCalledWith(
      { error: expect.objectContaining({ message: 'Connection terminated unexpectedly' }) },
      'delivery run failed',
    );
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log.warn).toHaveBeenCalledTimes(4);
  });

  it('logs a failed query without its parameters', async () => {
    const cause = Object.assign(new Error('deadlock detected'), {
      code: '40P01',
      detail: 'Process 12 waits for visitor@example.com',
    });
    const { deps, log } = depsWith(
      failingDatabase(new DrizzleQueryError('select * from readings where email = $1', ['visitor@example.com'], cause)),
    );
    const worker = startDeliveryWorker(deps, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    await worker.stop();
    expect(log.error).toHaveBeenCalledWith(
      { error: expect.objectContaining({ code: '40P01', message: 'deadlock detected' }) },
      'delivery run failed',
    );
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('visitor@example.com');
  });
});
