import type { Aspect } from '../../astro/aspects';
import type { ChartAngle, House, PlanetPosition as EnginePosition } from '../../astro/chart-types';
import type { Planet } from '../../astro/positions';
import type { Gender, Subject } from '../../domain/astrology';
import type { Price } from '../../domain/prices';

export type Body = Planet;

/** The slow bodies whose transits make the 12-month outlook. */
export const SLOW_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
export type SlowBody = (typeof SLOW_BODIES)[number];

export const MAJOR_ASPECTS = ['Conjunction', 'Sextile', 'Square', 'Trine', 'Opposition'] as const;
export type MajorAspect = (typeof MAJOR_ASPECTS)[number];

/** The engine's position, with the house withheld (null) when the birth time is unknown. */
export type PlanetPosition = Omit<EnginePosition, 'house'> & { house: number | null };

/**
 * The report's view of the engine's chart: the same data, minus everything a noon chart
 * would only guess (houses, angles) when the birth time is unknown.
 */
export interface ReadingChart {
  /** The birth moment in UT, ISO 8601. */
  utc: string;
  timeKnown: boolean;
  positions: PlanetPosition[];
  houses: House[] | null;
  /** The house system the cusps were drawn in: Placidus, or Porphyry where Placidus has no solution (near the poles); null without a birth time. */
  houseSystem: 'Placidus' | 'Porphyry' | null;
  /** The IANA zone whose historical rules turned the local birth time into UT. */
  zone: string;
  ascendant: ChartAngle | null;
  midheaven: ChartAngle | null;
  aspects: Aspect[];
  /** The engine's own caveats (a DST gap, Porphyry houses near the poles). */
  notes: string[];
}

/** What the report needs of a reading: the visitor's answers, as the readings table holds them. */
export interface ReadingInput {
  name: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthDate: string;
  /** 'H:MM AM/PM' or 'unknown' */
  birthTime: string;
  birthCity: string;
  birthCountry: string | null;
  lat: number;
  lon: number;
  timeZone: string;
  subject: Subject;
  /** One to three questions, as typed. */
  questions: string[];
  additionalInfo: string | null;
  price: Price;
}

/** Longitudes of the slow bodies at one moment, for the outlook's transits. */
export type SlowPositionsAt = (when: Date) => Record<SlowBody, { lon: number; speed: number }>;
