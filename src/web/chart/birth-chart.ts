import type { NatalChart } from '../../astro/chart-types';
import type { ChartErrorCode } from '../../astro/chart-errors';
import type { Sign } from '../../domain/astrology';
import type { ReadingPatch } from '../../domain/reading';
import type { FunnelState, PlanetPosition } from '../funnel/navigation-state';

/** What the engine needs from the navigation state: birth date, clock time and place. */
export type BirthData = { date: string; time: string; lat: number; lon: number; zone: string };

export const UNKNOWN_TIME = 'unknown';

/** The birth data of the state, or null when the date or the place (with its zone) is missing. */
export function birthDataFrom(state: FunnelState): BirthData | null {
  const city = state.birthCity;
  if (!state.birthDate || !city || !Number.isFinite(city.lat) || !Number.isFinite(city.lon) || !city.timeZone)
    return null;
  const time = state.timeUnknown || !state.birthTime ? UNKNOWN_TIME : state.birthTime;
  return { date: state.birthDate, time, lat: city.lat, lon: city.lon, zone: city.timeZone };
}

export type CastChart = { ok: true; chart: NatalChart } | { ok: false; reason: string };

/** Why the engine refused, in the visitor's words (the engine's own messages are for developers). */
const REASONS: Record<ChartErrorCode, string> = {
  'invalid-date': 'Your birth date could not be read.',
  'invalid-time': 'Your birth time could not be read.',
  'invalid-zone': "Your birthplace's time zone is unknown.",
  'invalid-location': "Your birthplace's coordinates are not valid.",
  'out-of-range': 'Your birth date is outside the years our chart calculation covers (1900-2100).',
};
export const ENGINE_UNAVAILABLE = 'The chart calculator could not be loaded. Check your connection and try again.';
export const ENGINE_FAILED = 'The chart calculation stopped unexpectedly.';

async function loadEngine() {
  try {
    return await Promise.all([import('../../astro/compute-chart'), import('../../astro/chart-errors')]);
  } catch (error) {
    console.warn('Loading the chart engine failed', error);
    return null;
  }
}

/**
 * Casts the natal chart in the browser. The engine (astronomy-engine included) loads here, on
 * first use, so it stays out of the first pages' bundle. A birth it cannot compute is reported
 * with its reason; nothing is ever made up in its place.
 */
export async function castChart(birth: BirthData): Promise<CastChart> {
  const engine = await loadEngine();
  if (!engine) return { ok: false, reason: ENGINE_UNAVAILABLE };
  const [{ computeChart }, { ChartInputError }] = engine;
  try {
    return { ok: true, chart: computeChart(birth) };
  } catch (error) {
    if (error instanceof ChartInputError) return { ok: false, reason: REASONS[error.code] };
    console.warn('The chart engine failed', error);
    return { ok: false, reason: ENGINE_FAILED };
  }
}

/** The chart's bodies in the spec's planetPositions shape (navigation state). */
export function planetPositionsOf(chart: NatalChart): PlanetPosition[] {
  return chart.planets.map(({ planet, sign, degree, house, retrograde }) => ({
    planet,
    sign,
    degree,
    house,
    retrograde,
  }));
}

/**
 * The reading's chart fields (spec section 7: zodiac_sign, ascendant, name, birth date and time,
 * city fields, gender, e-mail). Fields the state lacks are left out rather than blanked.
 */
export function chartPatch(state: FunnelState, signs: { zodiacSign: Sign; ascendant: Sign }): ReadingPatch {
  return { ...personalPatch(state), zodiac_sign: signs.zodiacSign, ascendant: signs.ascendant };
}

/** The visitor's own answers carried in the state: name, e-mail, gender, birth date, time and place. */
export function personalPatch(state: FunnelState): ReadingPatch {
  const city = state.birthCity;
  const patch: ReadingPatch = {};
  if (state.name) patch.name = state.name;
  if (state.email) patch.email = state.email;
  if (state.gender) patch.gender = state.gender;
  if (state.birthDate) patch.birth_date = state.birthDate;
  if (state.birthTime || state.timeUnknown) patch.birth_time = state.timeUnknown ? UNKNOWN_TIME : state.birthTime;
  if (city) {
    patch.birth_city_name = city.name;
    patch.birth_city_country = city.country || null;
    patch.birth_city_state = city.state || null;
    patch.birth_city_lat = city.lat;
    patch.birth_city_lon = city.lon;
    if (city.timeZone) patch.birth_city_timezone = city.timeZone;
  }
  return patch;
}
