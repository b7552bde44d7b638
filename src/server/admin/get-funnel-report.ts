import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

import type { FunnelQuery, FunnelReport } from '../../domain/admin-funnel-api';
import { FUNNEL_REPORT_ROWS, funnelRowLabel } from '../../domain/funnel-report-rows';
import { PRICES } from '../../domain/prices';
import type { Database } from '../db/open-database';
import { DURATION_BUCKET_BOUNDS, medianFromBuckets } from './funnel/duration-buckets';
import { fullMonths, nextMonth } from './funnel/full-months';
import { refreshFunnelRollup } from './funnel/refresh-funnel-rollup';
import { campaignRollupSql, readingRollupSql, stepRollupSql } from './funnel/rollup-rows-sql';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) =>
  new Date(dayStart(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

const count = z.coerce.number();
const rowsOf = <S extends z.ZodType>(schema: S, result: unknown) =>
  z.object({ rows: z.array(schema) }).parse(result).rows;
const BUCKET_COLUMNS = Array.from({ length: DURATION_BUCKET_BOUNDS.length + 1 }, (_, i) => `h${i}`);

const stepTotals = z.object({
  step: z.string(),
  visitors: count,
  completions: count,
  next_visitors: count,
  buckets: z.array(count),
});
const readingTotals = z.object({
  day: z.string(),
  tier: z.string().nullable(),
  currency: z.string().nullable(),
  readings: count,
  paid: count,
  gross: count,
  refunded: count,
});

/** The filters, on rollup-shaped rows (the rollup tables' or the live ones'). */
function filters(query: FunnelQuery): SQL {
  const conditions = [
    query.market ? sql`market = ${query.market}` : undefined,
    query.gender ? sql`gender = ${query.gender}` : undefined,
    query.device ? sql`device = ${query.device}` : undefined,
    query.tier ? sql`tier = ${query.tier}` : undefined,
    query.campaign ? sql`by_campaign and campaign = ${query.campaign}` : sql`not by_campaign and campaign is null`,
  ].filter((condition) => condition !== undefined);
  return sql.join(conditions, sql` and `);
}

const LIVE = {
  funnel_rollup_steps: stepRollupSql,
  funnel_rollup_readings: readingRollupSql,
  funnel_rollup_campaigns: campaignRollupSql,
};

/**
 * The closed days from the rollup (refreshFunnelRollup built them, and the months wholly in the
 * range), and the open ones (today, and yesterday for ten minutes) counted live from the raw rows:
 * rows of the same shape, so they add up.
 */
function source(table: keyof typeof LIVE, query: FunnelQuery, openFrom: string, where: SQL = sql`true`): SQL {
  const parts: SQL[] = [];
  const closedTo = query.to < openFrom ? query.to : addDays(openFrom, -1);
  const closed = (first: string, last: string) => {
    if (first <= last)
      parts.push(
        sql`select * from ${sql.identifier(table)} where day between ${first}::date and ${last}::date and ${where}`,
      );
  };
  // Whole months of steps from their month rows, the days around them from the daily rows.
  const months = table === 'funnel_rollup_steps' ? fullMonths(query.from, closedTo) : [];
  const [firstMonth, lastMonth] = [months[0], months.at(-1)];
  if (firstMonth && lastMonth) {
    parts.push(
      sql`select * from funnel_rollup_step_months where day between ${firstMonth}::date and ${lastMonth}::date and ${where}`,
    );
    closed(query.from, addDays(firstMonth, -1));
    closed(nextMonth(lastMonth), closedTo);
  } else {
    closed(query.from, closedTo);
  }
  const liveFrom = query.from > openFrom ? query.from : openFrom;
  if (liveFrom <= query.to) {
    const live = LIVE[table](dayStart(liveFrom), dayStart(addDays(query.to, 1)));
    parts.push(sql`select * from (${live}) as live where ${where}`);
  }
  return parts.length > 0 ? sql.join(parts, sql` union all `) : sql`select * from ${sql.identifier(table)} where false`;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The funnel dashboard: readings started on the days asked (UTC, by creation: a reading, its
 * steps and its payment all count on the day it was created), narrowed by the filters. Steps per
 * FUNNEL_REPORT_ROWS: visitors are distinct readings with a view, completions distinct readings
 * with a completion, conversion the share of visitors who also viewed the next step, the median
 * from the duration buckets (DURATION_BUCKET_BOUNDS: exact to within its bucket).
 */
export async function getFunnelReport(db: Database, query: FunnelQuery): Promise<FunnelReport> {
  const openFrom = await refreshFunnelRollup(db, query.from, query.to);
  const buckets = sql.raw(
    `json_build_array(${BUCKET_COLUMNS.map((column) => `sum(${column})`).join(', ')}) as buckets`,
  );
  // One snapshot for the three queries, so the steps, money and campaigns agree; no JIT (see refreshFunnelRollup).
  const [steps, totals, campaigns] = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    const stepRows =
      await tx.execute(sql`select step, sum(visitors) as visitors, sum(completions) as completions, sum(next_visitors) as next_visitors, ${buckets}
      from (${source('funnel_rollup_steps', query, openFrom, filters(query))}) as s group by step`);
    const totalRows =
      await tx.execute(sql`select day::text as day, tier, currency, sum(readings) as readings, sum(paid) as paid,
        sum(gross_minor) as gross, sum(refunded_minor) as refunded
      from (${source('funnel_rollup_readings', query, openFrom, filters(query))}) as r group by day, tier, currency`);
    const campaignRows =
      await tx.execute(sql`select campaign from (${source('funnel_rollup_campaigns', query, openFrom)}) as c
      group by campaign order by sum(readings) desc, campaign limit 50`);
    return [
      rowsOf(stepTotals, stepRows),
      rowsOf(readingTotals, totalRows),
      rowsOf(z.object({ campaign: z.string() }), campaignRows),
    ] as const;
  });

  const byStep = new Map(steps.map((row) => [row.step, row]));
  const days = new Map<string, FunnelReport['days'][number]>();
  for (let day = query.from; day <= query.to; day = addDays(day, 1))
    days.set(day, { day, readings: 0, paid: 0, net_minor_by_currency: {} });
  const tiers = new Map<string, { readings: number; paid: number }>();
  const revenue = new Map<string, { orders: number; gross: number; refunded: number }>();
  let readings = 0;
  for (const row of totals) {
    readings += row.readings;
    const day = days.get(row.day);
    if (day) {
      day.readings += row.readings;
      day.paid += row.paid;
      if (row.currency)
        day.net_minor_by_currency[row.currency] =
          (day.net_minor_by_currency[row.currency] ?? 0) + row.gross - row.refunded;
    }
    if (row.tier) {
      const tier = tiers.get(row.tier) ?? { readings: 0, paid: 0 };
      tiers.set(row.tier, { readings: tier.readings + row.readings, paid: tier.paid + row.paid });
    }
    if (row.currency) {
      const money = revenue.get(row.currency) ?? { orders: 0, gross: 0, refunded: 0 };
      revenue.set(row.currency, {
        orders: money.orders + row.paid,
        gross: money.gross + row.gross,
        refunded: money.refunded + row.refunded,
      });
    }
  }
  const tierOrder = (tier: string) => (PRICES as readonly string[]).indexOf(tier);

  return {
    query: { ...query },
    readings,
    steps: FUNNEL_REPORT_ROWS.map((row) => {
      const found = byStep.get(row.key);
      const visitors = found?.visitors ?? 0;
      return {
        step: row.key,
        label: funnelRowLabel(row),
        visitors,
        completions: found?.completions ?? 0,
        conversion: row.next.length > 0 ? share(found?.next_visitors ?? 0, visitors) : null,
        median_seconds: found ? medianFromBuckets(found.buckets) : null,
        side: row.side,
      };
    }),
    tiers: [...tiers.entries()]
      .sort(([a], [b]) => tierOrder(a) - tierOrder(b))
      .map(([tier, row]) => ({
        tier,
        readings: row.readings,
        paid: row.paid,
        conversion: share(row.paid, row.readings),
      })),
    revenue: [...revenue.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, row]) => ({
        currency,
        orders: row.orders,
        gross_minor: row.gross,
        refunded_minor: row.refunded,
        net_minor: row.gross - row.refunded,
      })),
    days: [...days.values()],
    campaigns: campaigns.map((row) => row.campaign),
  };
}
