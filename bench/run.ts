// `npm run bench`: every benchmark, one after another (they would disturb each other in parallel).
// Needs `npm run build` first; the API bench also needs wrk and pgbench on the machine.
import { execFileSync } from 'node:child_process';

const benches = ['bench/city-search.ts', 'bench/chart-bench.ts', 'bench/report-bench.ts', 'bench/server-start.ts', 'bench/api-updates.ts'];
for (const bench of benches) {
  console.log(`\n## ${bench}\n`);
  execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', bench], { stdio: 'inherit' });
}
