// Birth moment: parsing, historical zone rules (as tzdata in the runtime's ICU has them), DST gaps/overlaps.
import { describe, expect, it } from 'vitest';
import { parseBirthTime, resolveBirthMoment } from './birth-moment';
import { ChartInputError } from './chart-errors';

const at = (date: string, time: string, zone: string) => resolveBirthMoment({ date, time, zone });

describe('parsing', () => {
  it('reads H:MM AM/PM, including 12 AM and 12 PM', () => {
    expect(parseBirthTime('3:18 PM')).toEqual({ hour: 15, minute: 18 });
    expect(parseBirthTime('12:05 AM')).toEqual({ hour: 0, minute: 5 });
    expect(parseBirthTime('12:05 PM')).toEqual({ hour: 12, minute: 5 });
    expect(parseBirthTime('unknown')).toBeNull();
  });

  it('rejects malformed input with a typed error', () => {
    for (const t of ['13:00 PM', '0:30 AM', '3:60 PM', '15:18', '']) {
      expect(() => parseBirthTime(t)).toThrow(ChartInputError);
    }
    expect(() => at('1990-02-30', '1:00 PM', 'Europe/Rome')).toThrow(/no such calendar date/);
    expect(() => at('1990-02-03', '1:00 PM', 'Mars/Olympus')).toThrow(ChartInputError);
    expect(() => at('1850-02-03', '1:00 PM', 'Europe/Rome')).toThrow(/outside 1900-2100/);
  });

  it("'unknown' time means local noon and is flagged", () => {
    const m = at('1990-07-01', 'unknown', 'Europe/Rome');
    expect(m.timeKnown).toBe(false);
    expect(m.utc).toBe('1990-07-01T10:00:00Z');
  });
});

describe('historical zone rules (tzdata 2025 via ICU)', () => {
  it('interfaces.md example: Sao Paulo 1926-08-28 8:14 AM -> 11:14 UTC', () => {
    expect(at('1926-08-28', '8:14 AM', 'America/Sao_Paulo').utc).toBe('1926-08-28T11:14:00Z');
  });

  it('Europe/Rome 1944: summer (war) time +2 in June, +1 in December', () => {
    expect(at('1944-06-01', '12:00 PM', 'Europe/Rome').offsetSeconds).toBe(7200);
    expect(at('1944-12-01', '12:00 PM', 'Europe/Rome').offsetSeconds).toBe(3600);
  });

  it('America/New_York 1974: year-round DST (EDT in January), not in January 1973', () => {
    expect(at('1974-01-15', '12:00 PM', 'America/New_York').utc).toBe('1974-01-15T16:00:00Z');
    expect(at('1973-01-15', '12:00 PM', 'America/New_York').utc).toBe('1973-01-15T17:00:00Z');
  });

  it('Asia/Kathmandu: +5:30 before 1986, +5:45 after', () => {
    expect(at('1980-06-01', '12:00 PM', 'Asia/Kathmandu').offsetSeconds).toBe(5 * 3600 + 30 * 60);
    expect(at('1990-06-01', '12:00 PM', 'Asia/Kathmandu').offsetSeconds).toBe(5 * 3600 + 45 * 60);
  });

  it('Asia/Tehran 1900: local mean time +3:25:44, an offset with seconds', () => {
    const m = at('1900-06-01', '12:00 PM', 'Asia/Tehran');
    expect(m.offsetSeconds).toBe(3 * 3600 + 25 * 60 + 44);
    expect(m.utc).toBe('1900-06-01T08:34:16Z');
  });

  it('Asia/Kolkata 1900: Madras time +5:21:10', () => {
    expect(at('1900-06-01', '12:00 PM', 'Asia/Kolkata').offsetSeconds).toBe(5 * 3600 + 21 * 60 + 10);
  });
});

describe('DST gap and repeated hour (one rule: the offset in force before the change)', () => {
  it('a skipped time (New York 2021-03-14 2:30 AM) is read in standard time and reported', () => {
    const m = at('2021-03-14', '2:30 AM', 'America/New_York');
    expect(m.resolution).toBe('dst-gap');
    expect(m.utc).toBe('2021-03-14T07:30:00Z');
    expect(m.note).toMatch(/did not exist/);
  });

  it('a repeated time (New York 2021-11-07 1:30 AM) takes the first occurrence and names the other', () => {
    const m = at('2021-11-07', '1:30 AM', 'America/New_York');
    expect(m.resolution).toBe('ambiguous');
    expect(m.utc).toBe('2021-11-07T05:30:00Z');
    expect(m.alternativeUtc).toBe('2021-11-07T06:30:00Z');
  });

  it('an ordinary time is exact', () => {
    expect(at('2021-11-07', '3:30 AM', 'America/New_York').resolution).toBe('exact');
  });
});
