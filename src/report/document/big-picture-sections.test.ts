import { describe, expect, it } from 'vitest';

import { Voice } from '../lore/voice';
import { readingChart } from '../synthesis/chart-adapter';
import { findBigPicture } from '../synthesis/find-big-picture';
import { MANILA, ROME } from '../synthesis/test-fixtures';
import { bigPictureSections } from './big-picture-sections';
import { houseSections } from './house-sections';

const text = (sections: { paragraphs: string[] }[]) => sections.flatMap((s) => s.paragraphs).join(' ');

describe('bigPictureSections', () => {
  const rome = readingChart(ROME);
  const manila = readingChart(MANILA);

  it('reads balance, gatherings, the strongest planet, the chart ruler and the Moon phase of a timed chart', () => {
    const sections = bigPictureSections(rome, new Voice('rome'));
    const bp = findBigPicture(rome);
    expect(sections.map((s) => s.title)).toEqual([
      'Your elements and modes',
      'Gatherings and patterns',
      `Your strongest planet: ${bp.dominant.body}`,
      'Your chart ruler: the Moon',
      `Born under a ${bp.moonPhase.phase} Moon`,
    ]);
    // Rome's Sun, Mercury and Venus share the 12th house.
    expect(text(sections)).toContain('The Sun, Mercury and Venus share your 12th house');
    expect(text(sections)).toContain('Cancer rises in your chart');
  });

  it('tells T-squares on one opposition as one figure, and leaves the chart ruler out without a birth time', () => {
    const sections = bigPictureSections(manila, new Voice('manila'));
    expect(sections.map((s) => s.title)).not.toContain('Your chart ruler: the Moon');
    expect(sections.some((s) => s.title.startsWith('Your chart ruler'))).toBe(false);
    const patterns = text(sections.filter((s) => s.title === 'Gatherings and patterns'));
    expect(patterns.match(/Venus and Mars oppose each other/g)).toHaveLength(1);
    expect(patterns).toContain('both square Saturn, Uranus and Neptune');
    expect(text(sections)).not.toMatch(/\bhouse\b|ascendant/);
  });
});

describe('houseSections', () => {
  it('reads all twelve houses of a timed chart with cusp sign, tenants and ruler', () => {
    const houses = houseSections(readingChart(ROME), new Voice('rome'));
    expect(houses).toHaveLength(12);
    expect(houses[6]!.title).toBe('The 7th house: partnership');
    expect(houses[6]!.glyph).toBe('Capricorn');
    expect(houses[11]!.paragraphs.join(' ')).toContain(
      'The Sun, Mercury and Venus stand here, one of the busiest rooms of your chart',
    );
    expect(houses[1]!.paragraphs.join(' ')).toContain('No planet stands in your 2nd house.');
    expect(houses[7]!.paragraphs.join(' ')).toContain('Its ruler, Saturn, stands in this same house');
  });

  it('reads no house without a birth time', () => {
    expect(houseSections(readingChart(MANILA), new Voice('manila'))).toEqual([]);
  });
});
