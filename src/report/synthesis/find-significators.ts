import type { LifeTheme } from '../question/life-themes';
import { findPosition } from './find-position';
import type { Body, ReadingChart } from './reading-input';
import { scoreSignificator } from './score-significator';
import { SIGN_FACTS } from './sign-facts';
import type { Significator, SignificatorRole } from './testimony';

/** A house's lord speaks for it first, then who lives there, then the planet that rules the matter by nature. */
const ROLE_RANK: Record<SignificatorRole, number> = { 'house-ruler': 3, 'house-tenant': 2, 'natural-ruler': 1 };

/** Weight of a significator in the natal and transit scores: the theme's first house counts most. */
const ROLE_WEIGHT: Record<SignificatorRole, { first: number; other: number }> = {
  'house-ruler': { first: 1, other: 0.8 },
  'house-tenant': { first: 0.9, other: 0.7 },
  'natural-ruler': { first: 0.7, other: 0.7 },
};

/** The Nodes are points of direction, not voices for what is asked: a transit to one does not time a question. */
const NOT_TENANTS: readonly Body[] = ['South Node', 'North Node'];

interface Candidate {
  body: Body;
  role: SignificatorRole;
  house: number | null;
  order: number;
}

function houseCandidates(chart: ReadingChart, theme: LifeTheme): Candidate[] {
  const houses = chart.houses;
  if (!houses) return [];
  return theme.houses.flatMap((number) => {
    const cusp = houses.find((h) => h.number === number);
    const ruler: Candidate[] = cusp
      ? [{ body: SIGN_FACTS[cusp.sign].ruler, role: 'house-ruler', house: number, order: 0 }]
      : [];
    const tenants = chart.positions
      .filter((p) => p.house === number && !NOT_TENANTS.includes(p.planet))
      .map((p): Candidate => ({ body: p.planet, role: 'house-tenant', house: number, order: 0 }));
    return [...ruler, ...tenants];
  });
}

/**
 * The theme's significators: the rulers of its houses, the bodies in them and its natural rulers, each body once
 * in its strongest role. Without a birth time the houses are unknown, so only the natural rulers speak.
 */
export function findSignificators(chart: ReadingChart, theme: LifeTheme): Significator[] {
  const natural = theme.naturalRulers.map((body): Candidate => ({
    body,
    role: 'natural-ruler',
    house: null,
    order: 0,
  }));
  const candidates = [...houseCandidates(chart, theme), ...natural].map((c, order) => ({ ...c, order }));
  const best = new Map<Body, Candidate>();
  for (const c of candidates) {
    const seen = best.get(c.body);
    if (!seen || ROLE_RANK[c.role] > ROLE_RANK[seen.role]) best.set(c.body, c);
  }
  return [...best.values()]
    .sort((a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role] || a.order - b.order)
    .map((c) => scoreSignificator(chart, findPosition(chart, c.body), c.role, c.house));
}

/** How much a significator counts: its role, and whether it speaks for the theme's first house. */
export function significatorWeight(significator: Significator, theme: LifeTheme): number {
  const weights = ROLE_WEIGHT[significator.role];
  return significator.house === theme.houses[0] ? weights.first : weights.other;
}

/** The natal promise: the significators' scores averaged by weight, so a theme with many voices is not louder. */
export function scoreNatalPromise(significators: readonly Significator[], theme: LifeTheme): number {
  const total = significators.reduce((sum, s) => sum + significatorWeight(s, theme), 0);
  if (total === 0) return 0;
  const score = significators.reduce((sum, s) => sum + s.score * significatorWeight(s, theme), 0) / total;
  return Math.round(score * 100) / 100;
}
