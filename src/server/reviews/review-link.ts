import { createHmac, timingSafeEqual } from 'node:crypto';

import { REVIEW_LINK_DAYS } from '../../domain/reviews';

const DAY_MS = 86_400_000;

/**
 * Signed with the download links' key under another purpose ('review-request', not
 * 'reading-document'), so a download link's signature never opens a review form, nor the reverse.
 * The reading's link generation is signed in as the download links' is (none for generation 0, as
 * links were signed before), so an address change, a refund or an erasure retires review links too.
 */
function signature(secret: string, readingId: number, expires: number, generation: number): string {
  const message = `review-request:${readingId}:${expires}${generation > 0 ? `:${generation}` : ''}`;
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** The token of a review request's links: it names one reading, and nothing in it can be changed to name another. */
export function reviewToken(
  secret: string,
  readingId: number,
  generation: number,
  now: Date,
): { token: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + REVIEW_LINK_DAYS * DAY_MS) / 1000);
  const parts = [readingId, expires, ...(generation > 0 ? [generation] : [])];
  return {
    token: `${parts.join('.')}.${signature(secret, readingId, expires, generation)}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type ReviewTokenCheck =
  { status: 'valid'; readingId: number; generation: number } | { status: 'altered' | 'expired' };

/** Altered (any part changed, or signed with another key or purpose) is told apart from expired, so each gets its own words. */
export function checkReviewToken(secret: string, token: string, now: Date): ReviewTokenCheck {
  const match = /^([1-9]\d{0,15})\.(\d{1,12})(?:\.([1-9]\d{0,8}))?\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { status: 'altered' };
  const [, id = '', expires = '', generation = '0', given = ''] = match;
  const expected = Buffer.from(signature(secret, Number(id), Number(expires), Number(generation)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { status: 'altered' };
  if (Number(expires) * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', readingId: Number(id), generation: Number(generation) };
}
