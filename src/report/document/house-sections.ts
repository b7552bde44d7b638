import { HOUSE_TITLES, houseLore, ordinal } from '../lore/house-lore';
import { PLANET_LORE, bodyName, capitalise } from '../lore/planet-lore';
import { SIGN_LORE } from '../lore/sign-lore';
import type { Voice } from '../lore/voice';
import { findPosition } from '../synthesis/find-position';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import type { Body, ReadingChart } from '../synthesis/reading-input';
import type { TextSection } from './reading-document';

/** The nodes and Chiron are read in their own sections; a house lists the planets proper. */
const HOUSE_BODIES: readonly Body[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

function list(bodies: readonly Body[]): string {
  const named = bodies.map(bodyName);
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

function occupants(chart: ReadingChart, house: number): string {
  const here = chart.positions.filter((p) => p.house === house && HOUSE_BODIES.includes(p.planet)).map((p) => p.planet);
  if (here.length === 0) return `No planet stands in your ${ordinal(house)} house.`;
  const themes = here.map((b) => PLANET_LORE[b].theme);
  const joined = themes.length === 1 ? themes[0] : `${themes.slice(0, -1).join(', ')} and ${themes[themes.length - 1]}`;
  const busy = here.length >= 3 ? ', one of the busiest rooms of your chart' : '';
  return `${capitalise(list(here))} ${here.length === 1 ? 'stands' : 'stand'} here${busy}, bringing ${joined} into it.`;
}

function rulerSentence(chart: ReadingChart, house: number, ruler: Body, voice: Voice): string {
  const pos = findPosition(chart, ruler);
  const title = HOUSE_TITLES[house - 1]!;
  if (pos.house === null) return `Its ruler, ${bodyName(ruler)}, stands in ${pos.sign}.`;
  if (pos.house === house)
    return `Its ruler, ${bodyName(ruler)}, stands in this same house, in ${pos.sign}: you handle ${title} on your own terms.`;
  const there = HOUSE_TITLES[pos.house - 1]!;
  return voice.pick(`house-ruler|${house}`, [
    `Its ruler, ${bodyName(ruler)}, stands in ${pos.sign} in your ${ordinal(pos.house)} house, which ties ${title} to ${there}.`,
    `Its ruler, ${bodyName(ruler)}, is placed in ${pos.sign} in your ${ordinal(pos.house)} house, so ${title} lead you toward ${there}.`,
  ]);
}

/** All twelve houses, each with its cusp sign, the planets in it and where its ruler stands; none without a birth time. */
export function houseSections(chart: ReadingChart, voice: Voice): TextSection[] {
  if (!chart.timeKnown || chart.houses === null) return [];
  return chart.houses.map((cusp) => {
    const n = cusp.number;
    return {
      title: `The ${ordinal(n)} house: ${HOUSE_TITLES[n - 1]}`,
      glyph: cusp.sign,
      paragraphs: [
        [
          `Your ${ordinal(n)} house, ${houseLore(n).area}, opens in ${cusp.sign}: here life ${SIGN_LORE[cusp.sign].manner}.`,
          occupants(chart, n),
          rulerSentence(chart, n, SIGN_FACTS[cusp.sign].ruler, voice),
        ].join(' '),
      ],
    };
  });
}
