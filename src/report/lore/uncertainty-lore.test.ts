import { describe, expect, it } from 'vitest';

import { SIGNS } from '../../domain/astrology';
import { moonSignsOfDay, readingChart } from '../synthesis/chart-adapter';
import { findUncertainties } from '../synthesis/find-uncertainties';
import type { Uncertainty } from '../synthesis/find-uncertainties';
import { PLANETS } from '../../astro/positions';
import { MANILA, ROME } from '../synthesis/test-fixtures';
import { uncertaintyLine } from './uncertainty-lore';

const ROME_CHART = readingChart(ROME);

/** Every uncertainty the finder gives for Rome's chart with its Ascendant or Midheaven at each sign's two edges. */
function edgeUncertainties(): Uncertainty[] {
  return SIGNS.flatMap((_, i) =>
    [i * 30 + 0.05, i * 30 + 0.7, i * 30 + 29.2].flatMap((lon) =>
      (['ascendant', 'midheaven'] as const).flatMap((angle) =>
        findUncertainties({ ...ROME_CHART, [angle]: { lon, sign: SIGNS[i]!, degree: lon - i * 30 } }, ROME, []),
      ),
    ),
  );
}

/** Every body near the start and the end of every house. */
function cuspUncertainties(): Uncertainty[] {
  return Array.from({ length: 12 }, (_, i) => i + 1).flatMap((house) =>
    [house, house === 12 ? 1 : house + 1].map((otherHouse) => ({
      kind: 'house-cusp' as const,
      body: PLANETS[house]!,
      house,
      otherHouse,
      degreesToCusp: 0.25,
    })),
  );
}

describe('uncertaintyLine', () => {
  it('says which sign would rise and which planet would speak for the client instead', () => {
    const u: Uncertainty = {
      kind: 'ascendant-sign',
      sign: 'Virgo',
      other: 'Libra',
      ruler: 'Mercury',
      otherRuler: 'Venus',
      degreesToEdge: 0.4,
    };
    expect(uncertaintyLine(u, ['Venus', 'Moon'])).toBe(
      'Your Ascendant sits 0.4° from the end of Virgo: born a few minutes later, you would have Libra rising, and Venus rather than Mercury would speak for you in this answer.',
    );
    expect(uncertaintyLine(u, ['Moon'])).toBe(
      'Your Ascendant sits 0.4° from the end of Virgo: born a few minutes later, you would have Libra rising, and Venus rather than Mercury would rule your chart.',
    );
    expect(
      uncertaintyLine(
        {
          kind: 'ascendant-sign',
          sign: 'Aquarius',
          other: 'Capricorn',
          ruler: 'Saturn',
          otherRuler: 'Saturn',
          degreesToEdge: 0.04,
        },
        ['Saturn'],
      ),
    ).toBe(
      'Your Ascendant sits less than 0.1° into Aquarius: born a few minutes earlier, you would have Capricorn rising, though Saturn would still rule your chart.',
    );
  });

  it('says what a Midheaven on a sign edge would change', () => {
    expect(uncertaintyLine({ kind: 'midheaven-sign', sign: 'Aries', other: 'Pisces', degreesToEdge: 0.68 }, [])).toBe(
      'Your Midheaven sits 0.6° into Aries: born a few minutes earlier, it would be in Pisces, and Jupiter rather than Mars would rule your career and public standing.',
    );
  });

  it('names a significator near a house cusp with both houses, and stays silent for a body the answer does not use', () => {
    const late: Uncertainty = { kind: 'house-cusp', body: 'Venus', house: 6, otherHouse: 7, degreesToCusp: 0.3 };
    expect(uncertaintyLine(late, ['Venus'])).toBe(
      'Venus sits 0.3° before the start of your 7th house: born a few minutes earlier, it would stand in your 7th house (partnership) rather than your 6th (work and health), so read what it says here with both houses in mind.',
    );
    expect(uncertaintyLine(late, ['Mars', 'Moon'])).toBeNull();
    expect(
      uncertaintyLine({ kind: 'house-cusp', body: 'Moon', house: 1, otherHouse: 12, degreesToCusp: 0.9 }, ['Moon']),
    ).toBe(
      'The Moon sits 0.9° past the start of your 1st house: born a few minutes later, it would stand in your 12th house (the inner life) rather than your 1st (the self), so read what it says here with both houses in mind.',
    );
  });

  it('explains a Moon that changed sign on the birth day and a missing birth time', () => {
    const lines = findUncertainties(readingChart(MANILA), MANILA, moonSignsOfDay(MANILA)).map((u) =>
      uncertaintyLine(u, ['Moon']),
    );
    expect(lines).toEqual([
      'Without a birth time the houses and the Ascendant cannot be drawn, so this answer reads your question from the planets that naturally stand for it rather than from its house.',
      'The Moon moved from Leo into Virgo on the day you were born, so without a birth time your Moon could be in either sign; where this answer leans on your Moon, read it with both in mind.',
    ]);
    expect(uncertaintyLine({ kind: 'sun-sign-day', signs: ['Pisces', 'Aries'] }, [])).toBe(
      'The Sun moved from Pisces into Aries on the day you were born, so without a birth time your Sun could be in either sign; read what this reading says of your Sun with both in mind.',
    );
  });

  it('writes every line as one sentence: a capital, a closing full stop, no doubled word', () => {
    const all = [
      ...edgeUncertainties(),
      ...cuspUncertainties(),
      { kind: 'moon-sign-day' as const, signs: ['Cancer' as const, 'Leo' as const] },
      { kind: 'sun-sign-day' as const, signs: ['Leo' as const, 'Virgo' as const] },
      { kind: 'no-birth-time' as const },
    ];
    expect(all.filter((u) => u.kind === 'ascendant-sign')).toHaveLength(36);
    const lines = all.map((u) => uncertaintyLine(u, PLANETS));
    expect(lines.every((line) => line !== null)).toBe(true);
    for (const line of lines) {
      expect(line).toMatch(/^[A-Z].*[^.]\.$/);
      expect(line).not.toMatch(/\.\s+[A-Z]/);
      expect(line).not.toMatch(/\b(\w+)\s+\1\b/i);
      expect(line).not.toMatch(/\s[,.;:]|\s{2}/);
    }
  });
});
