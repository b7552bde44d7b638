import { describe, expect, it } from 'vitest';
import type { Subject } from '../../domain/astrology';
import { readQuestion } from './read-question';
import { senseThemeOf } from './sense-theme-of';

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
