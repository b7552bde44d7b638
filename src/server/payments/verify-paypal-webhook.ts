import { HttpError } from '../http/http-error';

export type PaypalConfig = { apiBase: string; clientId: string; clientSecret: string; webhookId: string };

export type PaypalVerifier = (headers: Record<string, string | string[] | undefined>, rawBody: string) => Promise<void>;

const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const TIMEOUT_MS = 10_000;

/** PayPal is unreachable or refused our credentials: 503, so PayPal delivers the event again later. */
const unavailable = () =>
  new HttpError(503, 'verification_unavailable', 'The webhook could not be verified right now.');

/**
 * Verification as PayPal specifies it: a client-credentials token, then
 * POST /v1/notifications/verify-webhook-signature; only verification_status SUCCESS passes.
 * The event goes back to PayPal as the exact bytes received (spliced into the request), because a
 * re-serialised event may differ from what PayPal signed.
 */
export function createPaypalVerifier(config: PaypalConfig, fetchImpl: typeof fetch = fetch): PaypalVerifier {
  const base = config.apiBase.replace(/\/$/, '');
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await fetchImpl(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    if (!response?.ok) throw unavailable();
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== 'string') throw unavailable();
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 300;
    // Renew a minute early so a token never expires between the check and its use.
    cached = { token: body.access_token, expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000 };
    return cached.token;
  }

  return async (headers, rawBody) => {
    const fields: Record<string, string> = {};
    for (const [field, header] of Object.entries(HEADERS)) {
      const value = headers[header];
      if (typeof value !== 'string' || value === '') {
        throw new HttpError(400, 'invalid_signature', `Missing ${header.toUpperCase()} header.`);
      }
      fields[field] = value;
    }
    const request =
      JSON.stringify({ ...fields, webhook_id: config.webhookId }).slice(0, -1) + `,"webhook_event":${rawBody}}`;
    const token = await accessToken();
    const response = await fetchImpl(`${base}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: request,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    if (!response) throw unavailable();
    if (response.status === 401) {
      cached = null;
      throw unavailable();
    }
    if (response.status >= 500) throw unavailable();
    const result = (await response.json().catch(() => null)) as { verification_status?: unknown } | null;
    if (!response.ok || result?.verification_status !== 'SUCCESS') {
      throw new HttpError(400, 'invalid_signature', 'The webhook signature could not be verified.');
    }
  };
}
