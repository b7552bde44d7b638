import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { Document, Page, renderToBuffer } from '@react-pdf/renderer';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { VISUAL_CHARTS } from '../../../tests/visual/visual-charts';
import { aspectLines } from '../document/interpret-aspects';
import { readingChart } from '../synthesis/chart-adapter';
import type { ReadingChart } from '../synthesis/reading-input';
import { ROME } from '../synthesis/test-fixtures';
import { ChartWheel } from './pdf-chart-wheel';
import { registerFonts } from './pdf-fonts';
import { COLORS } from './pdf-styles';
import { layoutWheel, WHEEL } from './wheel-layout';

const run = promisify(execFile);

/** Pixels per point of the rendered wheel: 144 dpi. */
const PX = 2;
const SIDE = WHEEL.size * WHEEL.scale;

/** The wheel alone on a page of its own size, so a point of the drawing maps straight to the image. */
async function wheelPdf(chart: ReadingChart): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(
    <Document>
      <Page size={[SIDE, SIDE]} style={{ padding: 0 }}>
        <ChartWheel chart={chart} aspectLines={aspectLines(chart)} />
      </Page>
    </Document>,
  );
}

async function toPng(pdf: Buffer): Promise<PNG> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wheel-'));
  try {
    await writeFile(path.join(dir, 'wheel.pdf'), pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      String(72 * PX),
      '-singlefile',
      path.join(dir, 'wheel.pdf'),
      path.join(dir, 'w'),
    ]);
    return PNG.sync.read(await readFile(path.join(dir, 'w.png')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Pixels of the axes' gold within `radius` points of a point of the drawing. */
function goldPixelsNear(png: PNG, at: { x: number; y: number }, radius: number): number {
  const [r, g, b] = rgb(COLORS.gold) as [number, number, number];
  const scale = WHEEL.scale * PX;
  const [cx, cy, rr] = [at.x * scale, at.y * scale, radius * WHEEL.scale * PX];
  let count = 0;
  for (let y = Math.floor(cy - rr); y <= Math.ceil(cy + rr); y++) {
    for (let x = Math.floor(cx - rr); x <= Math.ceil(cx + rr); x++) {
      if (Math.hypot(x - cx, y - cy) > rr || x < 0 || y < 0 || x >= png.width || y >= png.height) continue;
      const i = (y * png.width + x) * 4;
      if (Math.abs(png.data[i]! - r) + Math.abs(png.data[i + 1]! - g) + Math.abs(png.data[i + 2]! - b) < 60) count++;
    }
  }
  return count;
}

/** Relative luminance and contrast ratio as WCAG 2 defines them. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Rome's chart with the Sun, Moon, Mercury and Venus moved onto the ascendant, descendant, midheaven and IC. */
function onTheAngles(): ReadingChart {
  const chart = readingChart(ROME);
  const [asc, mc] = [chart.ascendant!.lon, chart.midheaven!.lon];
  const angles = [asc, (asc + 180) % 360, mc, (mc + 180) % 360];
  return {
    ...chart,
    positions: chart.positions.map((p, i) => (i < 4 ? { ...p, lon: angles[i]!, degree: angles[i]! % 30 } : p)),
  };
}

const CHARTS: { name: string; chart: ReadingChart }[] = [
  ...VISUAL_CHARTS.map(({ name, input }) => ({ name, chart: readingChart(input) })),
  { name: 'planets on the four angles', chart: onTheAngles() },
];

describe('the chart wheel', () => {
  for (const { name, chart } of CHARTS) {
    it(`${name}: no axis runs through a planet glyph or its degree`, async () => {
      const png = await toPng(await wheelPdf(chart));
      const { bodies } = layoutWheel(chart);
      const crossed = bodies.flatMap((body) => {
        const glyph = goldPixelsNear(png, body.glyph, WHEEL.glyphSize / 2);
        const degree = goldPixelsNear(png, body.degree.at, WHEEL.degreeSize / 2);
        return glyph + degree > 0 ? [`${body.planet}: ${glyph} gold pixels on the glyph, ${degree} on the degree`] : [];
      });
      expect(crossed).toEqual([]);
    });
  }

  it('checks what it claims: the angles do cross the glyph ring where no planet stands', async () => {
    const chart = onTheAngles();
    const png = await toPng(await wheelPdf(chart));
    const { point } = layoutWheel(chart);
    // Midway between the ring of glyphs and the zodiac, on the ascendant's line.
    expect(goldPixelsNear(png, point(chart.ascendant!.lon, WHEEL.glyph + 14), 3)).toBeGreaterThan(0);
  });

  it('sets the degrees at 7.5 pt or more, dark on the paper, and the signs beside them in a grey of 4.5:1', async () => {
    const pdf = await wheelPdf(readingChart(ROME));
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    await doc.destroy();
    const degrees = content.items.flatMap((item) =>
      'str' in item && /^\d+°/.test(item.str)
        ? [Math.hypot(item.transform[2] as number, item.transform[3] as number)]
        : [],
    );
    expect(degrees.length).toBe(readingChart(ROME).positions.length);
    for (const size of degrees) expect(size).toBeGreaterThanOrEqual(7.5);
    expect(contrast(COLORS.ink, COLORS.paper)).toBeGreaterThan(7);
    expect(contrast(COLORS.muted, COLORS.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
