// Time, CPU time and peak memory per reading PDF: the first reading in a fresh process (cold), then warm ones.
// Usage: npx tsx bench/report-bench.ts [readings=10] [--worker [--heap=MB] [--young=MB]]
// --worker renders through the server's renderer instead (a worker thread, warmed up at start,
// heap-capped), measured from the server's side: the time until the PDF is back. It runs the renderer
// as production does: bundled, with plain node.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { SUBJECTS } from '../src/domain/astrology';
import type { Reading } from '../src/domain/reading';
import type * as InProcess from '../src/report/pdf/render-reading-pdf';
import type { SiteConfig } from '../src/domain/site-config';
import type { ReadingInput } from '../src/report/synthesis/reading-input';
import { STORED_READING } from '../src/report/synthesis/test-fixtures';

const args = process.argv.slice(2);
const THROUGH_WORKER = args.includes('--worker');
const READINGS = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
/** The worker's heap caps, to compare settings; the renderer's defaults when absent. */
const mbArg = (name: string) => {
  const value = args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  return value === undefined ? undefined : Number(value);
};
/** The first reading of a fresh process or worker, the median of the others, the process's peak RSS. */
const BUDGET_COLD_MS = 1200;
const BUDGET_WARM_MS = 400;
const BUDGET_MB = 300;

const site: SiteConfig = {
  brand: 'Astral Reading',
  persona: 'Madame Selene',
  supportEmail: 'support@astral-reading.example',
  infoEmail: 'info@astral-reading.example',
  supportPhone: '+1 (555) 010-0199',
  copyrightYear: 2025,
  paymentLinks: { card: {}, paypal: {} },
  funnelClaims: 'truthful',
};

function visitor(i: number): ReadingInput {
  const month = String((i % 12) + 1).padStart(2, '0');
  return {
    name: i % 2 ? 'Zoë Nguyễn' : 'Elena Marchetti',
    gender: 'female',
    birthDate: `${1960 + ((i * 3) % 60)}-${month}-${String(3 + ((i * 2) % 26)).padStart(2, '0')}`,
    birthTime:
      i % 3 === 2 ? 'unknown' : `${(i % 12) + 1}:${String((i * 7) % 60).padStart(2, '0')} ${i % 2 ? 'PM' : 'AM'}`,
    birthCity: 'Rome',
    birthCountry: 'Italy',
    lat: 41.8919,
    lon: 12.5113,
    timeZone: 'Europe/Rome',
    subject: SUBJECTS[i % SUBJECTS.length]!,
    questions: ['When will things change for me?', 'Should I take the offer?', 'Why do I feel stuck?'],
    additionalInfo: null,
    price: i % 2 ? '₱999' : '$49',
  };
}

/** The same visitor as the database would hand it to the server's renderer. */
function stored(i: number): Reading {
  const v = visitor(i);
  return {
    ...STORED_READING,
    id: i + 1,
    name: v.name,
    birth_date: v.birthDate,
    birth_time: v.birthTime,
    birth_city_name: v.birthCity,
    birth_city_country: v.birthCountry,
    birth_city_lat: v.lat,
    birth_city_lon: v.lon,
    birth_city_timezone: v.timeZone,
    selected_subject: v.subject,
    selected_price: v.price,
    question1: v.questions[0] ?? null,
    question2: v.questions[1] ?? null,
    question3: v.questions[2] ?? null,
  };
}

/**
 * Through tsx the worker thread compiles TypeScript and a loader thread keeps its own heap: 20-40 MB
 * of RSS the server does not have. So --worker bundles this script with the worker the way
 * scripts/build-server.mjs bundles the server, into a folder under node_modules (the bundle imports
 * its packages from there), and measures the bundle.
 */
if (THROUGH_WORKER && import.meta.url.endsWith('.ts')) {
  const { build } = await import('esbuild');
  const { SERVER_BUNDLE_OPTIONS } = await import('../scripts/server-bundle-options.mjs');
  const outdir = fileURLToPath(new URL('../node_modules/.cache/report-bench', import.meta.url));
  await build({
    entryPoints: {
      'report-bench': fileURLToPath(import.meta.url),
      'render-worker': fileURLToPath(new URL('../src/report/pdf/render-worker.ts', import.meta.url)),
    },
    outdir,
    ...SERVER_BUNDLE_OPTIONS,
    logLevel: 'error',
  });
  const run = spawnSync(process.execPath, [`${outdir}/report-bench.mjs`, ...args], { stdio: 'inherit' });
  await rm(outdir, { recursive: true, force: true });
  process.exit(run.status ?? 1);
}

const importStart = performance.now();
let render: (i: number) => Promise<Uint8Array>;
let close = async () => {};
if (THROUGH_WORKER) {
  const { startReadingRenderer } = await import('../src/report/pdf/start-reading-renderer');
  const renderer = startReadingRenderer(site, { maxHeapMb: mbArg('heap'), maxYoungMb: mbArg('young') });
  await renderer.ready();
  render = async (i) => (await renderer.render(stored(i))).pdf;
  close = renderer.close;
} else {
  // Not a literal, so the --worker bundle leaves it out: an ES bundle imports every external package its
  // modules name at start, and react-pdf and the rest in the main thread added 60 MB of RSS.
  const inProcess = '../src/report/pdf/render-reading-pdf';
  const { renderReadingPdf } = (await import(inProcess)) as typeof InProcess;
  render = (i) => renderReadingPdf(visitor(i), site, new Date());
}
const importMs = performance.now() - importStart;

const rows: { run: number; ms: number; cpuMs: number; rssMb: number; kb: number }[] = [];
for (let i = 0; i < READINGS; i++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const pdf = await render(i);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  rows.push({
    run: i + 1,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssMb: process.resourceUsage().maxRSS / 1024,
    kb: pdf.length / 1024,
  });
}

await close();

console.log(
  THROUGH_WORKER
    ? `renderer start with its warm-up readings ${importMs.toFixed(0)} ms (once per server, in the background)`
    : `module import ${importMs.toFixed(0)} ms (once per process)`,
);
// CPU time is shown beside wall time: on a shared machine the wall time includes waiting for a core.
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('run  time(ms)  cpu(ms)  peak RSS(MB)  PDF(KB)');
for (const r of rows) {
  console.log(
    `${String(r.run).padStart(3)}  ${r.ms.toFixed(0).padStart(8)}  ${r.cpuMs.toFixed(0).padStart(7)}  ${r.rssMb.toFixed(0).padStart(12)}  ${r.kb.toFixed(0).padStart(7)}`,
  );
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const later = rows.length > 1 ? rows.slice(1) : rows;
const cold = rows[0]!;
const warm = median(later.map((r) => r.ms));
const worst = Math.max(...later.map((r) => r.ms));
const peak = Math.max(...rows.map((r) => r.rssMb));
console.log(
  `${THROUGH_WORKER ? 'first reading after the warm-up' : 'cold'} ${cold.ms.toFixed(0)} ms (cpu ${cold.cpuMs.toFixed(0)}), warm median ${warm.toFixed(0)} ms (cpu ${median(later.map((r) => r.cpuMs)).toFixed(0)}), worst warm ${worst.toFixed(0)} ms, peak RSS ${peak.toFixed(0)} MB`,
);
// Memory is judged as the product runs, through the heap-capped renderer thread; a plain process has
// no cap, so V8 lets garbage pile up, and its RSS is shown for information only.
const memoryOk = !THROUGH_WORKER || peak <= BUDGET_MB;
const ok = cold.ms <= BUDGET_COLD_MS && warm <= BUDGET_WARM_MS && memoryOk;
const budget = `cold ${BUDGET_COLD_MS} ms, warm ${BUDGET_WARM_MS} ms${THROUGH_WORKER ? `, ${BUDGET_MB} MB` : '; memory: --worker'}`;
console.log(ok ? `within budget (${budget})` : `OVER BUDGET (${budget})`);
process.exitCode = ok ? 0 : 1;
