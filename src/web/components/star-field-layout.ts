import { seededRandom } from '../../domain/seeded-random';

export type Star = {
  /** Position in percent of the field. */
  x: number;
  y: number;
  /** Diameter in px. */
  size: number;
  /** Which twinkle group the star belongs to: the groups blink out of step. */
  group: number;
};

export const STAR_COUNT = 100;
export const STAR_GROUPS = 4;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function starField(seed = 20250101, count = STAR_COUNT): Star[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    x: round(random() * 100, 1),
    y: round(random() * 100, 1),
    size: 1 + Math.floor(random() * 3),
    group: Math.floor(random() * STAR_GROUPS),
  }));
}
