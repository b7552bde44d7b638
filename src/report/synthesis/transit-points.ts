import { findPosition } from './find-position';
import type { ReadingChart } from './reading-input';
import type { NatalPoint } from './transits';

const FOLLOWED = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'North Node'] as const;

/** The natal points the slow planets are followed to; the Moon and the angles only when the birth hour is known. */
export function transitPoints(chart: ReadingChart): NatalPoint[] {
  const points: NatalPoint[] = FOLLOWED.filter((b) => chart.timeKnown || b !== 'Moon').map((b) => ({
    name: b,
    lon: findPosition(chart, b).lon,
  }));
  if (chart.ascendant) points.push({ name: 'Ascendant', lon: chart.ascendant.lon });
  if (chart.midheaven) points.push({ name: 'Midheaven', lon: chart.midheaven.lon });
  return points;
}
