import { createRequire } from 'node:module';

import { Document, Font, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';

import { SCRIPT_FONTS } from './pdf-script-fonts';

const require = createRequire(import.meta.url);
const SIZE = 20;

type FontkitFont = {
  unitsPerEm: number;
  layout: (
    text: string,
    features: Record<string, boolean>,
    script: undefined,
    language: undefined,
    direction: 'ltr' | 'rtl',
  ) => {
    glyphs: { codePoints: number[] }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
};
type Drawn = { text: string; x: number; y: number };

/** Each glyph the page draws, left to right, where the text matrix and the advances put it. */
async function drawnGlyphs(pdf: Buffer): Promise<Drawn[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const ops = await (await doc.getPage(1)).getOperatorList();
  const drawn: Drawn[] = [];
  let x = 0;
  let y = 0;
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[];
    if (fn === OPS.setTextMatrix) {
      const matrix = Object.values(args[0] as Record<string, number>);
      x = matrix[4]!;
      y = matrix[5]!;
    }
    if (fn !== OPS.showText) return;
    for (const item of args[0] as (number | { unicode: string; width: number })[]) {
      if (typeof item === 'number') x -= (item / 1000) * SIZE;
      else {
        drawn.push({ text: item.unicode, x, y });
        x += (item.width / 1000) * SIZE;
      }
    }
  });
  await doc.destroy();
  return drawn;
}

/** Where the font's own shaping places each glyph in drawing order, from the first glyph's origin. */
function shapedGlyphs(font: FontkitFont, text: string, direction: 'ltr' | 'rtl'): Drawn[] {
  const run = font.layout(text, { rtlm: false }, undefined, undefined, direction);
  const scale = SIZE / font.unitsPerEm;
  let pen = 0;
  return run.glyphs.map((glyph, i) => {
    const position = run.positions[i]!;
    const placed = {
      text: String.fromCodePoint(...glyph.codePoints),
      x: pen + position.xOffset * scale,
      y: position.yOffset * scale,
    };
    pen += position.xAdvance * scale;
    return placed;
  });
}

describe('marks drawn where the font places them', () => {
  for (const { family, text, direction } of [
    // The tone mark steps left of ป's tall stem; drawn at its own origin, it sat on the stem.
    { family: 'Thai', text: 'ปุ่น ป้า', direction: 'ltr' },
    // Vowel marks and shadda, right to left: placed from the wrong side when shaped left to right.
    { family: 'Arabic', text: 'مُحَمَّد', direction: 'rtl' },
  ] as const) {
    it(`${family}: every glyph at the font's own position`, async () => {
      Font.register({ family: `Marks${family}`, src: require.resolve(SCRIPT_FONTS[family]) });
      const pdf = await renderToBuffer(
        <Document>
          <Page size="A6">
            <Text style={{ fontFamily: `Marks${family}`, fontSize: SIZE, direction }}>{text}</Text>
          </Page>
        </Document>,
      );
      await Font.load({ fontFamily: `Marks${family}` });
      const font = Font.getFont({ fontFamily: `Marks${family}` })!.data as unknown as FontkitFont;
      const drawn = (await drawnGlyphs(pdf)).filter((glyph) => glyph.text.trim() !== '');
      const shaped = shapedGlyphs(font, text, direction).filter((glyph) => glyph.text.trim() !== '');
      expect(drawn.map((glyph) => glyph.text)).toEqual(shaped.map((glyph) => glyph.text));
      const [first, start] = [drawn[0]!, shaped[0]!];
      drawn.forEach((glyph, i) => {
        expect(glyph.x - first.x, `${glyph.text} across`).toBeCloseTo(shaped[i]!.x - start.x, 1);
        expect(glyph.y - first.y, `${glyph.text} up`).toBeCloseTo(shaped[i]!.y - start.y, 1);
      });
    });
  }
});
