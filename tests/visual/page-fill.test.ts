// The reading's page fill rule: no page is less than a third full except a chapter's last.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { createStyles, LATIN_FONTS } from '../../src/report/pdf/pdf-styles';
import { renderReadingPdf } from '../../src/report/pdf/render-reading-pdf';
import { NOW, SITE } from '../../src/report/synthesis/test-fixtures';
import { pdfTextLines } from './pdf-text-lines';
import type { PageLines } from './pdf-text-lines';
import { VISUAL_CHARTS } from './visual-charts';

const MIN_FILL = 1 / 3;

/** The framed page's body: inside its padding, between the running header and the page number. */
const { paddingTop, paddingBottom } = createStyles(LATIN_FONTS).page;

/** How far down the body its lowest line of text reaches, from 0 (empty) to 1 (full). */
function bodyFill({ height, lines }: PageLines): number {
  const bottom = height - paddingBottom;
  const body = lines.filter((line) => line.yMax > paddingTop && line.yMin < bottom);
  const lowest = Math.max(paddingTop, ...body.map((line) => line.yMax));
  return (lowest - paddingTop) / (bottom - paddingTop);
}

/** The page numbers (from 1) where the chapters start: the PDF's outline has one entry per chapter. */
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

describe('the page fill rule', () => {
  const readings = new Map<string, { fills: number[]; starts: number[] }>();

  beforeAll(async () => {
    for (const chart of VISUAL_CHARTS) {
      const pdf = await renderReadingPdf(chart.input, SITE, NOW);
      const [pages, starts] = await Promise.all([pdfTextLines(pdf), chapterStarts(pdf)]);
      readings.set(chart.name, { fills: pages.map(bodyFill), starts });
    }
  }, 120_000);

  for (const chart of VISUAL_CHARTS) {
    it(`${chart.name}: every page under a third full is the last page of its chapter`, () => {
      const { fills, starts } = readings.get(chart.name)!;
      expect(starts.length, 'the outline lists the chapters').toBeGreaterThan(5);
      // The cover, the letter and the contents come before the first chapter: one page each by design, so each
      // is the whole of its part, and the cover is full-bleed art without the frame's body.
      const frontMatter = starts[0]! - 1;
      expect(frontMatter).toBe(3);
      const lastPages = new Set([...starts.slice(1).map((start) => start - 1), fills.length]);
      const short = fills.flatMap((fill, i) =>
        i >= frontMatter && fill < MIN_FILL && !lastPages.has(i + 1)
          ? [`page ${i + 1}: ${Math.round(fill * 100)}%`]
          : [],
      );
      expect(short).toEqual([]);
      // The measure fits the page frame: a page the text runs on from fills its body nearly to the bottom.
      expect(Math.max(...fills.slice(frontMatter))).toBeGreaterThan(0.9);
    });
  }
});
