import { useCallback, useEffect, useState } from 'react';

import type { ReadingCredentials } from '../api';
import { browserStorage, readStored, sessionActivityKey, writeStored } from '../funnel/reading-access';

export const SESSION_TIMEOUT_MS = 60 * 60_000;
export const HEARTBEAT_MS = 5 * 60_000;
/** Mouse moves and scrolls fire many times a second; one stamp a second is plenty. */
const ACTIVITY_THROTTLE_MS = 1000;
const ACTIVITY_EVENTS = ['click', 'keypress', 'scroll', 'mousemove'] as const;

/** True when the stored stamp is older than 60 minutes; no stamp (a first visit) is not expired. */
export function isSessionExpired(stored: string | null, now: number): boolean {
  if (stored === null) return false;
  const stamp = Number(stored);
  return Number.isFinite(stamp) && now - stamp > SESSION_TIMEOUT_MS;
}

function touchServer(credentials: ReadingCredentials): void {
  void import('../api')
    .then(({ touchSession }) => touchSession(credentials))
    .catch((error: unknown) => console.warn('Refreshing the session failed', error));
}

export type SessionActivity = { expired: boolean; continueSession: () => void };

/**
 * Spec section 4: opening checkout with an activity stamp older than 60 minutes shows the
 * session-expired dialog; otherwise it is a page refresh. While active, the stamp follows clicks,
 * key presses, scrolls and mouse moves, and every 5 minutes the server's last_session_time too.
 */
export function useSessionActivity(credentials: ReadingCredentials | null): SessionActivity {
  const readingId = credentials?.readingId ?? null;
  const [expired, setExpired] = useState(() =>
    readingId === null
      ? false
      : isSessionExpired(readStored(browserStorage(), sessionActivityKey(readingId)), Date.now()),
  );
  const token = credentials?.token ?? null;

  const stamp = useCallback(() => {
    if (readingId !== null) writeStored(browserStorage(), sessionActivityKey(readingId), String(Date.now()));
  }, [readingId]);

  useEffect(() => {
    if (expired || readingId === null || token === null) return;
    const access = { readingId, token };
    stamp();
    touchServer(access);
    let lastStamp = Date.now();
    const onActivity = () => {
      if (Date.now() - lastStamp < ACTIVITY_THROTTLE_MS) return;
      lastStamp = Date.now();
      stamp();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const heartbeat = setInterval(() => {
      stamp();
      touchServer(access);
    }, HEARTBEAT_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      clearInterval(heartbeat);
    };
  }, [expired, readingId, token, stamp]);

  // Turning `expired` off starts the effect above, which stamps and refreshes last_session_time.
  const continueSession = useCallback(() => setExpired(false), []);
  return { expired, continueSession };
}
