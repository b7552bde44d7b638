import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { CITY_QUERY_MIN_LENGTH, type CitySuggestion } from '../../domain/city';
import { searchCities } from '../api';
import { notifyError } from '../notify';
import { useDebouncedValue } from './use-debounced-value';

/** Spec section 9: the search waits 300 ms after the last keystroke. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;

export type CitySearch = {
  suggestions: CitySuggestion[];
  /** Typing, waiting for the debounce or for the answer. */
  searching: boolean;
  /** The answer came back empty for a long enough query. */
  nothingFound: boolean;
};

/** Suggestions for what the visitor types: from 2 characters, debounced, at most 5 (the API's limit). */
export function useCitySearch(text: string): CitySearch {
  const typed = text.trim();
  const query = useDebouncedValue(typed, CITY_SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= CITY_QUERY_MIN_LENGTH;
  const result = useQuery({
    queryKey: ['cities', query.toLowerCase()],
    queryFn: async ({ signal }) => ({ query, cities: await searchCities(query, signal) }),
    enabled,
    // The last suggestions stay while the visitor types on, instead of the list flickering away.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!result.isError) return;
    console.warn('City search failed', result.error);
    void notifyError('Error', 'Error while searching for cities');
  }, [result.isError, result.errorUpdatedAt, result.error]);

  const settled = typed === query;
  // An answer is shown only while what is typed still starts with the text it answered: typing on
  // narrows it, but after "Manila" is erased and "Tokyo" typed, Manila's list must not stay up
  // (nor be taken by Enter) until Tokyo's answer arrives.
  const answer = result.data;
  const answersTyped = answer !== undefined && typed.toLowerCase().startsWith(answer.query.toLowerCase());
  const suggestions = enabled && typed.length >= CITY_QUERY_MIN_LENGTH && answersTyped ? answer.cities : [];
  return {
    suggestions,
    searching: typed.length >= CITY_QUERY_MIN_LENGTH && (!settled || result.isFetching),
    nothingFound: enabled && settled && result.isSuccess && !result.isFetching && suggestions.length === 0,
  };
}
