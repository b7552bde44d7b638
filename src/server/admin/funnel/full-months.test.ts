import { describe, expect, it } from 'vitest';

import { fullMonths, nextMonth } from './full-months';

describe('fullMonths', () => {
  it('lists only the months every day of which is in the range', () => {
    expect(fullMonths('2025-11-27', '2026-11-25')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    expect(fullMonths('2026-02-01', '2026-02-28')).toEqual(['2026-02-01']);
    expect(fullMonths('2026-02-01', '2026-02-27')).toEqual([]);
    expect(fullMonths('2026-11-20', '2026-11-26')).toEqual([]);
  });

  it("steps over the year's end", () => {
    expect(nextMonth('2025-12-15')).toBe('2026-01-01');
  });
});
