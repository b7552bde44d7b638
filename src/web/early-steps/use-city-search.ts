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
    queryFn: ({ signal }) => searchCities(query, signal),
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
  const suggestions = enabled && typed.length >= CITY_QUERY_MIN_LENGTH ? (result.data ?? []) : [];
  return {
    suggestions,
    searching: typed.length >= CITY_QUERY_MIN_LENGTH && (!settled || result.isFetching),
    nothingFound: enabled && settled && result.isSuccess && !result.isFetching && suggestions.length === 0,
  };
}
