import { DateTime } from 'luxon';

import { SIGNS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import type { ChartAngle } from '../../astro/chart-types';
import { findPosition } from './find-position';
import type { Body, ReadingChart } from './reading-input';
import { SIGN_FACTS } from './sign-facts';

export type Uncertainty =
  | { kind: 'ascendant-sign'; sign: Sign; other: Sign; ruler: Body; otherRuler: Body; degreesToEdge: number }
  | { kind: 'midheaven-sign'; sign: Sign; other: Sign; degreesToEdge: number }
  | { kind: 'house-cusp'; body: Body; house: number; otherHouse: number; degreesToCusp: number }
  | { kind: 'moon-sign-day'; signs: Sign[] }
  | { kind: 'sun-sign-day'; signs: Sign[] }
  | { kind: 'no-birth-time' };

/** Within a degree, a birth time a few minutes off moves an angle into another sign or a planet into another house. */
const EDGE_DEGREES = 1;
const DAY_MS = 86_400_000;

function round(degrees: number): number {
  return Math.round(degrees * 100) / 100;
}

function forward(from: number, to: number): number {
  return (((to - from) % 360) + 360) % 360;
}

/** The sign next door when the angle is within a degree of either edge of its own, or null. */
function signEdge(angle: ChartAngle): { other: Sign; degreesToEdge: number } | null {
  const index = SIGNS.indexOf(angle.sign);
  if (angle.degree < EDGE_DEGREES) return { other: SIGNS[(index + 11) % 12]!, degreesToEdge: round(angle.degree) };
  if (30 - angle.degree < EDGE_DEGREES)
    return { other: SIGNS[(index + 1) % 12]!, degreesToEdge: round(30 - angle.degree) };
  return null;
}

/** Each body within a degree of the cusp that begins or ends its house, tightest first. */
function houseCusps(chart: ReadingChart): Uncertainty[] {
  const houses = chart.houses;
  if (!houses || houses.length !== 12) return [];
  const found: (Uncertainty & { kind: 'house-cusp' })[] = [];
  for (const position of chart.positions) {
    const house = position.house;
    if (house === null) continue;
    const next = (house % 12) + 1;
    const sinceStart = forward(houses[house - 1]!.lon, position.lon);
    const untilEnd = forward(position.lon, houses[next - 1]!.lon);
    if (untilEnd < EDGE_DEGREES && untilEnd <= sinceStart)
      found.push({
        kind: 'house-cusp',
        body: position.planet,
        house,
        otherHouse: next,
        degreesToCusp: round(untilEnd),
      });
    else if (sinceStart < EDGE_DEGREES)
      found.push({
        kind: 'house-cusp',
        body: position.planet,
        house,
        otherHouse: ((house + 10) % 12) + 1,
        degreesToCusp: round(sinceStart),
      });
  }
  return found.sort((a, b) => a.degreesToCusp - b.degreesToCusp);
}

/** The Sun's signs at the first and last moment of the local birth day, from the noon chart and the Sun's speed. */
function sunSignsOfDay(chart: ReadingChart, birthDate: string, timeZone: string): Sign[] {
  const day = DateTime.fromISO(birthDate, { zone: timeZone });
  if (!day.isValid) return [];
  const sun = findPosition(chart, 'Sun');
  const noon = new Date(chart.utc).getTime();
  const signs = [day.startOf('day'), day.endOf('day')].map((moment) => {
    const lon = sun.lon + (sun.speed * (moment.toMillis() - noon)) / DAY_MS;
    return SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30) % 12]!;
  });
  return signs[0] === signs[1] ? [signs[0]!] : signs;
}

/**
 * What a careful astrologer flags because it could change an answer: with a birth time, an Ascendant or Midheaven
 * within a degree of the next sign and a body within a degree of the next house; without one, that houses and angles
 * are not read, and a Sun or Moon that changed sign during the birth day (`moonSigns`: the Moon's signs that day).
 */
export function findUncertainties(
  chart: ReadingChart,
  input: { birthDate: string; timeZone: string },
  moonSigns: Sign[],
): Uncertainty[] {
  if (!chart.timeKnown) {
    const sunSigns = sunSignsOfDay(chart, input.birthDate, input.timeZone);
    return [
      { kind: 'no-birth-time' },
      ...(moonSigns.length > 1 ? [{ kind: 'moon-sign-day' as const, signs: [...moonSigns] }] : []),
      ...(sunSigns.length > 1 ? [{ kind: 'sun-sign-day' as const, signs: sunSigns }] : []),
    ];
  }
  const found: Uncertainty[] = [];
  const ascendant = chart.ascendant && signEdge(chart.ascendant);
  if (chart.ascendant && ascendant) {
    found.push({
      kind: 'ascendant-sign',
      sign: chart.ascendant.sign,
      other: ascendant.other,
      ruler: SIGN_FACTS[chart.ascendant.sign].ruler,
      otherRuler: SIGN_FACTS[ascendant.other].ruler,
      degreesToEdge: ascendant.degreesToEdge,
    });
  }
  const midheaven = chart.midheaven && signEdge(chart.midheaven);
  if (chart.midheaven && midheaven) found.push({ kind: 'midheaven-sign', sign: chart.midheaven.sign, ...midheaven });
  return [...found, ...houseCusps(chart)];
}
