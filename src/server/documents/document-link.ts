import { createHmac, timingSafeEqual } from 'node:crypto';

import { DOCUMENT_LINK_DAYS } from '../../domain/document-link';

const DAY_MS = 86_400_000;

/**
 * Generation 0 signs the message links always had, so the links already e-mailed before
 * generations existed keep working until the reading's generation is raised; later generations
 * sign it with the generation added.
 */
function signature(secret: string, readingId: number, generation: number, expires: number): string {
  const message = `reading-document:${readingId}:${expires}${generation === 0 ? '' : `:${generation}`}`;
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/**
 * A link that downloads one reading's kept PDF until it expires, signed with the reading's link
 * generation (readings.document_link_generation): nothing in it can be changed to open another
 * reading, live longer, or outlive a raised generation. The same signature opens the reading's
 * calendar file: both are the one reading's, given and revoked together.
 */
export function documentLink(
  publicBaseUrl: string,
  secret: string,
  readingId: number,
  generation: number,
  now: Date,
): { url: string; calendarUrl: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + DOCUMENT_LINK_DAYS * DAY_MS) / 1000);
  const sign = signature(secret, readingId, generation, expires);
  const query = `expires=${expires}${generation === 0 ? '' : `&generation=${generation}`}&signature=${sign}`;
  const base = `${publicBaseUrl}/api/documents/${readingId}`;
  return { url: `${base}?${query}`, calendarUrl: `${base}/calendar?${query}`, expiresAt: new Date(expires * 1000) };
}

export type LinkCheck = 'valid' | 'altered' | 'expired';

/**
 * Altered (any part changed, or a signature from another secret) is told apart from expired, so
 * each gets its own page. `generation` is the one the link carries (0 when it carries none); whether
 * it is still the reading's is the caller's to check.
 */
export function checkDocumentLink(
  secret: string,
  readingId: number,
  generation: number,
  expires: string,
  given: string,
  now: Date,
): LinkCheck {
  if (!/^\d{1,12}$/.test(expires)) return 'altered';
  const expected = Buffer.from(signature(secret, readingId, generation, Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'altered';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
