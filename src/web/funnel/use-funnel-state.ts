import { useMemo } from 'react';
import { useLocation } from 'react-router';

import { readFunnelState, type FunnelState } from './navigation-state';

/**
 * The navigation state this page arrived with, checked field by field: the one way a funnel page
 * reads its location state, so a history entry from an older build never reaches a page unchecked.
 */
export function useFunnelState(): FunnelState {
  const { state } = useLocation();
  return useMemo(() => readFunnelState(state), [state]);
}
