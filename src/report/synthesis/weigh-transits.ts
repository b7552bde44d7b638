import type { LifeTheme } from '../question/life-themes';
import { significatorWeight } from './find-significators';
import type { MajorAspect, SlowBody } from './reading-input';
import type { Effect, Significator, TransitTestimony } from './testimony';
import { mergePasses } from './transits';
import type { TransitEvent } from './transits';

/** Slower planets weigh more: Saturn and Pluto reshape, Jupiter opens, Uranus and Neptune unsettle or blur. */
const PLANET_WEIGHT: Record<SlowBody, number> = { Jupiter: 1, Saturn: 1.2, Uranus: 0.9, Neptune: 0.8, Pluto: 1 };
const ASPECT_WEIGHT: Record<MajorAspect, number> = {
  Conjunction: 1,
  Opposition: 0.9,
  Square: 0.9,
  Trine: 0.8,
  Sextile: 0.6,
};

/** Jupiter's squares and oppositions overreach rather than block: tension, at half weight. */
const JUPITER_HARD_FACTOR = 0.5;
/** A transit that never perfects inside the year (it only approaches or separates) counts at this share. */
const INEXACT_FACTOR = 0.6;
/** Saturn back on its own birth place, the Saturn return, closes one chapter of a life and opens the next. */
const SATURN_RETURN_FACTOR = 2;
/** An angle is one end of an axis: a transit to the Midheaven touches the IC, the 4th house's cusp, as well. */
const ANGLE_AXIS: Record<string, readonly number[]> = { Ascendant: [1, 7], Midheaven: [10, 4] };

export function transitEffect(body: SlowBody, aspect: MajorAspect): Effect {
  if (aspect === 'Sextile' || aspect === 'Trine') return 'support';
  if (aspect === 'Conjunction') return body === 'Jupiter' ? 'support' : 'tension';
  return 'tension';
}

function targetWeight(natal: string, significators: readonly Significator[], theme: LifeTheme): number | null {
  const significator = significators.find((s) => s.body === natal);
  if (significator) return significatorWeight(significator, theme);
  const axis = ANGLE_AXIS[natal];
  if (axis === undefined) return null;
  // An angle speaks only for a question read from a house of its own axis: otherwise one transit to the Ascendant
  // would time every question of the reading alike.
  return theme.houses.some((h) => axis.includes(h)) ? 1 : null;
}

/**
 * The slow planets' transits to the significators and to the angles of the theme's own houses, passes merged, each with its effect and weight
 * (planet x aspect x target x exactness), heaviest first.
 */
export function weighTransits(
  events: readonly TransitEvent[],
  significators: readonly Significator[],
  theme: LifeTheme,
): TransitTestimony[] {
  return mergePasses(events)
    .flatMap((event) => {
      const target = targetWeight(event.natal, significators, theme);
      if (target === null) return [];
      const effect = transitEffect(event.transiting, event.aspect);
      const jupiterHard = event.transiting === 'Jupiter' && effect === 'tension' ? JUPITER_HARD_FACTOR : 1;
      const exactness = event.exact.length > 0 ? 1 : INEXACT_FACTOR;
      const saturnReturn =
        event.transiting === 'Saturn' && event.natal === 'Saturn' && event.aspect === 'Conjunction'
          ? SATURN_RETURN_FACTOR
          : 1;
      const weight =
        PLANET_WEIGHT[event.transiting] * ASPECT_WEIGHT[event.aspect] * target * jupiterHard * exactness * saturnReturn;
      return [{ event, effect, weight: Math.round(weight * 100) / 100 }];
    })
    .sort((a, b) => b.weight - a.weight || a.event.start.getTime() - b.event.start.getTime());
}

/** Support minus tension over all the year's transits. */
export function scoreTransits(transits: readonly TransitTestimony[]): number {
  const score = transits.reduce((sum, t) => sum + (t.effect === 'support' ? t.weight : -t.weight), 0);
  return Math.round(score * 100) / 100;
}
