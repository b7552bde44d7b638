import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { PATHS } from '../../domain/routes';
import { redirectAfterMessage } from './redirect-after-message';

/**
 * For pages that need more navigation state than the reading id (useFunnelStep checks that one):
 * when `missing` holds on arrival, says `message` and goes home after 2 s.
 */
export function useMissingStateRedirect(missing: boolean, message: string): void {
  const navigate = useNavigate();
  const told = useRef(false);

  useEffect(() => {
    if (!missing || told.current) return;
    told.current = true;
    return redirectAfterMessage(() => void navigate(PATHS.home, { replace: true }), message);
    // Decided on arrival: state does not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
