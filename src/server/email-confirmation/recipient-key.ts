import { createHmac } from 'node:crypto';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One inbox's key for the per-recipient limit: spellings of an address that reach the same inbox
 * count together (case, a "+tag", Gmail's dots and its second domain), so varying them does not
 * reach a stranger more often. Keyed with the site's secret: the shared counters table holds no
 * address, nor a plain hash that anyone could recompute from an address they know.
 */
export function recipientKey(secret: string, email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().replace(/\+.*$/, '');
  if (GMAIL_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  const inbox = `${local}@${GMAIL_DOMAINS.has(domain) ? 'gmail.com' : domain}`;
  return createHmac('sha256', secret).update(`confirmation-recipient:${inbox}`).digest('base64url').slice(0, 32);
}
