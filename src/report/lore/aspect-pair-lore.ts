import type { Body, MajorAspect } from '../synthesis/reading-input';
import { INNER_PAIRS } from './inner-pair-lore';
import { LUMINARY_PAIRS } from './luminary-pair-lore';
import { OUTER_PAIRS } from './outer-pair-lore';
import { PLANET_LORE } from './planet-lore';
import type { PlanetLore } from './planet-lore';

/** The ten planets whose pairs have their own written texts. */
export const TEN_PLANETS = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
] as const;
export type TenPlanet = (typeof TEN_PLANETS)[number];

/** "Sun-Moon": the two planets in the order of TEN_PLANETS. */
export type PairKey = `${TenPlanet}-${TenPlanet}`;

/**
 * How a conjunction of the two reads: by their natures, not as neither. Venus and Jupiter
 * make it easy, Mars, Saturn and Pluto hard; the lights, Mercury and the outer planets blend.
 */
export type ConjunctionNature = 'easy' | 'hard' | 'blended';

/** Per aspect, the written texts for one pair (two or more when a personal planet takes part). */
export type PairLore = { nature: ConjunctionNature } & Record<MajorAspect, readonly string[]>;

export type PairTable = Partial<Record<PairKey, PairLore>>;

const PAIR_LORE: PairTable = { ...LUMINARY_PAIRS, ...INNER_PAIRS, ...OUTER_PAIRS };

/** Chiron and the North Node speak through the planet they touch; their texts are composed from its lore. */
type ComposedBody = 'Chiron' | 'North Node';

const COMPOSED: Record<ComposedBody, Record<MajorAspect, readonly ((other: PlanetLore) => string)[]>> = {
  Chiron: {
    Conjunction: [
      (o) =>
        `Chiron sits on ${o.role}: an early hurt around ${o.theme} is also the place where your wisdom grows, and where you can help others most.`,
      (o) =>
        `Your old wound is fused with ${o.theme}; what once felt unsure here becomes, with time, the very thing you can teach.`,
    ],
    Sextile: [
      (o) => `Tending ${o.theme} gently eases an old hurt, and helping others in this area quietly heals you too.`,
      (o) =>
        `Healing comes to you through ${o.role}, once you give that part of yourself a little deliberate attention.`,
    ],
    Square: [
      (o) =>
        `An old sore spot presses on ${o.theme}, so you may doubt yourself exactly where you are most gifted; patience with that doubt turns it into compassion.`,
      (o) =>
        `Chiron rubs against ${o.role}: the tender place flares when you feel judged, and calms when you speak about it plainly.`,
    ],
    Trine: [
      (o) => `You turn hurt into wisdom easily through ${o.theme}; others feel understood by you without knowing why.`,
      (o) => `Your gift for healing flows through ${o.role}, and a caring or teaching role suits you well.`,
    ],
    Opposition: [
      (o) =>
        `Other people tend to touch your tender spot through ${o.theme}; each time you answer with kindness instead of defence, the old wound closes a little.`,
      (o) => `Chiron faces ${o.role}, so you meet your hurt in relationships first and your healing there too.`,
    ],
  },
  'North Node': {
    Conjunction: [
      (o) =>
        `The North Node sits on ${o.role}: developing ${o.theme} is part of the direction your life is asking you to take.`,
      (o) =>
        `Your path of growth runs straight through ${o.theme}: the more you live this side of you, the more your life makes sense.`,
    ],
    Sextile: [
      (o) => `Small choices in favour of ${o.theme} open your way forward on the path your North Node shows.`,
      (o) => `Opportunities to grow arrive through ${o.role}; take them when they appear.`,
    ],
    Square: [
      (o) =>
        `Your path of growth crosses ${o.theme} at an angle, so you meet turning points where old habits and a new direction collide.`,
      (o) => `At the crossroads of your life you are asked to rethink ${o.role}; these moments are your growth spurts.`,
    ],
    Trine: [
      (o) =>
        `You move toward your life\u2019s direction with ease through ${o.role}; follow what comes naturally here.`,
      (o) => `Growth feels natural when you lean on ${o.theme}; it is one of your guides.`,
    ],
    Opposition: [
      (o) =>
        `You lean on ${o.theme} like an inborn habit, opposite your path: use it as a base, but do not hide in it.`,
      (o) =>
        `Your path of growth lies opposite ${o.role}, so the familiar comfort here is a launching point, not a destination.`,
    ],
  },
};

function isTenPlanet(body: Body): body is TenPlanet {
  return (TEN_PLANETS as readonly string[]).includes(body);
}

function isComposed(body: Body): body is ComposedBody {
  return body === 'Chiron' || body === 'North Node';
}

function pairKey(a: TenPlanet, b: TenPlanet): PairKey {
  return TEN_PLANETS.indexOf(a) <= TEN_PLANETS.indexOf(b) ? `${a}-${b}` : `${b}-${a}`;
}

/** The written texts of a pair of the ten planets; throws when one is missing, which the tests rule out. */
export function pairLore(a: TenPlanet, b: TenPlanet): PairLore {
  const lore = PAIR_LORE[pairKey(a, b)];
  if (!lore) throw new Error(`No aspect texts for ${a} and ${b}`);
  return lore;
}

/** The texts for `aspect` between `a` and `b`: written for the ten planets, composed for Chiron and the North Node. */
export function pairTexts(a: Body, b: Body, aspect: MajorAspect): readonly string[] {
  if (isTenPlanet(a) && isTenPlanet(b)) return pairLore(a, b)[aspect];
  const [composed, other] = isComposed(a) ? [a, b] : [b as ComposedBody, a];
  if (!isComposed(composed)) throw new Error(`No aspect texts for ${a} and ${b}`);
  return COMPOSED[composed][aspect].map((write) => write(PLANET_LORE[other]));
}

/** How a conjunction of `a` and `b` reads; Chiron's and the Node's follow the planet they touch. */
export function conjunctionNature(a: Body, b: Body): ConjunctionNature {
  if (isTenPlanet(a) && isTenPlanet(b)) return pairLore(a, b).nature;
  const other = isComposed(a) ? b : a;
  if (other === 'Venus' || other === 'Jupiter') return 'easy';
  if (other === 'Mars' || other === 'Saturn' || other === 'Pluto') return 'hard';
  return 'blended';
}
