import { describe, expect, it } from 'vitest';

import { DEFAULT_BIRTH_TIME, formatBirthTime, parseBirthTime } from './birth-time';

describe('formatBirthTime', () => {
  it("writes 'H:MM AM/PM' with a two-digit minute and no leading zero on the hour", () => {
    expect(formatBirthTime(DEFAULT_BIRTH_TIME)).toBe('3:18 PM');
    expect(formatBirthTime({ hour: 12, minute: 0, period: 'AM' })).toBe('12:00 AM');
    expect(formatBirthTime({ hour: 7, minute: 5, period: 'AM' })).toBe('7:05 AM');
  });
});

describe('parseBirthTime', () => {
  it('reads a saved time back into the selectors', () => {
    expect(parseBirthTime('11:59 PM')).toEqual({ hour: 11, minute: 59, period: 'PM' });
  });

  it("falls back to 3:18 PM for 'unknown', nothing or anything malformed", () => {
    for (const value of ['unknown', undefined, '13:00 PM', '3:7 PM'])
      expect(parseBirthTime(value)).toEqual(DEFAULT_BIRTH_TIME);
  });
});
