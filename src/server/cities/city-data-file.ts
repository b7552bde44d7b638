import { z } from 'zod';

import { cityTypeSchema, type CityType } from '../../domain/city';

/** Bump when the layout below changes: an old build/cities.json is then rebuilt, never misread. */
export const CITY_DATA_FORMAT = 4;

/** Coordinates are stored as integers of 1e-5 degree (about 1 m), as GeoNames gives them. */
export const COORDINATE_SCALE = 1e5;

export const CITY_TYPES: readonly CityType[] = cityTypeSchema.options;

// Plain loops, not z.array(z.int()): per-element schemas cost ~200 ms on a million values at start.
const intColumn = z.custom<number[]>(
  (value) => Array.isArray(value) && value.every((item) => Number.isSafeInteger(item) && item >= -1e9),
);
const stringColumn = z.custom<string[]>(
  (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
);
const nullableStringColumn = z.custom<(string | null)[]>(
  (value) => Array.isArray(value) && value.every((item) => item === null || typeof item === 'string'),
);

/**
 * build/cities.json, written by scripts/build-cities.ts. Column-wise (one array per field) because
 * 135k objects with repeated keys would triple the file and the parse time. The build does the
 * slow work (folding names, deduplicating, sorting) so the server's start stays short.
 */
export const cityDataFileSchema = z
  .object({
    format: z.literal(CITY_DATA_FORMAT),
    /** What it was built from; informational (the build's skip check uses its own stamp file). */
    builtFrom: z.record(z.string(), z.string()),
    countryCodes: stringColumn,
    countryNames: stringColumn,
    zones: stringColumn,
    /** First-level regions; a city without an admin code gets a region with code ''. */
    regions: z.object({ country: intColumn, code: stringColumn, name: nullableStringColumn }),
    /**
     * One row per place: cities first, then largest population first, so a row number is a rank.
     * One row per name, region and country.
     */
    cities: z.object({
      name: stringColumn,
      /** The name folded for search (fold-for-search.ts). */
      key: stringColumn,
      region: intColumn,
      lat: intColumn,
      lon: intColumn,
      population: intColumn,
      /** Index into CITY_TYPES. */
      type: intColumn,
      zone: intColumn,
    }),
    /**
     * Other names a place is found by (alternate-names.ts, and names with apostrophes as word
     * breaks), in place order. `name` is what a suggestion shows when the search matched this one;
     * null for a mere respelling of the place's own name ('Davao City' for Davao).
     */
    alternates: z.object({ place: intColumn, key: stringColumn, name: nullableStringColumn }),
    /**
     * Every word start of every key, sorted by the text from there on: the entries that begin with a
     * query form one contiguous run. `key` numbers the keys: a place's row for its own key,
     * places + n for alternates.key[n].
     */
    entries: z.object({ key: intColumn, start: intColumn }),
  })
  .superRefine((file, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    const places = file.cities.name.length;
    for (const [field, values] of Object.entries(file.cities)) {
      if (values.length !== places) fail(`cities.${field} has ${values.length} rows, not ${places}`);
    }
    const below = (values: readonly number[], size: number) => values.every((value) => value >= 0 && value < size);
    if (!below(file.cities.region, file.regions.code.length)) fail('a city refers to a missing region');
    if (!below(file.cities.zone, file.zones.length)) fail('a city refers to a missing zone');
    if (!below(file.cities.type, CITY_TYPES.length)) fail('a city has an unknown type');
    if (!below(file.regions.country, file.countryCodes.length)) fail('a region refers to a missing country');
    const { alternates, entries } = file;
    if (alternates.key.length !== alternates.place.length || alternates.name.length !== alternates.place.length)
      fail('alternates columns differ in length');
    if (!below(alternates.place, places)) fail('an alternate name refers to a missing place');
    if (!below(entries.key, places + alternates.key.length) || entries.start.length !== entries.key.length)
      fail('bad search entries');
    if (file.countryNames.length !== file.countryCodes.length) fail('countryNames and countryCodes differ in length');
  });

export type CityDataFile = z.infer<typeof cityDataFileSchema>;
