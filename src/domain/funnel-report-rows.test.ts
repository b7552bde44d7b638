import { describe, expect, it } from 'vitest';

import { FUNNEL_REPORT_ROWS, funnelRowLabel } from './funnel-report-rows';
import { FUNNEL_STEP_NAMES } from './funnel-step-names';

describe('the funnel dashboard rows', () => {
  it('show every recorded step in exactly one row', () => {
    const shown = FUNNEL_REPORT_ROWS.flatMap((row) => row.views);
    expect([...shown].sort()).toEqual([...FUNNEL_STEP_NAMES].sort());
  });

  it('lead only to rows that exist, and complete only through their own pages', () => {
    const keys = new Set(FUNNEL_REPORT_ROWS.map((row) => row.key));
    for (const row of FUNNEL_REPORT_ROWS) {
      for (const next of row.next) expect(keys.has(next), `${row.key} -> ${next}`).toBe(true);
      for (const page of row.completions) expect(row.views).toContain(page);
      if (row.side) expect(row.next).toEqual([]);
    }
    expect(FUNNEL_REPORT_ROWS.length).toBeLessThanOrEqual(31);
  });

  it("are labelled with the progress bar's number and a name", () => {
    expect(FUNNEL_REPORT_ROWS.map(funnelRowLabel)).toEqual([
      'Landing · Home page',
      'Landing · Love page',
      '1/14 · Social proof',
      '2/14 · Tarot or astrology',
      '3/14 · Name and e-mail',
      '4/14 · Birth date',
      '5/14 · Birth time',
      '6/14 · Birth city',
      '7/14 · Ascendant',
      '8/14 · Chart summary',
      '9/14 · Predictions',
      '10/14 · Subject and questions',
      '11/14 · The questions asked',
      '12/14 · Reading preview',
      '13/14 · Delivery options',
      '14/14 · Checkout',
      '-/14 · Reviews video',
      '10.5/14 · Sample reading',
      '10/11 · Order review',
    ]);
  });
});
