import { useQuery } from '@tanstack/react-query';

import type { ReviewsMode } from '../../domain/reviews';
import { getPublicConfig } from '../api';

/** The operator's REVIEWS_MODE, from the public settings; undefined while they load. */
export function useReviewsMode(): { mode: ReviewsMode | undefined; failed: boolean } {
  const config = useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
  return { mode: config.data?.reviewsMode, failed: config.isError };
}
