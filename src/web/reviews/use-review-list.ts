import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { PublicReview, ReviewsMode } from '../../domain/reviews';
import { getPublicReviews } from '../api';
import { generateReviews } from './generate-reviews';
import type { ReviewCardData } from './review-card';

export type ReviewList =
  | { status: 'loading' | 'failed' }
  | {
      status: 'ready';
      cards: ReviewCardData[];
      /** Reviews matching the filter, over all pages. */
      matching: number;
      /** The whole set, whatever the filter: for real reviews their true count and average. */
      count: number;
      average: number | null;
    };

type Query = { mode: ReviewsMode | undefined; subject: string | null; page: number; pageSize: number };

const toCard = (review: PublicReview): ReviewCardData => ({
  id: String(review.id),
  author: review.display_name ?? 'A client',
  rating: review.rating,
  subject: review.subject ?? '',
  content: review.body,
  date: review.date,
});

/** One page of cards: the approved real reviews from the server, or the generated examples sliced here. */
export function useReviewList({ mode, subject, page, pageSize }: Query): ReviewList {
  const real = useQuery({
    queryKey: ['reviews', subject, page, pageSize],
    queryFn: () => getPublicReviews({ subject, page, perPage: pageSize }),
    enabled: mode === 'real',
    placeholderData: keepPreviousData,
  });
  const generated = useMemo(() => (mode && mode !== 'real' ? generateReviews(new Date()) : []), [mode]);
  if (mode === undefined) return { status: 'loading' };
  if (mode === 'real') {
    if (real.isError) return { status: 'failed' };
    if (!real.data) return { status: 'loading' };
    return {
      status: 'ready',
      cards: real.data.reviews.map(toCard),
      matching: real.data.matching,
      count: real.data.count,
      average: real.data.average,
    };
  }
  const filtered = subject ? generated.filter((review) => review.subject === subject) : generated;
  return {
    status: 'ready',
    cards: filtered.slice((page - 1) * pageSize, page * pageSize),
    matching: filtered.length,
    count: generated.length,
    average: null,
  };
}
