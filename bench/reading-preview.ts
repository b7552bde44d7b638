/**
 * The preview of a visitor's own reading (GET /api/readings/:id/preview): server time of the
 * builder alone and of the whole HTTP request, over N readings with varied birth data.
 * Run: npx tsx bench/reading-preview.ts [N=200]   (embedded PGlite in a temporary folder;
 * BENCH_DATABASE_URL=postgres://... to use a PostgreSQL server's scratch database instead).
 * Budget (issue 18, item 2): <= 50 ms of server time per preview, cheap enough for every visitor.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { seededRandom } from '../src/domain/seeded-random';
import type { Reading } from '../src/domain/reading';
import { buildReadingPreview } from '../src/report/preview/build-reading-preview';
import { previewStoredReading } from '../src/report/preview/preview-stored-reading';
import { readingInputFromReading } from '../src/report/synthesis/reading-input-from-reading';
import { buildApp } from '../src/server/app';
import { loadSiteConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { getReading } from '../src/server/readings/get-reading';
import { hashAccessToken } from '../src/server/readings/access-token';

const N = Number(process.argv[2] ?? 200);
const BUDGET_MS = 50;
const CITIES = [
  {
    birth_city_name: 'Rome',
    birth_city_country: 'Italy',
    birth_city_lat: 41.89,
    birth_city_lon: 12.51,
    birth_city_timezone: 'Europe/Rome',
  },
  {
    birth_city_name: 'Manila',
    birth_city_country: 'Philippines',
    birth_city_lat: 14.6,
    birth_city_lon: 120.98,
    birth_city_timezone: 'Asia/Manila',
  },
  {
    birth_city_name: 'Chicago',
    birth_city_country: 'United States',
    birth_city_lat: 41.88,
    birth_city_lon: -87.63,
    birth_city_timezone: 'America/Chicago',
  },
  {
    birth_city_name: 'Tromsø',
    birth_city_country: 'Norway',
    birth_city_lat: 69.65,
    birth_city_lon: 18.96,
    birth_city_timezone: 'Europe/Oslo',
  },
];
const QUESTIONS = ['Will I find love this year?', 'Should I change jobs?', 'When will my finances improve?'];

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 0.95);
  const verdict = p95 <= BUDGET_MS ? 'within' : 'OVER';
  return `${label}: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (${verdict} the ${BUDGET_MS} ms budget)`;
}

// The server's own builder, warmed as main.ts warms it once it listens.
const previews = previewStoredReading();
const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-preview-bench-'));
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir });
const site = loadSiteConfig('config/site.json');
const app = await buildApp({
  database,
  site,
  storageDir: dataDir,
  searchCities: () => [],
  createRateLimit: 100_000,
  readingRateLimit: 100_000,
  logLevel: 'silent',
  buildPreview: previews.build,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const next = seededRandom(18);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const two = (n: number) => String(n).padStart(2, '0');
const visitors: { id: number; token: string }[] = [];
for (let i = 0; i < N; i += 1) {
  const created = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'female' } });
  const { id, token } = created.json() as { id: number; token: string };
  const hour = 1 + Math.floor(next() * 12);
  const patch = {
    name: pick(['Ada', 'Grace', 'Zoë Nguyễn', 'María José', 'Oluwaseun']),
    birth_date: `${1950 + Math.floor(next() * 55)}-${two(1 + Math.floor(next() * 12))}-${two(1 + Math.floor(next() * 28))}`,
    // One in five does not know the time: no houses, and the Moon's day is read twice.
    birth_time: next() < 0.2 ? 'unknown' : `${hour}:${two(Math.floor(next() * 60))} ${next() < 0.5 ? 'AM' : 'PM'}`,
    ...pick(CITIES),
    selected_subject: pick(['love', 'career', 'money'] as const),
    question1: pick(QUESTIONS),
    question2: pick(QUESTIONS),
  };
  const saved = await app.inject({
    method: 'PATCH',
    url: `/api/readings/${id}`,
    payload: patch,
    headers: { authorization: `Bearer ${token}` },
  });
  if (saved.statusCode !== 204) throw new Error(`saving reading ${id} answered ${saved.statusCode}: ${saved.body}`);
  visitors.push({ id, token });
}
const readings = (await Promise.all(
  visitors.map(({ id, token }) => getReading(database.db, id, hashAccessToken(token))),
)) as Reading[];

const now = new Date();
// Without the warm-up, the first preview of a server computes the year's ephemeris itself.
const coldStart = performance.now();
previewStoredReading().build(readings[0]!, now);
const coldMs = performance.now() - coldStart;
const warmStart = performance.now();
await previews.warm(now);
const warmMs = performance.now() - warmStart;
const uncached = readings.slice(0, Math.min(50, N)).map((reading) => {
  const start = performance.now();
  buildReadingPreview(readingInputFromReading(reading), now);
  return performance.now() - start;
});
// Wall time, and this thread's CPU time, which a busy machine (other processes) does not inflate.
const cpuTimes: number[] = [];
const functionTimes = readings.map((reading) => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  previews.build(reading, now);
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  return wall;
});
const httpTimes: number[] = [];
let bytes = 0;
for (const { id, token } of visitors) {
  const start = performance.now();
  const response = await fetch(`${address}/api/readings/${id}/preview`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
  });
  const body = await response.arrayBuffer();
  httpTimes.push(performance.now() - start);
  if (response.status !== 200) throw new Error(`preview ${id} answered ${response.status}`);
  bytes += body.byteLength;
}

console.log(
  `${N} readings, ${database.kind} database, Node ${process.version}, ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`first preview of a server not warmed (year's ephemeris computed): ${coldMs.toFixed(1)} ms`);
console.log(`warm-up after the server listens, in steps of 15 days: ${warmMs.toFixed(1)} ms in all`);
console.log(summary(`builder without the ephemeris cache (${uncached.length})`, uncached));
console.log(summary('builder, as the server runs it', functionTimes));
console.log(summary('the same calls, CPU time', cpuTimes));
console.log(summary('HTTP request, one at a time (fetch to the listening server)', httpTimes));
console.log(`payload: ${(bytes / N / 1024).toFixed(1)} KB per preview as sent (decompressed by fetch)`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
