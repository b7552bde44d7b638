import { describe, expect, it } from 'vitest';

import { scoreStance } from './score-stance';
import type { Effect, TimingWindow } from './testimony';

const DAY = 86_400_000;
const NOW = new Date('2026-11-28T09:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

function window(effect: Effect, weight: number, from: number, to: number): TimingWindow {
  const transit = {
    event: {
      transiting: 'Saturn' as const,
      aspect: effect === 'support' ? ('Trine' as const) : ('Square' as const),
      natal: `point ${effect} ${weight} ${from}`,
      start: at(from),
      end: at(to),
      exact: [at((from + to) / 2)],
      closest: at((from + to) / 2),
    },
    effect,
    weight,
  };
  return {
    from: at(from),
    to: at(to),
    exact: transit.event.exact,
    peak: transit.event.closest,
    effect,
    transit,
    loop: { passes: 1, index: 0, exact: transit.event.exact },
  };
}

const ASKED = { from: NOW, to: at(120) };

describe('scoreStance', () => {
  it('says yes when a clear opening in the asked time outweighs the strain', () => {
    expect(scoreStance(0.4, [window('support', 0.96, -30, 60)], ASKED).stance).toBe('yes');
  });

  it('says yes with effort when the asked time holds a clear opening and a strain of its size', () => {
    const verdict = scoreStance(-0.6, [window('support', 0.96, -30, 70), window('tension', 0.86, -180, 110)], ASKED);
    expect(verdict).toMatchObject({ stance: 'mixed', betterWindow: null });
    // An opening that only brushes the asked time, exact long before or after it, does not answer it.
    const brushing = scoreStance(-0.6, [window('support', 0.96, 100, 300), window('tension', 0.86, -180, 110)], ASKED);
    expect(brushing.stance).not.toBe('mixed');
  });

  it('says no when the strain clearly outweighs the opening, and not yet when the opening comes later', () => {
    const heavy = [window('support', 0.5, 10, 40), window('tension', 1.2, 0, 100), window('tension', 0.8, 20, 90)];
    expect(scoreStance(-0.5, heavy, ASKED).stance).toBe('caution');
    const later = window('support', 0.9, 200, 260);
    expect(scoreStance(0.5, [window('tension', 0.9, 0, 100), later], ASKED)).toMatchObject({
      stance: 'not-yet',
      betterWindow: later,
    });
  });
});
