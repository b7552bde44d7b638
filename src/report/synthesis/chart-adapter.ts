// The report's only door to the chart engine.
import { MakeTime } from 'astronomy-engine';

import { computeChart } from '../../astro/compute-chart';
import { resolveBirthMoment } from '../../astro/birth-moment';
import { computePositions } from '../../astro/positions';
import { signOf } from '../../astro/signs';
import type { Sign } from '../../domain/astrology';
import type { ReadingChart, ReadingInput, SlowPositionsAt } from './reading-input';

/** The visitor's natal chart; houses and angles are dropped when the birth time is unknown. */
export function readingChart(input: ReadingInput): ReadingChart {
  const chart = computeChart({
    date: input.birthDate,
    time: input.birthTime,
    lat: input.lat,
    lon: input.lon,
    zone: input.timeZone,
  });
  const timeKnown = chart.moment.timeKnown;
  const notes = [chart.moment.note, timeKnown ? chart.houses.note : undefined].filter((n): n is string => Boolean(n));
  return {
    utc: chart.moment.utc,
    timeKnown,
    positions: chart.planets.map((p) => ({ ...p, house: timeKnown ? p.house : null })),
    houses: timeKnown ? chart.houses.houses : null,
    houseSystem: timeKnown ? (chart.houses.fallback ? 'Porphyry' : 'Placidus') : null,
    zone: input.timeZone,
    ascendant: timeKnown ? chart.ascendant : null,
    midheaven: timeKnown ? chart.midheaven : null,
    aspects: chart.aspects,
    notes,
  };
}

/** The signs the Moon passes through during the local birth day, in order (one or two). */
export function moonSignsOfDay(input: ReadingInput): Sign[] {
  const signs = ['12:00 AM', '11:59 PM'].map((time) => {
    const moment = resolveBirthMoment({ date: input.birthDate, time, zone: input.timeZone });
    return signOf(computePositions(MakeTime(moment.ut)).Moon.lon);
  });
  return signs[0] === signs[1] ? [signs[0]!] : signs;
}

export const slowPositionsAt: SlowPositionsAt = (when) => {
  const all = computePositions(MakeTime(when));
  return { Jupiter: all.Jupiter, Saturn: all.Saturn, Uranus: all.Uranus, Neptune: all.Neptune, Pluto: all.Pluto };
};
