import { sql, type SQL } from 'drizzle-orm';

import { FUNNEL_REPORT_ROWS } from '../../../domain/funnel-report-rows';
import { DURATION_BUCKET_BOUNDS } from './duration-buckets';

/**
 * The rollup's rows computed from readings and funnel_steps, for the readings created in
 * [start, end): what a rebuild inserts for closed days and what the report reads live for today.
 * Every reading belongs to the UTC day it was created on, its steps included, whenever they came.
 * Each mix of filters appears twice (grouping sets): per campaign, and for all campaigns together.
 */

const BUCKETS = sql.raw(`array[${DURATION_BUCKET_BOUNDS.join(', ')}]::float8[]`);
const HISTOGRAM = sql.raw(
  Array.from(
    { length: DURATION_BUCKET_BOUNDS.length + 1 },
    (_, i) => `count(*) filter (where t.bucket = ${i})::int as h${i}`,
  ).join(', '),
);

const indexOf = new Map(FUNNEL_REPORT_ROWS.map((row, index) => [row.key, index]));
const nextMask = (next: readonly string[]) => next.reduce((mask, key) => mask | (1 << (indexOf.get(key) ?? 31)), 0);
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

// Lookups by a step's position in PATHS, as constant arrays: a join with a VALUES list made the
// planner loop over it for every step row (130 ms of a 240 ms day).
const pages = FUNNEL_REPORT_ROWS.flatMap((row, index) =>
  row.views.map((path) => ({ path, index, completes: row.completions.includes(path) })),
);
const PATHS = sql.raw(`(array[${pages.map((page) => literal(page.path)).join(', ')}]::text[])`);
const ROW_OF = sql.raw(`(array[${pages.map((page) => page.index).join(', ')}]::int[])`);
const COMPLETES = sql.raw(`(array[${pages.map((page) => page.completes).join(', ')}]::boolean[])`);
const NEXT_MASK = sql.raw(`(array[${FUNNEL_REPORT_ROWS.map((row) => nextMask(row.next)).join(', ')}]::int[])`);
const KEYS = sql.raw(`(array[${FUNNEL_REPORT_ROWS.map((row) => literal(row.key)).join(', ')}]::text[])`);

const matching = (start: Date, end: Date) => sql`
  select id, (created_at at time zone 'UTC')::date as day,
    case when country_code = 'PH' then 'philippines' else 'international' end as market,
    gender, device_class as device, selected_price as tier, utm_campaign as campaign,
    case when payment_status = 'completed' then paid_currency end as currency,
    payment_status = 'completed' as paid, paid_amount_minor, refunded_amount_minor
  from readings where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`;

/** Columns in funnel_rollup_steps' order. */
export function stepRollupSql(start: Date, end: Date): SQL {
  return sql`
    with r as (${matching(start, end)}),
    -- One index range over the day's steps (ids grow with creation time), not a probe per reading;
    -- the join with r below drops any step of a reading created outside the range.
    per as (
      select reading_id, ${ROW_OF}[position] as idx,
        min(at) filter (where kind = 'view') as first_view,
        min(at) filter (where kind = 'complete' and ${COMPLETES}[position]) as first_complete
      from (
        select reading_id, kind, at, array_position(${PATHS}, step) as position from funnel_steps
        where reading_id between (select min(id) from r) and (select max(id) from r)
      ) as s
      where position is not null
      group by reading_id, idx
    ),
    t as (
      select reading_id, idx, first_view, first_complete,
        first_view is not null
          and (bit_or(case when first_view is not null then 1 << idx else 0 end) over (partition by reading_id) & ${NEXT_MASK}[idx + 1]) <> 0 as reached_next,
        case when first_complete >= first_view then width_bucket(extract(epoch from first_complete - first_view)::float8, ${BUCKETS}) end as bucket
      from per
      where first_view is not null or first_complete is not null
    )
    select r.day, r.market, r.gender, r.device, r.tier, grouping(r.campaign) = 0 as by_campaign, r.campaign,
      ${KEYS}[t.idx + 1] as step,
      count(t.first_view)::int as visitors, count(t.first_complete)::int as completions,
      count(*) filter (where t.reached_next)::int as next_visitors, count(t.bucket)::int as timed, ${HISTOGRAM}
    from t join r on r.id = t.reading_id
    group by grouping sets ((r.day, r.market, r.gender, r.device, r.tier, r.campaign, t.idx), (r.day, r.market, r.gender, r.device, r.tier, t.idx))`;
}

/** Columns in funnel_rollup_readings' order. Refunds count against the reading's own paid currency. */
export function readingRollupSql(start: Date, end: Date): SQL {
  return sql`
    with r as (${matching(start, end)})
    select day, market, gender, device, tier, grouping(campaign) = 0 as by_campaign, campaign, currency,
      count(*)::int as readings, count(*) filter (where paid)::int as paid,
      coalesce(sum(paid_amount_minor) filter (where currency is not null), 0)::bigint as gross_minor,
      coalesce(sum(refunded_amount_minor) filter (where currency is not null), 0)::bigint as refunded_minor
    from r
    group by grouping sets ((day, market, gender, device, tier, campaign, currency), (day, market, gender, device, tier, currency))`;
}

/** Readings started per day and campaign (funnel_rollup_campaigns' columns). */
export function campaignRollupSql(start: Date, end: Date): SQL {
  return sql`
    select (created_at at time zone 'UTC')::date as day, utm_campaign as campaign, count(*)::int as readings
    from readings
    where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz and utm_campaign is not null
    group by 1, 2`;
}
