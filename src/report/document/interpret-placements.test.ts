import { describe, expect, it } from 'vitest';

import { SIGNS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import { mentionsDignity } from '../lore/placement-lore';
import { PLANET_SIGN_LORE } from '../lore/planet-sign-lore';
import type { PlacedBody } from '../lore/planet-sign-lore';
import { RISING_IN_SIGN } from '../lore/rising-lore';
import { Voice } from '../lore/voice';
import { moonSignsOfDay, readingChart } from '../synthesis/chart-adapter';
import { findPosition } from '../synthesis/find-position';
import { dignityOf } from '../synthesis/sign-facts';
import type { ReadingChart, ReadingInput } from '../synthesis/reading-input';
import { MANILA, ROME } from '../synthesis/test-fixtures';
import { ascendantSection, moonSection, planetSection, sunSection } from './interpret-placements';
import type { TextSection } from './reading-document';

const PLANETS = [
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'North Node',
] as const;
const PERSONAL: readonly PlacedBody[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];

const BUENOS_AIRES: ReadingInput = {
  ...ROME,
  name: 'Lucía Ferreyra',
  birthDate: '1975-03-02',
  birthTime: '11:20 PM',
  birthCity: 'Buenos Aires',
  birthCountry: 'Argentina',
  lat: -34.6037,
  lon: -58.3816,
  timeZone: 'America/Argentina/Buenos_Aires',
};
const TORONTO: ReadingInput = {
  ...ROME,
  name: 'Owen Clarke',
  gender: 'male',
  birthDate: '2001-09-23',
  birthTime: '6:05 AM',
  birthCity: 'Toronto',
  birthCountry: 'Canada',
  lat: 43.6532,
  lon: -79.3832,
  timeZone: 'America/Toronto',
};
const CAIRO: ReadingInput = {
  ...MANILA,
  name: 'Karim Haddad',
  gender: 'male',
  birthDate: '1964-12-30',
  birthTime: 'unknown',
  birthCity: 'Cairo',
  birthCountry: 'Egypt',
  lat: 30.0444,
  lon: 31.2357,
  timeZone: 'Africa/Cairo',
};
const PEOPLE = [ROME, MANILA, BUENOS_AIRES, TORONTO, CAIRO];

interface Placed {
  chart: ReadingChart;
  moonSigns: Sign[];
  sections: { key: string; section: TextSection }[];
}

function placements(input: ReadingInput): Placed {
  const chart = readingChart(input);
  const voice = new Voice(`${input.birthDate}|${input.birthTime}|${input.lat}|${input.lon}`);
  const moonSigns = chart.timeKnown ? [] : moonSignsOfDay(input);
  const ascendant = ascendantSection(chart, voice);
  return {
    chart,
    moonSigns,
    sections: [
      { key: 'Sun', section: sunSection(chart, voice) },
      { key: 'Moon', section: moonSection(chart, moonSigns, voice) },
      ...(ascendant ? [{ key: 'Ascendant', section: ascendant }] : []),
      ...PLANETS.map((body) => ({ key: body, section: planetSection(chart, body, voice) })),
    ],
  };
}

function sentences(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/));
}

/** The signs a section reads, to compare two people's placements: an uncertain Moon reads both of its day's signs. */
function signsOf(placed: Placed, key: string): string[] {
  if (key === 'Ascendant') return placed.chart.ascendant ? [placed.chart.ascendant.sign] : [];
  if (key === 'Moon' && placed.moonSigns.length > 0) return placed.moonSigns;
  return [findPosition(placed.chart, key as PlacedBody).sign];
}

/** The house paragraph (last, when houses are known) is the house texts' business, not the sign's. */
function signParagraphs(placed: Placed, key: string, section: TextSection): string[] {
  const hasHouse = placed.chart.timeKnown && key !== 'Ascendant';
  return hasHouse ? section.paragraphs.slice(0, -1) : section.paragraphs;
}

describe('placement sections', () => {
  const readings = PEOPLE.map(placements);

  it('never repeat a sentence within one reading', () => {
    for (const placed of readings) {
      const all = sentences(placed.sections.flatMap(({ key, section }) => signParagraphs(placed, key, section)));
      expect(all.length).toBeGreaterThan(40);
      expect(all.filter((s, i) => all.indexOf(s) !== i)).toEqual([]);
      // The house paragraphs come from the house texts, checked whole here; their sentences are that table's business.
      const whole = placed.sections.flatMap((s) => s.section.paragraphs);
      expect(new Set(whole).size).toBe(whole.length);
    }
  });

  it('give two people no common sentence where their signs differ', () => {
    for (const [i, a] of readings.entries()) {
      for (const b of readings.slice(i + 1)) {
        const other = new Set(sentences(b.sections.flatMap((s) => s.section.paragraphs)));
        const differing = a.sections.filter(
          ({ key }) => !signsOf(a, key).some((sign) => signsOf(b, key).includes(sign)),
        );
        expect(differing.length).toBeGreaterThan(3);
        const shared = differing
          .flatMap(({ key, section }) => sentences(signParagraphs(a, key, section)))
          .filter((s) => other.has(s));
        expect(shared).toEqual([]);
      }
    }
  });

  it('render the same chart identically twice', () => {
    for (const input of PEOPLE) {
      expect(placements(input).sections).toEqual(placements(input).sections);
    }
  });

  it('read houses and the ascendant only when the birth time is known', () => {
    const [rome, manila] = readings;
    expect(rome!.sections.map((s) => s.key)).toContain('Ascendant');
    expect(rome!.sections.find((s) => s.key === 'Ascendant')!.section.paragraphs.join(' ')).not.toMatch(
      /ruler of your chart/,
    );
    expect(manila!.sections.map((s) => s.key)).not.toContain('Ascendant');
    expect(manila!.sections.every((s) => !/ house/.test(s.section.title))).toBe(true);
    expect(
      rome!.sections
        .filter((s) => s.key !== 'Ascendant')
        .every((s) => /\d(st|nd|rd|th) house/.test(s.section.paragraphs.join(' '))),
    ).toBe(true);
  });

  it('explain both Moon signs when the Moon changed sign on an unknown-time birth day', () => {
    expect(moonSignsOfDay(MANILA)).toEqual(['Leo', 'Virgo']);
    const moon = readings[1]!.sections.find((s) => s.key === 'Moon')!.section.paragraphs.join(' ');
    expect(moon).toMatch(/Moon in Leo|Leo Moon/);
    expect(moon).toMatch(/Moon in Virgo|Virgo Moon/);
  });

  it('mention a retrograde planet as retrograde', () => {
    // Manila 1988: Jupiter retrograde in Gemini.
    const jupiter = readings[1]!.sections.find((s) => s.key === 'Jupiter')!.section.paragraphs.join(' ');
    expect(jupiter).toMatch(/retrograde in Gemini|backwards through Gemini/);
  });
});

describe('placement texts', () => {
  it('have enough variants for every body in every sign, each naming its body and sign', () => {
    for (const [body, table] of Object.entries(PLANET_SIGN_LORE) as [
      PlacedBody,
      (typeof PLANET_SIGN_LORE)[PlacedBody],
    ][]) {
      for (const sign of SIGNS) {
        const variants = table[sign];
        expect(variants.length, `${body} in ${sign}`).toBeGreaterThanOrEqual(PERSONAL.includes(body) ? 3 : 2);
        for (const text of variants)
          expect(text, `${body} in ${sign}`).toMatch(new RegExp(`${body}.*${sign}|${sign}.*${body}`));
      }
    }
  });

  it('name a dignity only where tradition gives one', () => {
    const modern: readonly PlacedBody[] = ['Uranus', 'Neptune', 'Pluto'];
    for (const [body, table] of Object.entries(PLANET_SIGN_LORE) as [
      PlacedBody,
      (typeof PLANET_SIGN_LORE)[PlacedBody],
    ][]) {
      for (const sign of SIGNS) {
        const claimed = table[sign].filter(mentionsDignity);
        if (!modern.includes(body))
          expect(claimed.length === 0 || dignityOf(body, sign) !== null, `${body} in ${sign}`).toBe(true);
      }
    }
    expect(mentionsDignity(PLANET_SIGN_LORE.Jupiter.Pisces[0]!)).toBe(true);
    expect(mentionsDignity(PLANET_SIGN_LORE.Mars.Sagittarius[2]!)).toBe(false);
  });

  it('have at least two variants for every rising sign, each naming it', () => {
    for (const sign of SIGNS) {
      expect(RISING_IN_SIGN[sign].length).toBeGreaterThanOrEqual(2);
      for (const text of RISING_IN_SIGN[sign]) expect(text).toContain(sign);
    }
  });

  it('are all different', () => {
    const all = [...Object.values(PLANET_SIGN_LORE), RISING_IN_SIGN].flatMap((table) =>
      SIGNS.flatMap((sign) => table[sign]),
    );
    expect(new Set(all).size).toBe(all.length);
  });
});
