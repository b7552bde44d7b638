// Time to make a reading's calendar file (its windows read from the document, then the .ics written),
// beside the time to render the same reading's PDF, both warm, in one process.
// Usage: NODE_ENV=production npx tsx bench/reading-calendar-bench.ts [rounds=2000]
import { performance } from 'node:perf_hooks';

import { writeReadingCalendar } from '../src/domain/reading-calendar';
import { buildReadingCalendar } from '../src/report/calendar/build-reading-calendar';
import { buildReadingDocument } from '../src/report/document/build-reading-document';
import { renderReadingDocument } from '../src/report/pdf/render-reading-pdf';
import { MANILA, NOW, ROME, SITE } from '../src/report/synthesis/test-fixtures';

const ROUNDS = Number(process.argv[2] ?? 2000);

for (const [place, input] of [
  ['Rome', ROME],
  ['Manila', MANILA],
] as const) {
  const doc = buildReadingDocument(input, SITE, NOW);
  const make = () =>
    writeReadingCalendar({ readingId: 1, calendar: buildReadingCalendar(doc), brand: SITE.brand, host: 'example.com' });
  const ics = make();
  for (let i = 0; i < 200; i += 1) make();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) make();
  const calendarMs = (performance.now() - start) / ROUNDS;
  // One render to warm fonts and code, then the one timed.
  await renderReadingDocument(doc);
  const pdfStart = performance.now();
  await renderReadingDocument(doc);
  const pdfMs = performance.now() - pdfStart;
  const events = ics.match(/BEGIN:VEVENT/g)?.length ?? 0;
  console.log(
    `${place}: ${events} events, ${ics.length} bytes; calendar ${(calendarMs * 1000).toFixed(0)} µs per reading ` +
      `(mean of ${ROUNDS}); warm PDF ${pdfMs.toFixed(0)} ms; calendar/PDF ${((calendarMs / pdfMs) * 100).toFixed(3)} %`,
  );
}
