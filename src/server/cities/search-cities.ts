import {
  CITY_QUERY_MAX_LENGTH,
  CITY_QUERY_MIN_LENGTH,
  CITY_SUGGESTION_LIMIT,
  type CitySuggestion,
} from '../../domain/city';
import { CITY_TYPES } from './city-data-file';
import { charPair, type CityIndex } from './city-index';
import { foldForSearch } from './fold-for-search';
import { TopScores } from './top-scores';

/** Match quality of a name-start match, best first. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const QUALITIES = 3;
/** Room for duplicates among the best candidates before falling back to keeping them all. */
const KEEP = 32;
const SPACE = 32;

type Pick = { place: number; exact: boolean };

/**
 * Suggestions for step four's birth-city box. Order:
 * 1. names that start with the query, or have a word that does: cities first, then exact name >
 *    prefix > word prefix, then population;
 * 2. only when those are fewer than the limit, names that contain it elsewhere: cities first, then
 *    population (a mid-word hit is seldom what a visitor typing a name means, and this keeps the
 *    common case to one range of a sorted array);
 * 3. an exact name match always makes the list (takes the last place), so a village whose full
 *    name is also the start of big cities' names ('Par' against Paris, Parma...) can be chosen.
 * Deduplicated on name, state and country (the state's admin code stands in when it has no name).
 * Alternate names ('Roma', 'München', 'Maynila') match at word starts like a place's own name and
 * rank the same; they take no part in the mid-word fallback.
 */
export function searchCities(index: CityIndex, query: string, limit: number = CITY_SUGGESTION_LIMIT): CitySuggestion[] {
  const folded = foldForSearch(query.slice(0, CITY_QUERY_MAX_LENGTH));
  const wanted = Math.min(limit, CITY_SUGGESTION_LIMIT);
  if (folded.length < CITY_QUERY_MIN_LENGTH || wanted <= 0) return [];

  const picks: Pick[] = [];
  const identities = new Set<string>();
  const namedStart = scanWordStarts(index, folded, KEEP);
  take(index, namedStart.scores, wanted, picks, identities);
  if (picks.length < wanted && namedStart.overflowed) {
    picks.length = 0;
    identities.clear();
    take(index, scanWordStarts(index, folded, Infinity).scores, wanted, picks, identities);
  }
  if (picks.length < wanted) takeSubstrings(index, folded, wanted, picks, identities);
  if (namedStart.bestExact !== null && !picks.some((pick) => pick.exact)) {
    const exact = { place: namedStart.bestExact, exact: true };
    if (picks.length < wanted) picks.push(exact);
    else picks[wanted - 1] = exact;
  }
  return picks.map((pick) => toSuggestion(index, pick.place, folded));
}

function scanWordStarts(
  index: CityIndex,
  folded: string,
  keep: number,
): { scores: readonly number[]; overflowed: boolean; bestExact: number | null } {
  const { entryKeys, entryPlace, entryInner, tier, placeCount } = index;
  const top = new TopScores(keep);
  let bestExact: number | null = null;
  for (let entry = lowerBound(entryKeys, folded); entry < entryKeys.length; entry++) {
    const key = entryKeys[entry] ?? '';
    if (!key.startsWith(folded)) break;
    const place = entryPlace[entry] ?? 0;
    const quality = entryInner[entry] === 1 ? WORD_PREFIX : key.length === folded.length ? EXACT : PREFIX;
    if (quality === EXACT && (bestExact === null || place < bestExact)) bestExact = place;
    top.add(((tier[place] ?? 1) * QUALITIES + quality) * placeCount + place);
  }
  return { scores: top.scores, overflowed: top.overflowed, bestExact };
}

/**
 * Places whose name holds the query other than at a word start, best-ranked first. Candidates come
 * from the query's rarest character pair; since they are in rank order the scan stops at `wanted`.
 */
function takeSubstrings(
  index: CityIndex,
  folded: string,
  wanted: number,
  picks: Pick[],
  identities: Set<string>,
): void {
  let candidates: Uint32Array | undefined;
  for (let at = 0; at + 1 < folded.length; at++) {
    const places = index.pairPlaces.get(charPair(folded, at));
    if (places === undefined) return;
    if (candidates === undefined || places.length < candidates.length) candidates = places;
  }
  for (const place of candidates ?? []) {
    if (picks.length >= wanted) return;
    const key = index.keys[place] ?? '';
    let at = key.indexOf(folded);
    while (at !== -1 && (at === 0 || key.charCodeAt(at - 1) === SPACE)) at = key.indexOf(folded, at + 1);
    if (at === -1) continue;
    const identity = identityOf(index, place);
    if (identities.has(identity)) continue;
    identities.add(identity);
    picks.push({ place, exact: false });
  }
}

function take(
  index: CityIndex,
  scores: readonly number[],
  wanted: number,
  picks: Pick[],
  identities: Set<string>,
): void {
  for (const score of scores) {
    if (picks.length >= wanted) return;
    const place = score % index.placeCount;
    const identity = identityOf(index, place);
    if (identities.has(identity)) continue;
    identities.add(identity);
    const quality = Math.floor(score / index.placeCount) % QUALITIES;
    picks.push({ place, exact: quality === EXACT });
  }
}

function identityOf(index: CityIndex, place: number): string {
  const region = index.region[place] ?? 0;
  const state = index.regionName[region] ?? `#${region}`;
  return `${index.names[place]}\u0000${state}\u0000${index.regionCountry[region]}`;
}

/**
 * `name` stays the place's GeoNames name whatever the visitor typed: one place, one name in the
 * navigation state and the reading. But someone who typed 'Monaco di Baviera' may not recognise
 * 'Munich', so when the query matched an alternate name and not the place's own, the display name
 * adds it: 'Munich (Monaco di Baviera), Bavaria, Germany'.
 */
function toSuggestion(index: CityIndex, place: number, folded: string): CitySuggestion {
  const region = index.region[place] ?? 0;
  const country = index.regionCountry[region] ?? 0;
  const name = index.names[place] ?? '';
  const state = index.regionName[region] ?? null;
  const countryName = index.countryNames[country] ?? '';
  const alternate = matchedAlternate(index, place, folded);
  const shown = alternate === null ? name : `${name} (${alternate})`;
  return {
    name,
    state,
    country: countryName,
    countryCode: index.countryCodes[country] ?? '',
    displayName: state === null ? `${shown}, ${countryName}` : `${shown}, ${state}, ${countryName}`,
    lat: index.lat[place] ?? 0,
    lon: index.lon[place] ?? 0,
    type: CITY_TYPES[index.type[place] ?? 0] ?? 'village',
    timeZone: index.zones[index.zone[place] ?? 0] ?? 'UTC',
  };
}

/**
 * The alternate name to show beside the place's own: none when the own name holds the query (the
 * visitor sees what they typed), else the alternate the query matches best (exact, prefix, word
 * prefix; ties in alternate-names.ts order). Null too when that one is a mere respelling.
 */
function matchedAlternate(index: CityIndex, place: number, folded: string): string | null {
  if ((index.keys[place] ?? '').includes(folded)) return null;
  const { alternatePlace, alternateKeys, alternateNames } = index;
  let low = 0;
  let high = alternatePlace.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((alternatePlace[middle] ?? 0) < place) low = middle + 1;
    else high = middle;
  }
  let shown: string | null = null;
  let bestQuality = QUALITIES;
  for (let at = low; at < alternatePlace.length && alternatePlace[at] === place; at++) {
    const key = alternateKeys[at] ?? '';
    const quality =
      key === folded ? EXACT : key.startsWith(folded) ? PREFIX : key.includes(` ${folded}`) ? WORD_PREFIX : QUALITIES;
    if (quality < bestQuality) {
      bestQuality = quality;
      shown = alternateNames[at] ?? null;
    }
  }
  return shown;
}

/** First position whose key is >= target (keys are sorted by code unit, like `<`). */
function lowerBound(keys: readonly string[], target: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < target) low = middle + 1;
    else high = middle;
  }
  return low;
}
