import { X509Certificate } from 'node:crypto';

import { HttpError } from '../http/http-error';
import { parsePaypalCertUrl } from './parse-paypal-cert-url';

/** Certificates kept by URL: PayPal signs with one at a time and renews it about once a year. */
const CACHE_SIZE = 20;
/**
 * New certificate fetches one process makes a minute, and that one sender's requests may cause.
 * Every request is verified before any limit, so these bound what a flood of made-up certificate
 * URLs on PayPal's host costs; PayPal's own certificate is fetched once and then served from the
 * cache. The share per sender keeps one address from spending them all while PayPal's certificate
 * is not cached yet (after a start, or when PayPal renews it).
 */
export const CERT_FETCHES_PER_MINUTE = 10;
export const CERT_FETCHES_PER_SENDER_PER_MINUTE = 2;
const TIMEOUT_MS = 5_000;
/** A PEM chain is a few KB. */
const MAX_BYTES = 64 * 1024;

/** The signing certificates' subject, as PayPal's own Java SDK checked it (live or sandbox). */
const SIGNING_SUBJECT = /^CN=messageverificationcerts(\.sandbox)?\.paypal\.com$/m;

const refused = (why: string) =>
  new HttpError(400, 'invalid_signature', `The webhook signature could not be verified: ${why}.`);
/** PayPal's certificate host failed or this process is out of fetches: PayPal delivers the event again later. */
const unavailable = () =>
  new HttpError(503, 'verification_unavailable', 'The webhook could not be verified right now.');

/** The certificate at a PAYPAL-CERT-URL, fetched if need be on behalf of `sender` (an address). */
export type PaypalCertificates = (certUrl: string, sender: string) => Promise<X509Certificate>;

/**
 * PayPal's signing certificate for a PAYPAL-CERT-URL: only from PayPal's hosts over HTTPS (whose
 * TLS identity Node checks against its roots, which is what vouches for the certificate), without
 * following redirects, cached by URL, at most CERT_FETCHES_PER_MINUTE new fetches a minute, and
 * checked each time for its dates and PayPal's subject.
 */
export function createPaypalCertificates(apiBase: string, now: () => number = Date.now): PaypalCertificates {
  const cache = new Map<string, X509Certificate>();
  const pending = new Map<string, Promise<X509Certificate>>();
  let fetches: { at: number; sender: string }[] = [];

  async function download(url: string): Promise<X509Certificate> {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => null);
    if (!response || response.status >= 500) throw unavailable();
    if (!response.ok) throw refused('no certificate at its URL');
    const body = Buffer.from(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
    if (body.length === 0 || body.length > MAX_BYTES) throw refused('no certificate at its URL');
    try {
      // The first certificate of the PEM is the signing one; the rest is its chain.
      return new X509Certificate(body);
    } catch {
      throw refused('no certificate at its URL');
    }
  }

  function fetchCertificate(url: string, sender: string): Promise<X509Certificate> {
    const inFlight = pending.get(url);
    if (inFlight) return inFlight;
    const at = now();
    fetches = fetches.filter((made) => made.at > at - 60_000);
    const bySender = fetches.filter((made) => made.sender === sender).length;
    if (fetches.length >= CERT_FETCHES_PER_MINUTE || bySender >= CERT_FETCHES_PER_SENDER_PER_MINUTE)
      return Promise.reject(unavailable());
    fetches.push({ at, sender });
    const fetched = download(url)
      .then((certificate) => {
        cache.set(url, certificate);
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        return certificate;
      })
      .finally(() => pending.delete(url));
    pending.set(url, fetched);
    return fetched;
  }

  return async (certUrl, sender) => {
    const url = parsePaypalCertUrl(certUrl, apiBase)?.href;
    if (!url) throw refused('its certificate is not on PayPal');
    const cached = cache.get(url);
    if (cached) {
      // Re-inserted last: the map's order is least recently used first.
      cache.delete(url);
      cache.set(url, cached);
    }
    const certificate = cached ?? (await fetchCertificate(url, sender));
    const at = now();
    if (certificate.validFromDate.getTime() > at || certificate.validToDate.getTime() < at)
      throw refused('its certificate is not valid now');
    if (!SIGNING_SUBJECT.test(certificate.subject)) throw refused('its certificate is not PayPal’s');
    if (certificate.publicKey.asymmetricKeyType !== 'rsa') throw refused('its certificate is not PayPal’s');
    return certificate;
  };
}
