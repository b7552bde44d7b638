import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HttpError } from '../../src/server/http/http-error';
import {
  CERT_FETCHES_PER_MINUTE,
  CERT_FETCHES_PER_SENDER_PER_MINUTE,
  createPaypalCertificates,
} from '../../src/server/payments/paypal-certificates';
import { FAKE_CERT_PATH, startFakePaypal, type FakePaypal } from './fakes/fake-paypal';

/** The error code a lookup ends with, or 'ok'. */
const outcome = (lookup: Promise<unknown>) =>
  lookup.then(
    () => 'ok',
    (error: unknown) => (error instanceof HttpError ? error.code : String(error)),
  );

describe("PayPal's signing certificates", () => {
  let paypal: FakePaypal;
  let clock: number;
  const now = () => clock;
  const certUrl = (name: string) => `${paypal.apiBase}/v1/notifications/certs/CERT-fake-${name}`;

  beforeAll(async () => {
    paypal = await startFakePaypal();
  });

  afterAll(async () => {
    await paypal.close();
  });

  it('fetches distinct certificate URLs on PayPal’s host at most the allowance a minute, then again a minute later', async () => {
    clock = Date.now();
    const certificates = createPaypalCertificates(paypal.apiBase, now);
    const before = paypal.requests.length;
    const outcomes: string[] = [];
    // One sender each, so only the process's allowance applies.
    for (let i = 0; i < 25; i += 1) outcomes.push(await outcome(certificates(certUrl(`a${i}`), `198.51.100.${i}`)));
    expect(paypal.requests.length - before).toBe(CERT_FETCHES_PER_MINUTE);
    expect(outcomes).toEqual([
      ...Array<string>(CERT_FETCHES_PER_MINUTE).fill('ok'),
      ...Array<string>(25 - CERT_FETCHES_PER_MINUTE).fill('verification_unavailable'),
    ]);
    // Fetched ones are kept: asking again costs no fetch.
    expect(await outcome(certificates(certUrl('a0'), '198.51.100.200'))).toBe('ok');
    expect(paypal.requests.length - before).toBe(CERT_FETCHES_PER_MINUTE);

    clock += 60_001;
    expect(await outcome(certificates(certUrl('a20'), '198.51.100.201'))).toBe('ok');
    expect(paypal.requests.length - before).toBe(CERT_FETCHES_PER_MINUTE + 1);
  });

  it("gives one sender only its share of the minute's fetches, so it cannot spend PayPal's", async () => {
    clock = Date.now();
    const certificates = createPaypalCertificates(paypal.apiBase, now);
    const before = paypal.requests.length;
    for (let i = 0; i < 10; i += 1) await outcome(certificates(certUrl(`b${i}`), '203.0.113.20'));
    expect(paypal.requests.length - before).toBe(CERT_FETCHES_PER_SENDER_PER_MINUTE);
    // PayPal's own certificate, on behalf of another address, is still fetched.
    expect(await outcome(certificates(`${paypal.apiBase}${FAKE_CERT_PATH}`, '54.187.174.169'))).toBe('ok');
  });

  it('never fetches from another host, another path, or over a URL with credentials or a query', async () => {
    const stranger = await startFakePaypal({ delivering: false });
    try {
      const certificates = createPaypalCertificates(paypal.apiBase);
      const refused = [
        stranger.certUrl,
        `${paypal.apiBase}/v1/oauth2/token`,
        `${paypal.apiBase}${FAKE_CERT_PATH}?x=1`,
        `http://user:pass@${new URL(paypal.apiBase).host}${FAKE_CERT_PATH}`,
        `https://api.paypal.com.example.net${FAKE_CERT_PATH}`,
        'not a url',
      ];
      const before = paypal.requests.length;
      for (const url of refused) expect(await outcome(certificates(url, '203.0.113.21'))).toBe('invalid_signature');
      expect(stranger.requests).toEqual([]);
      expect(paypal.requests.length).toBe(before);
    } finally {
      await stranger.close();
    }
  });

  it('refuses what is not a current certificate: a missing one, or one past its dates even when cached', async () => {
    clock = Date.now();
    const certificates = createPaypalCertificates(paypal.apiBase, now);
    expect(await outcome(certificates(`${paypal.apiBase}/v1/notifications/certs/CERT-missing`, '203.0.113.22'))).toBe(
      'invalid_signature',
    );
    expect(await outcome(certificates(certUrl('c1'), '203.0.113.22'))).toBe('ok');
    clock += 31 * 24 * 3600_000;
    expect(await outcome(certificates(certUrl('c1'), '203.0.113.22'))).toBe('invalid_signature');
  });
});
