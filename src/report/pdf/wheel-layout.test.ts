import { describe, expect, it } from 'vitest';

import type { Sign } from '../../domain/astrology';
import type { Body, ReadingChart } from '../synthesis/reading-input';
import { MIN_GLYPH_GAP, WHEEL, layoutWheel, spreadLongitudes, type Point } from './wheel-layout';

function gaps(lons: number[]): number[] {
  const sorted = [...lons].sort((a, b) => a - b);
  return sorted.map((lon, i) => (((sorted[(i + 1) % sorted.length]! - lon) % 360) + 360) % 360);
}

describe('spreadLongitudes', () => {
  it('keeps glyphs apart in a tight stellium across 0° Aries, close to their true places', () => {
    const lons = [355, 357, 358, 359.5, 1, 2, 3, 120, 240];
    const shown = spreadLongitudes(lons);
    for (const gap of gaps(shown)) expect(gap).toBeGreaterThanOrEqual(MIN_GLYPH_GAP - 1e-6);
    lons.forEach((lon, i) => expect(Math.abs(((shown[i]! - lon + 540) % 360) - 180)).toBeLessThan(25));
  });

  it('leaves well separated planets where they are', () => {
    expect(spreadLongitudes([10, 100, 200])).toEqual([10, 100, 200]);
  });
});

const SIGN_NAMES: Sign[] = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];
const BODIES: Body[] = [
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
  'North Node',
  'South Node',
  'Chiron',
];

/** A chart with the bodies at `lons` and, when given, house cusps at `cusps`. */
function chartWith(lons: number[], cusps: number[] | null): ReadingChart {
  const sign = (lon: number) => SIGN_NAMES[Math.floor(lon / 30)]!;
  return {
    utc: '2000-01-01T12:00:00Z',
    timeKnown: cusps !== null,
    zone: 'UTC',
    houseSystem: cusps ? 'Placidus' : null,
    notes: [],
    aspects: [],
    positions: BODIES.map((planet, i) => ({
      planet,
      lon: lons[i]!,
      sign: sign(lons[i]!),
      degree: lons[i]! % 30,
      house: null,
      retrograde: false,
      speed: 1,
    })),
    houses: cusps ? cusps.map((lon, i) => ({ number: i + 1, lon, sign: sign(lon), degree: lon % 30 })) : null,
    ascendant: cusps ? { lon: cusps[0]!, sign: sign(cusps[0]!), degree: cusps[0]! % 30 } : null,
    midheaven: cusps ? { lon: cusps[9]!, sign: sign(cusps[9]!), degree: cusps[9]! % 30 } : null,
  };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('layoutWheel', () => {
  // Five planets within 4° of Leo, two more close by: the crowded case astrologers' wheels must handle.
  const stellium = chartWith([121, 122, 123, 124.5, 125, 130, 60, 200, 230, 250, 300, 120, 10], null);

  it('keeps every planet glyph clear of every other in a five-planet stellium', () => {
    const { bodies } = layoutWheel(stellium);
    for (const [i, a] of bodies.entries()) {
      for (const b of bodies.slice(i + 1))
        expect(distance(a.glyph, b.glyph), `${a.planet} and ${b.planet}`).toBeGreaterThanOrEqual(WHEEL.glyphSize + 2);
    }
  });

  it('ties each moved glyph to the tick at its exact degree, and leaves the others without a line', () => {
    const { bodies, point } = layoutWheel(stellium);
    for (const [i, body] of bodies.entries()) {
      const exact = point(stellium.positions[i]!.lon, WHEEL.sign - WHEEL.tick);
      expect(distance(body.tick[1], exact)).toBeLessThan(1e-9);
      if (body.leader) {
        expect(distance(body.leader[0], exact)).toBeLessThan(1e-9);
        expect(distance(body.leader[1], body.glyph)).toBeCloseTo(WHEEL.glyphSize / 2 + 1, 6);
      }
    }
    expect(bodies.filter((b) => b.leader).map((b) => b.planet)).toEqual(
      expect.arrayContaining(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars']),
    );
    expect(bodies.find((b) => b.planet === 'Pluto')?.leader).toBeNull();
  });

  it("writes each planet's degree and sign beside it", () => {
    const { bodies } = layoutWheel(stellium);
    expect(bodies.find((b) => b.planet === 'Venus')).toMatchObject({ degree: { text: '4°' }, sign: { sign: 'Leo' } });
  });

  it('keeps house numbers apart where houses are narrow, and names the four angles', () => {
    // Near the polar circle: houses 11, 12, 2 and 3 only 3-5° wide.
    const cusps = [100, 104, 108, 160, 230, 260, 280, 284, 288, 340, 50, 95];
    const { houses, angles } = layoutWheel(
      chartWith([121, 122, 123, 124.5, 125, 130, 60, 200, 230, 250, 300, 120, 10], cusps),
    );
    for (const [i, a] of houses.entries()) {
      for (const b of houses.slice(i + 1))
        expect(distance(a.label, b.label), `houses ${a.number} and ${b.number}`).toBeGreaterThanOrEqual(9);
    }
    expect(angles.map((a) => a.label)).toEqual(['AC', 'DC', 'MC', 'IC']);
  });
});
