import { useQuery } from '@tanstack/react-query';

import type { FunnelClaims } from '../../domain/funnel-claims';
import { getPublicConfig } from '../api';

/**
 * Whether the funnel's timers, counts and quotes are true or simulated (config/site.json);
 * undefined while the public settings load, when neither kind is shown yet.
 */
export function useFunnelClaims(): FunnelClaims | undefined {
  const config = useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
  return config.data?.funnelClaims;
}
