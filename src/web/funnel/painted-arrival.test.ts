import { afterEach, describe, expect, it, vi } from 'vitest';

import { forgetPaintedArrival, paintedShownForMs, rememberPaintedArrival } from './painted-arrival';

afterEach(() => {
  forgetPaintedArrival();
  vi.restoreAllMocks();
});

function firstPaintAt(startTime: number | null, now: number) {
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue(
    startTime === null ? [] : [{ startTime } as PerformanceEntry],
  );
  vi.spyOn(performance, 'now').mockReturnValue(now);
}

describe('paintedShownForMs', () => {
  it('is the time since the first paint for the painted screen the visitor arrived on', () => {
    firstPaintAt(300, 950);
    rememberPaintedArrival('/step-seven');
    expect(paintedShownForMs('/step-seven')).toBe(650);
  });

  it('is 0 for another path, after the arrival is forgotten, and without a first paint', () => {
    firstPaintAt(300, 950);
    rememberPaintedArrival('/step-seven');
    expect(paintedShownForMs('/step-eight')).toBe(0);
    forgetPaintedArrival();
    expect(paintedShownForMs('/step-seven')).toBe(0);

    firstPaintAt(null, 950);
    rememberPaintedArrival('/step-seven');
    expect(paintedShownForMs('/step-seven')).toBe(0);
  });
});
