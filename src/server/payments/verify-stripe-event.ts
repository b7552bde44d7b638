import Stripe from 'stripe';

import { HttpError } from '../http/http-error';

const invalid = (message: string) => new HttpError(400, 'invalid_signature', message);

function verifySignature(rawBody: Buffer, signature: string, secret: string): void {
  const verifier = Stripe.webhooks.signature;
  if (!verifier) throw new Error('The stripe package has no signature verifier.');
  try {
    verifier.verifyHeader(rawBody, signature, secret, Stripe.webhooks.DEFAULT_TOLERANCE);
  } catch {
    throw invalid('The webhook signature could not be verified.');
  }
}

/**
 * Stripe's own check (HMAC over the raw body, timestamp within 5 minutes); anything else is a 400.
 * A signed body is Stripe's even when it is not JSON: it comes back as undefined, for the event
 * schema to reject and record, since any answer but 2xx makes Stripe retry it for days.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | string[] | undefined, secret: string): unknown {
  if (typeof signature !== 'string' || signature === '') throw invalid('Missing Stripe-Signature header.');
  verifySignature(rawBody, signature, secret);
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
