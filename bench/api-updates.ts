// Reading updates over HTTP (PATCH /api/readings/:id with its token) at 32 connections, on the
// embedded database and on PostgreSQL 15, beside pgbench running the same single-row update on
// the same server. Needs `npm run build` first, and wrk and pgbench (Debian: wrk, postgresql-client). Usage: npx tsx bench/api-updates.ts [seconds]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { startServer } from './server-process';
import { requireWrk, wrkPatch, type Seeded } from './wrk';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 32;
const READINGS = 500;
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'astral_bench';

async function seed(url: string): Promise<Seeded> {
  const readings: Seeded = [];
  for (let i = 0; i < READINGS; i += 1) {
    const response = await fetch(`${url}/api/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gender: 'female' }),
    });
    readings.push((await response.json()) as { id: number; token: string });
  }
  return readings;
}

/** A short unmeasured round first: the server's JIT and the database's caches warm up. */
function hammer(url: string, readings: Seeded) {
  wrkPatch(url, readings, CONNECTIONS, 3);
  return wrkPatch(url, readings, CONNECTIONS, SECONDS);
}

function pgbench(databaseUrl: string, maxId: number): number {
  const script = path.join(tmpdir(), 'astral-pgbench-update.sql');
  writeFileSync(
    script,
    `\\set id random(1, ${maxId})\nupdate readings set birth_time = '3:18 PM', updated_at = now() where id = :id;\n`,
  );
  const output = execFileSync(
    'pgbench',
    ['-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-f', script, databaseUrl],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(output);
  if (!tps?.[1]) throw new Error(`cannot read pgbench output:\n${output}`);
  return Number(tps[1]);
}

async function recreateDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

requireWrk();
const rows: string[] = [];

const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-bench-'));
const embedded = await startServer(
  { DATA_DIR: dataDir, CREATE_RATE_LIMIT: '1000000', WRITE_RATE_LIMIT: '1000000', READING_RATE_LIMIT: '1000000' },
  4501,
);
const embeddedResult = await hammer(embedded.url, await seed(embedded.url));
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
rows.push(
  `| embedded (PGlite) | ${embeddedResult.perSecond.toFixed(0)} updates/s | p50 ${embeddedResult.p50} ms, p99 ${embeddedResult.p99} ms | budget >= 800/s |`,
);

const databaseUrl = await recreateDatabase();
const server = await startServer(
  {
    DATABASE_URL: databaseUrl,
    CREATE_RATE_LIMIT: '1000000',
    WRITE_RATE_LIMIT: '1000000',
    READING_RATE_LIMIT: '1000000',
  },
  4502,
);
const seeded = await seed(server.url);
const apiResult = await hammer(server.url, seeded);
await server.stop();
const pgTps = pgbench(databaseUrl, Math.max(...seeded.map((reading) => reading.id)));
const ratio = apiResult.perSecond / pgTps;
rows.push(
  `| PostgreSQL 15 via the API | ${apiResult.perSecond.toFixed(0)} updates/s | p50 ${apiResult.p50} ms, p99 ${apiResult.p99} ms | budget p99 <= 25 ms |`,
  `| PostgreSQL 15 via pgbench | ${pgTps.toFixed(0)} updates/s | same update, ${CONNECTIONS} clients | |`,
  `| API / pgbench | ${(ratio * 100).toFixed(0)} % | | budget >= 60 % |`,
);

console.log(`Reading updates, ${CONNECTIONS} connections, ${SECONDS} s each, ${READINGS} readings\n`);
console.log('| setup | throughput | latency | budget |\n| --- | --- | --- | --- |');
console.log(rows.join('\n'));
