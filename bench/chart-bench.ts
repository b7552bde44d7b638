// Chart engine benchmark: complete charts per second on one core, and the engine's browser cost.
// Run: npx tsx bench/chart-bench.ts   (budgets: >= 2,000 charts/s, <= 40 KB gzip)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { resolveBirthMoment, type BirthMoment } from '../src/astro/birth-moment';
import { computeChart, computeChartAt } from '../src/astro/compute-chart';

const ZONES: ReadonlyArray<[string, number, number]> = [
  ['Europe/Rome', 41.9, 12.5],
  ['America/New_York', 40.7, -74.0],
  ['America/Sao_Paulo', -23.55, -46.63],
  ['Asia/Kolkata', 28.6, 77.2],
  ['Australia/Sydney', -33.87, 151.21],
  ['Asia/Manila', 14.6, 121.0],
  ['Europe/London', 51.5, -0.13],
  ['America/Los_Angeles', 34.05, -118.24],
];

/** Deterministic pseudo-random births 1900-2099 (mulberry32), so runs are comparable. */
function births(n: number) {
  let seed = 20250101;
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: n }, () => {
    const [zone, lat, lon] = ZONES[Math.floor(rnd() * ZONES.length)] as [string, number, number];
    const year = 1900 + Math.floor(rnd() * 200);
    const month = 1 + Math.floor(rnd() * 12);
    const day = 1 + Math.floor(rnd() * 28);
    const hour = 1 + Math.floor(rnd() * 12);
    const minute = Math.floor(rnd() * 60);
    return {
      date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      time: `${hour}:${String(minute).padStart(2, '0')} ${rnd() < 0.5 ? 'AM' : 'PM'}`,
      zone,
      lat: lat + rnd() - 0.5,
      lon: lon + rnd() - 0.5,
    };
  });
}

function measure(label: string, n: number, run: (i: number) => unknown): number {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) run(i);
  const wall = (performance.now() - t0) / 1000;
  const cpuUse = process.cpuUsage(cpu0);
  const cpu = (cpuUse.user + cpuUse.system) / 1e6;
  const perSecCpu = n / cpu;
  console.log(`${label}: ${n} charts, ${(n / wall).toFixed(0)}/s wall, ${perSecCpu.toFixed(0)}/s per CPU-second`);
  return perSecCpu;
}

async function bundleSize(): Promise<{ min: number; gzip: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'chart-bundle-'));
  try {
    const astro = resolve(import.meta.dirname, '../src/astro');
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      [
        `export { computeChart } from '${astro}/compute-chart';`,
        `export { summarizeChart, predictionsFor } from '${astro}/predictions';`,
        `export { sunSignForDate } from '${astro}/signs';`,
        '',
      ].join('\n'),
    );
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      nodePaths: [resolve(import.meta.dirname, '../node_modules')],
    });
    const code = out.outputFiles[0]?.contents ?? new Uint8Array();
    return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const N = Number(process.env.CHART_BENCH_N ?? 5000);
  const input = births(N);
  // Warm-up: JIT, and astronomy-engine's Pluto segment cache across 1900-2100.
  for (let i = 0; i < Math.min(N, 3000); i++) {
    const b = input[i] as (typeof input)[number];
    computeChart(b);
  }
  const total = measure('complete chart (birth moment + 13 bodies with speeds + Placidus + aspects)', N, (i) => {
    const b = input[i] as (typeof input)[number];
    return computeChart(b);
  });
  const moments: BirthMoment[] = input.map((b) => resolveBirthMoment({ date: b.date, time: b.time, zone: b.zone }));
  measure('engine only (computeChartAt on a resolved moment)', N, (i) => {
    const b = input[i] as (typeof input)[number];
    return computeChartAt(moments[i] as BirthMoment, b.lat, b.lon);
  });
  const size = await bundleSize();
  console.log(
    `browser bundle (computeChart, summarizeChart, predictionsFor, sunSignForDate): ${(size.min / 1024).toFixed(1)} KB min, ${(size.gzip / 1024).toFixed(1)} KB gzip`,
  );
  console.log(
    `budgets: charts/s >= 2000: ${total >= 2000 ? 'OK' : 'MISSED'}; gzip <= 40 KB: ${size.gzip <= 40 * 1024 ? 'OK' : 'MISSED'}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
