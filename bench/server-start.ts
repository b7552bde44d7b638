// Time from process start to the first 200 from /healthz, on an embedded database that already
// exists (the second and later starts). Needs `npm run build` first.
// Usage: npx tsx bench/server-start.ts [runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startServer } from './server-process';

const RUNS = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-start-'));

const first = await startServer({ DATA_DIR: dataDir }, 4511);
await first.stop();
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const server = await startServer({ DATA_DIR: dataDir }, 4511);
  times.push(server.startMs);
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
times.sort((a, b) => a - b);
console.log(`first start (creates the database): ${first.startMs.toFixed(0)} ms`);
console.log(
  `later starts, ${RUNS} runs: min ${times[0]!.toFixed(0)} ms, median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, max ${times[RUNS - 1]!.toFixed(0)} ms (budget <= 3000 ms)`,
);
