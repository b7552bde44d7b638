import { describe, expect, it } from 'vitest';

import { carriesVerdict } from './carries-verdict';
import type { Significator, SignificatorRole, TransitTestimony } from './testimony';

function significator(body: Significator['body'], role: SignificatorRole): Significator {
  return {
    body,
    role,
    house: role === 'natural-ruler' ? null : 4,
    position: { planet: body, sign: 'Pisces', degree: 3, house: 4, retrograde: false, lon: 333, speed: 1 },
    dignity: null,
    contacts: [],
    score: 0,
  };
}

function transitTo(natal: string): TransitTestimony {
  const day = new Date('2027-05-05T12:00:00Z');
  return {
    event: { transiting: 'Saturn', aspect: 'Trine', natal, start: day, end: day, exact: [day], closest: day },
    effect: 'support',
    weight: 1,
  };
}

describe('carriesVerdict', () => {
  const home = [significator('Mercury', 'house-ruler'), significator('Saturn', 'natural-ruler')];

  it('lets a transit to the house ruler or the angle carry a verdict, not one to a planet of the matter by nature', () => {
    expect(carriesVerdict(transitTo('Mercury'), home)).toBe(true);
    expect(carriesVerdict(transitTo('Midheaven'), home)).toBe(true);
    expect(carriesVerdict(transitTo('Saturn'), home)).toBe(false);
  });

  it('lets the natural rulers carry it when there are no houses (no birth time)', () => {
    expect(carriesVerdict(transitTo('Saturn'), [significator('Saturn', 'natural-ruler')])).toBe(true);
  });
});
