import type { Gender, Sign, Subject } from '../../domain/astrology';
import type { Price } from '../../domain/prices';
import type { VisitorLocation } from '../../domain/reading';

/** The birthCity object of the spec's navigation state (section 3). */
export type BirthCity = {
  name: string;
  state: string | null;
  country: string;
  displayName: string;
  lat: number;
  lon: number;
  type: string;
  /** IANA zone of the birthplace (from the city search), for the chart's birth moment. */
  timeZone: string;
};

export type PlanetPosition = {
  planet: string;
  sign: Sign;
  degree: number;
  house: number;
  retrograde: boolean;
};

export type SourcePage = '/' | '/love';

/**
 * What one page hands the next through router location state, under the spec's field names.
 * Every field is optional: a visitor may arrive on any page by URL, with no state at all.
 */
export type FunnelState = {
  gender?: Gender;
  readingId?: number;
  /** The visitor's location as the server found it; null when unknown (spec section 5). */
  userLocation?: VisitorLocation | null;
  countryCode?: string | null;
  sourcePage?: SourcePage;
  name?: string;
  email?: string;
  birthDate?: string;
  birthTime?: string;
  timeUnknown?: boolean;
  birthCity?: BirthCity;
  ascendant?: Sign;
  zodiacSign?: Sign;
  planetPositions?: PlanetPosition[];
  subject?: Subject;
  selectedSubject?: Subject;
  questions?: string[];
  question1?: string;
  question2?: string;
  question3?: string;
  additionalInfo?: string;
  selectedPrice?: Price;
  waitingCount?: number;
  calculatedAscendant?: boolean;
  manuallySelected?: boolean;
  fromPdfReader?: boolean;
  from?: string;
  fromVideoRev?: boolean;
};

/**
 * Location state comes back from the browser's history and may be anything (an older build's
 * shape, another app's); only a plain object is taken, and pages still check the fields they need.
 */
export function readFunnelState(state: unknown): FunnelState {
  return typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as FunnelState) : {};
}

/**
 * The fields that hold what the visitor entered or chose on a page (not how the next page was
 * reached, such as `from` or `fromVideoRev`): a page keeps them in its own history entry when it
 * moves on, so Back shows the visitor's own answers.
 */
const ANSWER_FIELDS = [
  'name',
  'email',
  'birthDate',
  'birthTime',
  'timeUnknown',
  'birthCity',
  'ascendant',
  'manuallySelected',
  'subject',
  'selectedSubject',
  'questions',
  'question1',
  'question2',
  'question3',
  'additionalInfo',
  'selectedPrice',
] as const satisfies readonly (keyof FunnelState)[];

/** The answers among `fields`, or null when there are none. */
export function answersIn(fields: FunnelState): FunnelState | null {
  const answers: Record<string, unknown> = {};
  for (const key of ANSWER_FIELDS) if (fields[key] !== undefined) answers[key] = fields[key];
  return Object.keys(answers).length > 0 ? (answers as FunnelState) : null;
}
