import { CITY_TYPES, COORDINATE_SCALE, type CityDataFile } from './city-data-file';

const CITY_TYPE_INDEX = CITY_TYPES.indexOf('city');

/**
 * The searchable form of build/cities.json. Place numbers are the file's rows: largest population
 * first, so a place's number is also its population rank and ranking needs no lookups. Read-only
 * after creation; search-cities.ts is its reader.
 */
export type CityIndex = {
  readonly placeCount: number;
  readonly names: readonly string[];
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  /** Index into CITY_TYPES. */
  readonly type: Uint8Array;
  /** 0 for cities, 1 for everything else: "cities first". */
  readonly tier: Uint8Array;
  readonly region: Uint32Array;
  readonly zone: Uint16Array;
  readonly regionCountry: Uint16Array;
  readonly regionName: readonly (string | null)[];
  readonly countryCodes: readonly string[];
  readonly countryNames: readonly string[];
  readonly zones: readonly string[];
  /**
   * One entry per word start of each folded name, own or alternate ('sao paulo' gives 'sao paulo'
   * and 'paulo'), sorted, so the entries starting with a query are one contiguous range found by
   * binary search.
   */
  readonly entryKeys: readonly string[];
  readonly entryPlace: Uint32Array;
  /** 1 when the entry starts at a later word of the name (a word-prefix match, not a prefix one). */
  readonly entryInner: Uint8Array;
  /** Folded names ('São Paulo' -> 'sao paulo'), by place. */
  readonly keys: readonly string[];
  /** Other names (city-data-file.ts `alternates`), ascending by place; folded, and as shown. */
  readonly alternatePlace: Uint32Array;
  readonly alternateKeys: readonly string[];
  readonly alternateNames: readonly (string | null)[];
  /**
   * For the substring fallback: per pair of adjacent characters (charPair), the places whose key
   * holds it, ascending, so the scan visits candidates best-ranked first and stops early.
   */
  readonly pairPlaces: ReadonlyMap<number, Uint32Array>;
};

/** Two adjacent UTF-16 units as one number. */
export function charPair(text: string, at: number): number {
  return text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);
}

function indexPairs(keys: readonly string[]): Map<number, Uint32Array> {
  const lists = new Map<number, number[]>();
  keys.forEach((key, place) => {
    for (let at = 0; at + 1 < key.length; at++) {
      const pair = charPair(key, at);
      const list = lists.get(pair);
      if (list === undefined) lists.set(pair, [place]);
      else if (list[list.length - 1] !== place) list.push(place);
    }
  });
  // Typed arrays: half the memory of number arrays, and out of the garbage collector's way.
  return new Map([...lists].map(([pair, places]) => [pair, Uint32Array.from(places)]));
}

export function createCityIndex(data: CityDataFile): CityIndex {
  const { cities, alternates, entries } = data;
  const placeCount = cities.name.length;
  const keyText = (key: number) => (key < placeCount ? cities.key[key] : alternates.key[key - placeCount]) ?? '';
  const keyPlace = (key: number) => (key < placeCount ? key : (alternates.place[key - placeCount] ?? 0));
  const cityType = data.cities.type;
  return {
    placeCount,
    names: cities.name,
    lat: Float64Array.from(cities.lat, (value) => value / COORDINATE_SCALE),
    lon: Float64Array.from(cities.lon, (value) => value / COORDINATE_SCALE),
    type: Uint8Array.from(cityType),
    tier: Uint8Array.from(cityType, (type) => (type === CITY_TYPE_INDEX ? 0 : 1)),
    region: Uint32Array.from(cities.region),
    zone: Uint16Array.from(cities.zone),
    regionCountry: Uint16Array.from(data.regions.country),
    regionName: data.regions.name,
    countryCodes: data.countryCodes,
    countryNames: data.countryNames,
    zones: data.zones,
    entryKeys: entries.key.map((key, entry) => keyText(key).slice(entries.start[entry])),
    entryPlace: Uint32Array.from(entries.key, keyPlace),
    entryInner: Uint8Array.from(entries.start, (start) => (start === 0 ? 0 : 1)),
    keys: cities.key,
    alternatePlace: Uint32Array.from(alternates.place),
    alternateKeys: alternates.key,
    alternateNames: alternates.name,
    // Own names only: a mid-word hit in an alternate name is not worth the memory.
    pairPlaces: indexPairs(cities.key),
  };
}
