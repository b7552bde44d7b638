import { beforeAll, describe, expect, it } from 'vitest';

import { readPdfText as readPdf, squash } from './read-pdf-text';
import { renderReadingPdf } from './render-reading-pdf';
import { buildReadingDocument } from '../document/build-reading-document';
import { MANILA, NOW, ROME, SITE } from '../synthesis/test-fixtures';
import type { ReadingInput } from '../synthesis/reading-input';

/** Tromsø, 5 February 1962: seven bodies in Aquarius and Porphyry houses, the crowded case. */
const TROMSO: ReadingInput = {
  ...ROME,
  name: 'Ingrid Dahl',
  birthDate: '1962-02-05',
  birthTime: '6:10 AM',
  birthCity: 'Tromsø',
  birthCountry: 'Norway',
  lat: 69.6492,
  lon: 18.9553,
  timeZone: 'Europe/Oslo',
};

describe('renderReadingPdf', () => {
  type Read = { pdf: Buffer; pages: number; text: string; pageTexts: string[] };
  let timed: Read;
  let untimed: Read;
  let stellium: Read;

  beforeAll(async () => {
    const [a, b, c] = await Promise.all([
      renderReadingPdf(ROME, SITE, NOW),
      renderReadingPdf(MANILA, SITE, NOW),
      renderReadingPdf(TROMSO, SITE, NOW),
    ]);
    timed = { pdf: a, ...(await readPdf(a)) };
    untimed = { pdf: b, ...(await readPdf(b)) };
    stellium = { pdf: c, ...(await readPdf(c)) };
  }, 120_000);

  it('never ends a page on a heading: every section title shares its page with the start of its first paragraph', () => {
    for (const [reading, input] of [
      [timed, ROME],
      [untimed, MANILA],
      [stellium, TROMSO],
    ] as const) {
      const doc = buildReadingDocument(input, SITE, NOW);
      const sections = [...doc.bigPicture, ...doc.bigThree, ...doc.planets, ...doc.houses, ...doc.aspects, doc.subject];
      for (const section of sections) {
        const opening = squash(section.title) + squash(section.paragraphs[0]!).slice(0, 30);
        expect(
          reading.pageTexts.some((page) => page.includes(opening)),
          `${input.name}: ${section.title}`,
        ).toBe(true);
      }
    }
  });

  it('lists every chapter and answer after the letter, each with the page it starts on', () => {
    for (const [reading, input] of [
      [timed, ROME],
      [untimed, MANILA],
      [stellium, TROMSO],
    ] as const) {
      const doc = buildReadingDocument(input, SITE, NOW);
      const contents = reading.pageTexts.findIndex((page) => page.includes('YOURREADINGContents'));
      expect(contents, input.name).toBe(2);
      const entries: [string, string][] = [
        [squash('YOUR NATAL CHART The sky at your birth'), squash('The sky at your birth')],
        [squash('YOUR CHART AS A WHOLE The big picture'), squash('The big picture')],
        [squash(`WHAT YOU ASKED ${doc.visitor.subject}`), squash(doc.visitor.subject)],
        ...doc.questions.map((q): [string, string] => [squash(`“${q.question}”`), squash(`“${q.question}”`)]),
        [squash('THE HEART OF YOUR CHART'), squash(doc.timeKnown ? 'Sun, Moon and Ascendant' : 'Sun and Moon')],
        [
          squash('YOUR PLANETS'),
          squash(doc.timeKnown ? 'Each planet in its sign and house' : 'Each planet in its sign'),
        ],
        ...(doc.houses.length > 0
          ? [
              [squash('YOUR HOUSES The twelve areas of your life'), squash('The twelve areas of your life')] as [
                string,
                string,
              ],
            ]
          : []),
        [squash('YOUR ASPECTS'), squash('The conversations in your chart')],
        [squash('YOUR NATAL CHART Planets and houses'), squash('Planets and houses')],
        [squash('YOUR NATAL CHART The aspect grid'), squash('The aspect grid')],
        [squash('THE NEXT TWELVE MONTHS'), squash('Love, wellness and growth')],
        [squash('UNTIL WE MEET AGAIN A last word'), squash('A last word')],
      ];
      let previous = contents + 1;
      for (const [opening, title] of entries) {
        const listed = new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)`).exec(
          reading.pageTexts[contents]!,
        );
        expect(listed, `${input.name}: ${title} in the contents`).not.toBeNull();
        const page = Number(listed![1]);
        // The chapter opens on the page listed, and on no page before it.
        const opens = reading.pageTexts.findIndex((text, i) => i > contents && text.includes(opening)) + 1;
        expect(page, `${input.name}: ${title}`).toBe(opens);
        expect(page, `${input.name}: ${title} comes in reading order`).toBeGreaterThanOrEqual(previous);
        previous = page;
      }
      // The answers to the visitor's questions come right after the big picture, before the planets.
      expect(reading.pageTexts.findIndex((text) => text.includes(squash('WHAT YOU ASKED')))).toBeLessThan(
        reading.pageTexts.findIndex((text) => text.includes(squash('YOUR PLANETS'))),
      );
    }
  });

  it('numbers every page after the cover in its footer, as the contents page counts them', () => {
    for (const reading of [timed, untimed, stellium]) {
      expect(reading.pageTexts[0]).not.toMatch(/·\d+$/);
      reading.pageTexts.slice(1).forEach((text, i) => expect(text).toContain(squash(`${SITE.persona} · ${i + 2}`)));
    }
  });

  it('has 14 to 32 pages', () => {
    for (const reading of [timed, untimed]) {
      expect(reading.pages).toBeGreaterThanOrEqual(14);
      expect(reading.pages).toBeLessThanOrEqual(32);
    }
  });

  it('prints every question followed by its own answer', () => {
    for (const [reading, input] of [
      [timed, ROME],
      [untimed, MANILA],
    ] as const) {
      const answers = buildReadingDocument(input, SITE, NOW).questions;
      expect(answers.length).toBe(input.questions.length);
      // After the contents page, which lists the questions too.
      let from = reading.pageTexts.slice(0, 3).join('').length;
      for (const answer of answers) {
        const asked = reading.text.indexOf(squash(answer.question), from);
        expect(asked, answer.question).toBeGreaterThan(0);
        // The answer starts right after its question: a yes/no verdict at most (no category tag), then its first paragraph.
        const opening = reading.text.indexOf(squash(answer.paragraphs[0]!.slice(0, 60)), asked);
        expect(opening - asked, answer.question).toBeLessThan(squash(answer.question).length + 200);
        from = reading.text.indexOf(squash(answer.paragraphs.at(-1)!.slice(-60)), opening);
        expect(from, answer.question).toBeGreaterThan(opening);
      }
    }
  });

  it('carries the name, sun sign, questions, persona, support lines and the disclaimer', () => {
    for (const [reading, input, sun] of [
      [timed, ROME, 'Gemini'],
      [untimed, MANILA, 'Scorpio'],
    ] as const) {
      expect(reading.text).toContain(squash(input.name));
      expect(reading.text).toContain(`Sunsign${sun}`);
      for (const q of input.questions) expect(reading.text).toContain(squash(q));
      expect(reading.text).toContain(squash(SITE.persona));
      expect(reading.text).toContain(SITE.supportEmail);
      expect(reading.text).toContain(squash(SITE.supportPhone));
      expect(reading.text).toContain('entertainmentonly');
    }
    expect(untimed.text).toContain('Zoë');
    expect(untimed.text).toContain('Nguyễn');
    expect(untimed.text).toContain('BirthtimeNotspecified');
  });

  it('renders the peso sign for a Philippine tier', () => {
    expect(untimed.text).toContain('₱999');
  });

  it('embeds its fonts', () => {
    const raw = timed.pdf.toString('latin1');
    expect(raw.match(/\/FontFile2/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    // No reliance on the viewer's standard fonts.
    expect(raw).not.toMatch(/\/BaseFont\s*\/(Helvetica|Times-Roman|Courier)\b/);
  });
});
