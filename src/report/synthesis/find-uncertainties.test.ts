import { describe, expect, it } from 'vitest';

import { SIGNS } from '../../domain/astrology';
import { moonSignsOfDay, readingChart } from './chart-adapter';
import { findUncertainties } from './find-uncertainties';
import type { ReadingChart, ReadingInput } from './reading-input';
import { MANILA, ROME } from './test-fixtures';

const CHART = readingChart(ROME);
const cusp = (house: number) => CHART.houses![house - 1]!.lon;

/** Rome's chart with its Ascendant, Midheaven or one body moved to where a test needs it. */
function withAngle(angle: 'ascendant' | 'midheaven', lon: number): ReadingChart {
  const sign = SIGNS[Math.floor(lon / 30)]!;
  return { ...CHART, [angle]: { lon, sign, degree: lon % 30 } };
}

function withBody(planet: string, lon: number, house: number): ReadingChart {
  return { ...CHART, positions: CHART.positions.map((p) => (p.planet === planet ? { ...p, lon, house } : p)) };
}

const known = (chart: ReadingChart) => findUncertainties(chart, ROME, []);

describe('findUncertainties', () => {
  it('flags nothing in a chart whose angles and bodies sit well inside their signs and houses', () => {
    // Rome: Ascendant 20°53′ Cancer, Midheaven 1°41′ Aries, no body within a degree of a cusp.
    expect(known(CHART)).toEqual([]);
  });

  it('flags an Ascendant within a degree of the next or the previous sign, with both rulers', () => {
    const [late] = known(withAngle('ascendant', 179.6));
    expect(late).toMatchObject({
      kind: 'ascendant-sign',
      sign: 'Virgo',
      other: 'Libra',
      ruler: 'Mercury',
      otherRuler: 'Venus',
    });
    expect(late).toHaveProperty('degreesToEdge', 0.4);
    expect(known(withAngle('ascendant', 180.3))[0]).toMatchObject({
      sign: 'Libra',
      other: 'Virgo',
      ruler: 'Venus',
      otherRuler: 'Mercury',
      degreesToEdge: 0.3,
    });
    expect(known(withAngle('ascendant', 359.5))[0]).toMatchObject({
      sign: 'Pisces',
      other: 'Aries',
      otherRuler: 'Mars',
    });
    expect(known(withAngle('ascendant', 178.9))).toEqual([]);
  });

  it('flags a Midheaven within a degree of a sign change', () => {
    expect(known(withAngle('midheaven', 0.5))).toEqual([
      { kind: 'midheaven-sign', sign: 'Aries', other: 'Pisces', degreesToEdge: 0.5 },
    ]);
  });

  it('flags a body within a degree of the cusp it would otherwise fall across, tightest first', () => {
    const chart = withBody('Jupiter', cusp(3) + 0.6, 3);
    const both = {
      ...chart,
      positions: chart.positions.map((p) => (p.planet === 'Venus' ? { ...p, lon: cusp(7) - 0.3, house: 6 } : p)),
    };
    expect(known(both)).toEqual([
      { kind: 'house-cusp', body: 'Venus', house: 6, otherHouse: 7, degreesToCusp: 0.3 },
      { kind: 'house-cusp', body: 'Jupiter', house: 3, otherHouse: 2, degreesToCusp: 0.6 },
    ]);
    expect(known(withBody('Chiron', cusp(1) + 0.2, 1))).toEqual([
      { kind: 'house-cusp', body: 'Chiron', house: 1, otherHouse: 12, degreesToCusp: 0.2 },
    ]);
    expect(known(withBody('Sun', cusp(1) - 0.9, 12))[0]).toMatchObject({ body: 'Sun', house: 12, otherHouse: 1 });
    expect(known(withBody('Sun', cusp(1) - 1.1, 12))).toEqual([]);
  });

  it('without a birth time, says the houses are not read and whether the Moon changed sign that day', () => {
    const chart = readingChart(MANILA);
    expect(findUncertainties(chart, MANILA, moonSignsOfDay(MANILA))).toEqual([
      { kind: 'no-birth-time' },
      { kind: 'moon-sign-day', signs: ['Leo', 'Virgo'] },
    ]);
    const steady: ReadingInput = { ...MANILA, birthDate: '1988-11-12' };
    expect(moonSignsOfDay(steady)).toHaveLength(1);
    expect(findUncertainties(readingChart(steady), steady, moonSignsOfDay(steady))).toEqual([
      { kind: 'no-birth-time' },
    ]);
  });

  it('without a birth time, finds a Sun that changed sign that day, as the engine places it', () => {
    // The March equinox of 2000 fell at 07:35 UT, on the morning of 20 March in London.
    const equinox: ReadingInput = {
      ...MANILA,
      birthDate: '2000-03-20',
      timeZone: 'Europe/London',
      lat: 51.5,
      lon: -0.13,
    };
    const atTime = (time: string) =>
      readingChart({ ...equinox, birthTime: time }).positions.find((p) => p.planet === 'Sun')!.sign;
    const found = findUncertainties(readingChart(equinox), equinox, []);
    expect(found).toContainEqual({ kind: 'sun-sign-day', signs: [atTime('12:00 AM'), atTime('11:59 PM')] });
    expect(atTime('12:00 AM')).toBe('Pisces');
    expect(atTime('11:59 PM')).toBe('Aries');
    expect(findUncertainties(readingChart(MANILA), MANILA, []).some((u) => u.kind === 'sun-sign-day')).toBe(false);
  });

  it('reads no houses or angles without a birth time, and no Moon day with one', () => {
    const chart = readingChart(MANILA);
    expect(findUncertainties(chart, MANILA, ['Leo', 'Virgo']).map((u) => u.kind)).not.toContain('house-cusp');
    expect(findUncertainties(CHART, ROME, ['Leo', 'Virgo'])).toEqual([]);
  });
});
