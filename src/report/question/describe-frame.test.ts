import { describe, expect, it } from 'vitest';

import { describeFrame } from './describe-frame';
import type { QuestionFrame } from './question-frame';
import type { QuestionReading } from './question-reading';
import { readQuestion } from './read-question';
import type { ThemeId } from './theme-ids';

const NOW = new Date('2026-11-28T10:00:00Z');
const read = (text: string) =>
  describeFrame(readQuestion(text, { subject: 'love', now: NOW, zone: 'UTC', birthDate: '1990-06-15' }));

function reading(theme: ThemeId, frame: Partial<QuestionFrame>, more: Partial<QuestionReading> = {}): QuestionReading {
  return {
    text: 'a question',
    form: 'yes-no',
    themes: [theme],
    topic: 'a topic',
    people: [],
    places: [],
    timeFrame: null,
    adviser: null,
    frame: {
      who: 'self',
      house: 1,
      form: 'yes-no',
      options: [],
      stakes: [],
      answerable: true,
      refusal: null,
      sure: { who: true, matter: true },
      ...frame,
    },
    ...more,
  };
}

describe('the line under a question', () => {
  it('names the person in the visitor’s words, the matter, the form and the time frame', () => {
    expect(read("Will my daughter's marriage survive this year?")).toEqual({
      kind: 'read',
      line: 'Read as: your daughter · a marriage under strain · yes or no · this year',
    });
    expect(read('Will my daughter-in-law accept me?')).toEqual({
      kind: 'read',
      line: 'Read as: your daughter-in-law · your in-laws · yes or no',
    });
  });

  it('lists the options of a which-question', () => {
    const line = describeFrame(
      reading('study-choice', { form: 'which', options: ['medicine', 'law'] }, { form: 'open' }),
    );
    expect(line).toEqual({ kind: 'read', line: 'Read as: you · what and where to study · which: medicine or law' });
    const mine = describeFrame(
      reading('moving-home', { form: 'which', options: ['move closer to my parents', 'stay where I am'] }),
    );
    expect(mine).toMatchObject({
      line: 'Read as: you · moving home · which: move closer to your parents or stay where you are',
    });
    const three = describeFrame(reading('savings', { form: 'which', options: ['gold', 'real estate', 'index funds'] }));
    expect(three).toEqual({
      kind: 'read',
      line: 'Read as: you · saving and financial security · which: gold, real estate or index funds',
    });
  });

  it('speaks the time frame back to the visitor and says "when", "how" and "why"', () => {
    expect(read('Will I find love before I turn 40?')).toEqual({
      kind: 'read',
      line: 'Read as: you · finding new love · yes or no · before you turn 40',
    });
    expect(describeFrame(reading('marriage-timing', { form: 'when' }))).toEqual({
      kind: 'read',
      line: 'Read as: you · when you will marry · when',
    });
    expect(describeFrame(reading('authority-conflict', { form: 'how' }))).toMatchObject({
      line: 'Read as: you · trouble with a boss or authority · how',
    });
    expect(describeFrame(reading('fatigue', { form: 'why' }))).toMatchObject({
      line: 'Read as: you · your energy and tiredness · why',
    });
    expect(describeFrame(reading('purpose', { form: 'open' }))).toMatchObject({
      line: 'Read as: you · your purpose and direction',
    });
  });

  it('puts a child and their partner together when no in-law word was written', () => {
    const line = describeFrame(reading('in-laws', { who: 'child-spouse', house: 11 }, { people: ['son', 'wife'] }));
    expect(line).toMatchObject({ line: "Read as: your son's wife · your in-laws · yes or no" });
  });

  it('calls a person by their name, or plainly when the words do not say', () => {
    expect(describeFrame(reading('reconciliation', { who: 'ex', house: 7 }, { people: ['Marco'] }))).toMatchObject({
      line: 'Read as: Marco · winning back a past love · yes or no',
    });
    expect(describeFrame(reading('siblings', { who: 'sibling', house: 3 }))).toMatchObject({
      line: 'Read as: your brother or sister · your brothers and sisters · yes or no',
    });
  });

  it('does not name the person twice when the matter already does', () => {
    expect(describeFrame(reading('parents', { who: 'parents', house: 4 }, { people: ['parents'] }))).toMatchObject({
      line: 'Read as: your parents · yes or no',
    });
  });

  it('leaves out a person it only guessed, as the answer does', () => {
    expect(read('Will he come back?')).toEqual({ kind: 'read', line: 'Read as: winning back a past love · yes or no' });
  });

  it('says a question will be read generally when the matter is unsure, instead of guessing', () => {
    expect(describeFrame(reading('new-love', { sure: { who: true, matter: false } }))).toEqual({
      kind: 'read',
      line: 'Read as: a general question about love',
    });
    const timed = reading(
      'job-change',
      { sure: { who: false, matter: false } },
      { timeFrame: { phrase: 'next year', from: '2027-01-01', to: '2027-12-31' } },
    );
    expect(describeFrame(timed)).toEqual({ kind: 'read', line: 'Read as: a general question about work · next year' });
  });

  it('gives a question no chart can answer its kind note and a question to ask instead', () => {
    const death = read('When will I die?');
    expect(death.kind).toBe('unanswerable');
    if (death.kind !== 'unanswerable') return;
    expect(death.note).toMatch(/^No chart can honestly name a date of death/);
    expect(death.suggestion).toBe('How can I look after my health and my family this year?');
    expect(read('What lottery numbers should I play?')).toMatchObject({
      kind: 'unanswerable',
      suggestion: 'How can I handle money and risk wisely this year?',
    });
    expect(read('Should I stop taking my antidepressants?')).toMatchObject({
      kind: 'unanswerable',
      note: expect.stringContaining('your doctor'),
    });
  });
});
