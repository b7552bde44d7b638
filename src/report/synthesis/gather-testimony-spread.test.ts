import { describe, expect, it } from 'vitest';

import type { QuestionReading, TimeFrame } from '../question/question-reading';
import type { ThemeId } from '../question/theme-ids';
import { readingChart, slowPositionsAt } from './chart-adapter';
import { gatherTestimony } from './gather-testimony';
import type { ReadingInput } from './reading-input';
import type { Stance } from './testimony';
import { MANILA, NOW } from './test-fixtures';
import { findTransits } from './transits';
import { transitPoints } from './transit-points';

const THEMES_ASKED: ThemeId[] = ['job-change', 'reconciliation', 'moving-home', 'debt'];
const CHARTS = 60;
const PLACES = [
  { lat: 41.89, lon: 12.51, timeZone: 'Europe/Rome' },
  { lat: 40.71, lon: -74.01, timeZone: 'America/New_York' },
  { lat: 14.6, lon: 120.98, timeZone: 'Asia/Manila' },
  { lat: -33.87, lon: 151.21, timeZone: 'Australia/Sydney' },
];

/** Birth dates spread over 55 years, at varied hours and places. */
function visitor(i: number): ReadingInput {
  const day = new Date(Date.UTC(1950, 0, 1) + i * 337.37 * 86_400_000).toISOString().slice(0, 10);
  const hour = 1 + ((i * 5) % 12);
  return {
    ...MANILA,
    ...PLACES[i % PLACES.length]!,
    birthDate: day,
    birthTime: `${hour}:${(i * 7) % 60 < 10 ? '0' : ''}${(i * 7) % 60} ${i % 2 ? 'AM' : 'PM'}`,
  };
}

const SUMMER: TimeFrame = { phrase: 'this summer', from: '2026-06-01', to: '2026-08-31' };

function question(theme: ThemeId, timeFrame: TimeFrame | null): QuestionReading {
  return {
    text: 'Should I do it?',
    form: 'yes-no',
    themes: [theme],
    topic: 'it',
    people: [],
    places: [],
    timeFrame,
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
    },
  };
}

function shares(stances: readonly Stance[]): Record<Stance, number> {
  const count = (stance: Stance) => stances.filter((s) => s === stance).length / stances.length;
  return { yes: count('yes'), mixed: count('mixed'), 'not-yet': count('not-yet'), caution: count('caution') };
}

describe('gatherTestimony over many charts', () => {
  it('gives every stance a fair share, with and without a time frame, and one chart different stances for different themes', () => {
    const open: Stance[] = [];
    const framed: Stance[] = [];
    let mixedCharts = 0;
    for (let i = 0; i < CHARTS; i++) {
      const input = visitor(i);
      const chart = readingChart(input);
      const transits = findTransits(transitPoints(chart), slowPositionsAt, NOW);
      const stanceOf = (theme: ThemeId, frame: TimeFrame | null) =>
        gatherTestimony({ chart, question: question(theme, frame), transits, now: NOW, zone: input.timeZone }).stance!;
      const stances = THEMES_ASKED.map((theme) => stanceOf(theme, null));
      open.push(...stances);
      framed.push(...THEMES_ASKED.map((theme) => stanceOf(theme, SUMMER)));
      if (new Set(stances).size > 1) mixedCharts++;
    }
    for (const share of [...Object.values(shares(open)), ...Object.values(shares(framed))])
      // Four stances: each at least a tenth of the answers (measured 2026-11-28: 10-38 %).
      expect(share).toBeGreaterThanOrEqual(0.1);
    expect(mixedCharts).toBeGreaterThan(CHARTS / 2);
  }, 120_000);
});
