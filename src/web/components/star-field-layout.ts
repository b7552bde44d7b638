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

/** mulberry32: a tiny seeded PRNG, so the build-time HTML and the hydrating client draw the same sky. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
