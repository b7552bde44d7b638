// Birth data -> NatalChart: the engine's one entry point.
import { MakeTime, SiderealTime, e_tilt } from 'astronomy-engine';
import { computeAspects } from './aspects';
import { resolveBirthMoment, type BirthMoment } from './birth-moment';
import { ChartInputError } from './chart-errors';
import type { ChartAngle, HouseSet, NatalChart, PlanetPosition } from './chart-types';
import { HOUSE_SYSTEM_NAMES, computeHouses, houseOf, type HouseCusps, type HouseSystem } from './houses';
import { PLANETS, computePositions, type Planet } from './positions';
import { degreeInSign, normalizeDegrees, signOf } from './signs';

/** Finds the IANA zone for a place; injected because the lookup data is Node-side (geo-tz). */
export type ZoneResolver = (lat: number, lon: number, date: string) => string;

export interface ChartRequest {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'H:MM AM/PM' or 'unknown' (then local noon). */
  time: string;
  /** Geographic latitude, degrees north. */
  lat: number;
  /** Geographic longitude, degrees east. */
  lon: number;
  /** IANA zone; when absent, `resolveZone` must be given. */
  zone?: string;
  resolveZone?: ZoneResolver;
  /** Extra house systems for `houseSystems` (Placidus is always computed). */
  houseSystems?: readonly HouseSystem[];
}

function angle(lon: number): ChartAngle {
  return { lon, sign: signOf(lon), degree: degreeInSign(lon) };
}

function toHouseSet(h: HouseCusps): HouseSet {
  const set: HouseSet = {
    requested: h.requested,
    used: h.used,
    fallback: h.fallback,
    houses: h.cusps.map((lon, i) => ({ number: i + 1, sign: signOf(lon), degree: degreeInSign(lon), lon })),
  };
  if (h.fallback) {
    set.note = `${HOUSE_SYSTEM_NAMES[h.requested]} houses do not exist inside the polar circle; Porphyry houses are shown instead.`;
  }
  return set;
}

function checkLocation(lat: number, lon: number): void {
  if (!Number.isFinite(lat) || lat <= -90 || lat >= 90) {
    throw new ChartInputError('invalid-location', `latitude must be strictly between -90 and 90, got ${lat}`);
  }
  if (!Number.isFinite(lon) || lon < -180 || lon > 360) {
    throw new ChartInputError('invalid-location', `longitude must be between -180 and 360, got ${lon}`);
  }
}

/** The chart for a resolved birth moment and place. */
export function computeChartAt(
  moment: BirthMoment,
  lat: number,
  lon: number,
  houseSystems: readonly HouseSystem[] = ['P'],
): NatalChart {
  checkLocation(lat, lon);
  const time = MakeTime(moment.ut);
  // One nutation/obliquity per chart, shared by the houses (and cached by astronomy-engine for the bodies).
  const tilt = e_tilt(time);
  const armc = normalizeDegrees(SiderealTime(time) * 15 + lon);
  const systems = new Set<HouseSystem>(['P', ...houseSystems]);
  const houseSystemsOut: Partial<Record<HouseSystem, HouseSet>> = {};
  let placidus: HouseCusps | null = null;
  for (const system of systems) {
    const h = computeHouses(system, armc, lat, tilt.tobl);
    if (system === 'P') placidus = h;
    if (houseSystems.includes(system)) houseSystemsOut[system] = toHouseSet(h);
  }
  if (!placidus) throw new Error('unreachable: Placidus not computed');

  const raw = computePositions(time);
  const cusps = placidus.cusps;
  const planets: PlanetPosition[] = PLANETS.map((planet) => {
    const { lon: l, speed } = raw[planet];
    return {
      planet,
      sign: signOf(l),
      degree: degreeInSign(l),
      house: houseOf(l, cusps),
      // The nodes are always retrograde by motion; astrologers still mark the mean node R.
      retrograde: speed < 0,
      lon: l,
      speed,
    };
  });
  const bodies = Object.fromEntries(planets.map((p) => [p.planet, p])) as Record<Planet, PlanetPosition>;

  return {
    moment,
    location: { lat, lon },
    ascendant: angle(placidus.asc),
    midheaven: angle(placidus.mc),
    planets,
    bodies,
    houses: toHouseSet(placidus),
    houseSystems: houseSystemsOut,
    aspects: computeAspects(planets),
  };
}

/** Birth data -> chart. Throws ChartInputError for input that cannot be computed. */
export function computeChart(req: ChartRequest): NatalChart {
  checkLocation(req.lat, req.lon);
  let zone = req.zone;
  if (!zone) {
    if (!req.resolveZone) throw new ChartInputError('invalid-zone', 'no time zone given and no zone resolver');
    zone = req.resolveZone(req.lat, req.lon, req.date);
  }
  const moment = resolveBirthMoment({ date: req.date, time: req.time, zone });
  return computeChartAt(moment, req.lat, req.lon, req.houseSystems ?? ['P']);
}
