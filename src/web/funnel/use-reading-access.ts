import { use, useState } from 'react';
import { useLocation } from 'react-router';

import type { FunnelState } from './navigation-state';
import { PaintedReadingContext } from './painted-reading';
import { browserStorage, resolveReadingAccess, type ReadingAccess } from './reading-access';

/** The reading this page works on, resolved once when the page mounts (spec order, saved back). */
export function useReadingAccess(pageState?: FunnelState | null): ReadingAccess | null {
  const location = useLocation();
  const painted = use(PaintedReadingContext);
  const [access] = useState(
    () =>
      painted ??
      resolveReadingAccess({
        pageState,
        locationState: location.state,
        search: location.search,
        storage: browserStorage(),
      }),
  );
  return access;
}
