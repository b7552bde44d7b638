// Lighthouse 12.8, mobile with default throttling, on the built app served by the real server.
// Needs `npm run build` first. Usage: npx tsx bench/lighthouse.ts [path ...] (default: / /love /step-ten /reviews)
// Funnel steps need a reading: the bench creates one through the API (with the answers a visitor
// at step ten has given) and puts its id and token in the browser's local storage, which
// Lighthouse is told to keep, so the page measured is the real step, not its redirect home.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { startServer } from './server-process';

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/love', '/step-ten', '/reviews'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-lh-'));
const server = await startServer({ DATA_DIR: dataDir }, 4521);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function seedReading(): Promise<void> {
  const created = (await (
    await fetch(`${server.url}/api/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gender: 'female' }),
    })
  ).json()) as { id: number; token: string };
  const patch = await fetch(`${server.url}/api/readings/${created.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${created.token}` },
    body: JSON.stringify({
      name: 'Elena',
      email: 'elena@example.com',
      birth_date: '1990-06-15',
      birth_time: '2:30 PM',
      selected_subject: 'love',
      question1: 'Will I find love this year?',
    }),
  });
  if (!patch.ok) throw new Error(`seeding the reading failed: ${patch.status}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${server.url}/healthz`);
  await page.evaluate(({ id, token }) => {
    localStorage.setItem('readingId', String(id));
    localStorage.setItem('readingToken', token);
  }, created);
  await page.close();
  await browser.close();
}
await seedReading();

console.log(`Lighthouse mobile, default throttling, median of ${RUNS} runs\n`);
console.log('| path | performance | LCP | CLS | TBT | accessibility |\n| --- | --- | --- | --- | --- | --- |');
try {
  for (const pagePath of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      if (!result) throw new Error('lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      // LIGHTHOUSE_DETAILS=1 prints what the LCP and layout-shift audits point at.
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const id of ['largest-contentful-paint-element', 'layout-shifts']) {
          console.log(id, JSON.stringify(audits[id]?.details ?? null).slice(0, 1500));
        }
      }
      runs.push({
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)]!;
    console.log(
      `| ${pagePath} | ${median.performance.toFixed(2)} | ${(median.lcp / 1000).toFixed(2)} s | ${median.cls.toFixed(3)} | ${median.tbt.toFixed(0)} ms | ${median.accessibility.toFixed(2)} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
