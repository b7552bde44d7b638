import { describe, expect, it } from 'vitest';

import type { Aspect } from '../../astro/aspects';
import { conjunctionNatureLines } from '../lore/aspect-lore';
import { TEN_PLANETS, conjunctionNature, pairLore, pairTexts } from '../lore/aspect-pair-lore';
import { formatDegree } from '../lore/format';
import { Voice } from '../lore/voice';
import { readingChart, slowPositionsAt } from '../synthesis/chart-adapter';
import { findPosition } from '../synthesis/find-position';
import { MAJOR_ASPECTS } from '../synthesis/reading-input';
import type { Body, ReadingChart, ReadingInput } from '../synthesis/reading-input';
import { MANILA, NOW, ROME } from '../synthesis/test-fixtures';
import { findTransits } from '../synthesis/transits';
import type { NatalPoint } from '../synthesis/transits';
import { aspectSections } from './interpret-aspects';
import { buildOutlook } from './outlook';
import type { TextSection } from './reading-document';

const PERSONAL: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];

const PEOPLE: readonly ReadingInput[] = [
  ROME,
  MANILA,
  {
    ...ROME,
    name: 'Lucía Ferreyra',
    birthDate: '1975-03-02',
    birthTime: '11:20 PM',
    lat: -34.6037,
    lon: -58.3816,
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  {
    ...ROME,
    name: 'Owen Clarke',
    birthDate: '2001-09-23',
    birthTime: '6:05 AM',
    lat: 43.6532,
    lon: -79.3832,
    timeZone: 'America/Toronto',
  },
  {
    ...MANILA,
    name: 'Karim Haddad',
    birthDate: '1964-12-30',
    birthTime: 'unknown',
    lat: 30.0444,
    lon: 31.2357,
    timeZone: 'Africa/Cairo',
  },
  {
    ...ROME,
    name: 'Aiko Tanaka',
    birthDate: '1983-04-17',
    birthTime: '3:30 PM',
    lat: 35.6762,
    lon: 139.6503,
    timeZone: 'Asia/Tokyo',
  },
];

function voiceFor(input: ReadingInput): Voice {
  return new Voice(`${input.birthDate}|${input.birthTime}|${input.lat}|${input.lon}`);
}

function sentences(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/));
}

/** The natal points the lead's document follows, rebuilt here so the test does not depend on it. */
function transitPoints(chart: ReadingChart): NatalPoint[] {
  const bodies = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'North Node'] as const;
  const points: NatalPoint[] = bodies
    .filter((b) => chart.timeKnown || b !== 'Moon')
    .map((b) => ({ name: b, lon: findPosition(chart, b).lon }));
  if (chart.ascendant) points.push({ name: 'Ascendant', lon: chart.ascendant.lon });
  if (chart.midheaven) points.push({ name: 'Midheaven', lon: chart.midheaven.lon });
  return points;
}

/** The aspect chapter and the outlook of one reading, written with one voice as the document does. */
function chapterAndOutlook(input: ReadingInput): { sections: TextSection[]; outlook: string[] } {
  const chart = readingChart(input);
  const voice = voiceFor(input);
  const sections = aspectSections(chart, voice);
  const outlook = buildOutlook(findTransits(transitPoints(chart), slowPositionsAt, NOW), NOW, input.timeZone, voice);
  return { sections, outlook: [...outlook.love, ...outlook.wellness, ...outlook.growth] };
}

/** A real chart whose aspects are replaced by one made-up aspect, to read a pair the chart lacks. */
function withOnlyAspect(planet1: Body, planet2: Body, orb: number): ReadingChart {
  const chart = readingChart(ROME);
  return { ...chart, aspects: [{ planet1, planet2, aspect: 'Conjunction', orb, influence: 'intensifying' }] };
}

/** The chart's aspect a section was written for, found by its title: "Sun square Moon". */
function aspectOf(chart: ReadingChart, section: TextSection): Aspect {
  const [p1, name, p2] = section.title.split(/ (conjunction|sextile|square|trine|opposition) /);
  const found = chart.aspects.find((a) => a.planet1 === p1 && a.planet2 === p2 && a.aspect.toLowerCase() === name);
  if (!found) throw new Error(`No aspect for ${section.title}`);
  return found;
}

describe('aspect texts by planet pair', () => {
  it('writes every pair of the ten planets for every major aspect, twice when a personal planet takes part', () => {
    let pairs = 0;
    TEN_PLANETS.forEach((a, i) =>
      TEN_PLANETS.slice(i + 1).forEach((b) => {
        pairs += 1;
        const least = PERSONAL.includes(a) || PERSONAL.includes(b) ? 2 : 1;
        for (const aspect of MAJOR_ASPECTS) {
          const texts = pairLore(a, b)[aspect];
          expect(texts.length, `${a}-${b} ${aspect}`).toBeGreaterThanOrEqual(least);
          expect(pairLore(b, a)[aspect]).toBe(texts);
        }
      }),
    );
    expect(pairs).toBe(45);
  });

  it('never reuses a text between two slots', () => {
    const all = TEN_PLANETS.flatMap((a, i) =>
      TEN_PLANETS.slice(i + 1).flatMap((b) => MAJOR_ASPECTS.flatMap((x) => pairLore(a, b)[x])),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('composes Chiron and the North Node from the planet they touch', () => {
    for (const aspect of MAJOR_ASPECTS) {
      const chironVenus = pairTexts('Chiron', 'Venus', aspect);
      const chironMars = pairTexts('Mars', 'Chiron', aspect);
      expect(chironVenus.length).toBeGreaterThanOrEqual(2);
      expect(chironVenus.some((t) => chironMars.includes(t))).toBe(false);
      expect(pairTexts('North Node', 'Chiron', aspect).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads a conjunction by its planets: Venus-Jupiter eases, Mars-Saturn strains, Sun-Mercury blends', () => {
    expect(conjunctionNature('Venus', 'Jupiter')).toBe('easy');
    expect(conjunctionNature('Saturn', 'Mars')).toBe('hard');
    expect(conjunctionNature('Sun', 'Mercury')).toBe('blended');
    const [easy] = aspectSections(withOnlyAspect('Venus', 'Jupiter', 0.5), new Voice('kind'));
    const [hard] = aspectSections(withOnlyAspect('Mars', 'Saturn', 0.5), new Voice('kind'));
    const easyText = easy!.paragraphs.join(' ');
    const hardText = hard!.paragraphs.join(' ');
    expect(conjunctionNatureLines('easy', 'Venus', 'Jupiter').some((line) => easyText.includes(line))).toBe(true);
    expect(conjunctionNatureLines('hard', 'Mars', 'Saturn').some((line) => hardText.includes(line))).toBe(true);
    expect(hardText).not.toMatch(/kindly|gift you can lean on|sweeten/);
  });
});

describe('aspectSections', () => {
  it('writes up to ten aspects, personal ones first, each with its signs and its orb', () => {
    for (const input of PEOPLE) {
      const chart = readingChart(input);
      const sections = aspectSections(chart, voiceFor(input));
      expect(sections.length).toBeGreaterThan(0);
      expect(sections.length).toBeLessThanOrEqual(10);
      const first = aspectOf(chart, sections[0]!);
      expect(PERSONAL.includes(first.planet1) || PERSONAL.includes(first.planet2)).toBe(true);
      for (const section of sections) {
        const aspect = aspectOf(chart, section);
        const text = section.paragraphs.join(' ');
        expect(text).toContain(findPosition(chart, aspect.planet1).sign);
        expect(text).toContain(formatDegree(aspect.orb));
      }
    }
  });

  it('leaves out the South Node, which only mirrors the North Node', () => {
    for (const input of PEOPLE) {
      expect(aspectSections(readingChart(input), voiceFor(input)).some((s) => s.title.includes('South Node'))).toBe(
        false,
      );
    }
  });

  it('renders the same reading the same way twice', () => {
    expect(chapterAndOutlook(ROME)).toEqual(chapterAndOutlook(ROME));
  });

  it('never repeats a sentence within the aspect chapter and the outlook of one reading', () => {
    for (const input of PEOPLE) {
      const { sections, outlook } = chapterAndOutlook(input);
      const all = sentences([...sections.flatMap((s) => s.paragraphs), ...outlook]);
      const repeated = all.filter((s, i) => all.indexOf(s) !== i);
      expect(repeated, input.name).toEqual([]);
    }
  });

  it('gives two people aspect chapters that share almost no sentences', () => {
    const chapters = PEOPLE.map((p) => new Set(sentences(chapterAndOutlook(p).sections.flatMap((s) => s.paragraphs))));
    chapters.forEach((a, i) =>
      chapters.slice(i + 1).forEach((b) => {
        const shared = [...a].filter((s) => b.has(s)).length;
        expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.2);
      }),
    );
  });
});
