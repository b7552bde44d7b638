import type { NatalChart } from '../../astro/chart-types';
import type { ChartErrorCode } from '../../astro/chart-errors';
import type { Sign } from '../../domain/astrology';
import type { ReadingPatch } from '../../domain/reading';
import type { FunnelState, PlanetPosition } from '../funnel/navigation-state';
import type { EngineAnswer } from './run-engine';

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

/**
 * The engine on a worker thread: its first chart (compiling astronomy-engine, building its tables)
 * takes about 100 ms of CPU, four times that on a slow phone, which would freeze the page as the
 * step opens. Null when no module worker can start (an old browser, the file not fetched).
 */
function castInWorker(birth: BirthData): Promise<EngineAnswer | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./chart-worker.ts', import.meta.url), { type: 'module' });
    const done = (answer: EngineAnswer | null) => {
      worker.terminate();
      resolve(answer);
    };
    worker.addEventListener('message', (event: MessageEvent<EngineAnswer>) => done(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      done(null);
    });
    worker.postMessage(birth);
  });
}

/** The engine in the page, where no worker could start; null when its code cannot be loaded. */
async function castInPage(birth: BirthData): Promise<EngineAnswer | null> {
  try {
    const { runEngine } = await import('./run-engine');
    return runEngine(birth);
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
  const answer = (await castInWorker(birth)) ?? (await castInPage(birth));
  if (!answer) return { ok: false, reason: ENGINE_UNAVAILABLE };
  if (answer.ok) return answer;
  return { ok: false, reason: answer.code ? REASONS[answer.code] : ENGINE_FAILED };
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
