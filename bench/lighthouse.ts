// Lighthouse 12.8 mobile on the built app served by the real server, every run cold (see
// lighthouse-runner.ts): the landing pages as an ad's visitor first sees them, and a funnel step as
// a visitor arrives at it. Needs `npm run build` first.
// Usage: npx tsx bench/lighthouse.ts [path ...] (default: / /love /step-ten /reviews)
// LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PORT (4521), LIGHTHOUSE_EACH=1 to print every run, LIGHTHOUSE_DETAILS=1 to print what the audits point at.
import { printTable, startBenchServer } from './lighthouse-runner';

/** Pages that need no reading: measured exactly as a first visit. */
const OPEN_PAGES = new Set(['/', '/love', '/reviews', '/privacy-policy', '/terms-conditions']);

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/love', '/step-ten', '/reviews'];
const server = await startBenchServer(Number(process.env.LIGHTHOUSE_PORT ?? 4521));
try {
  await printTable(
    server.url,
    paths.map((path) => ({ path, seeded: !OPEN_PAGES.has(path) })),
    Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  );
} finally {
  await server.stop();
}
