import { describe, expect, it } from 'vitest';

import { THEMES } from '../question/life-themes';
import type { TransitEvent } from './transits';
import { weighTransits } from './weigh-transits';

function toAngle(natal: string, aspect: TransitEvent['aspect']): TransitEvent {
  const day = new Date('2026-12-10T12:00:00Z');
  return { transiting: 'Saturn', aspect, natal, start: day, end: day, exact: [day], closest: day };
}

describe('weighTransits', () => {
  it('reads a transit to an angle for the houses of its whole axis: the Midheaven’s opposition is on the IC of home', () => {
    const home = { ...THEMES.property, houses: [4] };
    const career = { ...THEMES.promotion, houses: [10] };
    const money = { ...THEMES.savings, houses: [2] };
    const onIc = toAngle('Midheaven', 'Opposition');
    expect(weighTransits([onIc], [], home)).toHaveLength(1);
    expect(weighTransits([onIc], [], career)).toHaveLength(1);
    expect(weighTransits([onIc], [], money)).toHaveLength(0);
  });
});
