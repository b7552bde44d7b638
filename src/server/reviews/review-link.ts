import { createHmac, timingSafeEqual } from 'node:crypto';

import { REVIEW_LINK_DAYS } from '../../domain/reviews';

const DAY_MS = 86_400_000;

/**
 * Signed with the download links' key under another purpose ('review-request', not
 * 'reading-document'), so a download link's signature never opens a review form, nor the reverse.
 */
function signature(secret: string, readingId: number, expires: number): string {
  return createHmac('sha256', secret).update(`review-request:${readingId}:${expires}`).digest('base64url');
}

/** The token of a review request's links: it names one reading, and nothing in it can be changed to name another. */
export function reviewToken(secret: string, readingId: number, now: Date): { token: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + REVIEW_LINK_DAYS * DAY_MS) / 1000);
  return {
    token: `${readingId}.${expires}.${signature(secret, readingId, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

export type ReviewTokenCheck = { status: 'valid'; readingId: number } | { status: 'altered' | 'expired' };

/** Altered (any part changed, or signed with another key or purpose) is told apart from expired, so each gets its own words. */
export function checkReviewToken(secret: string, token: string, now: Date): ReviewTokenCheck {
  const match = /^([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { status: 'altered' };
  const [, id = '', expires = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, Number(id), Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { status: 'altered' };
  if (Number(expires) * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', readingId: Number(id) };
}
