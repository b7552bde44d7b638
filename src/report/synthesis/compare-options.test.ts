import { describe, expect, it } from 'vitest';

import { THEMES } from '../question/life-themes';
import { readingChart } from './chart-adapter';
import { compareOptions } from './compare-options';
import { ROME } from './test-fixtures';

const CHART = readingChart(ROME);
const STUDY = THEMES['study-choice'];

describe('compareOptions', () => {
  it('reads each option from its own house and favours the stronger, or calls a tie', () => {
    const c = compareOptions(['study medicine', 'law'], CHART, [], STUDY);
    expect(c.options.map((o) => o.place?.house)).toEqual([6, 9]);
    expect(c.options.every((o) => o.significator !== null)).toBe(true);
    const [medicine, law] = c.options;
    const gap = Math.abs(medicine!.score - law!.score);
    if (gap < 0.25) expect(c).toMatchObject({ favoured: null, undecided: 'tie' });
    else expect(c.favoured?.option).toBe(medicine!.score > law!.score ? 'medicine' : 'law');
  });

  it('reads staying put from the 4th and an offer elsewhere from the 10th', () => {
    const c = compareOptions(['the job offer in London', 'stay in Manchester'], CHART, [], STUDY);
    expect(c.options.map((o) => o.place?.house)).toEqual([10, 4]);
  });

  it('does not pick between options it cannot place, such as two names', () => {
    const c = compareOptions(['Anna', 'Maria'], CHART, [], STUDY);
    expect(c).toMatchObject({ favoured: null, undecided: 'unplaced' });
  });
});
