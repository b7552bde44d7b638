import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { notifyError } from '../notify';
import { REDIRECT_DELAY_MS } from './use-funnel-step';

/**
 * For pages that need more navigation state than the reading id (useFunnelStep checks that one):
 * when `missing` holds on arrival, says `message` and goes home after 2 s.
 */
export function useMissingStateRedirect(missing: boolean, message: string): void {
  const navigate = useNavigate();
  const told = useRef(false);

  useEffect(() => {
    if (!missing) return;
    if (!told.current) void notifyError(message);
    told.current = true;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // Decided on arrival: state does not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
