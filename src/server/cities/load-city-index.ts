import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { cityDataFileSchema } from './city-data-file';
import { createCityIndex, type CityIndex } from './city-index';

/**
 * Where `npm run build:cities` writes. Resolved from the working directory, which npm scripts set to
 * the repository root; the server bundle and the sources live at different depths, so a path
 * relative to this module would differ between them.
 */
export function defaultCitiesFile(): string {
  return path.resolve('build', 'cities.json');
}

/** Reads, checks and indexes the built file. Takes a few hundred ms; see getCityIndex. */
export async function loadCityIndex(file: string = defaultCitiesFile()): Promise<CityIndex> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`City data ${file} is missing: run \`npm run build:cities\``, { cause: error });
  }
  const parsed = cityDataFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`City data ${file} is malformed or from another version: run \`npm run build:cities\``, {
      cause: parsed.error,
    });
  }
  return createCityIndex(parsed.data);
}

const loads = new Map<string, Promise<CityIndex>>();

/** The shared index, loaded once, by the first call. A failed load is forgotten so the next call retries. */
export function getCityIndex(file: string = defaultCitiesFile()): Promise<CityIndex> {
  let load = loads.get(file);
  if (load === undefined) {
    load = loadCityIndex(file);
    loads.set(file, load);
    load.catch(() => loads.delete(file));
  }
  return load;
}
