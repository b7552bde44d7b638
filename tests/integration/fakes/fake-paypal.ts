import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PAYPAL = { clientId: 'fake-client', clientSecret: 'fake-secret', webhookId: 'WH-FAKE-1' };
const SIGNING_KEY = 'fake-paypal-signing-key';

/**
 * What the fake checks in place of PayPal's certificate chain: a MAC over the transmission id,
 * time, webhook id and the event exactly as received. Tests sign events with it; a tampered
 * body or a made-up signature fails just as it would at PayPal.
 */
export function signPaypal(transmissionId: string, transmissionTime: string, webhookId: string, body: string): string {
  return createHmac('sha256', SIGNING_KEY)
    .update(`${transmissionId}|${transmissionTime}|${webhookId}|${body}`)
    .digest('base64');
}

export type FakePaypal = {
  apiBase: string;
  tokenRequests: number;
  verifyRequests: { webhook_id: string; auth_algo: string; cert_url: string; transmission_id: string }[];
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** Speaks PayPal's OAuth2 client-credentials and verify-webhook-signature APIs on 127.0.0.1. */
export async function startFakePaypal(): Promise<FakePaypal> {
  const state: FakePaypal = { apiBase: '', tokenRequests: 0, verifyRequests: [], close: async () => {} };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const send = (status: number, json: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && request.url === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL.clientId}:${FAKE_PAYPAL.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected || body !== 'grant_type=client_credentials')
        return send(401, { error: 'invalid_client' });
      state.tokenRequests += 1;
      return send(200, { access_token: 'A21-fake-token', token_type: 'Bearer', expires_in: 32400 });
    }
    if (request.method === 'POST' && request.url === '/v1/notifications/verify-webhook-signature') {
      if (request.headers.authorization !== 'Bearer A21-fake-token') return send(401, { error: 'invalid_token' });
      // The event is compared as the bytes the server sent, which must be the bytes PayPal sent it.
      const match = /,"webhook_event":(.*)\}$/s.exec(body);
      const fields = JSON.parse(body) as Record<string, string>;
      state.verifyRequests.push({
        webhook_id: fields.webhook_id ?? '',
        auth_algo: fields.auth_algo ?? '',
        cert_url: fields.cert_url ?? '',
        transmission_id: fields.transmission_id ?? '',
      });
      const expected = signPaypal(
        fields.transmission_id ?? '',
        fields.transmission_time ?? '',
        fields.webhook_id ?? '',
        match?.[1] ?? '',
      );
      const ok = fields.webhook_id === FAKE_PAYPAL.webhookId && fields.transmission_sig === expected;
      return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return send(404, { name: 'RESOURCE_NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
