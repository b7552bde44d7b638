import { describe, expect, it } from 'vitest';

import { transitSentence } from '../lore/transit-lore';
import { Voice } from '../lore/voice';
import { readingChart, slowPositionsAt } from '../synthesis/chart-adapter';
import { findPosition } from '../synthesis/find-position';
import { MAJOR_ASPECTS, SLOW_BODIES } from '../synthesis/reading-input';
import type { MajorAspect, ReadingChart, ReadingInput, SlowBody } from '../synthesis/reading-input';
import { MANILA, NOW, ROME } from '../synthesis/test-fixtures';
import { findTransits } from '../synthesis/transits';
import type { NatalPoint, TransitEvent } from '../synthesis/transits';
import { buildOutlook } from './outlook';

const POINTS = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'North Node',
  'Ascendant',
  'Midheaven',
] as const;

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

function event(transiting: SlowBody, aspect: MajorAspect, natal: string): TransitEvent {
  const exact = new Date('2026-03-03T12:00:00Z');
  return {
    transiting,
    aspect,
    natal,
    start: new Date('2026-02-01T12:00:00Z'),
    end: new Date('2026-04-01T12:00:00Z'),
    exact: [exact],
    closest: exact,
  };
}

function sentences(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/));
}

function transitPoints(chart: ReadingChart): NatalPoint[] {
  const bodies = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'North Node'] as const;
  const points: NatalPoint[] = bodies
    .filter((b) => chart.timeKnown || b !== 'Moon')
    .map((b) => ({ name: b, lon: findPosition(chart, b).lon }));
  if (chart.ascendant) points.push({ name: 'Ascendant', lon: chart.ascendant.lon });
  if (chart.midheaven) points.push({ name: 'Midheaven', lon: chart.midheaven.lon });
  return points;
}

function outlookOf(input: ReadingInput): ReturnType<typeof buildOutlook> {
  const chart = readingChart(input);
  const voice = new Voice(`${input.birthDate}|${input.birthTime}|${input.lat}|${input.lon}`);
  return buildOutlook(findTransits(transitPoints(chart), slowPositionsAt, NOW), NOW, input.timeZone, voice);
}

describe('transitSentence', () => {
  it('speaks to the natal point touched: Saturn square Venus of love and worth, Jupiter trine the Midheaven of career', () => {
    const venus = transitSentence(event('Saturn', 'Square', 'Venus'), 'Europe/Rome', new Voice('a'));
    expect(venus).toMatch(/love/);
    expect(venus).toMatch(/worth/);
    expect(venus).toContain('3 March 2026');
    expect(transitSentence(event('Jupiter', 'Trine', 'Midheaven'), 'Europe/Rome', new Voice('a'))).toMatch(/career/);
  });

  it('writes every transiting planet, aspect and natal point, in two wordings at least', () => {
    for (const body of SLOW_BODIES) {
      for (const aspect of MAJOR_ASPECTS) {
        for (const point of POINTS) {
          const texts = new Set(
            ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
              transitSentence(event(body, aspect, point), 'UTC', new Voice(seed)),
            ),
          );
          const sample = [...texts][0]!;
          expect(sample).toContain(body);
          expect(sample).toContain(`your ${point}`);
          expect(texts.size, `${body} ${aspect} ${point}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('words two transits to one point differently within a reading', () => {
    const voice = new Voice('one reading');
    const [first, second] = [event('Jupiter', 'Trine', 'Moon'), event('Saturn', 'Sextile', 'Moon')].map((e) =>
      transitSentence(e, 'UTC', voice),
    );
    const effect = (text: string, planet: string) => text.split(/(?<=\.)\s+/)[1]!.replace(planet, 'X');
    expect(effect(first!, 'Jupiter')).not.toBe(effect(second!, 'Saturn'));
  });
});

describe('buildOutlook', () => {
  it('keeps twelve month rows and writes a quiet year, in different words for different people, when nothing touches an area', () => {
    const quiet = ['a', 'b', 'c', 'd', 'e'].map((seed) => buildOutlook([], NOW, 'Europe/Rome', new Voice(seed)));
    expect(quiet[0]!.months).toHaveLength(12);
    expect(quiet[0]!.months.every((m) => m.entries.length === 0)).toBe(true);
    expect(quiet[0]!.love).toHaveLength(1);
    expect(new Set(quiet.map((o) => o.love[0])).size).toBeGreaterThanOrEqual(2);
    expect(new Set(quiet.map((o) => o.growth[0])).size).toBeGreaterThanOrEqual(2);
  });

  it('opens an area with the points touched and closes it with a dated balance', () => {
    const voice = new Voice('balance');
    const outlook = buildOutlook(
      [event('Saturn', 'Square', 'Venus'), event('Pluto', 'Opposition', 'Moon')],
      NOW,
      'UTC',
      voice,
    );
    expect(outlook.love[0]).toMatch(/your Venus and your Moon/);
    expect(outlook.love[0]).toMatch(/two transits/);
    expect(outlook.love.at(-1)).toContain('3 March 2026');
    expect(outlook.wellness).toHaveLength(1);
  });

  it('lists the transits of each month in date order, by the first date each names', () => {
    const day = (text: string) => new Date(`${/\d{1,2} [A-Z][a-z]+ \d{4}/.exec(text)![0]} UTC`).getTime();
    for (const person of PEOPLE) {
      for (const { month, entries } of outlookOf(person).months) {
        const days = entries.map((e) => day(e.text));
        expect(days, `${person.name}, ${month}`).toEqual([...days].sort((a, b) => a - b));
      }
    }
  });

  it('is deterministic', () => {
    expect(outlookOf(ROME)).toEqual(outlookOf(ROME));
  });

  it('gives two people outlooks that share fewer than 20% of their sentences', () => {
    const outlooks = PEOPLE.map((p) => {
      const o = outlookOf(p);
      return new Set(sentences([...o.love, ...o.wellness, ...o.growth]));
    });
    outlooks.forEach((a, i) =>
      outlooks.slice(i + 1).forEach((b, j) => {
        const shared = [...a].filter((s) => b.has(s)).length;
        expect(shared / Math.min(a.size, b.size), `${PEOPLE[i]!.name} and ${PEOPLE[i + j + 1]!.name}`).toBeLessThan(
          0.2,
        );
      }),
    );
  });
});
