import { createHmac, timingSafeEqual } from 'node:crypto';

import { CONFIRMATION_LINK_DAYS } from '../../domain/email-confirmation';

const DAY_MS = 86_400_000;

/**
 * Signed with the download links' key under a purpose of its own ('email-confirmation'), so no
 * other link's signature confirms an address, and over the address itself: once the reading's
 * address changes, the links sent to the old one confirm nothing.
 */
function signature(secret: string, readingId: number, email: string, expires: number): string {
  return createHmac('sha256', secret).update(`email-confirmation:${readingId}:${expires}:${email}`).digest('base64url');
}

/** The token of a confirmation link: it names one reading and the address it was sent to. */
export function confirmationToken(
  secret: string,
  readingId: number,
  email: string,
  now: Date,
): { token: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS) / 1000);
  return {
    token: `${readingId}.${expires}.${signature(secret, readingId, email, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** The reading a well-formed token names (confirmationTokenSchema checked its shape), before it is checked. */
export function tokenReadingId(token: string): number {
  return Number(token.split('.')[0]);
}

export type ConfirmationTokenCheck = 'valid' | 'altered' | 'expired';

/**
 * Checked against the reading's present address. Altered (any part changed, another key or purpose,
 * or an address changed since) is told apart from expired, so each gets its own words.
 */
export function checkConfirmationToken(
  secret: string,
  token: string,
  email: string,
  now: Date,
): ConfirmationTokenCheck {
  const [id = '', expires = '', given = ''] = token.split('.');
  const expected = Buffer.from(signature(secret, Number(id), email, Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'altered';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}

/** The page the e-mail's link opens: it shows a button, since mail scanners open links to look at them. */
export function confirmationUrl(publicBaseUrl: string, path: string, token: string): string {
  return `${publicBaseUrl}${path}?t=${encodeURIComponent(token)}`;
}
