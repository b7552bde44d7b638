import { z } from 'zod';

import { safeText, truncateText } from './safe-text';

/** Spec section 9: search starts at 2 characters and shows at most 5 suggestions. */
export const CITY_QUERY_MIN_LENGTH = 2;
export const CITY_SUGGESTION_LIMIT = 5;
/** Longer input is cut, never rejected: no city name comes near it. */
export const CITY_QUERY_MAX_LENGTH = 100;

/**
 * 'city': a national capital or 100,000+ inhabitants; 'town': 10,000+ or a region's seat;
 * 'suburb': a section of a larger place; 'village': the rest (the data starts at 1,000).
 */
export const cityTypeSchema = z.enum(['city', 'town', 'village', 'suburb']);
export type CityType = z.infer<typeof cityTypeSchema>;

/** One suggestion: the spec's birthCity navigation-state fields plus the IANA time zone. */
export const citySuggestionSchema = z.object({
  name: z.string().min(1).max(200),
  /** First-level region (state, province); null when the data has no name for it. */
  state: z.string().min(1).max(100).nullable(),
  /** English country name. */
  country: z.string().min(1).max(100),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** "name, state, country" (state left out when null). */
  displayName: z.string().min(1).max(400),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  type: cityTypeSchema,
  timeZone: z.string().min(1).max(64),
});
export type CitySuggestion = z.infer<typeof citySuggestionSchema>;

export const citySuggestionsSchema = z.array(citySuggestionSchema).max(CITY_SUGGESTION_LIMIT);

/** The answer of GET /api/cities. */
export const citySearchAnswerSchema = z.object({ cities: citySuggestionsSchema });

/** GET /api/cities?q= : a short query is not an error, it just gets no suggestions. */
export const citySearchQuerySchema = z.object({
  q: safeText('Your city search')
    .default('')
    .transform((q) => truncateText(q, CITY_QUERY_MAX_LENGTH)),
});
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;
