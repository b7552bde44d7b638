// 2060 Chiron: heliocentric position from the fitted integration table, then
// geocentric apparent longitude the same way astronomy-engine treats planets.
import { Body, HelioVector, Vector, type AstroTime } from 'astronomy-engine';
import { CHIRON_COEFFS, CHIRON_TABLE } from './chiron-table';
import { ChartInputError } from './chart-errors';

const C_AU_PER_DAY = 173.1446326846693;

/** First and last TT day (from J2000) the table covers. */
export const CHIRON_COVERAGE = {
  startTT: CHIRON_TABLE.startTT,
  endTT: CHIRON_TABLE.startTT + CHIRON_TABLE.segments * CHIRON_TABLE.segmentDays,
} as const;

/** Heliocentric J2000-equator (EQJ) position of Chiron, au, at a TT day count. */
export function chironHelio(tt: number): [number, number, number] {
  const { startTT, segmentDays, segments, degree, unitAu } = CHIRON_TABLE;
  const s = Math.floor((tt - startTT) / segmentDays);
  if (!(s >= 0 && s < segments)) {
    throw new ChartInputError('out-of-range', 'Chiron is tabulated for 1900-2100 only');
  }
  const x = (2 * (tt - startTT - s * segmentDays)) / segmentDays - 1;
  const n = degree + 1;
  const out: [number, number, number] = [0, 0, 0];
  for (let axis = 0; axis < 3; axis++) {
    const base = (s * 3 + axis) * n;
    // Clenshaw recurrence for sum c_j T_j(x).
    let b1 = 0;
    let b2 = 0;
    for (let j = n - 1; j >= 1; j--) {
      const b0 = 2 * x * b1 - b2 + (CHIRON_COEFFS[base + j] as number);
      b2 = b1;
      b1 = b0;
    }
    out[axis] = (x * b1 - b2 + (CHIRON_COEFFS[base] as number)) * unitAu;
  }
  return out;
}

/**
 * Geocentric EQJ vector of Chiron corrected for light time and (to first order)
 * for aberration, by back-dating both Chiron and the Earth by the light time:
 * the method astronomy-engine's GeoVector(body, t, true) uses for the planets.
 */
export function chironGeoVector(time: AstroTime): Vector {
  let lt = 0;
  let v: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < 5; i++) {
    const past = time.AddDays(-lt);
    const c = chironHelio(past.tt);
    const e = HelioVector(Body.Earth, past);
    v = [c[0] - e.x, c[1] - e.y, c[2] - e.z];
    const next = Math.hypot(v[0], v[1], v[2]) / C_AU_PER_DAY;
    if (Math.abs(next - lt) < 1e-9) break;
    lt = next;
  }
  return new Vector(v[0], v[1], v[2], time);
}
