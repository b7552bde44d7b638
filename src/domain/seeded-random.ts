/**
 * mulberry32: a tiny seeded generator. The same seed gives the same numbers on the server, at
 * build time and in the browser, so a drawn sky, the illustrative reviews and an experiment's
 * Monte Carlo figures are reproducible (and tests can pin them).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
