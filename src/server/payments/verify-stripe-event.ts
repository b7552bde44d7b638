import Stripe from 'stripe';

import { HttpError } from '../http/http-error';

const invalid = (message: string) => new HttpError(400, 'invalid_signature', message);

/** Stripe's own check (HMAC over the raw body, timestamp within 5 minutes); anything else is a 400. */
export function verifyStripeEvent(rawBody: Buffer, signature: string | string[] | undefined, secret: string): Stripe.Event {
  if (typeof signature !== 'string' || signature === '') throw invalid('Missing Stripe-Signature header.');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw invalid('The webhook signature could not be verified.');
  }
}
