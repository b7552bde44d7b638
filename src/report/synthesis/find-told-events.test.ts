import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';

import { ASPECT_GEOMETRY } from './aspect-geometry';
import { readingChart, slowPositionsAt } from './chart-adapter';
import { findToldEvents } from './find-told-events';
import type { ToldEvent } from './find-told-events';
import { findPastSpans } from '../question/find-past-spans';
import { NOW, ROME } from './test-fixtures';
import { TRANSIT_ORB } from './transits';

const ZONE = 'Europe/Rome';
const CHART = readingChart(ROME);

const told = (info: string | null, now = NOW, zone = ZONE) => findToldEvents(info, CHART, slowPositionsAt, now, zone);
const day = (when: Date, zone = ZONE) => DateTime.fromJSDate(when, { zone }).toISODate();
/** The spans the visitor's words resolve to, before any is set against the sky. */
const spans = (info: string, now = NOW) =>
  findPastSpans(info, { now, zone: ZONE, earliest: new Date(CHART.utc) }).map(
    (e) => `${e.phrase}: ${day(e.from)}..${day(e.to)}`,
  );
const separation = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

describe('findToldEvents: when', () => {
  // NOW is Saturday 10 January 2026.
  it('resolves the phrases a visitor writes to spans counted back from now in their zone', () => {
    expect(spans('My girlfriend Lucia broke up with me last August after two years together.')).toEqual([
      'last August: 2025-08-01..2025-08-31',
    ]);
    expect(spans('My father had a stroke in October.')).toEqual(['in October: 2025-10-01..2025-10-31']);
    expect(spans('We argued at Christmas last year')).toEqual(['at Christmas last year: 2025-12-20..2025-12-31']);
    expect(spans('My son Erik married Sofie in 2023')).toEqual(['in 2023: 2023-01-01..2023-12-31']);
    // A year holds a score of contacts: an event dated only to a year is not set against the sky.
    expect(told('My son Erik married Sofie in 2023')).toEqual([]);
    expect(spans('I lost my job in June')).toEqual(['in June: 2025-06-01..2025-06-30']);
    expect(spans('I started a new job in September')).toEqual(['in September: 2025-09-01..2025-09-30']);
    expect(spans('Two months ago my dog died.')).toEqual(['Two months ago: 2025-10-26..2025-11-25']);
    expect(spans('Last year was hard.')).toEqual(['Last year: 2025-01-01..2025-12-31']);
    expect(spans('We moved last spring.')).toEqual(['last spring: 2025-03-01..2025-05-31']);
    expect(spans('He left on 3 March 2024.')).toEqual(['on 3 March 2024: 2024-03-03..2024-03-03']);
    expect(spans('The summer of 2022 was awful.')).toEqual(['The summer of 2022: 2022-06-01..2022-08-31']);
  });

  it('keeps the clause each date belongs to', () => {
    const events = told('He moved out for two months in March but came back in May.');
    expect(events.map((e) => [e.sentence, e.phrase, day(e.from), day(e.to)])).toEqual([
      ['He moved out for two months in March', 'in March', '2025-03-01', '2025-03-31'],
      ['came back in May', 'in May', '2025-05-01', '2025-05-31'],
    ]);
  });

  it('takes the month under way up to now, and "last" a month or Christmas that is over', () => {
    const july = new Date('2026-07-15T10:00:00Z');
    const [current] = told('I lost my job in July.', july);
    expect(day(current!.from)).toBe('2026-07-01');
    expect(current!.to).toEqual(july);
    expect(spans('I lost my job in August.', july)).toEqual(['in August: 2025-08-01..2025-08-31']);
    expect(spans('She left last July.', july)).toEqual(['last July: 2025-07-01..2025-07-31']);
    expect(spans('She left last June.', july)).toEqual(['last June: 2026-06-01..2026-06-30']);
    expect(spans('This spring was hard.', july)).toEqual(['This spring: 2026-03-01..2026-05-31']);
    expect(spans('This spring was hard.')).toEqual([]);
    expect(spans('This Christmas was quiet.')).toEqual([]);
    expect(spans('We argued last Christmas.', new Date('2025-12-27T10:00:00Z'))).toEqual([
      'last Christmas: 2024-12-20..2024-12-31',
    ]);
  });

  it('counts the days in the visitor zone', () => {
    const [event] = told('My father had a stroke in October.', NOW, 'Pacific/Auckland');
    expect(DateTime.fromJSDate(event!.from, { zone: 'Pacific/Auckland' }).toISO()).toBe(
      '2025-10-01T00:00:00.000+13:00',
    );
  });

  it('keeps three events at most, in the order written', () => {
    const events = told('He left in March. He came back in May. We argued in July. We split last August.');
    expect(events.map((e) => e.phrase)).toEqual(['in March', 'in May', 'in July']);
  });

  it('finds nothing in undated text, in plans, before the birth or after now', () => {
    expect(told('I love cats')).toEqual([]);
    expect(told(null)).toEqual([]);
    expect(told('   ')).toEqual([]);
    expect(told("We're getting married in June.")).toEqual([]);
    expect(told('My grandfather was born in 1900.')).toEqual([]);
    expect(told('I want to retire in 2090.')).toEqual([]);
    expect(told('I will fall in love this spring.')).toEqual([]);
    expect(told('I have felt stuck for the last ten years.')).toEqual([]);
    expect(told('It happened in October.', NOW, 'Not/AZone')).toEqual([]);
  });

  it('never throws and never dates an event after now', () => {
    const words = fc.constantFrom(
      'in',
      'last',
      'ago',
      'two',
      'months',
      'Christmas',
      'May',
      '31st',
      'of',
      'February',
      '2023',
      '1899',
      'when I was',
      '99',
      'summer',
      ',',
      'but',
      '.',
      'year',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(words, fc.string()), { maxLength: 12 }), (parts) => {
        const events = told(parts.join(' '));
        expect(events.length).toBeLessThanOrEqual(3);
        for (const event of events) {
          expect(event.from.getTime()).toBeLessThanOrEqual(event.to.getTime());
          expect(event.to.getTime()).toBeLessThanOrEqual(NOW.getTime());
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('findToldEvents: the sky then', () => {
  const contact = (event: ToldEvent | undefined, transiting: string, aspect: string, natal: string) =>
    event?.contacts.find((c) => c.transiting === transiting && c.aspect === aspect && c.natal === natal);

  it("dates Jupiter's conjunction to the natal Sun in May 2025, where Jupiter then stood", () => {
    const [event] = told('I started a new job in May.');
    const found = contact(event, 'Jupiter', 'Conjunction', 'Sun');
    expect(found).toMatchObject({ orb: 0, effect: 'support' });
    expect(day(found!.exact!)).toMatch(/^2025-05-/);
    const sun = CHART.positions.find((p) => p.planet === 'Sun')!.lon;
    expect(separation(slowPositionsAt(found!.exact!).Jupiter.lon, sun)).toBeLessThan(0.01);
  });

  it('finds Saturn on the Midheaven in August 2025 with the orb it really had', () => {
    const [event] = told('My girlfriend Lucia broke up with me last August after two years together.');
    const found = contact(event, 'Saturn', 'Conjunction', 'Midheaven');
    expect(found?.effect).toBe('tension');
    const midheaven = CHART.midheaven!.lon;
    const august = Array.from({ length: 31 }, (_, i) =>
      DateTime.fromObject({ year: 2025, month: 8, day: i + 1, hour: 12 }, { zone: ZONE }).toJSDate(),
    );
    const tightest = Math.min(...august.map((d) => separation(slowPositionsAt(d).Saturn.lon, midheaven)));
    expect(tightest).toBeLessThan(TRANSIT_ORB.Saturn);
    expect(found!.orb).toBeCloseTo(tightest, 2);
  });

  it('lists contacts tightest first, each within its orb, each exact day at the aspect angle', () => {
    for (const event of told('I lost my job in June. My son Erik married Sofie in 2023')) {
      expect(event.contacts.length).toBeGreaterThan(0);
      const orbs = event.contacts.map((c) => c.orb);
      expect(orbs).toEqual([...orbs].sort((a, b) => a - b));
      for (const c of event.contacts) expect(c.orb).toBeLessThanOrEqual(TRANSIT_ORB[c.transiting]);
    }
    const [june] = told('I lost my job in June.');
    const points = new Map<string, number>([
      ...CHART.positions.map((p) => [p.planet, p.lon] as const),
      ['Ascendant', CHART.ascendant!.lon],
      ['Midheaven', CHART.midheaven!.lon],
    ]);
    const exact = june!.contacts.filter((k) => k.exact);
    expect(exact.length).toBeGreaterThan(0);
    for (const c of exact) {
      const angle = separation(slowPositionsAt(c.exact!)[c.transiting].lon, points.get(c.natal)!);
      expect(angle).toBeCloseTo(ASPECT_GEOMETRY[c.aspect].angle, 1);
    }
  });
});
