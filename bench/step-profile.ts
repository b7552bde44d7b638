// Where a funnel step's main-thread time goes when it is opened cold, as Lighthouse's mobile run
// sees it (CPU slowed 4x): the page's long tasks, and the functions and scripts with the most
// self time in a CPU profile from navigation to STEP_PROFILE_MS after it. A seeded visitor, as in
// bench/lighthouse-funnel.ts. Needs `npm run build` first.
// Usage: npx tsx bench/step-profile.ts /step-ten [/step-nine ...]; STEP_PROFILE_MS (5000),
// LIGHTHOUSE_PORT (4522), STEP_PROFILE_TOP (15).
import { chromium } from '@playwright/test';

import { createArrival, startBenchServer, type Arrival } from './lighthouse-runner';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const WINDOW_MS = Number(process.env.STEP_PROFILE_MS ?? 5000);
const TOP = Number(process.env.STEP_PROFILE_TOP ?? 15);

function selfTimes(profile: Profile): { byFunction: Map<string, number>; byScript: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const script = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`;
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  return { byFunction, byScript };
}

const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');

async function profileStep(serverUrl: string, path: string, arrival: Arrival): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    await page.addInitScript(
      ({ seed, pathname }) => {
        const tasks: [number, number][] = [];
        const frames: string[] = [];
        Object.assign(window, { __tasks: tasks, __frames: frames });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }).observe({ type: 'longtask', buffered: true });
        // Long animation frames say what a long task was: each script's share and the style and
        // layout the frame then needed.
        type Frame = PerformanceEntry & {
          blockingDuration: number;
          renderStart: number;
          styleAndLayoutStart: number;
          scripts: {
            invoker: string;
            sourceURL: string;
            duration: number;
            forcedStyleAndLayoutDuration: number;
          }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Frame[]) {
            const end = entry.startTime + entry.duration;
            const style = entry.styleAndLayoutStart ? end - entry.styleAndLayoutStart : 0;
            const scripts = entry.scripts
              .filter((script) => script.duration >= 5)
              .map(
                (script) =>
                  `${script.invoker} ${script.sourceURL.replace(/.*\//, '')} ${Math.round(script.duration)} ms` +
                  (script.forcedStyleAndLayoutDuration >= 5
                    ? ` (forced style/layout ${Math.round(script.forcedStyleAndLayoutDuration)})`
                    : ''),
              );
            frames.push(
              `${Math.round(entry.startTime)}+${Math.round(entry.duration)} blocking ${Math.round(entry.blockingDuration)}, style/layout/paint ${Math.round(style)}: ${scripts.join('; ')}`,
            );
          }
        }).observe({ type: 'long-animation-frame', buffered: true });
        if (window.location.pathname !== pathname) return;
        localStorage.setItem('readingId', String(seed.readingId));
        localStorage.setItem('readingToken', seed.token);
        window.history.replaceState({ usr: seed.state, key: 'bench', idx: 0 }, '');
      },
      { seed: arrival, pathname: path },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(serverUrl + path, { waitUntil: 'load' });
    await page.waitForTimeout(WINDOW_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const { tasks, frames } = await page.evaluate(() => {
      const recorded = window as unknown as { __tasks: [number, number][]; __frames: string[] };
      return { tasks: recorded.__tasks, frames: recorded.__frames };
    });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const { byFunction, byScript } = selfTimes(profile);
    console.log(
      `\n${path}: first contentful paint ${fcp.toFixed(0)} ms; long tasks (start, ms): ${tasks.map(([s, d]) => `${s}+${d}`).join(' ')}; blocking ${blocking} ms`,
    );
    console.log(`long animation frames:\n${frames.map((frame) => `  ${frame}`).join('\n')}`);
    console.log(`self time by script:\n${top(byScript)}`);
    console.log(`self time by function:\n${top(byFunction)}`);
  } finally {
    await browser.close();
  }
}

const paths = process.argv.slice(2);
if (!paths.length) throw new Error('name the steps to profile, e.g. /step-ten');
const server = await startBenchServer(Number(process.env.LIGHTHOUSE_PORT ?? 4522));
try {
  for (const path of paths) await profileStep(server.url, path, await createArrival(server.url));
} finally {
  await server.stop();
}
