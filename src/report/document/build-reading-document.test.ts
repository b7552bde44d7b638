import { describe, expect, it } from 'vitest';

import { buildReadingDocument } from './build-reading-document';
import type { ReadingDocument } from './reading-document';
import { MANILA, NOW, ROME, SITE } from '../synthesis/test-fixtures';

function interpretation(doc: ReadingDocument): string[] {
  return [...doc.bigPicture, ...doc.bigThree, ...doc.planets, ...doc.houses, ...doc.aspects].flatMap(
    (s) => s.paragraphs,
  );
}

function allParagraphs(doc: ReadingDocument): string[] {
  return [
    ...interpretation(doc),
    ...doc.subject.paragraphs,
    ...doc.questions.flatMap((q) => q.paragraphs),
    ...doc.outlook.love,
    ...doc.outlook.wellness,
    ...doc.outlook.growth,
  ];
}

function allText(doc: ReadingDocument): string {
  return allParagraphs(doc).join('\n');
}

function sentences(doc: ReadingDocument): string[] {
  return allParagraphs(doc).flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/));
}

describe('buildReadingDocument', () => {
  const rome = buildReadingDocument(ROME, SITE, NOW);
  const manila = buildReadingDocument(MANILA, SITE, NOW);

  it('writes different interpretations for different charts', () => {
    const a = new Set(interpretation(rome));
    const b = interpretation(manila);
    const shared = b.filter((p) => a.has(p)).length;
    // Only a planet in the same sign in both charts (here Mars, Neptune and Pluto) may read alike.
    expect(b.length).toBeGreaterThan(20);
    expect(shared / b.length).toBeLessThan(0.2);
    expect(new Set(interpretation(rome)).size).toBe(interpretation(rome).length);
    expect(rome.sunSign).toBe('Gemini');
    expect(manila.sunSign).toBe('Scorpio');
  });

  it('reads houses and the ascendant when the birth time is known', () => {
    expect(rome.timeKnown).toBe(true);
    expect(rome.visitor.birthTime).toBe('7:45 AM');
    expect(rome.chart.houses).toHaveLength(12);
    expect(rome.bigThree.map((s) => s.title)).toContain('Your Ascendant in Cancer');
    expect(rome.planets.every((s) => / house$/.test(s.title))).toBe(true);
    expect(rome.caveats).toEqual([]);
  });

  it('leaves out houses and the ascendant with an unknown birth time, and says so', () => {
    expect(manila.timeKnown).toBe(false);
    expect(manila.visitor.birthTime).toBe('Not specified');
    expect(manila.chart.houses).toBeNull();
    expect(manila.chart.ascendant).toBeNull();
    expect(manila.chart.positions.every((p) => p.house === null)).toBe(true);
    expect(manila.bigThree.map((s) => s.title)).toEqual(['Your Sun in Scorpio', 'Your Moon in Leo']);
    const text = allText(manila);
    expect(text).not.toMatch(/\b\d+(st|nd|rd|th) house\b/);
    expect(text).not.toMatch(/ascendant (is|in)|Ascendant in/);
    expect(manila.caveats.join(' ')).toMatch(/ascendant \(rising sign\), the Midheaven, the twelve house cusps/);
  });

  it('says when the Moon changed sign on an untimed birth day', () => {
    // On 3 November 1988 the Moon entered Virgo during the day (local time, Manila).
    expect(manila.caveats.join(' ')).toContain('from Leo to Virgo');
    expect(manila.bigThree[1]!.paragraphs.join(' ')).toContain('moved from Leo into Virgo');
  });

  it('answers each question by its kind and names what was asked', () => {
    expect(manila.questions.map((q) => q.form)).toEqual(['yes-no', 'how', 'why']);
    expect(rome.questions.map((q) => q.form)).toEqual(['when', 'yes-no']);
    expect(rome.questions[1]!.stance).not.toBeNull();
    expect(rome.questions[1]!.paragraphs[0]).toMatch(/^(Yes|No|Not yet)\b/);
    expect(manila.questions[1]!.paragraphs.join(' ')).toMatch(/promotion/);
    expect(manila.subject.paragraphs[0]).toContain('Saturn in Sagittarius and the Sun in Scorpio');
    expect(rome.subject.paragraphs.join(' ')).toMatch(/Your 5th house, .* begins in/);
  });

  it('gives two people asking the same question answers of their own', () => {
    const question = 'Should I start my own business this year?';
    const a = buildReadingDocument({ ...ROME, subject: 'career', questions: [question] }, SITE, NOW).questions[0]!;
    const b = buildReadingDocument({ ...MANILA, questions: [question] }, SITE, NOW).questions[0]!;
    expect(a.about).toBe(b.about);
    const mine = new Set(a.paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+/)));
    const theirs = b.paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+/));
    expect(theirs.filter((s) => mine.has(s)).length / theirs.length).toBeLessThan(0.15);
    // Each is argued from its own chart: every "Planet in Sign" it names is a placement of that chart.
    expect(a.paragraphs.join(' ')).not.toEqual(b.paragraphs.join(' '));
    const placements = (text: string) =>
      [
        ...text.matchAll(
          // "Mars in Aries", "Mars is in its fall in Cancer", "Mars, ruler of your 10th house, is at home in Aries"
          /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)(?:, [^,.]+,)? (?:is )?(?:at home |exalted |in its \w+ )?in ([A-Z][a-z]+)\b/g,
        ),
      ].map((m) => `${m[1]} ${m[2]}`);
    const charted = (doc: ReadingDocument) => new Set(doc.chart.positions.map((p) => `${p.planet} ${p.sign}`));
    const mine2 = placements(b.paragraphs.join(' '));
    expect(mine2.length).toBeGreaterThan(0);
    expect(mine2.filter((p) => !charted(manila).has(p))).toEqual([]);
  });

  it('reads the whole chart: its big picture, and all twelve houses when the time is known', () => {
    expect(rome.bigPicture.length).toBeGreaterThanOrEqual(3);
    expect(manila.bigPicture.length).toBeGreaterThanOrEqual(3);
    expect(rome.houses).toHaveLength(12);
    expect(manila.houses).toEqual([]);
  });

  it('never says the same sentence twice in one reading', () => {
    for (const doc of [rome, manila]) {
      const all = sentences(doc);
      const repeated = all.filter((s, i) => all.indexOf(s) !== i);
      expect(repeated).toEqual([]);
    }
  });

  it('dates the outlook from computed transits, month by month', () => {
    expect(rome.outlook.months).toHaveLength(12);
    expect(rome.outlook.months[0]!.month).toBe('January 2026');
    const dated = [...rome.outlook.love, ...rome.outlook.wellness, ...rome.outlook.growth].join(' ');
    expect(dated).toMatch(/exact on \d{1,2} [A-Z][a-z]+ 202[67]/);
  });

  it('offers the free second reading only to paid tiers', () => {
    expect(rome.closing.bonus).toContain('free second reading');
    expect(manila.closing.bonus).toContain('₱999');
    expect(buildReadingDocument({ ...ROME, price: 'FREE' }, SITE, NOW).closing.bonus).toBeNull();
  });
});
