import type { Config } from '../config';
import { createPaypalVerifier, type PaypalVerifier } from './verify-paypal-webhook';

/** The PayPal verifier when every piece is configured; otherwise the webhook answers 503. */
export function paypalVerifierFromConfig(config: Config): PaypalVerifier | null {
  const { PAYPAL_WEBHOOK_ID: webhookId, PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = config;
  if (!webhookId || !clientId || !clientSecret) return null;
  return createPaypalVerifier({ apiBase: config.PAYPAL_API_BASE, clientId, clientSecret, webhookId });
}
