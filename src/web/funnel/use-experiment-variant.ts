import { useQuery } from '@tanstack/react-query';

import type { ExperimentTarget, ExposureAnswer } from '../../domain/experiments';
import { exposeExperiment, type ReadingCredentials } from '../api';

/**
 * The reading's variant of a target, asked once per page (the server logs that as the exposure).
 * Null credentials ask nothing. A failure is the default variant: an experiment never stops a visitor.
 */
export function useExperimentVariant(
  credentials: ReadingCredentials | null,
  target: ExperimentTarget,
): { answer: ExposureAnswer | null; pending: boolean } {
  const query = useQuery({
    queryKey: ['experiment', credentials?.readingId ?? null, target],
    queryFn: () => exposeExperiment(credentials as ReadingCredentials, target),
    enabled: credentials !== null,
    staleTime: Infinity,
    retry: false,
  });
  return { answer: query.data ?? null, pending: credentials !== null && query.isPending };
}
