import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildReadingDocument } from '../document/build-reading-document';
import { NOW, ROME, SITE } from '../synthesis/test-fixtures';
import type { ReadingInput } from '../synthesis/reading-input';
import { breakLongWord } from './break-long-word';
import { scriptFamilies } from './pdf-script-fonts';
import { renderReadingPdf } from './render-reading-pdf';
import { textDirection } from './text-direction';

type TextItem = { str: string; x: number; width: number };
type Rendered = { raw: string; pages: TextItem[][]; pageWidth: number };

/** Every text item of every page, with where it starts and how wide it is. */
async function readItems(pdf: Buffer): Promise<Rendered> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: TextItem[][] = [];
  let pageWidth = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    pageWidth = page.view[2]!;
    const content = await page.getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item ? [{ str: item.str, x: item.transform[4] as number, width: item.width }] : [],
      ),
    );
  }
  await doc.destroy();
  return { raw: pdf.toString('latin1'), pages, pageWidth };
}

/**
 * Whether the PDF's text holds every word of `phrase`. Text extraction gives a right-to-left line
 * word by word in visual order, and Devanagari in glyph order (a vowel sign before its consonant), so
 * a word is found either as it is (spaces and zero-width separators aside: Chinese comes with the
 * line breaks set between its characters) or as the multiset of its letters in one extracted word.
 */
function holdsWords(rendered: Rendered, phrase: string): boolean {
  const squash = (s: string) => s.replace(/[\s\u200b]/gu, '');
  const key = (word: string) =>
    Array.from(word.replace(/[\p{P}\p{S}\u200b]/gu, ''))
      .sort()
      .join('');
  const text = squash(rendered.pages.flatMap((items) => items.map((item) => item.str)).join(''));
  const extracted = new Set(
    rendered.pages.flatMap((items) => items.flatMap((item) => item.str.split(/\s+/u).map(key))),
  );
  return phrase
    .split(/\s+/u)
    .filter((word) => key(word).length > 0)
    .every((word) => text.includes(squash(word)) || extracted.has(key(word)));
}

/** The embedded fonts' PostScript names, subset prefix removed (each is named by its font and its CID font). */
function embeddedFonts(rendered: Rendered): string[] {
  return [...new Set(Array.from(rendered.raw.matchAll(/\/BaseFont\s*\/[A-Z]{6}\+([\w-]+)/g), (m) => m[1]!))];
}

const SCRIPTS: { script: string; input: ReadingInput; font: string | null; words: string[] }[] = [
  {
    script: 'Latin with diacritics',
    input: { ...ROME, name: 'Zoë Nguyễn Đặng', questions: ['Có nên đổi việc năm nay không? Ça ira, Łódź?'] },
    font: null,
    words: ['Zoë', 'Nguyễn', 'Đặng', 'đổi', 'việc', 'Łódź'],
  },
  {
    script: 'Greek',
    input: { ...ROME, name: 'Ελένη Παπαδοπούλου', questions: ['Θα βρω αγάπη φέτος;'] },
    font: null,
    words: ['Ελένη', 'Παπαδοπούλου', 'αγάπη', 'φέτος'],
  },
  {
    script: 'Cyrillic',
    input: { ...ROME, name: 'Наталья Иванова', questions: ['Когда я встречу свою любовь?'] },
    font: null,
    words: ['Наталья', 'Иванова', 'встречу', 'любовь'],
  },
  {
    script: 'Arabic',
    input: {
      ...ROME,
      name: 'فاطمة الزهراء',
      questions: ['هل سأتزوج هذا العام؟'],
      additionalInfo: 'أعمل معلمة في مدرسة.',
    },
    font: 'Amiri-Regular',
    words: ['فاطمة', 'الزهراء', 'سأتزوج', 'العام'],
  },
  {
    script: 'Hebrew',
    input: { ...ROME, name: 'נועה כהן', questions: ['מתי אמצא אהבה אמיתית?'] },
    font: 'NotoSerifHebrew-Regular',
    words: ['נועה', 'כהן', 'אמצא', 'אהבה', 'אמיתית'],
  },
  {
    script: 'Devanagari',
    input: { ...ROME, name: 'प्रिया शर्मा', questions: ['क्या मुझे इस साल सच्चा प्यार मिलेगा?'] },
    font: 'NotoSerifDevanagari-Regular',
    words: ['प्रिया', 'शर्मा', 'क्या', 'मुझे', 'मिलेगा'],
  },
  {
    script: 'Chinese',
    input: { ...ROME, name: '王秀英', questions: ['我什么时候会遇到真爱？'] },
    font: 'NotoSansSC-Regular',
    words: ['王秀英', '我什么时候会遇到真爱'],
  },
  {
    script: 'Japanese',
    input: { ...ROME, name: 'さくら 山田', questions: ['いつ運命の人に出会えますか？'] },
    font: 'NotoSansJP-Regular',
    words: ['さくら', '山田', 'いつ運命の人に出会えますか'],
  },
  {
    script: 'Korean',
    input: { ...ROME, name: '김지은', questions: ['올해 사랑을 찾을 수 있을까요?'] },
    font: 'NotoSansKR-Regular',
    words: ['김지은', '사랑을', '찾을'],
  },
  {
    script: 'emoji',
    input: { ...ROME, name: 'Zoë 🌙✨', questions: ['Will I find love this year? ❤️🙏'] },
    font: 'NotoEmoji-Regular',
    words: ['🌙', '✨', '❤️', '🙏'],
  },
];

describe('the reading in every script', () => {
  const rendered = new Map<string, Rendered>();

  beforeAll(async () => {
    for (const { script, input } of SCRIPTS)
      rendered.set(script, await readItems(await renderReadingPdf(input, SITE, NOW)));
  }, 240_000);

  for (const { script, font, words } of SCRIPTS) {
    it(`${script}: the name and the question are in the text, in the script's own face`, () => {
      const pdf = rendered.get(script)!;
      for (const word of words) expect(holdsWords(pdf, word), word).toBe(true);
      const fonts = embeddedFonts(pdf);
      if (font) expect(fonts).toContain(font);
      // Nothing falls back to the viewer's standard fonts, and no script face is embedded without need.
      expect(pdf.raw).not.toMatch(/\/BaseFont\s*\/(Helvetica|Times-Roman|Courier)\b/);
      const scriptFaces = fonts.filter((f) => !/^NotoS(erif|ans)-/.test(f));
      expect(scriptFaces).toEqual(font ? [font] : []);
    });
  }

  it('loads no script face for a Latin reading, however its visitor writes', () => {
    expect(scriptFamilies(JSON.stringify(buildReadingDocument(ROME, SITE, NOW)), 'Rome, Italy')).toEqual([]);
    expect(scriptFamilies('Zoë Nguyễn, Łódź, Ελένη, Наталья, ₱999 — “quoted”', 'Manila, Philippines')).toEqual([]);
  });

  it('wraps a 60-letter word and a long web address instead of running off the page', async () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.padEnd(60, 'x');
    const address = 'https://example.com/a/very/long/path/that/keeps/going/on/and/on/to/the/end/index.html?page=2';
    const pdf = await readItems(
      await renderReadingPdf(
        {
          ...ROME,
          name: word,
          questions: [`Is ${word} my word? See ${address}`],
          additionalInfo: `I keep a blog at ${address} about love.`,
        },
        SITE,
        NOW,
      ),
    );
    for (const [n, items] of pdf.pages.entries()) {
      for (const item of items) {
        expect(item.x + item.width, `page ${n + 1}: ${item.str}`).toBeLessThanOrEqual(pdf.pageWidth - 20);
      }
    }
  }, 60_000);
});

describe('text helpers', () => {
  it('sets a line that starts in Arabic or Hebrew right to left', () => {
    expect(textDirection('מתי אמצא אהבה?')).toBe('rtl');
    expect(textDirection('“هل سأتزوج؟”')).toBe('rtl');
    expect(textDirection('When? מתי')).toBe('ltr');
    expect(textDirection('2026?')).toBe('ltr');
  });

  it('breaks only a word too long for a line, into pieces of at least six letters', () => {
    expect(breakLongWord('Marchetti')).toEqual(['Marchetti']);
    const pieces = breakLongWord('x'.repeat(61));
    expect(pieces.join('')).toBe('x'.repeat(61));
    expect(Math.min(...pieces.map((p) => p.length))).toBeGreaterThanOrEqual(6);
    // A letter with its combining mark stays in one piece.
    expect(breakLongWord('e\u0301'.repeat(30)).every((p) => !p.startsWith('\u0301'))).toBe(true);
  });
});
