// Renders a sample reading and turns its first pages into the `pdf` bucket's preview PNGs (media/pdf/1.png, ...).
// Usage: npx tsx scripts/make-previews.ts
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { siteConfigSchema } from '../src/domain/site-config';
import { renderReadingPdf } from '../src/report/pdf/render-reading-pdf';
import type { ReadingInput } from '../src/report/synthesis/reading-input';

const PAGES = 5;
const WIDTH = 800;
const OUT = join(import.meta.dirname, '..', 'media', 'pdf');

/** A fictional visitor; the chart is computed for real. */
const SAMPLE: ReadingInput = {
  name: 'Elena Marchetti',
  gender: 'female',
  birthDate: '1992-06-14',
  birthTime: '7:45 AM',
  birthCity: 'Rome',
  birthCountry: 'Italy',
  lat: 41.8919,
  lon: 12.5113,
  timeZone: 'Europe/Rome',
  subject: 'love',
  questions: ['When will I meet the right person?', 'Should I give my current relationship another chance?'],
  additionalInfo: null,
  price: '$29',
};

if (spawnSync('pdftoppm', ['-v']).error) {
  console.error('pdftoppm is missing: install poppler-utils (apt-get install -y poppler-utils) and run again.');
  process.exit(1);
}

const site = siteConfigSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'config', 'site.json'), 'utf8')),
);
const pdf = await renderReadingPdf(SAMPLE, site, new Date());
const work = mkdtempSync(join(tmpdir(), 'previews-'));
const pdfPath = join(work, 'sample.pdf');
writeFileSync(pdfPath, pdf);
execFileSync('pdftoppm', [
  '-png',
  '-f',
  '1',
  '-l',
  String(PAGES),
  '-scale-to-x',
  String(WIDTH),
  '-scale-to-y',
  '-1',
  pdfPath,
  join(work, 'page'),
]);

for (const old of readdirSync(OUT)) {
  if (/^\d+\.png$/.test(old) || old === '.gitkeep') rmSync(join(OUT, old));
}
const pages = readdirSync(work)
  .filter((f) => f.endsWith('.png'))
  .sort();
let total = 0;
pages.forEach((file, i) => {
  const target = join(OUT, `${i + 1}.png`);
  renameSync(join(work, file), target);
  total += statSync(target).size;
});
rmSync(work, { recursive: true });
console.log(
  `Wrote ${pages.length} previews to media/pdf (${Math.round(total / 1024)} KB) from a ${pdf.length} byte PDF.`,
);
