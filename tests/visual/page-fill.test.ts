// The reading's page fill rule, over the three fixed charts, Rome's reading and the sixteen script samples.
//
// A page's fill is how far down its body (inside the page's padding, between the running header and the
// page number) its lowest line of text reaches, from 0 (empty) to 1 (full), as poppler's pdftotext reads it.
// The chapters are read from the PDF's outline, which has one entry per chapter at the page it starts on:
// a chapter's last page is the page before the next chapter starts, or the reading's last page.
//
// The rule: every page holds at least a third of its body, except the front matter (cover, letter and
// contents, one page each by design) and a chapter that is all on one page (the closing word, the tables),
// which may be short. A chapter's last page is exempt only in that case: a chapter that runs over pages
// fills its last page to a third too, so that page never holds only the last lines of an answer or the
// last rows of the month table.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStyles, LATIN_FONTS } from '../../src/report/pdf/pdf-styles';
import { renderReadingPdf } from '../../src/report/pdf/render-reading-pdf';
import { SCRIPT_SAMPLES } from '../../src/report/pdf/script-samples';
import { NOW, ROME, SITE } from '../../src/report/synthesis/test-fixtures';
import { pdfTextLines } from './pdf-text-lines';
import type { PageLines } from './pdf-text-lines';
import { VISUAL_CHARTS } from './visual-charts';

const MIN_FILL = 1 / 3;
const FRONT_MATTER = 3;

const READINGS = [
  ...VISUAL_CHARTS.map(({ name, input }) => ({ name, input })),
  { name: 'rome', input: ROME },
  ...SCRIPT_SAMPLES.map(({ script, input }) => ({ name: `script ${script}`, input })),
];

const { paddingTop, paddingBottom } = createStyles(LATIN_FONTS).page;

function bodyFill({ height, lines }: PageLines): number {
  const bottom = height - paddingBottom;
  const body = lines.filter((line) => line.yMax > paddingTop && line.yMin < bottom);
  const lowest = Math.max(paddingTop, ...body.map((line) => line.yMax));
  return (lowest - paddingTop) / (bottom - paddingTop);
}

/** The page numbers (from 1) where the chapters start, from the PDF's outline. */
async function chapterStarts(pdf: Buffer): Promise<number[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const outline = (await doc.getOutline()) ?? [];
    return await Promise.all(
      outline.map(async ({ dest }) => {
        const target = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
        return (await doc.getPageIndex(target![0])) + 1;
      }),
    );
  } finally {
    await doc.destroy();
  }
}

type Page = { page: number; fill: number; chapter: number; onePageChapter: boolean; lastOfChapter: boolean };

describe('the page fill rule', () => {
  const readings = new Map<string, { pages: Page[]; starts: number[] }>();

  beforeAll(async () => {
    for (const { name, input } of READINGS) {
      const pdf = await renderReadingPdf(input, SITE, NOW);
      const [lines, starts] = await Promise.all([pdfTextLines(pdf), chapterStarts(pdf)]);
      const ends = [...starts.slice(1).map((start) => start - 1), lines.length];
      const pages = lines.map((page, i): Page => {
        const chapter = starts.findLastIndex((start) => start <= i + 1);
        return {
          page: i + 1,
          fill: bodyFill(page),
          chapter,
          onePageChapter: chapter >= 0 && starts[chapter] === ends[chapter],
          lastOfChapter: chapter >= 0 && ends[chapter] === i + 1,
        };
      });
      readings.set(name, { pages, starts });
    }
  }, 300_000);

  afterAll(() => {
    // The figures, for the record: the emptiest page each reading has under the rule, and the emptiest last page of a chapter that runs over pages.
    for (const [name, { pages }] of readings) {
      const ruled = pages.filter((p) => p.chapter >= 0 && !p.onePageChapter);
      const lowest = (list: Page[]) =>
        list.reduce((low, p) => (p.fill < low.fill ? p : low), { page: 0, fill: 1 } as Pick<Page, 'page' | 'fill'>);
      const all = lowest(ruled);
      const last = lowest(ruled.filter((p) => p.lastOfChapter));
      console.log(
        `${name}: ${pages.length} pages, emptiest ${Math.round(all.fill * 100)}% (page ${all.page}), emptiest chapter end ${Math.round(last.fill * 100)}% (page ${last.page})`,
      );
    }
  });

  for (const { name } of READINGS) {
    it(`${name}: no page under a third full but a one-page chapter, and the wheel on one page`, () => {
      const { pages, starts } = readings.get(name)!;
      expect(starts.length, 'the outline lists the chapters').toBeGreaterThan(5);
      expect(starts[0]! - 1, 'cover, letter and contents').toBe(FRONT_MATTER);
      const short = pages.flatMap((p) =>
        p.chapter >= 0 && !p.onePageChapter && p.fill < MIN_FILL
          ? [`page ${p.page}${p.lastOfChapter ? ' (a chapter’s last)' : ''}: ${Math.round(p.fill * 100)}%`]
          : [],
      );
      expect(short).toEqual([]);
      // The wheel's chapter comes first and keeps its wheel, key and words on one page.
      expect(starts[1]! - starts[0]!, 'the wheel’s pages').toBe(1);
      // The measure fits the page frame: a page the text runs on from fills its body nearly to the bottom.
      expect(Math.max(...pages.slice(FRONT_MATTER).map((p) => p.fill))).toBeGreaterThan(0.9);
    });
  }
});
