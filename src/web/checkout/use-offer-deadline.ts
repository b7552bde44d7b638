import { useQuery } from '@tanstack/react-query';

import type { ReadingCredentials } from '../api';
import { useSecondsUntil } from './seconds-until';

export type OfferTime =
  | { state: 'unknown' }
  /** The deadline could not be had: the offer is shown without a timer, and the server still enforces it. */
  | { state: 'unavailable' }
  | { state: 'running'; secondsLeft: number }
  | { state: 'ended' };

/**
 * The reading's one-time offer, counted down to the deadline the server keeps for it (set the first
 * time the reading sees the offer), so Back, reload or another tab never restarts it. Any screen
 * showing the offer's timer (the offer page, a popup) uses this, so they all end together.
 */
export function useOfferDeadline(credentials: ReadingCredentials | null, enabled = true): OfferTime {
  const offer = useQuery({
    queryKey: ['offer-deadline', credentials?.readingId],
    queryFn: async () => {
      const { openOffer } = await import('../api');
      if (!credentials) throw new Error('no reading');
      return Date.parse((await openOffer(credentials)).deadline);
    },
    enabled: enabled && credentials !== null,
    staleTime: Infinity,
    retry: 2,
  });
  const secondsLeft = useSecondsUntil(offer.data ?? null);
  if (offer.isError) return { state: 'unavailable' };
  if (secondsLeft === null) return { state: 'unknown' };
  return secondsLeft > 0 ? { state: 'running', secondsLeft } : { state: 'ended' };
}
