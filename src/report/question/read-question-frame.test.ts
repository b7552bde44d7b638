import { describe, expect, it } from 'vitest';
import { FRAME_CORPUS } from '../../../bench/question-frame-corpus';
import type { FrameCase } from '../../../bench/question-frame-corpus';
import type { Subject } from '../../domain/astrology';
import { readQuestion } from './read-question';
import type { QuestionReading } from './question-reading';

const NOW = new Date('2026-11-27T10:00:00Z');
const read = (text: string, subject: Subject = 'family') =>
  readQuestion(text, { subject, now: NOW, zone: 'UTC', birthDate: '1990-06-15' });

/** Share of the corpus read right, in per cent; each question is read once for all the checks. */
let readings: [FrameCase, QuestionReading][] | null = null;
function share(check: (c: FrameCase, r: QuestionReading) => boolean): number {
  readings ??= FRAME_CORPUS.map((c) => [c, read(c.text, c.subject)]);
  const right = readings.filter(([c, r]) => check(c, r)).length;
  return (100 * right) / FRAME_CORPUS.length;
}

describe('the question frame on the labelled corpus (bench/question-frame.ts has the figures)', () => {
  // Floors a little under what the reader measured on all 581 questions (90.7, 91.4, 88.3, 97.4, 99.3 %), so a
  // regression fails; the held-out part alone is lower (bench/README.md).
  it('keeps who, house, matter, form and answerable above their floors', () => {
    expect(share((c, r) => r.frame.who === c.who)).toBeGreaterThanOrEqual(89.5);
    expect(share((c, r) => r.frame.house === c.house)).toBeGreaterThanOrEqual(90);
    expect(share((c, r) => c.matter.some((theme) => theme === r.themes[0]))).toBeGreaterThanOrEqual(87);
    expect(share((c, r) => r.frame.form === c.form)).toBeGreaterThanOrEqual(96);
    expect(share((c, r) => r.frame.answerable === c.answerable)).toBeGreaterThanOrEqual(98.5);
  });
});

describe('derived houses', () => {
  it.each([
    ['will my daughter-in-law ever accept me', 'child-spouse', 11],
    ['will my sons wife ever like me', 'child-spouse', 11],
    ['is my mother in law going to move in with us', 'partner-parent', 10],
    ['will my husbands sister pay back the loan', 'partner-sibling', 9],
    ['will my granddaughter pass her exams', 'grandchild', 9],
    ['will my nephew find a job this year', 'sibling-child', 7],
    ['will my brother get well soon', 'sibling', 3],
    ['why is my mother so distant', 'mother', 10],
    ['will my dad recover from his stroke', 'father', 4],
    ['will my boss give me a raise', 'boss', 10],
    ['is my best friend lying to me', 'friend', 11],
    ['will my dog be ok after the surgery', 'pet', 6],
    ['when will i find a job', 'self', 1],
    // relations of relations composed from two person words, and people WordNet names
    ['will my daughters boyfriend propose to her', 'child-spouse', 11],
    ["will my sister's son pass his exams", 'sibling-child', 7],
    ['will my wifes brother ever respect me', 'partner-sibling', 9],
    ['is the girl my son is dating right for him', 'child-spouse', 11],
    ['will the man i am seeing now be my husband', 'prospective-partner', 7],
    ['will my stepdaughter ever accept me', 'child', 5],
    ['why does my supervisor ignore me', 'boss', 10],
    ['my business partner took money from our account, will he return it', 'other', 7],
    ['my daughters husband is controlling. will she leave him', 'child', 5],
    ['mama wants to sell the farm and papa refuses, they both ask me to choose. who is right', 'parents', 4],
  ] as const)('%s -> %s, house %d', (text, who, house) => {
    expect(read(text).frame).toMatchObject({ who, house });
  });

  it('reads a casual lover from the 5th', () => {
    expect(read('the guy i hooked up with last weekend, will he text me', 'love').frame).toMatchObject({
      who: 'prospective-partner',
      house: 5,
    });
  });

  it('reads the client acting only when no one is dealt with', () => {
    expect(read('how do i handle the pressure at work', 'career').frame.who).toBe('self');
    expect(read('should we buy a house near my parents', 'family').frame.who).toBe('self');
    expect(read('how do i help my husband with his anxiety', 'health').frame.who).toBe('partner');
    expect(read('how can i get along better with my mother', 'family').frame.who).toBe('mother');
  });

  it('is not sure of a person it inferred from a bare "he"', () => {
    expect(read('will he come back', 'love').frame.sure.who).toBe(false);
    expect(read('will my husband come back', 'love').frame.sure.who).toBe(true);
  });
});

describe('word-sense traps', () => {
  it('saving a marriage is not savings', () => {
    const q = read('Is my marriage worth saving?', 'marriage');
    expect(q.themes[0]).toBe('marriage-crisis');
    expect(q.frame.stakes).not.toContain('money');
  });

  it('medicine as a degree is not a treatment, and the two options are kept', () => {
    const q = read('Should I study medicine or law?', 'career');
    expect(q.themes).toEqual(['study-choice']);
    expect(q.frame.form).toBe('which');
    expect(q.frame.options).toEqual(['study medicine', 'law']);
  });

  it('"fired up" is not being fired, a business operation is not surgery, the labour department is not childbirth', () => {
    expect(read('im so fired up about my new project, will it succeed', 'career').themes).not.toContain(
      'authority-conflict',
    );
    expect(read('how can i improve the operation of my small business', 'career').themes).not.toContain('surgery');
    expect(read('will the labour department rule in my favour', 'career').themes[0]).toBe('legal-matter');
  });

  it('an exam at school is not a medical test', () => {
    expect(read('will i pass my final exam at school', 'career').themes[0]).toBe('exams');
  });
});

describe('answerable', () => {
  it.each([
    ['when will i die', 'death'],
    ['what numbers should i play in the lotto', 'lottery'],
    ['should i stop taking my medication', 'medication'],
    ['is it a boy or a girl', 'baby-sex'],
  ] as const)('%s is refused kindly (%s)', (text, reason) => {
    const { frame } = read(text);
    expect(frame.answerable).toBe(false);
    expect(frame.refusal?.reason).toBe(reason);
    expect(frame.refusal?.note.length).toBeGreaterThan(40);
  });

  it('a question a chart can answer has no refusal', () => {
    expect(read('will i get the job this spring', 'career').frame).toMatchObject({ answerable: true, refusal: null });
  });
});
