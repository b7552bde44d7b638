import type { Config } from '../config';
import { createPaypalVerifier, type PaypalVerifier } from './verify-paypal-webhook';

/** The PayPal verifier when the webhook's id is configured; otherwise the webhook answers 503. */
export function paypalVerifierFromConfig(config: Config): PaypalVerifier | null {
  const webhookId = config.PAYPAL_WEBHOOK_ID;
  if (!webhookId) return null;
  return createPaypalVerifier({ apiBase: config.PAYPAL_API_BASE, webhookId });
}
