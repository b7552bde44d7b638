/**
 * The hosts PayPal serves its webhook signing certificates from (PAYPAL-CERT-URL names
 * `https://api.paypal.com/v1/notifications/certs/CERT-…`, or the sandbox's), and their `api-m.` twins.
 */
const PAYPAL_CERT_ORIGINS = [
  'https://api.paypal.com',
  'https://api-m.paypal.com',
  'https://api.sandbox.paypal.com',
  'https://api-m.sandbox.paypal.com',
];

const CERT_PATH = '/v1/notifications/certs/';

/**
 * The header names the key the signature is checked with, so a certificate is fetched only from
 * PayPal (or the API base the operator configured) and only from its certificates' path: anywhere
 * else a sender could sign with a key of its own. Null for any other URL, which is never fetched.
 */
export function parsePaypalCertUrl(raw: string, apiBase: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const allowed = url.origin === new URL(apiBase).origin || PAYPAL_CERT_ORIGINS.includes(url.origin);
  const plain = !url.username && !url.password && !url.search && !url.hash;
  return allowed && plain && url.pathname.startsWith(CERT_PATH) ? url : null;
}
