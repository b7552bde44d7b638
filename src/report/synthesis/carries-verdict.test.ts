import { describe, expect, it } from 'vitest';

import type { QuestionReading } from '../question/question-reading';
import { carriesVerdict } from './carries-verdict';
import type { Significator, SignificatorRole, TransitTestimony } from './testimony';

function question(who: 'self' | 'ex', house: number): QuestionReading {
  return {
    text: 'q',
    form: 'yes-no',
    themes: ['property'],
    topic: 'q',
    people: [],
    places: [],
    timeFrame: null,
    adviser: null,
    frame: {
      who,
      house,
      form: 'yes-no',
      options: [],
      stakes: [],
      answerable: true,
      refusal: null,
      sure: { who: true, matter: true },
    },
  };
}

function significator(body: Significator['body'], role: SignificatorRole, house = 4): Significator {
  return {
    body,
    role,
    house: role === 'natural-ruler' ? null : house,
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
    const buying = question('self', 1);
    expect(carriesVerdict(transitTo('Mercury'), home, buying)).toBe(true);
    expect(carriesVerdict(transitTo('Midheaven'), home, buying)).toBe(true);
    expect(carriesVerdict(transitTo('Saturn'), home, buying)).toBe(false);
  });

  it('lets only the other person’s own house decide a question about them', () => {
    const ex = question('ex', 7);
    const bond = [significator('Mars', 'house-ruler', 7), significator('Mercury', 'house-ruler', 5)];
    expect(carriesVerdict(transitTo('Mars'), bond, ex)).toBe(true);
    expect(carriesVerdict(transitTo('Mercury'), bond, ex)).toBe(false);
    expect(carriesVerdict(transitTo('Ascendant'), bond, ex)).toBe(false);
  });

  it('lets the natural rulers carry it when there are no houses (no birth time)', () => {
    expect(carriesVerdict(transitTo('Saturn'), [significator('Saturn', 'natural-ruler')], question('self', 1))).toBe(
      true,
    );
  });
});
