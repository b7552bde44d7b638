import type { CitySuggestion } from '../../domain/city';
import { HttpError } from '../http/http-error';
import { getCityIndex } from './load-city-index';
import { searchCities } from './search-cities';

/**
 * The search the route calls. The index (about 45 MB of the server's memory) is loaded by the first
 * query, which waits for it, so a server nobody searches on does not hold it.
 */
export function openCitySearch(
  file: string,
  log: (error: Error) => void,
): (query: string) => Promise<CitySuggestion[]> {
  return async (query) => {
    try {
      return searchCities(await getCityIndex(file), query);
    } catch (error) {
      log(error as Error);
      throw new HttpError(503, 'cities_unavailable', 'Error while searching for cities');
    }
  };
}
