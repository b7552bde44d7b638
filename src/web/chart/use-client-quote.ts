import { useQuery } from '@tanstack/react-query';

import { getPublicReviews } from '../api';
import { pickClientQuote, type Testimonial } from './testimonial';

/** A page of the newest approved reviews is enough to find one with words. */
const LOOK_AT = 9;

/** The approved review step nine quotes (true claims); null when there is none, undefined while loading. */
export function useClientQuote(subject: string | null, enabled: boolean): Testimonial | null | undefined {
  const quote = useQuery({
    queryKey: ['client-quote', subject],
    queryFn: async () => {
      const [onSubject, any] = await Promise.all([
        subject ? getPublicReviews({ subject, page: 1, perPage: LOOK_AT }) : null,
        getPublicReviews({ subject: null, page: 1, perPage: LOOK_AT }),
      ]);
      return pickClientQuote(onSubject?.reviews ?? [], any.reviews);
    },
    enabled,
    staleTime: 5 * 60_000,
  });
  // A failed lookup shows no quote rather than an invented one.
  return quote.isError ? null : quote.data;
}
