// Lighthouse 12.8 at its mobile defaults (simulated throttling), each run in a fresh Chromium with
// a fresh profile and Lighthouse's own storage and cache reset: every page is measured as a visitor
// who has never been here, the way ads bring them. A funnel step also needs what the visitor
// brought to it; that is put in place while the page itself loads (an init script sets the reading's
// id and token in local storage and the router's state in history.state), after the reset and
// before the app's code runs, so nothing of the page is cached and the step shows itself, not its
// redirect home.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import type { FunnelState } from '../src/web/funnel/navigation-state';
import { startServer, type RunningServer } from './server-process';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What a step needs to show itself: the reading in local storage, the router's state. */
export type Arrival = { readingId: number; token: string; state: FunnelState };

export type PageRun = { performance: number; accessibility: number; lcp: number; tbt: number; cls: number };

/** One cold Lighthouse run of `url` in a browser of its own. */
export async function measureCold(url: string, arrival: Arrival | null): Promise<PageRun> {
  const profile = mkdtempSync(path.join(tmpdir(), 'astral-lh-profile-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (arrival) {
      const target = new URL(url).pathname;
      await page.evaluateOnNewDocument(
        (seed: Arrival, pathname: string) => {
          if (window.location.pathname !== pathname) return;
          localStorage.setItem('readingId', String(seed.readingId));
          localStorage.setItem('readingToken', seed.token);
          window.history.replaceState({ usr: seed.state, key: 'bench', idx: 0 }, '');
        },
        arrival,
        target,
      );
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${finalDisplayedUrl}: the step redirected`);
    // LIGHTHOUSE_DETAILS=1 prints what the LCP, layout-shift and accessibility audits point at.
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'metrics', 'long-tasks']) {
        console.log(id, JSON.stringify(audits[id]?.details ?? null).slice(0, 1500));
      }
      for (const audit of Object.values(audits)) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          console.log('failed:', audit.id, JSON.stringify(audit.details ?? null).slice(0, 600));
      }
    }
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The run of median performance (ties broken by LCP), as the table shows it. */
export function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function tableHeader(): string {
  return '| page | performance | accessibility | LCP | TBT | CLS |\n| --- | --- | --- | --- | --- | --- |';
}

export function tableRow(page: string, run: PageRun): string {
  return `| ${page} | ${run.performance.toFixed(2)} | ${run.accessibility.toFixed(2)} | ${(run.lcp / 1000).toFixed(2)} s | ${run.tbt.toFixed(0)} ms | ${run.cls.toFixed(3)} |`;
}

/** The built server on its own port and embedded database, with room for a bench's readings. */
export async function startBenchServer(port: number): Promise<RunningServer & { dataDir: string }> {
  // Another server on the port would answer the health check in place of this one.
  const busy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is in use: set LIGHTHOUSE_PORT`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-lh-'));
  const server = await startServer(
    { DATA_DIR: dataDir, CREATE_RATE_LIMIT: '10000', WRITE_RATE_LIMIT: '100000', READING_RATE_LIMIT: '100000' },
    port,
  );
  return {
    ...server,
    dataDir,
    stop: async () => {
      // A server that already exited has nothing left to stop; one that ignores SIGTERM is killed.
      const child = server.process;
      if (child.exitCode === null && child.signalCode === null) {
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await server.stop();
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The birth a visitor at the end of the funnel has given (Rome, 15 June 1990, 2:30 PM). */
const VISITOR: FunnelState = {
  gender: 'female',
  sourcePage: '/',
  name: 'Elena',
  email: 'elena@example.com',
  birthDate: '1990-06-15',
  birthTime: '2:30 PM',
  timeUnknown: false,
  birthCity: {
    name: 'Rome',
    state: 'Lazio',
    country: 'Italy',
    displayName: 'Rome, Lazio, Italy',
    lat: 41.89193,
    lon: 12.51133,
    type: 'city',
    timeZone: 'Europe/Rome',
  },
  zodiacSign: 'Gemini',
  ascendant: 'Libra',
  calculatedAscendant: true,
  subject: 'love',
  selectedSubject: 'love',
  questions: ['Will I find love this year?'],
  question1: 'Will I find love this year?',
};

/** A reading made through the API with every answer the funnel asks for, and the state that goes with it. */
export async function createArrival(serverUrl: string): Promise<Arrival> {
  const response = await fetch(`${serverUrl}/api/readings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gender: VISITOR.gender }),
  });
  if (response.status !== 201) throw new Error(`creating the reading failed: ${response.status}`);
  const { id, token } = (await response.json()) as { id: number; token: string };
  const city = VISITOR.birthCity!;
  const patch = await fetch(`${serverUrl}/api/readings/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: VISITOR.name,
      email: VISITOR.email,
      birth_date: VISITOR.birthDate,
      birth_time: VISITOR.birthTime,
      birth_city_name: city.name,
      birth_city_country: city.country,
      birth_city_state: city.state,
      birth_city_lat: city.lat,
      birth_city_lon: city.lon,
      birth_city_timezone: city.timeZone,
      zodiac_sign: VISITOR.zodiacSign,
      ascendant: VISITOR.ascendant,
      selected_subject: VISITOR.subject,
      question1: VISITOR.question1,
    }),
  });
  if (!patch.ok) throw new Error(`seeding the reading failed: ${patch.status} ${await patch.text()}`);
  return { readingId: id, token, state: { ...VISITOR, readingId: id } };
}

/** Prints the table: each page `runs` times, cold, the median run's figures. */
export async function printTable(
  serverUrl: string,
  pages: { path: string; seeded: boolean }[],
  runs: number,
): Promise<void> {
  console.log(`Lighthouse mobile, simulated throttling, fresh browser profile per run, median of ${runs}\n`);
  console.log(tableHeader());
  for (const page of pages) {
    const measured: PageRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      // A reading of its own per run: a step may change it (a timer started, a view recorded).
      const arrival = page.seeded ? await createArrival(serverUrl) : null;
      measured.push(await measureCold(`${serverUrl}${page.path}`, arrival));
      // LIGHTHOUSE_EACH=1 prints every run, not only the median: the spread is the figure's honesty.
      if (process.env.LIGHTHOUSE_EACH) console.log(tableRow(`${page.path} (run ${i + 1})`, measured.at(-1)!));
    }
    console.log(tableRow(page.path, medianRun(measured)));
  }
}
