// Whole-chart properties: nodes, signs, retrograde periods, errors, unknown time, polar charts.
import { MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { ChartInputError } from './chart-errors';
import { computeChart } from './compute-chart';
import { computePositions, PLANETS } from './positions';
import { degreeInSign, signOf } from './signs';

const J2000_MS = Date.UTC(2000, 0, 1, 12);
const utDays = (iso: string) => (Date.parse(iso) - J2000_MS) / 86_400_000;

describe('chart', () => {
  const chart = computeChart({
    date: '1926-08-28',
    time: '8:14 AM',
    lat: -23.5505,
    lon: -46.6333,
    zone: 'America/Sao_Paulo',
  });

  it('has the 13 bodies in order, each with sign, degree, house and retrograde flag', () => {
    expect(chart.planets.map((p) => p.planet)).toEqual([...PLANETS]);
    for (const p of chart.planets) {
      expect(p.sign).toBe(signOf(p.lon));
      expect(p.degree).toBeGreaterThanOrEqual(0);
      expect(p.degree).toBeLessThan(30);
      expect(p.house).toBeGreaterThanOrEqual(1);
      expect(p.house).toBeLessThanOrEqual(12);
      expect(p.retrograde).toBe(p.speed < 0);
    }
  });

  it('interfaces.md example: Sun 154.38 Virgo 4.38 in house 12', () => {
    expect(chart.bodies.Sun.lon).toBeCloseTo(154.38, 2);
    expect(chart.bodies.Sun.sign).toBe('Virgo');
    expect(chart.bodies.Sun.house).toBe(12);
  });

  it('the South Node is exactly opposite the North Node', () => {
    expect((chart.bodies['South Node'].lon - chart.bodies['North Node'].lon + 360) % 360).toBeCloseTo(180, 12);
    expect(chart.bodies['North Node'].retrograde).toBe(true);
  });

  it('the Placidus cusp 1 and 10 are the Asc and MC', () => {
    expect(chart.houses.houses[0]?.lon).toBe(chart.ascendant.lon);
    expect(chart.houses.houses[9]?.lon).toBe(chart.midheaven.lon);
  });

  it('never lists the node pair as an aspect', () => {
    expect(chart.aspects.some((a) => a.planet1 === 'North Node' && a.planet2 === 'South Node')).toBe(false);
  });
});

describe('sign boundaries', () => {
  it("29 deg 59' stays in the sign; 30 deg is the next", () => {
    expect(signOf(29 + 59 / 60)).toBe('Aries');
    expect(signOf(29.999999999)).toBe('Aries');
    expect(signOf(30)).toBe('Taurus');
    expect(signOf(359.9999999)).toBe('Pisces');
    expect(signOf(360)).toBe('Aries');
    expect(signOf(-0.5)).toBe('Pisces');
    expect(degreeInSign(59 + 59 / 60)).toBeCloseTo(29 + 59 / 60, 10);
  });
});

describe('Mercury retrograde periods in 2025', () => {
  // Station times as published (latestly.com, "Mercury Retrograde 2025 Dates", in IST = UTC+5:30):
  // Mar 15 12:15 PM, Apr 7 4:36 PM, Jul 18 10:13 AM, Aug 11 12:59 PM, Nov 10 12:31 AM, Nov 29 11:07 PM IST.
  // The Aug 11 station also lies between the JPL Horizons rows for Aug 11 and Aug 12 0h UT (see reference-values.test.ts).
  const STATIONS_UT = [
    '2025-03-15T06:45:00Z',
    '2025-04-07T11:06:00Z',
    '2025-07-18T04:43:00Z',
    '2025-08-11T07:29:00Z',
    '2025-11-09T19:01:00Z',
    '2025-11-29T17:37:00Z',
  ];
  const speed = (ut: number) => computePositions(MakeTime(ut)).Mercury.speed;

  it('finds exactly three retrograde periods, stations within 30 minutes of the published times', () => {
    const found: number[] = [];
    const start = utDays('2025-01-01T00:00:00Z');
    let prev = speed(start);
    for (let d = start + 0.5; d <= start + 365; d += 0.5) {
      const s = speed(d);
      if (Math.sign(s) !== Math.sign(prev)) {
        // Bisect the sign change to one minute.
        let lo = d - 0.5;
        let hi = d;
        while (hi - lo > 1 / 1440) {
          const mid = (lo + hi) / 2;
          if (Math.sign(speed(mid)) === Math.sign(speed(lo))) lo = mid;
          else hi = mid;
        }
        found.push((lo + hi) / 2);
      }
      prev = s;
    }
    expect(found).toHaveLength(6);
    found.forEach((ut, i) => expect(Math.abs(ut - utDays(STATIONS_UT[i] as string)) * 1440).toBeLessThan(30));
  });
});

describe('input that cannot be computed', () => {
  it('throws typed errors, never made-up data', () => {
    const base = { date: '1990-05-05', time: '3:18 PM', lat: 45, lon: 9, zone: 'Europe/Rome' };
    expect(() => computeChart({ ...base, lat: 90 })).toThrow(ChartInputError);
    expect(() => computeChart({ ...base, lat: Number.NaN })).toThrow(ChartInputError);
    expect(() => computeChart({ ...base, time: '25:00' })).toThrow(ChartInputError);
    const { zone: _zone, ...noZone } = base;
    expect(() => computeChart(noZone)).toThrow(/no time zone/);
    expect(computeChart({ ...noZone, resolveZone: () => 'Europe/Rome' }).moment.zone).toBe('Europe/Rome');
  });
});

describe('unknown time and polar places', () => {
  it('unknown time casts for local noon and says so', () => {
    const c = computeChart({ date: '1990-05-05', time: 'unknown', lat: 45, lon: 9, zone: 'Europe/Rome' });
    expect(c.moment.timeKnown).toBe(false);
    expect(c.moment.utc).toBe('1990-05-05T10:00:00Z');
  });

  it('Longyearbyen (78.2 N) gets Porphyry houses with a note, other systems as asked', () => {
    const c = computeChart({
      date: '1985-06-21',
      time: '11:00 PM',
      lat: 78.22,
      lon: 15.65,
      zone: 'Arctic/Longyearbyen',
      houseSystems: ['P', 'K', 'E', 'W'],
    });
    expect(c.houses.used).toBe('O');
    expect(c.houses.fallback).toBe(true);
    expect(c.houses.note).toMatch(/polar circle/);
    expect(c.houseSystems.K?.used).toBe('O');
    expect(c.houseSystems.E?.used).toBe('E');
    expect(c.houseSystems.W?.used).toBe('W');
  });
});
