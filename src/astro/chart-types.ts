// The chart as plain data: computed once, then only read by the views and the PDF.
import type { Aspect } from './aspects';
import type { BirthMoment } from './birth-moment';
import type { HouseSystem, HouseSystemUsed } from './houses';
import type { Planet } from './positions';
import type { Sign } from './signs';

export interface PlanetPosition {
  planet: Planet;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degree: number;
  /** Placidus house (Porphyry inside the polar circles), 1..12. */
  house: number;
  retrograde: boolean;
  /** Ecliptic longitude, degrees [0, 360). */
  lon: number;
  /** Degrees per day. */
  speed: number;
}

export interface House {
  number: number;
  sign: Sign;
  degree: number;
  lon: number;
}

export interface ChartAngle {
  lon: number;
  sign: Sign;
  degree: number;
}

export interface HouseSet {
  requested: HouseSystem;
  used: HouseSystemUsed;
  fallback: boolean;
  /** Set when `fallback`: a sentence the UI can show. */
  note?: string;
  houses: House[];
}

export interface NatalChart {
  moment: BirthMoment;
  location: { lat: number; lon: number };
  ascendant: ChartAngle;
  midheaven: ChartAngle;
  /** The 13 bodies in the spec's order. */
  planets: PlanetPosition[];
  bodies: Record<Planet, PlanetPosition>;
  /** Placidus (or its Porphyry fallback): the houses `planets[].house` refers to. */
  houses: HouseSet;
  /** Every system asked for in ChartRequest.houseSystems, keyed by its code. */
  houseSystems: Partial<Record<HouseSystem, HouseSet>>;
  aspects: Aspect[];
}
