// The funnel dashboard over a year of traffic, on PostgreSQL 15 and on the embedded PGlite.
// Generates the data in SQL (1,000,000 readings over the 365 days up to now, about ten step rows
// each with a realistic drop-off, a share paid and a few refunded), then times getFunnelReport for a
// 7-, 30- and 365-day range, each with no filter and with two filters: first the raw aggregation
// the rollup is built from (what the report would cost without it), then the first report of each
// range (which builds the rollup of its closed days), then warm reports, and a report after a
// change to yesterday's data (one day rebuilt).
// Usage: npx tsx bench/funnel-dashboard.ts [postgres|pglite ...] [--readings=N] [--runs=N] [--keep] [--reuse]
// (--keep leaves the PostgreSQL database astral_funnel_bench behind, to EXPLAIN a query by hand;
// --reuse measures again on the database a --keep run left, its rollup emptied, without generating).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { funnelQuerySchema, type FunnelQuery } from '../src/domain/admin-funnel-api';
import { readingRollupSql, stepRollupSql } from '../src/server/admin/funnel/rollup-rows-sql';
import { getFunnelReport } from '../src/server/admin/get-funnel-report';
import { openDatabase, type Database } from '../src/server/db/open-database';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const READINGS = option('readings', 1_000_000);
const RUNS = option('runs', 10);
const targets = args.filter((a) => !a.startsWith('--'));
const KEEP = args.includes('--keep');
const REUSE = args.includes('--reuse');
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'astral_funnel_bench';
const CHUNKS = 20;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = dayOf(Date.now());

// A reading's pseudo-random numbers in [0, 1), from its id: the same data for anyone who runs it.
const u = (salt: number) => sql.raw(`((n::bigint * ${2_654_435_761 + salt * 40_503}) % 1000003) / 1000003.0`);
// Pages reached on the straight path (1: the landing only; 16: checkout): each page keeps 84 % of
// the visitors of the one before, so about 6 pages and 11 step rows a reading.
const DEPTH = sql`least(16, 1 + floor(ln(1 - ${u(1)}) / ln(0.84)))::int`;

async function generate(db: Database): Promise<void> {
  const start = Date.now() - 365 * DAY_MS;
  await db.execute(sql`alter table readings disable trigger user`);
  await db.execute(sql`alter table funnel_steps disable trigger all`);
  // Index builds after the load are several times faster than keeping 10 M rows' indexes up to date.
  const indexes = (await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'funnel_steps' and indexname <> 'funnel_steps_pkey'`,
  )) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index ${index.indexname}`));
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    const first = Math.floor((READINGS * chunk) / CHUNKS) + 1;
    const last = Math.floor((READINGS * (chunk + 1)) / CHUNKS);
    await db.execute(sql`
      insert into readings (id, gender, country_code, device_class, utm_source, utm_campaign, landing_path, selected_price, payment_status,
        paid_amount_minor, paid_currency, refunded_amount_minor, created_at, updated_at, access_token_hash)
      select n, gender, country, device, case when campaign is null then null else 'facebook' end, campaign, landing, price,
        case when price = 'FREE' or paid then 'completed' else 'pending' end,
        case when paid then amount end, case when paid then currency end, case when paid and ${u(7)} < 0.03 then amount end,
        created, created, md5(n::text)
      from (
        select n, depth, created,
          case when ${u(2)} < 0.75 then 'female' else 'male' end as gender,
          case when n % 7 = 0 then 'PH' else 'US' end as country,
          case when ${u(3)} < 0.75 then 'phone' when ${u(3)} < 0.83 then 'tablet' else 'desktop' end as device,
          case when ${u(4)} < 0.15 then null else 'campaign_' || lpad(floor(40 * power(${u(5)}, 2))::int::text, 2, '0') end as campaign,
          case when ${u(6)} < 0.2 then '/love' else '/' end as landing,
          case when depth >= 15 then (case when n % 7 = 0 then array['₱999','₱699','₱749','FREE'] else array['$49','$29','$19','FREE'] end)[1 + n % 4] end as price,
          depth = 16 and n % 4 <> 3 and ${u(8)} < 0.6 as paid,
          case when n % 7 = 0 then (array[99900, 69900, 74900])[1 + n % 4] else (array[4900, 2900, 1900])[1 + n % 4] end as amount,
          case when n % 7 = 0 then 'PHP' else 'USD' end as currency
        from (select n, ${DEPTH} as depth, ${new Date(start).toISOString()}::timestamptz + (n::double precision / ${READINGS} * interval '365 days') as created
              from generate_series(${first}::int, ${last}::int) as n) as base
      ) as r`);
    // Each page reached is viewed; each one left for the next is completed, 5-65 s after its view.
    await db.execute(sql`
      insert into funnel_steps (reading_id, step, kind, at)
      select r.id, p.step, k.kind, r.created_at + p.pos * interval '45 seconds' + case when k.kind = 'complete' then (5 + r.id % 61) * interval '1 second' else interval '0' end
      from readings r
      cross join lateral (select ${DEPTH} as depth from (select r.id as n) as x) as d
      cross join lateral (
        select pos, case
          when pos = 1 then r.landing_path
          when pos = 9 then case when r.id % 3 = 0 then '/select-ascendant-step-five' else '/loading-ascendant-step-five' end
          when pos = 15 then case when r.country_code = 'PH' then '/step-ten-philippines' else '/step-ten' end
          else (array['', '/social-proof', '/tarot-vs-astrology', '/step-one', '/step-two', '/step-three', '/step-four', '/ascendant-choice-step-five', '',
            '/step-six', '/step-seven', '/step-eight', '/step-nine', '/pdf-reader-pre-checkout', '', '/checkout-step-eleven'])[pos] end as step
        from generate_series(1, 16) as pos
        where pos <= d.depth and not (pos = 3 and r.landing_path = '/love')
      ) as p
      cross join (values ('view'), ('complete')) as k (kind)
      where r.id between ${first} and ${last} and (k.kind = 'view' or p.pos < d.depth)`);
  }
  for (const index of indexes.rows) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`alter table readings enable trigger user`);
  await db.execute(sql`alter table funnel_steps enable trigger all`);
  await db.execute(sql`select setval('readings_id_seq', ${READINGS})`);
  await db.execute(sql`vacuum analyze`);
}

type Shape = { label: string; days: number; filters: Partial<FunnelQuery> };
const RANGES = [7, 30, 365];
const FILTERS: { label: string; filters: Partial<FunnelQuery> }[] = [
  { label: 'no filter', filters: {} },
  { label: 'international, phone', filters: { market: 'international', device: 'phone' } },
  { label: 'campaign_03, female', filters: { campaign: 'campaign_03', gender: 'female' } },
];
const SHAPES: Shape[] = RANGES.flatMap((days) =>
  FILTERS.map((f) => ({ label: `${days} days, ${f.label}`, days, filters: f.filters })),
);
const queryOf = (shape: Shape): FunnelQuery =>
  funnelQuerySchema.parse({ from: dayOf(Date.now() - (shape.days - 1) * DAY_MS), to: TODAY, ...shape.filters });

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function measure(name: string, db: Database): Promise<void> {
  const [generated] = REUSE
    ? await timed(() =>
        db.execute(
          sql`truncate funnel_rollup_steps, funnel_rollup_readings, funnel_rollup_campaigns, funnel_rollup_days, funnel_rollup_dirty, funnel_rollup_step_months, funnel_rollup_months`,
        ),
      )
    : await timed(() => generate(db));
  const counts = (await db.execute(
    sql`select (select count(*) from readings)::int as readings, (select count(*) from funnel_steps)::int as steps`,
  )) as unknown as {
    rows: { readings: number; steps: number }[];
  };
  console.log(
    `\n### ${name}: ${counts.rows[0]!.readings.toLocaleString('en-US')} readings, ${counts.rows[0]!.steps.toLocaleString('en-US')} step rows ${REUSE ? 'reused' : 'generated'} in ${(generated / 1000).toFixed(0)} s\n`,
  );

  // Without a rollup: the aggregation over the raw rows, as the report would run it for the whole range.
  console.log('| raw aggregation, no rollup | ms |');
  console.log('| --- | --- |');
  for (const days of RANGES) {
    const start = new Date(Date.parse(`${TODAY}T00:00:00Z`) - (days - 1) * DAY_MS);
    const end = new Date(Date.parse(`${TODAY}T00:00:00Z`) + DAY_MS);
    const [ms] = await timed(() =>
      db.transaction(async (tx) => {
        // As the rollup's build runs it (refreshFunnelRollup).
        await tx.execute(sql`set local jit = off`);
        await tx.execute(sql`set local work_mem = '64MB'`);
        await tx.execute(
          sql`select step, sum(visitors), sum(completions), sum(next_visitors) from (${stepRollupSql(start, end)}) s where not by_campaign group by step`,
        );
        await tx.execute(
          sql`select day, tier, currency, sum(readings), sum(paid) from (${readingRollupSql(start, end)}) r where not by_campaign group by day, tier, currency`,
        );
      }),
    );
    console.log(`| ${days} days | ${fmt(ms)} |`);
  }

  console.log('\n| first report (builds the closed days it needs) | ms |');
  console.log('| --- | --- |');
  for (const shape of SHAPES.filter((s) => Object.keys(s.filters).length === 0)) {
    const [ms] = await timed(() => getFunnelReport(db, queryOf(shape)));
    console.log(`| ${shape.label} | ${fmt(ms)} |`);
  }

  console.log('\n| report | readings | median ms | p95 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const shape of SHAPES) {
    const query = queryOf(shape);
    let readings = (await getFunnelReport(db, query)).readings;
    const ms: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const [took, report] = await timed(() => getFunnelReport(db, query));
      ms.push(took);
      readings = report.readings;
    }
    ms.sort((a, b) => a - b);
    console.log(
      `| ${shape.label} | ${readings.toLocaleString('en-US')} | ${fmt(at(ms, 0.5))} | ${fmt(at(ms, 0.95))} | ${fmt(ms.at(-1)!)} |`,
    );
  }

  // A visitor from yesterday goes on (a payment or a refund would do the same): the day is marked
  // dirty, and the next report rebuilds it before answering.
  const yesterday = (await db.execute(
    sql`select id from readings where created_at >= ${`${dayOf(Date.now() - DAY_MS)}T12:00:00Z`}::timestamptz order by created_at limit 1`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const ms: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await db.execute(
      sql`insert into funnel_steps (reading_id, step, kind) values (${yesterday.rows[0]!.id}, '/step-one', 'view')`,
    );
    const [took] = await timed(() => getFunnelReport(db, queryOf(SHAPES[3]!)));
    ms.push(took);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `\n30 days, no filter, right after a change to yesterday's data (one day rebuilt): median ${fmt(at(ms, 0.5))} ms, max ${fmt(ms.at(-1)!)} ms`,
  );
  const size =
    (await db.execute(sql`select (select count(*) from funnel_rollup_steps)::int as steps, (select count(*) from funnel_rollup_readings)::int as readings,
    pg_total_relation_size('funnel_rollup_steps') + pg_total_relation_size('funnel_rollup_readings') + pg_total_relation_size('funnel_rollup_step_months') as bytes, pg_total_relation_size('funnel_steps') as raw`)) as unknown as {
      rows: { steps: number; readings: number; bytes: string; raw: string }[];
    };
  const { steps, readings, bytes, raw } = size.rows[0]!;
  console.log(
    `Rollup: ${steps.toLocaleString('en-US')} step rows and ${readings.toLocaleString('en-US')} reading rows, ${(Number(bytes) / 1e6).toFixed(0)} MB (funnel_steps itself: ${(Number(raw) / 1e6).toFixed(0)} MB).`,
  );
}

async function onPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  if (!REUSE) {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  }
  const url = new URL(PG_SERVER);
  url.pathname = `/${BENCH_DB}`;
  const opened = await openDatabase({ url: url.toString(), dataDir: tmpdir() });
  try {
    await measure('PostgreSQL 15', opened.db);
  } finally {
    await opened.close();
    if (!KEEP) await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.end();
  }
}

async function onPglite(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'funnel-bench-'));
  const opened = await openDatabase({ dataDir: dir });
  try {
    await measure('embedded PGlite', opened.db);
  } finally {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const target of targets.length > 0 ? targets : ['postgres', 'pglite']) {
  if (target === 'postgres') await onPostgres();
  else if (target === 'pglite') await onPglite();
  else throw new Error(`Unknown target ${target}: postgres or pglite.`);
}
