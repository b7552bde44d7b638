import { useQuery } from '@tanstack/react-query';

import type { Reading } from '../../domain/reading';
import type { ReadingCredentials } from '../api';

export const readingQueryKey = (readingId: number | undefined) => ['reading', readingId] as const;

/** The stored reading, for the pages that show what was chosen before (e-mail, price, country). */
export function useReading(credentials: ReadingCredentials | null) {
  return useQuery<Reading>({
    queryKey: readingQueryKey(credentials?.readingId),
    enabled: credentials !== null,
    queryFn: async () => {
      if (!credentials) throw new Error('No reading to load.');
      const { getReading } = await import('../api');
      return getReading(credentials);
    },
  });
}
