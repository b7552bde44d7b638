import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { PATHS, type RoutePath } from '../../domain/routes';
import { getReading, type ReadingCredentials } from '../api';

export const STEP_TEN = PATHS.stepTen;
export const STEP_TEN_PHILIPPINES = PATHS.stepTenPhilippines;

/** Spec section 7, "Country routing": PH gets the Philippines page; anything else, or an error, the default. */
export function stepTenPathFor(countryCode: string | null | undefined): RoutePath {
  return countryCode?.toUpperCase() === 'PH' ? STEP_TEN_PHILIPPINES : STEP_TEN;
}

/**
 * The step-ten route for this reading, from its stored country_code. The reading is fetched when
 * the page opens, so the button rarely waits; `resolve` waits for it when it must.
 */
export function useStepTenPath(credentials: ReadingCredentials | null): () => Promise<RoutePath> {
  const queryClient = useQueryClient();
  const options = {
    queryKey: ['reading', credentials?.readingId, credentials?.token, 'country_code'],
    queryFn: async () => (credentials ? (await getReading(credentials)).country_code : null),
    enabled: credentials !== null,
  };
  useQuery(options);
  return useCallback(async () => {
    if (!credentials) return STEP_TEN;
    try {
      return stepTenPathFor(await queryClient.fetchQuery(options));
    } catch (error) {
      console.warn('Reading the country code failed; using the default step ten', error);
      return STEP_TEN;
    }
    // The options are rebuilt each render from the credentials, which are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, credentials?.readingId, credentials?.token]);
}
