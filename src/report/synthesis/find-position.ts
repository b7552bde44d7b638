import type { Body, PlanetPosition, ReadingChart } from './reading-input';

export function findPosition(chart: ReadingChart, body: Body): PlanetPosition {
  const found = chart.positions.find((p) => p.planet === body);
  if (!found) throw new Error(`The chart has no ${body}`);
  return found;
}
