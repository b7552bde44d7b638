// Angles and house cusps: Placidus, Koch, Equal, Whole Sign, and Porphyry as the
// polar fallback. Pure spherical astronomy from ARMC, latitude and true obliquity.
import { normalizeDegrees } from './signs';

export type HouseSystem = 'P' | 'K' | 'E' | 'W';
/** 'O' is Porphyry, used only as the fallback for Placidus and Koch. */
export type HouseSystemUsed = HouseSystem | 'O';

export const HOUSE_SYSTEM_NAMES: Record<HouseSystemUsed, string> = {
  P: 'Placidus',
  K: 'Koch',
  E: 'Equal',
  W: 'Whole Sign',
  O: 'Porphyry',
};

export interface HouseCusps {
  requested: HouseSystem;
  used: HouseSystemUsed;
  /** True when Placidus/Koch had no solution (inside the polar circles) and Porphyry was used. */
  fallback: boolean;
  asc: number;
  mc: number;
  /** Cusps of houses 1..12 (index 0 = house 1), degrees [0, 360). */
  cusps: number[];
}

const RAD = Math.PI / 180;
const sin = (d: number) => Math.sin(d * RAD);
const cos = (d: number) => Math.cos(d * RAD);
const tan = (d: number) => Math.tan(d * RAD);
const atan2 = (y: number, x: number) => Math.atan2(y, x) / RAD;
const asin = (x: number) => Math.asin(x) / RAD;

/** Midheaven: the ecliptic point on the upper meridian (same side as ARMC). */
export function midheaven(armc: number, eps: number): number {
  return normalizeDegrees(atan2(sin(armc), cos(armc) * cos(eps)));
}

/**
 * Ascendant: the ecliptic point rising on the eastern horizon. The usual atan2 formula
 * returns the western intersection (the descendant) for some sidereal times inside the
 * polar circles, so the point's hour angle is checked and the point turned by 180 degrees
 * when it is setting. Outside the polar circles the check never fires.
 */
export function ascendant(armc: number, lat: number, eps: number): number {
  const lon = atan2(cos(armc), -(sin(armc) * cos(eps) + tan(lat) * sin(eps)));
  const ra = atan2(sin(lon) * cos(eps), cos(lon));
  const setting = sin(armc - ra) > 0;
  return normalizeDegrees(setting ? lon + 180 : lon);
}

/** Ecliptic longitude of the point with right ascension `ra`. */
function lonFromRa(ra: number, eps: number): number {
  return normalizeDegrees(atan2(sin(ra), cos(ra) * cos(eps)));
}

/** Placidus cusp by iteration: RA = base + sign * fraction * semi-arc(declination). */
function placidusCusp(armc: number, lat: number, eps: number, fraction: number, above: boolean): number | null {
  let lon = lonFromRa(above ? armc + 90 * fraction : armc + 180 - 90 * fraction, eps);
  for (let i = 0; i < 100; i++) {
    const dec = asin(sin(lon) * sin(eps));
    const x = tan(lat) * tan(dec);
    if (Math.abs(x) >= 1) return null;
    const ad = asin(x);
    const ra = above ? armc + fraction * (90 + ad) : armc + 180 - fraction * (90 - ad);
    const next = lonFromRa(ra, eps);
    const delta = Math.abs(((next - lon + 540) % 360) - 180);
    lon = next;
    if (delta < 1e-11) return lon;
  }
  return null;
}

/** Cusps 7-12 from 1-6; cusp 10 is then set from cusp 4 = MC + 180, so callers pass the MC to keep it exact. */
function opposite(cusps: number[], mc?: number): number[] {
  const out = cusps.slice();
  for (let i = 0; i < 6; i++) out[i + 6] = normalizeDegrees((cusps[i] as number) + 180);
  if (mc !== undefined) out[9] = mc;
  return out;
}

function porphyry(asc: number, mc: number): number[] {
  const q1 = normalizeDegrees(asc - mc);
  const ic = normalizeDegrees(mc + 180);
  const q2 = normalizeDegrees(ic - asc);
  return opposite(
    [
      asc,
      normalizeDegrees(asc + q2 / 3),
      normalizeDegrees(asc + (2 * q2) / 3),
      ic,
      normalizeDegrees(mc + q1 / 3 + 180),
      normalizeDegrees(mc + (2 * q1) / 3 + 180),
    ],
    mc,
  );
}

function placidus(armc: number, lat: number, eps: number, asc: number, mc: number): number[] | null {
  const c11 = placidusCusp(armc, lat, eps, 1 / 3, true);
  const c12 = placidusCusp(armc, lat, eps, 2 / 3, true);
  const c2 = placidusCusp(armc, lat, eps, 2 / 3, false);
  const c3 = placidusCusp(armc, lat, eps, 1 / 3, false);
  if (c11 === null || c12 === null || c2 === null || c3 === null) return null;
  return opposite(
    [asc, c2, c3, normalizeDegrees(mc + 180), normalizeDegrees(c11 + 180), normalizeDegrees(c12 + 180)],
    mc,
  );
}

/** Koch: ascendants at the times the MC degree had run 1/3 and 2/3 of its diurnal semi-arc. */
function koch(armc: number, lat: number, eps: number, asc: number, mc: number): number[] | null {
  const decMc = asin(sin(mc) * sin(eps));
  const x = tan(lat) * tan(decMc);
  if (Math.abs(x) >= 1) return null;
  const dsa = 90 + asin(x);
  const at = (shift: number) => ascendant(armc + shift, lat, eps);
  const c11 = at((-2 * dsa) / 3);
  const c12 = at(-dsa / 3);
  const c2 = at(dsa / 3);
  const c3 = at((2 * dsa) / 3);
  return opposite(
    [asc, c2, c3, normalizeDegrees(mc + 180), normalizeDegrees(c11 + 180), normalizeDegrees(c12 + 180)],
    mc,
  );
}

/**
 * Cusps of one system. Inside the polar circles (|lat| >= 90 - obliquity) Placidus and
 * Koch are undefined for part of the ecliptic: Porphyry is used and `fallback` is set.
 */
export function computeHouses(system: HouseSystem, armc: number, lat: number, eps: number): HouseCusps {
  const asc = ascendant(armc, lat, eps);
  const mc = midheaven(armc, eps);
  const base = { requested: system, asc, mc };
  switch (system) {
    case 'E':
      return {
        ...base,
        used: 'E',
        fallback: false,
        cusps: Array.from({ length: 12 }, (_, i) => normalizeDegrees(asc + 30 * i)),
      };
    case 'W': {
      const start = Math.floor(asc / 30) * 30;
      return {
        ...base,
        used: 'W',
        fallback: false,
        cusps: Array.from({ length: 12 }, (_, i) => normalizeDegrees(start + 30 * i)),
      };
    }
    case 'P':
    case 'K': {
      const polar = Math.abs(lat) >= 90 - eps;
      const cusps = polar ? null : system === 'P' ? placidus(armc, lat, eps, asc, mc) : koch(armc, lat, eps, asc, mc);
      if (cusps) return { ...base, used: system, fallback: false, cusps };
      return { ...base, used: 'O', fallback: true, cusps: porphyry(asc, mc) };
    }
  }
}

/** House number 1..12 holding `lon`: house n runs from cusp n (inclusive) to cusp n+1. */
export function houseOf(lon: number, cusps: readonly number[]): number {
  const l = normalizeDegrees(lon);
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    const span = normalizeDegrees(end - start);
    if (normalizeDegrees(l - start) < span) return i + 1;
  }
  return 1;
}
