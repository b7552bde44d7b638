import { execFileSync } from 'node:child_process';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildReadingDocument } from '../document/build-reading-document';
import { NOW, ROME, SITE } from '../synthesis/test-fixtures';
import { breakWord } from './break-word';
import { scriptFamilies } from './pdf-script-fonts';
import { renderReadingPdf } from './render-reading-pdf';
import { SCRIPT_SAMPLES } from './script-samples';
import { textDirection } from './text-direction';
import { withEmojiApart } from './with-emoji-apart';

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
  // NFKD puts a letter's marks in one order, and writes Thai sara am as the two glyphs it is drawn with.
  const squash = (s: string) => s.normalize('NFKD').replace(/[\s\u200b]/gu, '');
  const key = (word: string) =>
    Array.from(word.normalize('NFKD').replace(/[\p{P}\p{S}\u200b]/gu, ''))
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

describe('the reading in every script', () => {
  const rendered = new Map<string, Rendered>();

  beforeAll(async () => {
    for (const { script, input } of SCRIPT_SAMPLES)
      rendered.set(script, await readItems(await renderReadingPdf(input, SITE, NOW)));
  }, 240_000);

  for (const { script, font, words } of SCRIPT_SAMPLES) {
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

  it('wraps a 60-letter word and a long web address inside the page, and a reader copies them whole', async () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.padEnd(60, 'x');
    // Too long for any line even at the cover's size, so it must break inside.
    const longer =
      'Lopadotemachoselachogaleokranioleipsanodrimhypotrimmatosilphiokarabomelitokatakechymenokichlepikossyphophattoperisteralektryonoptekephalliokigklopeleiolagoiosiraiobaphetraganopterygon';
    const address = 'https://example.com/a/very/long/path/that/keeps/going/on/and/on/to/the/end/index.html?page=2';
    const pdf = await renderReadingPdf(
      {
        ...ROME,
        name: word,
        questions: [`Is ${word} my word, or ${longer}? See ${address}`],
        additionalInfo: `I keep a blog at ${address} about love.`,
      },
      SITE,
      NOW,
    );
    const rendered = await readItems(pdf);
    for (const [n, items] of rendered.pages.entries()) {
      for (const item of items) {
        expect(item.x + item.width, `page ${n + 1}: ${item.str}`).toBeLessThanOrEqual(rendered.pageWidth - 20);
      }
    }
    // The text a reader copies or searches holds no invisible character, and, line ends and the page
    // breaks' headers aside, every phrase whole (pdftotext joins a line ending in a hyphen to the next).
    const copied = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
    const items = rendered.pages
      .flat()
      .map((item) => item.str)
      .join('');
    for (const text of [copied, items]) expect(text).not.toMatch(/[\u200b\u00ad\u2060\ufeff]/u);
    for (const phrase of [word, longer, address]) expect(copied.replace(/\s+/gu, '')).toContain(phrase);
    // A piece of the address followed by more text on its line would mean a space set inside it.
    for (const line of copied.split('\n').filter((l) => l.includes('https://'))) {
      const [piece = ''] = line.slice(line.indexOf('https://')).split(/\s/u);
      const rest = line.slice(line.indexOf(piece) + piece.length).trim();
      expect(piece.replace(/[”.]+$/u, '') === address || rest === '', line).toBe(true);
    }
    // The address breaks after a slash without a hyphen, and the long word with one.
    expect(items).not.toMatch(/\/-/u);
    expect(
      rendered.pages.flat().some((item) => /^Lopado\w*[a-z]-$/u.test(item.str.split(' ').at(-1) ?? '')),
      'hyphen',
    ).toBe(true);
  }, 60_000);

  it('breaks Chinese lines between characters, leaving no space in the text', async () => {
    const question = '我一直在想什么时候会遇到真正爱我的人，我们会在哪里相遇，又会一起经历怎样的生活和未来的日子呢？';
    const pdf = await renderReadingPdf({ ...ROME, name: '王秀英', questions: [question] }, SITE, NOW);
    const copied = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
    const items = (await readItems(pdf)).pages.flat().map((item) => item.str);
    expect(
      items.some((str) => /\p{Script=Han}[ \u200b]+\p{Script=Han}/u.test(str)),
      'space between characters',
    ).toBe(false);
    expect(copied.replace(/\n/gu, '')).toContain(question.slice(0, -1));
    expect(copied).not.toMatch(/[\u200b\u00ad\u2060]/u);
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
    expect(breakWord('Marchetti')).toEqual(['Marchetti']);
    const pieces = breakWord('x'.repeat(61));
    expect(pieces.join('')).toBe('x'.repeat(61));
    expect(Math.min(...pieces.map((p) => p.length))).toBeGreaterThanOrEqual(6);
    // A letter with its combining mark stays in one piece.
    expect(breakWord('e\u0301'.repeat(30)).every((p) => !p.startsWith('\u0301'))).toBe(true);
  });

  it('breaks a web address after its separators, and Chinese between characters but not before a comma', () => {
    expect(breakWord('https://example.com/path/to/index.html?page=2')).toEqual([
      'https://',
      'example.',
      'com/',
      'path/',
      'to/',
      'index.',
      'html?',
      'page=',
      '2',
    ]);
    expect(breakWord('example.com')).toEqual(['example.com']);
    expect(breakWord('我们，你好')).toEqual(['我', '们，', '你', '好']);
    expect(breakWord('“我们”')).toEqual(['“我', '们”']);
  });

  it('keeps adjacent emoji apart and leaves other text as it was', () => {
    expect(withEmojiApart('love ❤️🙏')).toBe('love ❤️\u200b🙏');
    expect(withEmojiApart('Zoë')).toBe('Zoë');
  });
});
