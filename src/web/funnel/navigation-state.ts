import { z } from 'zod';

import { genderSchema, signSchema, subjectSchema } from '../../domain/astrology';
import { priceSchema } from '../../domain/prices';
import { visitorLocationSchema } from '../../domain/reading';
import { PATHS } from '../../domain/routes';

/** The birthCity object of the navigation state, with the IANA zone of the birthplace for the chart. */
const birthCitySchema = z.object({
  name: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  displayName: z.string(),
  lat: z.number(),
  lon: z.number(),
  type: z.string(),
  timeZone: z.string(),
});
export type BirthCity = z.infer<typeof birthCitySchema>;

const planetPositionSchema = z.object({
  planet: z.string(),
  sign: signSchema,
  degree: z.number(),
  house: z.number(),
  retrograde: z.boolean(),
});
export type PlanetPosition = z.infer<typeof planetPositionSchema>;

const sourcePageSchema = z.enum([PATHS.home, PATHS.love]);
export type SourcePage = z.infer<typeof sourcePageSchema>;

/**
 * What one page hands the next through router location state, under the spec's field names.
 * Every field is optional: a visitor may arrive on any page by URL, with no state at all.
 */
export const funnelStateSchema = z.object({
  gender: genderSchema.optional(),
  readingId: z.number().int().positive().optional(),
  /** The visitor's location as the server found it; null when unknown. */
  userLocation: visitorLocationSchema.nullable().optional(),
  countryCode: z.string().nullable().optional(),
  sourcePage: sourcePageSchema.optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  birthDate: z.string().optional(),
  birthTime: z.string().optional(),
  timeUnknown: z.boolean().optional(),
  birthCity: birthCitySchema.optional(),
  ascendant: signSchema.optional(),
  zodiacSign: signSchema.optional(),
  planetPositions: z.array(planetPositionSchema).optional(),
  subject: subjectSchema.optional(),
  selectedSubject: subjectSchema.optional(),
  questions: z.array(z.string()).optional(),
  question1: z.string().optional(),
  question2: z.string().optional(),
  question3: z.string().optional(),
  additionalInfo: z.string().optional(),
  selectedPrice: priceSchema.optional(),
  waitingCount: z.number().optional(),
  calculatedAscendant: z.boolean().optional(),
  manuallySelected: z.boolean().optional(),
  fromPdfReader: z.boolean().optional(),
  from: z.string().optional(),
  fromVideoRev: z.boolean().optional(),
});
export type FunnelState = z.infer<typeof funnelStateSchema>;

/**
 * Location state comes back from the browser's history and may be anything (an older build's
 * shape, another app's), so it is read field by field: a field that fails its schema is dropped
 * and the rest kept, unknown keys are dropped, and anything but a plain object is no state at all.
 * Pages still check that the fields they need are there.
 */
export function readFunnelState(state: unknown): FunnelState {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return {};
  const given = state as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(funnelStateSchema.shape)) {
    const parsed = field.safeParse(given[key]);
    if (parsed.success && parsed.data !== undefined) kept[key] = parsed.data;
  }
  // Cannot fail: every kept field passed its own schema above.
  return funnelStateSchema.parse(kept);
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
