import { describe, expect, it } from 'vitest';

import { birthYears, changeBirthDate, daysInMonth, fromIsoDate, NO_DATE, toIsoDate } from './birth-date';

describe('daysInMonth', () => {
  it('knows 30- and 31-day months', () => {
    expect(daysInMonth(1, 2001)).toBe(31);
    expect(daysInMonth(4, 2001)).toBe(30);
    expect(daysInMonth(11, null)).toBe(30);
    expect(daysInMonth(12, null)).toBe(31);
  });

  it('gives February 29 days in leap years only, and while no year is chosen', () => {
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2, null)).toBe(29);
  });

  it('offers 31 days before a month is chosen', () => {
    expect(daysInMonth(null, 2023)).toBe(31);
  });
});

describe('birthYears', () => {
  it('runs from the current year back 100 years, newest first', () => {
    const years = birthYears(2026);
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
  });
});

describe('changeBirthDate', () => {
  it('resets a day past the month end to 1', () => {
    const jan31 = { month: 1, day: 31, year: 2001 };
    expect(changeBirthDate(jan31, { month: 4 })).toEqual({ month: 4, day: 1, year: 2001 });
    expect(changeBirthDate(jan31, { month: 3 })).toEqual({ month: 3, day: 31, year: 2001 });
  });

  it('resets February 29 when the year is not a leap year', () => {
    const feb29 = { month: 2, day: 29, year: 2024 };
    expect(changeBirthDate(feb29, { year: 2023 })).toEqual({ month: 2, day: 1, year: 2023 });
    expect(changeBirthDate(feb29, { year: 2000 })).toEqual({ month: 2, day: 29, year: 2000 });
  });

  it('keeps an unset day unset', () => {
    expect(changeBirthDate(NO_DATE, { month: 2 })).toEqual({ month: 2, day: null, year: null });
  });
});

describe('toIsoDate and fromIsoDate', () => {
  it('pads to YYYY-MM-DD and reads it back', () => {
    expect(toIsoDate({ month: 3, day: 5, year: 1990 })).toBe('1990-03-05');
    expect(fromIsoDate('1990-03-05')).toEqual({ month: 3, day: 5, year: 1990 });
  });

  it('is null while a part is missing, and reads junk as nothing chosen', () => {
    expect(toIsoDate({ month: 3, day: null, year: 1990 })).toBeNull();
    expect(fromIsoDate('March 5, 1990')).toEqual(NO_DATE);
    expect(fromIsoDate(undefined)).toEqual(NO_DATE);
  });
});
