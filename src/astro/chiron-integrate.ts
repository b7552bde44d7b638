// Builds Chiron's ephemeris table (chiron-table.ts) by numerical integration.
// Not imported by the chart engine: the browser bundle carries only the fitted
// table. Regenerate with:
//   npx tsx -e 'import("./src/astro/chiron-integrate.ts").then(m => process.stdout.write(m.chironTableSource()))' > src/astro/chiron-table.ts
import { AstroTime, Body, GravitySimulator, StateVector } from 'astronomy-engine';

/**
 * JPL small-body solution JPL#171 for 2060 Chiron: the osculating elements'
 * equivalent ICRF heliocentric state at epoch JD 2457916.5 TDB (2017-Jun-12),
 * au and au/day, as printed in the header of NASA/JPL Horizons API output
 * (Horizons "chiron-vector" query archived in github.com/heirloomlogic/AstronomyKit,
 * Scripts/reference-data/sources/horizons/chiron-vector.json).
 */
export const CHIRON_EPOCH_JD_TDB = 2457916.5;
export const CHIRON_EPOCH_STATE = {
  x: 1.843374627977423e1,
  y: -1.877818593473934,
  z: 5.548833989583914e-1,
  vx: 7.316266023833624e-4,
  vy: 2.9601872789726e-3,
  vz: 9.71058620131523e-4,
} as const;

const J2000_JD = 2451545.0;
/** Largest integration step; halving it changes 1900's position by < 1e-5 au. */
const MAX_STEP_DAYS = 1;

/** An AstroTime at an exact TT day count (AstroTime.FromTerrestrialTime can loop forever on some values). */
export function timeFromTT(tt: number): AstroTime {
  const time = new AstroTime(tt);
  time.tt = tt;
  return time;
}

/**
 * Heliocentric EQJ positions (au) of Chiron at the given TT day counts (days from J2000),
 * integrated from the JPL#171 epoch state with astronomy-engine's GravitySimulator
 * (Sun, Jupiter, Saturn, Uranus, Neptune).
 */
export function integrateChiron(ttTargets: readonly number[]): Array<[number, number, number]> {
  const epochTT = CHIRON_EPOCH_JD_TDB - J2000_JD;
  const out: Array<[number, number, number]> = new Array<[number, number, number]>(ttTargets.length);
  for (const direction of [-1, 1] as const) {
    const epoch = timeFromTT(epochTT);
    const s = CHIRON_EPOCH_STATE;
    const sim = new GravitySimulator(Body.Sun, epoch, [new StateVector(s.x, s.y, s.z, s.vx, s.vy, s.vz, epoch)]);
    const order = ttTargets
      .map((tt, index) => ({ tt, index }))
      .filter(({ tt }) => (direction < 0 ? tt < epochTT : tt >= epochTT))
      .sort((a, b) => direction * (a.tt - b.tt));
    let tt = epochTT;
    let pos: [number, number, number] = [s.x, s.y, s.z];
    for (const target of order) {
      while (Math.abs(target.tt - tt) > 1e-12) {
        const step = Math.min(MAX_STEP_DAYS, Math.abs(target.tt - tt));
        tt = Math.abs(target.tt - tt) <= MAX_STEP_DAYS ? target.tt : tt + direction * step;
        const state = sim.Update(timeFromTT(tt))[0];
        if (!state) throw new Error('gravity simulator returned no state');
        pos = [state.x, state.y, state.z];
      }
      out[target.index] = pos;
    }
  }
  return out;
}

export interface ChironTableSpec {
  /** TT day count (from J2000) where the first segment starts. */
  startTT: number;
  segmentDays: number;
  segments: number;
  /** Chebyshev degree per coordinate. */
  degree: number;
  /** Coefficients are stored as integers in this unit (au). */
  unitAu: number;
}

/** 1899-12-01 to 2100-03-xx TT: covers 1900-2100 births plus light time and the speed step. */
export const DEFAULT_CHIRON_SPEC: ChironTableSpec = {
  startTT: 2415020.5 - 31 - J2000_JD,
  segmentDays: 1024,
  segments: 72,
  degree: 14,
  unitAu: 1e-7,
};

/** Chebyshev nodes of the first kind mapped into [a, b]. */
function nodes(a: number, b: number, n: number): number[] {
  const xs: number[] = [];
  for (let k = 0; k < n; k++) {
    const x = Math.cos((Math.PI * (k + 0.5)) / n);
    xs.push(0.5 * (a + b) + 0.5 * (b - a) * x);
  }
  return xs;
}

/** Fits Chebyshev coefficients (integers in spec.unitAu) for x, y, z of every segment. */
export function buildChironCoefficients(spec: ChironTableSpec = DEFAULT_CHIRON_SPEC): number[] {
  const n = spec.degree + 1;
  const times: number[] = [];
  for (let s = 0; s < spec.segments; s++) {
    const a = spec.startTT + s * spec.segmentDays;
    times.push(...nodes(a, a + spec.segmentDays, n));
  }
  const positions = integrateChiron(times);
  const coeffs: number[] = [];
  for (let s = 0; s < spec.segments; s++) {
    for (let axis = 0; axis < 3; axis++) {
      for (let j = 0; j < n; j++) {
        let sum = 0;
        for (let k = 0; k < n; k++) {
          const p = positions[s * n + k];
          if (!p) throw new Error('missing integrated position');
          sum += p[axis as 0 | 1 | 2] * Math.cos((Math.PI * j * (k + 0.5)) / n);
        }
        const c = ((j === 0 ? 1 : 2) / n) * sum;
        coeffs.push(Math.round(c / spec.unitAu));
      }
    }
  }
  return coeffs;
}

/** The TypeScript source of chiron-table.ts. */
export function chironTableSource(spec: ChironTableSpec = DEFAULT_CHIRON_SPEC): string {
  const coeffs = buildChironCoefficients(spec);
  const lines: string[] = [];
  const perSegment = 3 * (spec.degree + 1);
  for (let s = 0; s < spec.segments; s++) {
    lines.push('  ' + coeffs.slice(s * perSegment, (s + 1) * perSegment).join(',') + ',');
  }
  return [
    '// Generated by chiron-integrate.ts (chironTableSource): do not edit by hand.',
    "// Chebyshev fit of Chiron's heliocentric EQJ position, integrated from JPL#171.",
    'export const CHIRON_TABLE = {',
    `  startTT: ${spec.startTT},`,
    `  segmentDays: ${spec.segmentDays},`,
    `  segments: ${spec.segments},`,
    `  degree: ${spec.degree},`,
    `  unitAu: ${spec.unitAu},`,
    '} as const;',
    '',
    '// Per segment: x, y, z coefficient runs of (degree + 1) integers each.',
    'export const CHIRON_COEFFS: readonly number[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}
