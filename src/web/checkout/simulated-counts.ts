import { useEffect, useState } from 'react';

/** A whole number in [min, max], both included. */
export function randomBetween(min: number, max: number, random: () => number = Math.random): number {
  return min + Math.floor(random() * (max - min + 1));
}

export const VIEWERS_MIN = 120;
export const VIEWERS_MAX = 150;
export const VIEWERS_REFRESH_MS = 3000;

/**
 * Spec section 9: the waiting count grows by one after 5 s, again 5 s later, then every 15 s.
 * `grown` is how many times it has grown so far.
 */
export function waitingGrowthDelay(grown: number): number {
  return grown < 2 ? 5000 : 15_000;
}

/** The simulated live viewer count (not real data, spec section 1): 120-150, redrawn every 3 s. */
export function useViewerCount(): number {
  const [count, setCount] = useState(() => randomBetween(VIEWERS_MIN, VIEWERS_MAX));
  useEffect(() => {
    const timer = setInterval(() => setCount(randomBetween(VIEWERS_MIN, VIEWERS_MAX)), VIEWERS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return count;
}

/** The simulated waiting-queue count: starts in [min, max] (or at `start`) and grows as above. */
export function useWaitingCount(min: number, max: number, start?: number): number {
  const [count, setCount] = useState(() => start ?? randomBetween(min, max));
  const [grown, setGrown] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setCount((value) => value + 1);
      setGrown((value) => value + 1);
    }, waitingGrowthDelay(grown));
    return () => clearTimeout(timer);
  }, [grown]);
  return count;
}
