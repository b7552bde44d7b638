import { execFileSync } from 'node:child_process';
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';

export const FAKE_PAYPAL = { webhookId: 'WH-FAKE-1' };

/** Where the fake serves its certificate, as PayPal serves `/v1/notifications/certs/CERT-…`. */
export const FAKE_CERT_PATH = '/v1/notifications/certs/CERT-fake-1';

const SUBJECT = '/C=US/O=PayPal/CN=messageverificationcerts.paypal.com';

type SigningPair = { key: KeyObject; certificate: string };
let signingPair: SigningPair | null = null;

/**
 * A test-only RSA key and a self-signed certificate in the name PayPal signs with, made once per
 * test process by openssl in a temporary folder: a key made for tests, no secret.
 */
function testSigningPair(): SigningPair {
  if (signingPair) return signingPair;
  const folder = mkdtempSync(path.join(tmpdir(), 'fake-paypal-'));
  const keyFile = path.join(folder, 'test-key.pem');
  const certFile = path.join(folder, 'test-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '30',
      '-subj',
      SUBJECT,
    ],
    { stdio: 'ignore' },
  );
  signingPair = { key: createPrivateKey(readFileSync(keyFile)), certificate: readFileSync(certFile, 'utf8') };
  rmSync(folder, { recursive: true, force: true });
  return signingPair;
}

/**
 * PAYPAL-TRANSMISSION-SIG as PayPal makes it: SHA256withRSA over
 * `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body, unsigned decimal>`.
 */
export function signPaypal(transmissionId: string, transmissionTime: string, webhookId: string, body: string): string {
  const message = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
  return sign('sha256', Buffer.from(message, 'utf8'), testSigningPair().key).toString('base64');
}

export type FakePaypal = {
  apiBase: string;
  /** The URL PayPal's headers name for the certificate that signed them. */
  certUrl: string;
  /** The path of every request the fake was sent, in order. */
  requests: string[];
  close: () => Promise<void>;
};

let delivering: FakePaypal | null = null;

/** The cert URL of the fake PayPal this test file started last: the one its events come from. */
export function fakePaypalCertUrl(): string {
  if (!delivering) throw new Error('start the fake PayPal (startFakePaypal) before sending PayPal events');
  return delivering.certUrl;
}

/**
 * Serves PayPal's signing certificate, as api.paypal.com does, at any path under
 * `/v1/notifications/certs/CERT-fake-` (so tests can name many certificate URLs); 404 elsewhere.
 * `delivering: false` makes one that is not the PayPal this file's events name.
 */
export async function startFakePaypal({ delivering: deliversEvents = true } = {}): Promise<FakePaypal> {
  const { certificate } = testSigningPair();
  const state: FakePaypal = { apiBase: '', certUrl: '', requests: [], close: async () => {} };
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    state.requests.push(url);
    if (request.method === 'GET' && url.startsWith('/v1/notifications/certs/CERT-fake-')) {
      response.writeHead(200, { 'content-type': 'application/x-pem-file' });
      return response.end(certificate);
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    return response.end(JSON.stringify({ name: 'RESOURCE_NOT_FOUND' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.certUrl = `${state.apiBase}${FAKE_CERT_PATH}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  if (deliversEvents) delivering = state;
  return state;
}
