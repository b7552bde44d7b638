import { describe, expect, it } from 'vitest';
import type { Subject } from '../../domain/astrology';
import { readQuestion } from './read-question';
import { sensePersonOf } from './sense-person-of';
import { isLooseSense, senseThemeOf } from './sense-theme-of';

const read = (text: string, subject: Subject) =>
  readQuestion(text, { subject, now: new Date('2026-11-28T10:00:00Z'), zone: 'UTC', birthDate: '1980-06-15' });

describe('word senses from WordNet', () => {
  it('files words no cue names under their area', () => {
    expect(senseThemeOf('bursitis')).toBe('recovery');
    expect(senseThemeOf('stepmother')).toBe('parents');
    expect(senseThemeOf('procrastinate')).toBe('motivation');
    expect(senseThemeOf('the')).toBeNull();
  });

  it('reads an illness it has no cue for as a health matter', () => {
    expect(read('will my bursitis ever go away', 'love').themes[0]).toBe('recovery');
  });

  it('weighs a word of one or two senses more than a word of many', () => {
    expect(isLooseSense('asthma')).toBe(false);
    expect(isLooseSense('court')).toBe(true);
  });

  it('names people by their commonest sense', () => {
    expect(sensePersonOf('stepdaughter')).toBe('child');
    expect(sensePersonOf('supervisor')).toBe('boss');
    expect(sensePersonOf('housemate')).toBe('other');
    expect(sensePersonOf('mate')).toBeNull();
  });
});

describe('the matter read by meaning, not by the words that name a person', () => {
  it('a daughter under the family subject is whom a driving test is about, not the matter', () => {
    expect(read('will my daughter pass her driving test', 'family').themes[0]).toBe('exams');
  });

  it('the chosen subject keeps a word that leans elsewhere from carrying the question away', () => {
    expect(read('my mums hip break is taking forever, when will she be walking normally', 'family').themes[0]).toBe(
      'recovery',
    );
  });

  it('a bond is the bond with the person asked about', () => {
    expect(read('is my friend lying to me', 'friends').themes[0]).toBe('friend-conflict');
    expect(read('will my daughter-in-law ever accept me', 'family')).toMatchObject({
      themes: ['in-laws'],
      frame: { sure: { matter: true } },
    });
    // A daughter's marriage is her own matter, not the bond with her.
    expect(read("Will my daughter's marriage survive this year?", 'family').themes[0]).toBe('marriage-crisis');
  });

  it('is not sure of a matter no cue names', () => {
    expect(read('is my tiredness from my thyroid', 'health').frame.sure.matter).toBe(false);
  });
});

describe("an astrologer's review of misread questions", () => {
  it('a couple fighting over money is strain on the couple, not where the relationship is going', () => {
    const reading = read('Why do we keep fighting about money?', 'love');
    expect(reading.themes[0]).toBe('marriage-crisis');
    expect(reading.frame.who).toBe('partner');
  });

  it('procrastinating is motivation, not purpose', () => {
    expect(read('How can I stop procrastinating?', 'career').themes[0]).toBe('motivation');
  });

  it("a pattern in the client's relationships is their love life, not one couple's", () => {
    const reading = read('Is the problem me, why do my relationships always end after a year?', 'love');
    expect(reading.themes[0]).toBe('new-love');
    expect(reading.frame.who).toBe('self');
  });

  it('finances in general are the 2nd house, not a raise', () => {
    expect(read('When will my finances finally improve?', 'money').themes[0]).toBe('savings');
  });

  it("a son's marriage is read for the son, from the 5th", () => {
    const reading = read('Is my son happy in his marriage?', 'family');
    expect(reading.frame.who).toBe('child');
    expect(reading.frame.house).toBe(5);
  });
});
