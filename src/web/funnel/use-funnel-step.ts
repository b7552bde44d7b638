import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { completesStep, funnelStepAt } from '../../domain/funnel-step-names';
import type { ReadingPatch } from '../../domain/reading';
import { PATHS, type RoutePath } from '../../domain/routes';
import type { ReadingCredentials } from '../api';
import { readingQueryKey } from '../checkout/use-reading';
import { notifyError } from '../notify';
import { answersIn, type FunnelState } from './navigation-state';
import { recordStep } from './record-step';
import { redirectAfterMessage } from './redirect-after-message';
import { useFunnelState } from './use-funnel-state';
import { useReadingAccess } from './use-reading-access';

export const MISSING_INFORMATION = 'Missing information. Redirecting to home page.';

export type FunnelStep = {
  /** The navigation state this page arrived with (spec field names). */
  state: FunnelState;
  /** The reading's id and token; null while the page is redirecting home. */
  credentials: ReadingCredentials | null;
  /** True while a write runs: the page disables its buttons. */
  saving: boolean;
  /**
   * Writes the fields; on failure shows `failureMessage` and resolves false. Failures are logged
   * with console.warn, not console.error: the visitor already sees the toast.
   */
  save: (patch: ReadingPatch, failureMessage: string) => Promise<boolean>;
  /** Goes to the next page, carrying the state on with the reading id and the extra fields. */
  goTo: (path: RoutePath, extra?: FunnelState) => void;
};

/**
 * The common frame of a funnel step (spec section 4): it needs a reading, else it says so and
 * goes home after 2 s (the message may carry a description, as checkout's does); it writes through the API with a saving flag; it carries the state on,
 * and leaves the visitor's answers in the page's own history entry for the way back.
 */
export function useFunnelStep(missingMessage: string = MISSING_INFORMATION, missingDescription?: string): FunnelStep {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useFunnelState();
  const access = useReadingAccess(state);
  const credentials = access?.token ? { readingId: access.readingId, token: access.token } : null;
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const redirecting = useRef(false);
  const viewRecorded = useRef(false);

  useEffect(() => {
    if (credentials || redirecting.current) return;
    redirecting.current = true;
    return redirectAfterMessage(() => void navigate(PATHS.home, { replace: true }), missingMessage, missingDescription);
    // Resolved once per page; the redirect must not restart on re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // One view per page view (React runs effects twice in development), after the page rendered.
    const step = funnelStepAt(location.pathname);
    if (!credentials || !step || viewRecorded.current) return;
    viewRecorded.current = true;
    recordStep(credentials, step, 'view');
    // Once per page view, for the reading resolved when the page mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = useCallback(
    async (patch: ReadingPatch, failureMessage: string) => {
      if (!credentials) return false;
      setSaving(true);
      try {
        const { updateReading } = await import('../api');
        await updateReading(credentials, patch);
        // The cached reading is fresh for 60 s: a step opened again must see this answer.
        void queryClient.invalidateQueries({ queryKey: readingQueryKey(credentials.readingId) });
        return true;
      } catch (error) {
        console.warn('Saving the step failed', error);
        void notifyError(failureMessage);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [credentials?.readingId, credentials?.token, queryClient], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const goTo = useCallback(
    (path: RoutePath, extra: FunnelState = {}) => {
      const readingId = credentials?.readingId ?? state.readingId;
      const step = funnelStepAt(location.pathname);
      if (credentials && step && completesStep(step, path)) recordStep(credentials, step, 'complete');
      // This page's own entry keeps what the visitor entered here: Back then shows it again.
      const answers = answersIn(extra);
      if (answers) {
        const here = { pathname: location.pathname, search: location.search, hash: location.hash };
        void navigate(here, { replace: true, state: { ...state, readingId, ...answers } });
      }
      void navigate(path, { state: { ...state, readingId, ...extra } });
    },
    [navigate, state, credentials?.readingId, credentials?.token, location.pathname, location.search, location.hash], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return { state, credentials, saving, save, goTo };
}
