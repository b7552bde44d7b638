// The funnel walked page by page with Lighthouse 12.8 mobile, every run cold (see
// lighthouse-runner.ts): the landing as an ad's visitor first sees it, then every numbered step,
// the preview, step ten, checkout and the limited offer, each as a visitor arrives at it with the
// answers the steps before it collected. Needs `npm run build` first.
// Usage: npx tsx bench/lighthouse-funnel.ts; LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PORT (4522),
// LIGHTHOUSE_DETAILS=1 to print what the audits point at, LIGHTHOUSE_PATHS=/step-one,/step-ten
// to measure only those pages.
import { STEP_PROGRESS } from '../src/domain/steps';
import { printTable, startBenchServer } from './lighthouse-runner';

/** The funnel in the order a visitor on the automatic-ascendant path meets it. */
const FUNNEL = [
  '/social-proof',
  '/tarot-vs-astrology',
  '/step-one',
  '/step-two',
  '/step-three',
  '/step-four',
  '/ascendant-choice-step-five',
  '/step-six',
  '/step-seven',
  '/step-eight',
  '/step-nine',
  '/pdf-reader-pre-checkout',
  '/step-ten',
  '/checkout-step-eleven',
  '/limited-offer',
];
for (const path of FUNNEL)
  if (path !== '/limited-offer' && !Object.hasOwn(STEP_PROGRESS, path)) throw new Error(`${path} is not a step`);

const only = process.env.LIGHTHOUSE_PATHS?.split(',');
const server = await startBenchServer(Number(process.env.LIGHTHOUSE_PORT ?? 4522));
try {
  await printTable(
    server.url,
    [{ path: '/', seeded: false }, ...FUNNEL.map((path) => ({ path, seeded: true }))].filter(
      ({ path }) => !only || only.includes(path),
    ),
    Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  );
} finally {
  await server.stop();
}
