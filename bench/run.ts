// `npm run bench`: every benchmark, one after another (they would disturb each other in parallel).
// Needs `npm run build` first; the API bench also needs wrk and pgbench, Lighthouse needs Chromium.
import { execFileSync } from 'node:child_process';

const benches: string[][] = [
  ['bench/city-search.ts'],
  ['bench/chart-bench.ts'],
  ['bench/chart-accuracy.ts'],
  ['bench/question-frame.ts'],
  ['bench/report-bench.ts', '10', '--worker'],
  ['bench/report-bench.ts', '10'],
  ['bench/server-start.ts'],
  ['bench/api-updates.ts'],
  ['bench/console-search.ts'],
  ['bench/bundle-sizes.ts'],
  ['bench/lighthouse.ts'],
];
for (const [bench, ...args] of benches) {
  console.log(`\n## ${[bench, ...args].join(' ')}\n`);
  execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', bench!, ...args], { stdio: 'inherit' });
}
