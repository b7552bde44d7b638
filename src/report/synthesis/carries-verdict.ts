import type { Significator, TransitTestimony } from './testimony';

const ANGLES = new Set(['Ascendant', 'Midheaven']);

/**
 * Whether a transit may carry a yes or a no: it must touch a planet that rules or stands in the question's own houses
 * (or the angle of its own house). A planet that speaks for the matter only by nature (Saturn for commitment, the Moon
 * for home) colours the answer but does not decide it: Saturn trine natal Saturn says nothing of a house purchase
 * whose 4th-house ruler is under strain. Without a birth time there are no houses, and the natural rulers are all
 * the chart has, so they carry it.
 */
export function carriesVerdict(transit: TransitTestimony, significators: readonly Significator[]): boolean {
  const housed = significators.some((s) => s.role !== 'natural-ruler');
  if (!housed) return true;
  const natal = transit.event.natal;
  if (ANGLES.has(natal)) return true;
  return significators.some((s) => s.body === natal && s.role !== 'natural-ruler');
}
