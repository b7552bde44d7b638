import { createHmac, timingSafeEqual } from 'node:crypto';

import { DOCUMENT_LINK_DAYS } from '../../domain/document-link';

const DAY_MS = 86_400_000;

function signature(secret: string, readingId: number, expires: number): string {
  return createHmac('sha256', secret).update(`reading-document:${readingId}:${expires}`).digest('base64url');
}

/** A link that downloads one reading's kept PDF until it expires; nothing in it can be changed to open another. */
export function documentLink(
  publicBaseUrl: string,
  secret: string,
  readingId: number,
  now: Date,
): { url: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + DOCUMENT_LINK_DAYS * DAY_MS) / 1000);
  const url = `${publicBaseUrl}/api/documents/${readingId}?expires=${expires}&signature=${signature(secret, readingId, expires)}`;
  return { url, expiresAt: new Date(expires * 1000) };
}

export type LinkCheck = 'valid' | 'altered' | 'expired';

/** Altered (any part changed, or a signature from another secret) is told apart from expired, so each gets its own page. */
export function checkDocumentLink(
  secret: string,
  readingId: number,
  expires: string,
  given: string,
  now: Date,
): LinkCheck {
  if (!/^\d{1,12}$/.test(expires)) return 'altered';
  const expected = Buffer.from(signature(secret, readingId, Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'altered';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
