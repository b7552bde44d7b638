import type { CitySuggestion } from '../../domain/city';
import { HttpError } from '../http/http-error';
import { getCityIndex } from './load-city-index';
import { searchCities } from './search-cities';

/**
 * Starts loading the city index in the background (the server listens meanwhile) and returns the
 * search the route calls; a query that arrives before the load has finished waits for it.
 */
export function openCitySearch(
  file: string,
  log: (error: Error) => void,
): (query: string) => Promise<CitySuggestion[]> {
  getCityIndex(file).catch(log);
  return async (query) => {
    try {
      return searchCities(await getCityIndex(file), query);
    } catch (error) {
      log(error as Error);
      throw new HttpError(503, 'cities_unavailable', 'Error while searching for cities');
    }
  };
}
