import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import type { StoredFile } from '../../domain/storage';
import { listBucket } from '../api';
import { notifyError } from '../notify';
import { VIDEO_FILES, fallbackVideoUrl } from './video-order';

export const VIDEO_TROUBLE = "Having trouble loading a video. We'll try again.";
/** Spec section 9: one retry of the listing, 2000 ms after the first failure. */
export const VIDEO_RETRY_MS = 2000;

const FALLBACK: StoredFile = { name: VIDEO_FILES.fallback, url: fallbackVideoUrl() };

export type VideoList = { status: 'loading' } | { status: 'ready'; files: StoredFile[] };

/**
 * The `video-rev` bucket's files. A first failure shows a toast and retries once after 2 s; a
 * second failure, or an empty bucket, gives the fallback video alone (spec sections 4 and 8).
 */
export function useVideoList(): VideoList {
  const listing = useQuery({
    queryKey: ['bucket', 'video-rev'],
    queryFn: () => listBucket('video-rev'),
    retry: 1,
    retryDelay: VIDEO_RETRY_MS,
  });
  const warned = useRef(false);

  useEffect(() => {
    if (listing.failureCount !== 1 || warned.current) return;
    warned.current = true;
    console.warn('Listing the videos failed; retrying once', listing.failureReason);
    void notifyError(VIDEO_TROUBLE);
  }, [listing.failureCount, listing.failureReason]);

  if (listing.isPending) return { status: 'loading' };
  if (listing.isError) {
    console.warn('Listing the videos failed twice; showing the fallback video', listing.error);
    return { status: 'ready', files: [FALLBACK] };
  }
  if (listing.data.length === 0) {
    console.warn('No videos found in storage');
    return { status: 'ready', files: [FALLBACK] };
  }
  return { status: 'ready', files: listing.data };
}
