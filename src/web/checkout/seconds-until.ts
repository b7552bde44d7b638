import { useEffect, useState } from 'react';

/** Whole seconds left until `deadlineMs` (rounded up, so 00:00 means it has passed), never negative. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** The time, read again every second while `running` (and once at once, when it starts running). */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running]);
  return now;
}

/**
 * Seconds left until a fixed deadline, read every second, staying at 0 once passed. Counting to the
 * deadline, not from when the page opened, is what keeps Back and reload from restarting it.
 * Null while the deadline is unknown.
 */
export function useSecondsUntil(deadlineMs: number | null): number | null {
  const now = useNow(deadlineMs !== null);
  return deadlineMs === null ? null : secondsUntil(deadlineMs, now);
}
