// The chart as a whole: balance, gatherings, patterns, dominant planet, chart ruler, Moon phase.
import type { Sign } from '../../domain/astrology';
import type { Body, ReadingChart } from './reading-input';
import { MAJOR_ASPECTS } from './reading-input';
import { SIGN_FACTS, dignityOf, type Element, type Modality, type TraditionalRuler } from './sign-facts';

export const BALANCE_BODIES = [
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
export type BalanceBody = (typeof BALANCE_BODIES)[number];
const isBalanceBody = (b: Body): b is BalanceBody => (BALANCE_BODIES as readonly string[]).includes(b);

/**
 * Weights: Sun and Moon 2 each (the lights colour the whole temperament), the Ascendant 2 when
 * the time is known (the body's own sign), every other planet 1.
 */
const weightOf = (b: BalanceBody): number => (b === 'Sun' || b === 'Moon' ? 2 : 1);
const ASC_WEIGHT = 2;

export type MoonPhase =
  'new' | 'crescent' | 'first quarter' | 'gibbous' | 'full' | 'disseminating' | 'last quarter' | 'balsamic';
export type PatternKind = 'grand trine' | 'T-square' | 'grand cross' | 'yod' | 'stellium conjunction';

export interface Balance<K extends string> {
  weights: Record<K, number>;
  bodies: Record<K, string[]>;
  strongest: K;
  weakest: K;
  missing: K[];
  total: number;
}

export interface BigPicture {
  elements: Balance<Element>;
  modalities: Balance<Modality>;
  signStelliums: { sign: Sign; bodies: BalanceBody[] }[];
  houseStelliums: { house: number; bodies: BalanceBody[] }[];
  patterns: { kind: PatternKind; bodies: BalanceBody[]; apex?: BalanceBody }[];
  dominant: { body: BalanceBody; score: number; reasons: string[] };
  chartRuler: { body: TraditionalRuler; sign: Sign; house: number | null } | null;
  moonPhase: { phase: MoonPhase; angle: number };
  hemispheres: { above: number; below: number; east: number; west: number } | null;
}

function balance<K extends string>(keys: readonly K[], entries: { key: K; label: string; w: number }[]): Balance<K> {
  const weights = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const bodies = Object.fromEntries(keys.map((k) => [k, [] as string[]])) as Record<K, string[]>;
  for (const e of entries) {
    weights[e.key] += e.w;
    bodies[e.key].push(e.label);
  }
  const sorted = [...keys].sort((a, b) => weights[b] - weights[a]);
  return {
    weights,
    bodies,
    strongest: sorted[0] as K,
    weakest: sorted[sorted.length - 1] as K,
    missing: keys.filter((k) => weights[k] === 0),
    total: entries.reduce((s, e) => s + e.w, 0),
  };
}

const PHASES: MoonPhase[] = [
  'new',
  'crescent',
  'first quarter',
  'gibbous',
  'full',
  'disseminating',
  'last quarter',
  'balsamic',
];

/** Eight 45-degree slices of the Moon-Sun angle, each centred on its exact phase point. */
export function moonPhaseOf(angle: number): MoonPhase {
  const a = ((angle % 360) + 360) % 360;
  return PHASES[Math.floor(((a + 22.5) % 360) / 45)] as MoonPhase;
}

export function findBigPicture(chart: ReadingChart): BigPicture {
  const planets = chart.positions.filter((p) => isBalanceBody(p.planet));
  const entries = planets.map((p) => ({ p, w: weightOf(p.planet as BalanceBody) }));
  const asc = chart.timeKnown ? chart.ascendant : null;
  const elEntries = entries.map(({ p, w }) => ({ key: SIGN_FACTS[p.sign].element, label: p.planet as string, w }));
  const moEntries = entries.map(({ p, w }) => ({ key: SIGN_FACTS[p.sign].modality, label: p.planet as string, w }));
  if (asc) {
    elEntries.push({ key: SIGN_FACTS[asc.sign].element, label: 'Ascendant', w: ASC_WEIGHT });
    moEntries.push({ key: SIGN_FACTS[asc.sign].modality, label: 'Ascendant', w: ASC_WEIGHT });
  }
  const elements = balance<Element>(['Fire', 'Earth', 'Air', 'Water'], elEntries);
  const modalities = balance<Modality>(['Cardinal', 'Fixed', 'Mutable'], moEntries);

  const group = <K>(keyOf: (b: (typeof planets)[number]) => K | null) => {
    const m = new Map<K, BalanceBody[]>();
    for (const p of planets) {
      const k = keyOf(p);
      if (k === null) continue;
      m.set(k, [...(m.get(k) ?? []), p.planet as BalanceBody]);
    }
    return [...m].filter(([, bs]) => bs.length >= 3);
  };
  const signStelliums = group((p) => p.sign).map(([sign, bodies]) => ({ sign, bodies }));
  const houseStelliums = chart.timeKnown ? group((p) => p.house).map(([house, bodies]) => ({ house, bodies })) : [];

  // Aspect patterns: the engine's aspects (its orbs), between the ten planets only.
  const major = chart.aspects.filter(
    (a) =>
      isBalanceBody(a.planet1) &&
      isBalanceBody(a.planet2) &&
      ((MAJOR_ASPECTS as readonly string[]).includes(a.aspect) || a.aspect === 'Quincunx'),
  );
  const has = (a: BalanceBody, b: BalanceBody, kind: string) =>
    major.some(
      (x) => x.aspect === kind && ((x.planet1 === a && x.planet2 === b) || (x.planet1 === b && x.planet2 === a)),
    );
  const B = planets.map((p) => p.planet as BalanceBody);
  const patterns: BigPicture['patterns'] = [];
  for (let i = 0; i < B.length; i++)
    for (let j = i + 1; j < B.length; j++)
      for (let k = j + 1; k < B.length; k++) {
        const [a, b, c] = [B[i], B[j], B[k]] as [BalanceBody, BalanceBody, BalanceBody];
        if (has(a, b, 'Trine') && has(b, c, 'Trine') && has(a, c, 'Trine'))
          patterns.push({ kind: 'grand trine', bodies: [a, b, c] });
        for (const [x, y, apex] of [
          [a, b, c],
          [a, c, b],
          [b, c, a],
        ] as [BalanceBody, BalanceBody, BalanceBody][]) {
          if (has(x, y, 'Opposition') && has(x, apex, 'Square') && has(y, apex, 'Square'))
            patterns.push({ kind: 'T-square', bodies: [x, y, apex], apex });
          if (has(x, y, 'Sextile') && has(x, apex, 'Quincunx') && has(y, apex, 'Quincunx'))
            patterns.push({ kind: 'yod', bodies: [x, y, apex], apex });
        }
        if (has(a, b, 'Conjunction') && has(b, c, 'Conjunction') && has(a, c, 'Conjunction'))
          patterns.push({ kind: 'stellium conjunction', bodies: [a, b, c] });
      }
  // A grand cross is two T-squares sharing the opposition pairs: four bodies, two oppositions, four squares.
  const ts = patterns.filter((p) => p.kind === 'T-square');
  for (const t of ts)
    for (const u of ts) {
      const s = new Set([...t.bodies, ...u.bodies]);
      if (s.size !== 4) continue;
      const four = [...s].sort();
      const opp = four.flatMap((x, i) => four.slice(i + 1).filter((y) => has(x, y, 'Opposition'))).length;
      const sq = four.flatMap((x, i) => four.slice(i + 1).filter((y) => has(x, y, 'Square'))).length;
      if (opp === 2 && sq === 4 && !patterns.some((p) => p.kind === 'grand cross' && p.bodies.join() === four.join()))
        patterns.push({ kind: 'grand cross', bodies: four });
    }

  const ruler = asc ? SIGN_FACTS[asc.sign].ruler : null;
  const rulerPos = ruler ? chart.positions.find((p) => p.planet === ruler) : undefined;
  const chartRuler = ruler && rulerPos ? { body: ruler, sign: rulerPos.sign, house: rulerPos.house } : null;

  // Dominant planet: angular house +3, domicile/exaltation +2, detriment/fall -1,
  // +1 per major aspect, chart ruler +3, conjunct Sun or Moon +2.
  const scored = planets.map((p) => {
    const body = p.planet as BalanceBody;
    const reasons: string[] = [];
    let score = 0;
    if (p.house !== null && [1, 4, 7, 10].includes(p.house)) {
      score += 3;
      reasons.push('angular');
    }
    const d = dignityOf(body, p.sign);
    if (d === 'domicile' || d === 'exaltation') {
      score += 2;
      reasons.push(d);
    }
    if (d === 'detriment' || d === 'fall') score -= 1;
    const n = major.filter((a) => a.aspect !== 'Quincunx' && (a.planet1 === body || a.planet2 === body)).length;
    score += n;
    if (n) reasons.push(`${n} aspects`);
    if (body === ruler) {
      score += 3;
      reasons.push('chart ruler');
    }
    if (body !== 'Sun' && body !== 'Moon' && (has(body, 'Sun', 'Conjunction') || has(body, 'Moon', 'Conjunction'))) {
      score += 2;
      reasons.push('conjunct a luminary');
    }
    return { body, score, reasons };
  });
  const dominant = [...scored].sort((a, b) => b.score - a.score)[0] ?? { body: 'Sun' as const, score: 0, reasons: [] };

  const sun = chart.positions.find((p) => p.planet === 'Sun');
  const moon = chart.positions.find((p) => p.planet === 'Moon');
  const angle = sun && moon ? (((moon.lon - sun.lon) % 360) + 360) % 360 : 0;

  const housed = planets.filter((p) => p.house !== null) as ((typeof planets)[number] & { house: number })[];
  const hemispheres =
    chart.timeKnown && housed.length
      ? {
          above: housed.filter((p) => p.house >= 7).length,
          below: housed.filter((p) => p.house <= 6).length,
          east: housed.filter((p) => p.house >= 10 || p.house <= 3).length,
          west: housed.filter((p) => p.house >= 4 && p.house <= 9).length,
        }
      : null;

  return {
    elements,
    modalities,
    signStelliums,
    houseStelliums,
    patterns,
    dominant,
    chartRuler,
    moonPhase: { phase: moonPhaseOf(angle), angle },
    hemispheres,
  };
}
