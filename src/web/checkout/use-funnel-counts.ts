import { useQuery } from '@tanstack/react-query';

import { FUNNEL_COUNTS_TTL_MS, type FunnelCounts } from '../../domain/funnel-claims';
import { getFunnelCounts } from '../api';

/** The real counts (truthful claims only); undefined while they load or when they cannot be had. */
export function useFunnelCounts(enabled: boolean): FunnelCounts | undefined {
  const counts = useQuery({
    queryKey: ['funnel-counts'],
    queryFn: getFunnelCounts,
    enabled,
    staleTime: FUNNEL_COUNTS_TTL_MS,
    refetchInterval: FUNNEL_COUNTS_TTL_MS,
  });
  return counts.data;
}
