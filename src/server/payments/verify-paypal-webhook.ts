import { verify } from 'node:crypto';
import { crc32 } from 'node:zlib';

import { HttpError } from '../http/http-error';
import { createPaypalCertificates } from './paypal-certificates';

export type PaypalConfig = { apiBase: string; webhookId: string };

/** Resolves for an event PayPal signed for our webhook; `sender` is the request's address. */
export type PaypalVerifier = (
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  sender: string,
) => Promise<void>;

const HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

const invalid = () => new HttpError(400, 'invalid_signature', 'The webhook signature could not be verified.');

function readHeaders(headers: Record<string, string | string[] | undefined>) {
  const fields: Partial<Record<(typeof HEADERS)[number], string>> = {};
  for (const header of HEADERS) {
    const value = headers[header];
    if (typeof value !== 'string' || value === '')
      throw new HttpError(400, 'invalid_signature', `Missing ${header.toUpperCase()} header.`);
    fields[header] = value;
  }
  return fields as Record<(typeof HEADERS)[number], string>;
}

/**
 * Verification as PayPal specifies it, on this server: the signature (PAYPAL-TRANSMISSION-SIG,
 * base64) is SHA256withRSA, PKCS#1 v1.5, over `<transmission id>|<transmission time>|<our webhook
 * id>|<CRC32 of the body as received, unsigned decimal>`, with the key of the certificate at
 * PAYPAL-CERT-URL. No call per event, so every request can be verified before any limit decides.
 * The transmission time is not held to a window: PayPal does not document that a retry (up to 25
 * over 3 days) is signed anew, and a replay changes nothing, since events apply once by event id.
 */
export function createPaypalVerifier(config: PaypalConfig): PaypalVerifier {
  const certificates = createPaypalCertificates(config.apiBase);
  return async (headers, rawBody, sender) => {
    const fields = readHeaders(headers);
    if (fields['paypal-auth-algo'] !== 'SHA256withRSA') throw invalid();
    const certificate = await certificates(fields['paypal-cert-url'], sender);
    const message = [
      fields['paypal-transmission-id'],
      fields['paypal-transmission-time'],
      config.webhookId,
      crc32(rawBody),
    ].join('|');
    const signature = Buffer.from(fields['paypal-transmission-sig'], 'base64');
    if (!verify('sha256', Buffer.from(message, 'utf8'), certificate.publicKey, signature)) throw invalid();
  };
}
