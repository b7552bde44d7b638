// Aspects as spec section 9: angles, base orbs, orb multipliers by planet.
import type { Planet } from './positions';

export const ASPECT_DEFINITIONS = [
  { name: 'Conjunction', angle: 0, orb: 8, influence: 'intensifying' },
  { name: 'Semi-Sextile', angle: 30, orb: 2, influence: 'subtle' },
  { name: 'Sextile', angle: 60, orb: 6, influence: 'harmonious' },
  { name: 'Quintile', angle: 72, orb: 2, influence: 'creative' },
  { name: 'Square', angle: 90, orb: 8, influence: 'challenging' },
  { name: 'Trine', angle: 120, orb: 8, influence: 'harmonious' },
  { name: 'Bi-Quintile', angle: 144, orb: 2, influence: 'creative' },
  { name: 'Quincunx', angle: 150, orb: 3, influence: 'adjusting' },
  { name: 'Opposition', angle: 180, orb: 10, influence: 'polarizing' },
] as const;

export type AspectName = (typeof ASPECT_DEFINITIONS)[number]['name'];
export type Influence = (typeof ASPECT_DEFINITIONS)[number]['influence'];

export interface Aspect {
  planet1: Planet;
  planet2: Planet;
  aspect: AspectName;
  /** Distance from exact, degrees. */
  orb: number;
  influence: Influence;
}

/** Spec section 9: Sun or Moon 1.5; Mercury, Venus, Mars 1.2; Jupiter, Saturn 1.0; others 0.8. */
export function orbMultiplier(planet: Planet): number {
  switch (planet) {
    case 'Sun':
    case 'Moon':
      return 1.5;
    case 'Mercury':
    case 'Venus':
    case 'Mars':
      return 1.2;
    case 'Jupiter':
    case 'Saturn':
      return 1.0;
    default:
      return 0.8;
  }
}

/**
 * Multiplier for a pair: the mean of the two. This is the classical "moiety" rule
 * (each body lends half its orb), so a Sun-Pluto square gets 8 x 1.15 = 9.2 degrees.
 */
export function pairMultiplier(a: Planet, b: Planet): number {
  return (orbMultiplier(a) + orbMultiplier(b)) / 2;
}

function separation(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

const isNodePair = (a: Planet, b: Planet) =>
  (a === 'North Node' && b === 'South Node') || (a === 'South Node' && b === 'North Node');

/**
 * All aspects between the given bodies (in the given order), tightest first within
 * each pair: when two aspects' orbs overlap, the one nearer exact wins.
 */
export function computeAspects(bodies: ReadonlyArray<{ planet: Planet; lon: number }>): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const p = bodies[i] as { planet: Planet; lon: number };
      const q = bodies[j] as { planet: Planet; lon: number };
      if (isNodePair(p.planet, q.planet)) continue;
      const sep = separation(p.lon, q.lon);
      const mult = pairMultiplier(p.planet, q.planet);
      let best: Aspect | null = null;
      for (const def of ASPECT_DEFINITIONS) {
        const orb = Math.abs(sep - def.angle);
        if (orb <= def.orb * mult && (best === null || orb < best.orb)) {
          best = { planet1: p.planet, planet2: q.planet, aspect: def.name, orb, influence: def.influence };
        }
      }
      if (best) out.push(best);
    }
  }
  return out;
}
