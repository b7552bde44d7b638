// The console's order search over a million readings, on PostgreSQL 15 and on the embedded PGlite.
// Generates the data in SQL (1,000,000 readings over two years, a quarter of them paid with a
// delivery row each), then times each search shape the console offers, first page and a deep page.
// Usage: npx tsx bench/console-search.ts [postgres|pglite ...] [--readings=N] [--runs=N] [--keep]
// (--keep leaves the PostgreSQL database astral_console_bench behind, to EXPLAIN a query by hand).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { orderSearchSchema, type OrderSearch } from '../src/domain/admin-api';
import { searchOrders } from '../src/server/admin/search-orders';
import { openDatabase, type Database } from '../src/server/db/open-database';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const READINGS = option('readings', 1_000_000);
const RUNS = option('runs', 20);
const targets = args.filter((a) => !a.startsWith('--'));
const KEEP = args.includes('--keep');
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'astral_console_bench';

// Deterministic data: the same figures for anyone who runs it. Names and domains are mixed by the
// row number so a search for one name or domain matches a realistic share of rows.
async function generate(db: Database): Promise<void> {
  await db.execute(sql`
    insert into readings (id, gender, email, name, country_code, payment_status, selected_price, birth_date,
      birth_time, birth_city_name, created_at, updated_at, access_token_hash, paid_amount_minor, paid_currency)
    select n,
      case when n % 3 = 0 then 'male' else 'female' end,
      (array['maria','jennifer','linda','elizabeth','susan','jessica','sarah','karen','nancy','lisa',
             'angelica','marites','joy','grace','michelle','kimberly','emily','donna','carol','ruth'])[1 + n % 20]
        || '.' || (array['smith','johnson','williams','brown','jones','garcia','miller','davis','reyes','santos',
             'cruz','bautista','ocampo','wilson','moore','taylor','anderson','thomas','jackson','white'])[1 + (n / 20) % 20]
        || n::text || '@' || (array['gmail.com','yahoo.com','hotmail.com','outlook.com','icloud.com','aol.com'])[1 + n % 6],
      initcap((array['maria','jennifer','linda','elizabeth','susan','jessica','sarah','karen','nancy','lisa',
             'angelica','marites','joy','grace','michelle','kimberly','emily','donna','carol','ruth'])[1 + n % 20])
        || ' ' || initcap((array['smith','johnson','williams','brown','jones','garcia','miller','davis','reyes','santos',
             'cruz','bautista','ocampo','wilson','moore','taylor','anderson','thomas','jackson','white'])[1 + (n / 20) % 20]),
      case when n % 7 = 0 then 'PH' else 'US' end,
      case when n % 4 = 0 then 'completed' when n % 97 = 0 then 'failed' when n % 89 = 0 then 'canceled' else 'pending' end,
      case when n % 4 = 0 then (array['$49','$29','$19','FREE'])[1 + (n / 4) % 4] else null end,
      date '1960-01-01' + (n % 15000),
      '3:18 PM',
      'Springfield',
      timestamptz '2024-11-25 00:00:00+00' + (n::double precision / ${READINGS} * interval '730 days'),
      timestamptz '2024-11-25 00:00:00+00' + (n::double precision / ${READINGS} * interval '730 days'),
      md5(n::text),
      case when n % 4 = 0 then 2900 else null end,
      case when n % 4 = 0 then 'USD' else null end
    from generate_series(1, ${READINGS}) as n`);
  await db.execute(sql`
    insert into deliveries (reading_id, kind, status, due_at, next_attempt_at, message_key, sent_at)
    select id, 'reading', case when id % 400 = 0 then 'failed' else 'sent' end, created_at, created_at,
      'bench-' || id, created_at + interval '1 hour'
    from readings where payment_status = 'completed'`);
  await db.execute(sql`select setval('readings_id_seq', ${READINGS})`);
  await db.execute(sql`analyze`);
}

type Shape = { label: string; search: Partial<OrderSearch> & Record<string, string | number> };

const SHAPES: Shape[] = [
  { label: 'newest, no filter', search: {} },
  { label: 'exact id', search: { q: String(Math.floor(READINGS / 2)) } },
  { label: 'e-mail, part ("garcia12")', search: { q: 'garcia12' } },
  { label: 'name, part ("ocamp")', search: { q: 'ocamp' } },
  { label: 'no match ("zzqx")', search: { q: 'zzqx' } },
  { label: 'paid, one tier, Philippines', search: { status: 'completed', tier: '$49', market: 'philippines' } },
  { label: 'failed payments', search: { status: 'failed' } },
  { label: 'one week, paid', search: { from: '2025-06-01', to: '2025-06-07', status: 'completed' } },
  { label: 'one day, part of a name', search: { from: '2026-03-10', to: '2026-03-10', q: 'maria' } },
];

async function time(db: Database, search: OrderSearch): Promise<{ ms: number[]; rows: number; next: string | null }> {
  const ms: number[] = [];
  let last = await searchOrders(db, search);
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    last = await searchOrders(db, search);
    ms.push(performance.now() - started);
  }
  return { ms: ms.sort((a, b) => a - b), rows: last.orders.length, next: last.next };
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

async function measure(name: string, db: Database): Promise<void> {
  const started = performance.now();
  await generate(db);
  console.log(
    `\n### ${name}: ${READINGS.toLocaleString('en-US')} readings generated in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  console.log('| search | rows | median ms | p95 ms | max ms | page 20: median ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const middle = (await db.execute(
    sql`select email from readings where id = ${Math.floor(READINGS / 2)}`,
  )) as unknown as { rows: { email: string }[] };
  const address = middle.rows[0]!.email;
  for (const shape of [{ label: `e-mail, full address (${address})`, search: { q: address } }, ...SHAPES]) {
    const first = orderSearchSchema.parse(shape.search);
    const result = await time(db, first);
    // Twenty pages in, through the keyset the console follows.
    let after = result.next;
    for (let page = 2; page < 20 && after; page += 1) after = (await searchOrders(db, { ...first, after })).next;
    const deep = after ? await time(db, { ...first, after }) : null;
    console.log(
      `| ${shape.label} | ${result.rows} | ${fmt(at(result.ms, 0.5))} | ${fmt(at(result.ms, 0.95))} | ${fmt(result.ms.at(-1)!)} | ${deep ? fmt(at(deep.ms, 0.5)) : '(fewer pages)'} |`,
    );
  }
}

async function onPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB}`);
  await admin.query(`create database ${BENCH_DB}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${BENCH_DB}`;
  const opened = await openDatabase({ url: url.toString(), dataDir: tmpdir() });
  try {
    await measure('PostgreSQL 15', opened.db);
  } finally {
    await opened.close();
    if (!KEEP) await admin.query(`drop database if exists ${BENCH_DB}`);
    await admin.end();
  }
}

async function onPglite(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-bench-'));
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
