// What a reading in another script costs: the script faces are loaded the first time a reading needs
// them (a 10 MB face for Chinese), never for a Latin reading. Renders in one process, in this order:
// Latin (cold), Latin, Chinese (first CJK), Chinese, Arabic (first), Latin; wall and CPU time, RSS.
// Usage: npx tsx bench/report-scripts-bench.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';

import { renderReadingPdf } from '../src/report/pdf/render-reading-pdf';
import type { ReadingInput } from '../src/report/synthesis/reading-input';
import { NOW, ROME, SITE } from '../src/report/synthesis/test-fixtures';

const RUNS: [string, ReadingInput][] = [
  ['Latin, cold', ROME],
  ['Latin', { ...ROME, name: 'Anna Rossi' }],
  ['Chinese, first', { ...ROME, name: '王秀英', questions: ['我什么时候会遇到真爱？'] }],
  ['Chinese', { ...ROME, name: '李娜', questions: ['我会换工作吗？'] }],
  ['Arabic, first', { ...ROME, name: 'فاطمة الزهراء', questions: ['هل سأتزوج هذا العام؟'] }],
  ['Latin, after', { ...ROME, name: 'Maria Bianchi' }],
];

console.log('reading          time(ms)  cpu(ms)  RSS(MB)  PDF(KB)');
for (const [label, input] of RUNS) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const pdf = await renderReadingPdf(input, SITE, NOW);
  const cpu = process.cpuUsage(cpuStart);
  console.log(
    `${label.padEnd(15)}  ${(performance.now() - start).toFixed(0).padStart(8)}  ${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(7)}  ${(process.memoryUsage().rss / 2 ** 20).toFixed(0).padStart(7)}  ${(pdf.length / 1024).toFixed(0).padStart(7)}`,
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
