import { describe, expect, it } from 'vitest';

import { formatDay } from '../lore/format';
import { Voice } from '../lore/voice';
import { readingChart } from '../synthesis/chart-adapter';
import { findPosition } from '../synthesis/find-position';
import type { ReadingChart } from '../synthesis/reading-input';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import { MANILA, ROME } from '../synthesis/test-fixtures';
import type { TransitEvent } from '../synthesis/transits';
import { aspectBalance, subjectSection } from './subject-answers';

const ROME_CHART = readingChart(ROME);
const MANILA_CHART = readingChart(MANILA);
const SATURN_SQUARE_VENUS: TransitEvent = {
  transiting: 'Saturn',
  aspect: 'Square',
  natal: 'Venus',
  start: new Date('2026-03-01T12:00:00Z'),
  end: new Date('2026-04-20T12:00:00Z'),
  exact: [new Date('2026-03-28T12:00:00Z')],
  closest: new Date('2026-03-28T12:00:00Z'),
};

function sentences(paragraphs: string[]): string[] {
  return paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/));
}

describe('subjectSection', () => {
  it('reads the subject through its planets and its houses, naming each house ruler by the traditional rulerships', () => {
    const section = subjectSection(ROME_CHART, 'love', [SATURN_SQUARE_VENUS], 'Europe/Rome', new Voice('rome'));
    const text = section.paragraphs.join(' ');
    const venus = findPosition(ROME_CHART, 'Venus');
    const seventh = ROME_CHART.houses![6]!;
    expect(section.title).toBe('Your subject: Love');
    expect(text).toContain(`Venus in ${venus.sign}`);
    expect(text).toContain(`${SIGN_FACTS[seventh.sign].ruler}`);
    expect(text).toContain(seventh.sign);
    expect(text).toContain(formatDay(SATURN_SQUARE_VENUS.exact[0]!, 'Europe/Rome'));
    expect(text).not.toMatch(/undefined|null/);
  });

  it('leaves the houses out when the birth time is unknown', () => {
    const section = subjectSection(MANILA_CHART, 'career', [], 'Asia/Manila', new Voice('manila'));
    const text = section.paragraphs.join(' ');
    expect(text).not.toMatch(/\b\d+(st|nd|rd|th) house\b/);
    expect(text).toContain('birth time');
    expect(text).toContain('No slow planet');
  });

  it('repeats no sentence, and two charts share almost none', () => {
    const rome = sentences(subjectSection(ROME_CHART, 'money', [], 'Europe/Rome', new Voice('rome')).paragraphs);
    const manila = sentences(subjectSection(MANILA_CHART, 'money', [], 'Asia/Manila', new Voice('manila')).paragraphs);
    expect(new Set(rome).size).toBe(rome.length);
    const shared = manila.filter((s) => rome.includes(s));
    expect(shared.length / manila.length).toBeLessThan(0.2);
  });
});

describe('aspectBalance', () => {
  it('counts a conjunction by the nature of the planet it joins', () => {
    const chart = {
      aspects: [
        { planet1: 'Venus', planet2: 'Saturn', aspect: 'Conjunction', orb: 1, influence: 'intensifying' },
        { planet1: 'Jupiter', planet2: 'Venus', aspect: 'Conjunction', orb: 2, influence: 'intensifying' },
        { planet1: 'Venus', planet2: 'Mars', aspect: 'Trine', orb: 3, influence: 'harmonious' },
        { planet1: 'Mercury', planet2: 'Mars', aspect: 'Square', orb: 1, influence: 'challenging' },
      ],
    } as unknown as ReadingChart;
    expect(aspectBalance(chart, ['Venus'])).toEqual({ easy: 2, hard: 1 });
    expect(aspectBalance(chart, ['Venus', 'Saturn'])).toEqual({ easy: 2, hard: 1 });
  });
});
