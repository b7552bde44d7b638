import { describe, expect, it } from 'vitest';

import type { AnswerBrief } from '../document/reading-document';
import { checkModelAnswer } from './check-model-answer';

const BRIEF: AnswerBrief = {
  name: 'Elena',
  question: 'Should I open a bakery?',
  form: 'yes-no',
  about: 'Starting your own business',
  topic: 'opening a bakery',
  mustName: ['opening', 'bakery'],
  people: [],
  places: [],
  timeFrame: null,
  adviser: null,
  stance: 'yes',
  significators: [
    {
      planet: 'Venus',
      role: 'ruler of the 10th house',
      sign: 'Taurus',
      house: 11,
      dignity: 'domicile',
      contacts: [{ planet: 'Mars', aspect: 'trine', effect: 'support' }],
    },
  ],
  houses: [10, 2],
  windows: [
    {
      planet: 'Jupiter',
      aspect: 'trine',
      natal: 'Venus',
      effect: 'support',
      from: '3 March 2027',
      to: '20 May 2027',
      peak: '13 April 2027',
    },
  ],
  betterWindow: null,
  reasons: ['Venus in Taurus, its domicile sign (support)'],
  additionalInfo: 'I am a Leo and I bake every weekend.',
};

const FILL =
  'Take one clear step each week and let the practical details carry you when your feelings are unsure. '.repeat(6);

/** A faithful answer with `extra` in its first paragraph. */
function answer(extra = ''): string {
  return (
    `You asked about opening a bakery, and the chart leans towards yes. Venus in Taurus rules your 10th house. ${extra}\n\n` +
    `The window runs from 3 March 2027 to 20 May 2027, strongest on 13 April, when Jupiter makes a trine to your Venus.\n\n${FILL}`
  );
}

describe('checkModelAnswer', () => {
  it('takes an answer that holds to the testimony, as plain paragraphs', () => {
    const checked = checkModelAnswer(answer('April and May are yours.'), BRIEF);
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.paragraphs).toHaveLength(3);
  });

  it('lets the answer repeat what the visitor said of themselves', () => {
    expect(checkModelAnswer(answer('As a Leo you know your own warmth.'), BRIEF).ok).toBe(true);
  });

  it.each([
    ['a planet the testimony does not hold', 'Saturn steadies you.', 'names Saturn'],
    ['a sign the testimony does not hold', 'Your Capricorn side steadies you.', 'names Capricorn'],
    ['a day that only looks like one of its dates', 'Mark 3 April.', 'names 3 April'],
    ['a month outside its windows', 'September will surprise you.', 'names September'],
    ['a year outside its dates', 'By 2031 it will be clear.', 'names 2031'],
    ['a house it does not read', 'Your seventh house agrees.', 'names the 7th house'],
    ['advice against a treatment', 'You could skip the treatment your doctor suggested.', 'advice against a treatment'],
  ])('refuses %s', (_what, extra, reason) => {
    expect(checkModelAnswer(answer(extra), BRIEF)).toEqual({
      ok: false,
      reason: expect.stringContaining(reason) as unknown,
    });
  });

  it('refuses an answer that does not name what was asked', () => {
    expect(checkModelAnswer(answer().replace('opening a bakery', 'your plan'), BRIEF)).toEqual({
      ok: false,
      reason: 'does not name opening a bakery',
    });
  });

  it('asks a health answer to leave the decision to the doctor, not merely to name one', () => {
    const health: AnswerBrief = {
      ...BRIEF,
      topic: 'the knee surgery your doctor recommended',
      mustName: ['knee', 'surgery'],
      adviser: 'doctor',
    };
    const text = answer().replace('opening a bakery', 'the knee surgery your doctor recommended');
    expect(checkModelAnswer(text, health)).toEqual({ ok: false, reason: 'does not say the doctor decides' });
    expect(checkModelAnswer(text.replace('Take one', 'Your doctor decides this with you. Take one'), health).ok).toBe(
      true,
    );
  });
});
