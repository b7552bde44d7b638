import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import type { RoutePath } from '../../domain/routes';
import type { FunnelState } from '../funnel/navigation-state';
import { redirectAfterMessage } from '../funnel/redirect-after-message';

/**
 * When `missing` holds on arrival, says `message` and goes to `path` after the spec's 2 s,
 * carrying the state so the earlier step can be completed. Runs once per page.
 */
export function useRedirectWhen(missing: boolean, message: string, path: RoutePath, state: FunnelState): void {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (!missing || started.current) return;
    started.current = true;
    return redirectAfterMessage(() => void navigate(path, { replace: true, state }), message);
    // Decided on arrival; a later re-render must not restart the redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);
}
