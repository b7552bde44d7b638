import { describe, expect, it } from 'vitest';

import { assignArm } from './assign-arm';

const ids = Array.from({ length: 4000 }, (_, i) => `visitor-${i}-abcdefghijkl`);

describe('assignArm', () => {
  it('is sticky: the same visitor and experiment always get the same arm', () => {
    const arms = [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 1 },
    ];
    for (const id of ids.slice(0, 50)) expect(assignArm(id, 7, 100, arms)).toBe(assignArm(id, 7, 100, arms));
  });

  it('follows the weights and the traffic share', () => {
    const arms = [
      { key: 'a', weight: 3 },
      { key: 'b', weight: 1 },
    ];
    const all = ids.map((id) => assignArm(id, 3, 50, arms));
    const share = (key: string | null) => all.filter((arm) => arm === key).length / all.length;
    expect(share(null)).toBeCloseTo(0.5, 1);
    expect(share('a')).toBeCloseTo(0.375, 1);
    expect(share('b')).toBeCloseTo(0.125, 1);
  });

  it('never moves a visitor between arms when the share widens', () => {
    const arms = [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 1 },
    ];
    for (const id of ids.slice(0, 500)) {
      const narrow = assignArm(id, 9, 20, arms);
      if (narrow !== null) expect(assignArm(id, 9, 100, arms)).toBe(narrow);
    }
  });
});
