import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { FUNNEL_MAX_DAYS } from '../../../domain/admin-funnel-api';
import type { Database } from '../../db/open-database';
import type { DeliveryLog } from '../../delivery/send-delivery';
import { startRepeatingJob, type RepeatingJob } from '../../jobs/start-repeating-job';
import { monthStart, nextMonth } from './full-months';
import { refreshFunnelRollup } from './refresh-funnel-rollup';

export type FunnelRollupJob = RepeatingJob;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The calendar months from the first reading's (at most the dashboard's longest range back) to
 * today's, newest first: the months an owner looks at most are ready first.
 */
async function monthsToKeep(db: Database, now: Date): Promise<string[]> {
  const result = await db.execute(sql`select min(created_at) as first from readings`);
  const [row] = z.object({ rows: z.array(z.object({ first: z.coerce.date().nullable() })) }).parse(result).rows;
  if (!row?.first) return [];
  const oldest = isoDay(new Date(Math.max(row.first.getTime(), now.getTime() - FUNNEL_MAX_DAYS * DAY_MS)));
  const months: string[] = [];
  for (let month = monthStart(oldest); month <= isoDay(now); month = nextMonth(month)) months.unshift(month);
  return months;
}

/**
 * Keeps the funnel dashboard's rollup built in the background, at once and then every
 * `intervalMs`: without it the first report over a long range would build a year of days while
 * the owner waits (1.3 to 2 minutes at a million readings). One month per transaction, so a
 * report waiting on the rollup's lock waits for a month's build at most, never the year's.
 */
export function startFunnelRollupJob(
  deps: { db: Database; log: DeliveryLog; now?: () => Date },
  options: { intervalMs: number },
): FunnelRollupJob {
  return startRepeatingJob('funnel rollup', deps.log, options.intervalMs, async (stopped) => {
    const now = deps.now?.() ?? new Date();
    for (const month of await monthsToKeep(deps.db, now)) {
      if (stopped()) return;
      const last = isoDay(new Date(Date.parse(`${nextMonth(month)}T00:00:00Z`) - DAY_MS));
      await refreshFunnelRollup(deps.db, month, last);
    }
  });
}
