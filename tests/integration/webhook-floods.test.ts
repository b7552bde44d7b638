import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { WEBHOOK_FAILURES_PER_MINUTE } from '../../src/server/payments/webhook-failure-limit';
import { createPaypalVerifier } from '../../src/server/payments/verify-paypal-webhook';
import { FAKE_PAYPAL, signPaypal, startFakePaypal, type FakePaypal } from './fakes/fake-paypal';
import {
  checkoutSession,
  createBuyer,
  eventId,
  paypalCapture,
  rows,
  STRIPE_SECRET,
  stripeEvent,
} from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

/** As many forged events as took the old shared ceiling (1,200 a minute) and more. */
const FLOOD = 1260;
const FORGER = '203.0.113.13';
const PROVIDER = '54.187.174.169';

describe.each(DATABASE_KINDS)('a flood of forged webhook events on the %s database', (kind) => {
  let database: TestDatabase;
  let paypal: FakePaypal;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    paypal = await startFakePaypal();
    app = await buildApp({
      database,
      site: loadSiteConfig('config/site.json'),
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      createRateLimit: 1000,
      // On PostgreSQL through the counters every server shares, as in production.
      sharedRateLimits: kind === 'postgres',
      logLevel: 'silent',
      stripeWebhookSecret: STRIPE_SECRET,
      paypalVerifier: createPaypalVerifier({ apiBase: paypal.apiBase, ...FAKE_PAYPAL }),
    });
  });

  afterAll(async () => {
    await app.close();
    await paypal.close();
    await database.dispose();
  });

  const paymentStatus = async (id: number) =>
    (
      await rows<{ status: string }>(database.db, sql`select payment_status as status from readings where id = ${id}`)
    )[0]?.status;

  const postStripe = (payload: string, signature: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      remoteAddress,
    });

  const postPaypal = (body: string, signature: string | null, remoteAddress: string) => {
    const transmissionId = `tx-${eventId()}`;
    const time = new Date().toISOString();
    return app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature ?? signPaypal(transmissionId, time, FAKE_PAYPAL.webhookId, body),
      },
      remoteAddress,
    });
  };

  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

  it('Stripe: a signed event is applied after the flood, and the forger is refused past its allowance', async () => {
    const buyer = await createBuyer(app, 'stripe-flood@example.com');
    const codes: number[] = [];
    for (let i = 0; i < FLOOD; i += 1) {
      const forged = stripeEvent('checkout.session.completed', checkoutSession(buyer.id));
      codes.push(
        (await postStripe(forged, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, FORGER)).statusCode,
      );
    }
    expect(await paymentStatus(buyer.id)).not.toBe('completed');

    const payload = stripeEvent('checkout.session.completed', checkoutSession(buyer.id));
    const signed = await postStripe(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET }),
      PROVIDER,
    );
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await paymentStatus(buyer.id)).toBe('completed');
    expect(codes.slice(0, WEBHOOK_FAILURES_PER_MINUTE)).toEqual(Array(WEBHOOK_FAILURES_PER_MINUTE).fill(400));
    expect(tally(codes.slice(WEBHOOK_FAILURES_PER_MINUTE))).toEqual({ 429: FLOOD - WEBHOOK_FAILURES_PER_MINUTE });

    // A signed event is verified before any limit, so even the forger's address cannot be refused one.
    const other = await createBuyer(app, 'stripe-flood-2@example.com');
    const fromForger = stripeEvent('checkout.session.completed', checkoutSession(other.id));
    const accepted = await postStripe(
      fromForger,
      Stripe.webhooks.generateTestHeaderString({ payload: fromForger, secret: STRIPE_SECRET }),
      FORGER,
    );
    expect(accepted.statusCode).toBe(200);
    expect(await paymentStatus(other.id)).toBe('completed');
  });

  it('PayPal: a signed event is applied after the flood, which cost only its allowance in verification calls', async () => {
    const buyer = await createBuyer(app, 'paypal-flood@example.com');
    const forger = '203.0.113.14';
    const callsBefore = paypal.verifyRequests.length;
    const codes: number[] = [];
    for (let i = 0; i < FLOOD; i += 1) {
      const forged = JSON.stringify(paypalCapture('PAYMENT.CAPTURE.COMPLETED', buyer.id));
      codes.push((await postPaypal(forged, 'forged-signature', forger)).statusCode);
    }
    const forgedCalls = paypal.verifyRequests.length - callsBefore;
    expect(await paymentStatus(buyer.id)).not.toBe('completed');

    const signed = await postPaypal(
      JSON.stringify(paypalCapture('PAYMENT.CAPTURE.COMPLETED', buyer.id)),
      null,
      PROVIDER,
    );
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await paymentStatus(buyer.id)).toBe('completed');
    expect(codes.slice(0, WEBHOOK_FAILURES_PER_MINUTE)).toEqual(Array(WEBHOOK_FAILURES_PER_MINUTE).fill(400));
    expect(tally(codes.slice(WEBHOOK_FAILURES_PER_MINUTE))).toEqual({ 429: FLOOD - WEBHOOK_FAILURES_PER_MINUTE });
    // Past its allowance an address is refused before PayPal is asked.
    expect(forgedCalls).toBe(WEBHOOK_FAILURES_PER_MINUTE);
  });

  it('counts an empty or unreadable body as a failure of its sender', async () => {
    const sender = '203.0.113.15';
    const codes: number[] = [];
    for (let i = 0; i < WEBHOOK_FAILURES_PER_MINUTE; i += 1)
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: i % 2 === 0 ? '/api/webhooks/stripe' : '/api/webhooks/paypal',
            payload: i % 4 === 1 ? 'not json' : '',
            headers: { 'content-type': 'application/json' },
            remoteAddress: sender,
          })
        ).statusCode,
      );
    expect(codes).toEqual(Array(WEBHOOK_FAILURES_PER_MINUTE).fill(400));
    expect((await postStripe('{}', 't=1,v1=00', sender)).statusCode).toBe(429);
  });
});
