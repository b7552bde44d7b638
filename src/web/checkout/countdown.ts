import { useEffect, useState } from 'react';

import { browserStorage, promoEndKey, readStored, writeStored } from '../funnel/reading-access';

export const PROMO_DURATION_MS = 20 * 60_000;

/**
 * The promo's end time: the stored one while it lies ahead, otherwise a fresh 20 minutes from now
 * (a first visit, or an expired promo, which restarts as the spec says).
 */
export function promoEndTime(stored: string | null, now: number): number {
  const end = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(end) && end > now && end <= now + PROMO_DURATION_MS ? end : now + PROMO_DURATION_MS;
}

/** "19:59", or "5:07:09" from an hour up. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return seconds >= 3600 ? `${Math.floor(seconds / 3600)}:${clock}` : clock;
}

/** Seconds left on the 20-minute promo of this reading, persisted in promo_{id}_endTime. */
export function usePromoCountdown(readingId: number | null): number {
  const [secondsLeft, setSecondsLeft] = useState(PROMO_DURATION_MS / 1000);
  useEffect(() => {
    if (readingId === null) return;
    const storage = browserStorage();
    const key = promoEndKey(readingId);
    let end = promoEndTime(readStored(storage, key), Date.now());
    writeStored(storage, key, String(end));
    const tick = () => {
      const now = Date.now();
      if (end <= now) {
        end = promoEndTime(null, now);
        writeStored(storage, key, String(end));
      }
      setSecondsLeft(Math.round((end - now) / 1000));
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [readingId]);
  return secondsLeft;
}

/** A countdown from `seconds` that stops at 0 (the limited offer's 120 s). */
export function useStoppingCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
