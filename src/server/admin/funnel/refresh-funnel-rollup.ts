import { sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Database } from '../../db/open-database';
import { DURATION_BUCKET_BOUNDS } from './duration-buckets';
import { fullMonths, monthStart, nextMonth } from './full-months';
import { campaignRollupSql, readingRollupSql, stepRollupSql } from './rollup-rows-sql';

// One rebuild at a time, on every server sharing the database: two would insert a day twice.
const ROLLUP_LOCK = 723_994_020;
/** A rebuild covers at most this many days per statement, so the first one over a year stays in small steps. */
const DAYS_PER_STATEMENT = 31;

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + DAY_MS).toISOString().slice(0, 10);

const FIGURES = [
  'visitors',
  'completions',
  'next_visitors',
  'timed',
  ...[...DURATION_BUCKET_BOUNDS, null].map((_, i) => `h${i}`),
];
const MONTH_SUMS = sql.raw(FIGURES.map((column) => `sum(${column})::int`).join(', '));

const rowsOf = <S extends z.ZodType>(schema: S, result: unknown) =>
  z.object({ rows: z.array(schema) }).parse(result).rows;

/** Consecutive days grouped into runs of at most DAYS_PER_STATEMENT: [first, last] each. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const length = run ? (dayStart(run[1]).getTime() - dayStart(run[0]).getTime()) / DAY_MS + 1 : 0;
    if (run && dayAfter(run[1]) === day && length < DAYS_PER_STATEMENT) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Deletes the days' marks, then their rows, and builds them again from readings and funnel_steps. */
async function rebuildDays(tx: Tx, stale: string[]): Promise<void> {
  const days = `{${stale.join(',')}}`;
  await tx.execute(sql`delete from funnel_rollup_dirty where day = any(${days}::date[])`);
  for (const [first, final] of runsOf(stale)) {
    const start = dayStart(first);
    const end = dayStart(dayAfter(final));
    for (const table of ['funnel_rollup_steps', 'funnel_rollup_readings', 'funnel_rollup_campaigns']) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where day between ${first}::date and ${final}::date`);
    }
    // All-campaign rows first: a report without a campaign then reads them from adjacent pages
    // (interleaved with the per-campaign rows they were spread over eight times as many).
    await tx.execute(
      sql`insert into funnel_rollup_steps select * from (${stepRollupSql(start, end)}) as rows order by by_campaign, day`,
    );
    await tx.execute(
      sql`insert into funnel_rollup_readings select * from (${readingRollupSql(start, end)}) as rows order by by_campaign, day`,
    );
    await tx.execute(sql`insert into funnel_rollup_campaigns ${campaignRollupSql(start, end)}`);
  }
  await tx.execute(sql`insert into funnel_rollup_days (day) select unnest(${days}::date[])
    on conflict (day) do update set rolled_at = now()`);
  // After a first build of weeks of rows, plans made on the empty tables' statistics sort to disk.
  if (stale.length > 7)
    await tx.execute(sql`analyze funnel_rollup_steps, funnel_rollup_readings, funnel_rollup_campaigns`);
}

/**
 * The month rows, summed from the daily rows: a month is built once the range holds all its days
 * (all built by now), and built again whenever one of its days is rebuilt, in the same
 * transaction, so a reader sees the old or the new rows, never none. A built month's days all stay
 * built, so its rows always sum current daily rows; a report over the whole month first rebuilds
 * its dirty days, and with them the month.
 */
async function rebuildMonths(tx: Tx, stale: string[], months: string[]): Promise<void> {
  const touched = [...new Set(stale.map(monthStart))];
  const candidates = [...new Set([...touched, ...months])];
  if (candidates.length === 0) return;
  const built = rowsOf(
    z.object({ day: z.string() }),
    await tx.execute(
      sql`select day::text as day from funnel_rollup_months where day = any(${`{${candidates.join(',')}}`}::date[])`,
    ),
  ).map((row) => row.day);
  const due = candidates.filter(
    (month) =>
      (touched.includes(month) && (built.includes(month) || months.includes(month))) ||
      (months.includes(month) && !built.includes(month)),
  );
  for (const month of due) {
    await tx.execute(sql`delete from funnel_rollup_step_months where day = ${month}::date`);
    await tx.execute(sql`insert into funnel_rollup_step_months
      select ${month}::date, market, gender, device, tier, by_campaign, campaign, step, ${MONTH_SUMS}
      from funnel_rollup_steps where day >= ${month}::date and day < ${nextMonth(month)}::date
      group by market, gender, device, tier, by_campaign, campaign, step order by by_campaign`);
    await tx.execute(sql`insert into funnel_rollup_months (day) values (${month}::date) on conflict (day) do nothing`);
  }
}

/**
 * Brings the rollup of the closed days in [from, to] up to date: builds the days never built and
 * rebuilds the days marked dirty since, then the months wholly in the range (see rebuildMonths),
 * and returns the first open day, whose readings the report counts live. A day is closed ten
 * minutes after it ends (UTC, the database's clock): by then every write that began on it has
 * committed, and the triggers mark any later change. The marks are deleted first, in the same
 * transaction: a writer changing the day meanwhile waits on its mark's row and marks the day
 * again once this commits (migration 0011).
 */
export async function refreshFunnelRollup(db: Database, from: string, to: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    // The planner overestimates these joins a hundredfold and then spends a second compiling them
    // (JIT) to save milliseconds; and the per-reading aggregates spill to disk at the default work_mem.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    const [clock] = rowsOf(
      z.object({ open_from: z.string() }),
      await tx.execute(sql`select (((now() at time zone 'UTC') - interval '10 minutes')::date)::text as open_from`),
    );
    const openFrom = clock?.open_from ?? from;
    if (from >= openFrom) return openFrom;
    const last = to < openFrom ? to : new Date(dayStart(openFrom).getTime() - DAY_MS).toISOString().slice(0, 10);
    const stale = rowsOf(
      z.object({ day: z.string() }),
      await tx.execute(sql`select d::date::text as day from generate_series(${from}::date, ${last}::date, interval '1 day') as d
        where not exists (select 1 from funnel_rollup_days b where b.day = d::date) or exists (select 1 from funnel_rollup_dirty m where m.day = d::date)
        order by d`),
    ).map((row) => row.day);
    if (stale.length > 0) await rebuildDays(tx, stale);
    await rebuildMonths(tx, stale, fullMonths(from, last));
    return openFrom;
  });
}
