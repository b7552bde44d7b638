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
import { FAKE_CERT_PATH, FAKE_PAYPAL, startFakePaypal, type FakePaypal } from './fakes/fake-paypal';
import {
  checkoutSession,
  createBuyer,
  paypalCapture,
  postPaypal,
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

  // The reviewer's attack: anyone may point a PayPal webhook of their own (or PayPal's simulator) at
  // our URL, and PayPal then delivers, from PayPal's own addresses, events signed for that webhook.
  it("PayPal: events PayPal signed for another webhook, from PayPal's address, never hold back ours", async () => {
    const buyer = await createBuyer(app, 'paypal-flood@example.com');
    const codes: number[] = [];
    for (let i = 0; i < FLOOD; i += 1) {
      const theirs = paypalCapture('PAYMENT.CAPTURE.COMPLETED', buyer.id);
      codes.push((await postPaypal(app, theirs, { webhookId: 'WH-SOMEONE-ELSE', remoteAddress: PROVIDER })).statusCode);
    }
    expect(await paymentStatus(buyer.id)).not.toBe('completed');
    expect(codes.slice(0, WEBHOOK_FAILURES_PER_MINUTE)).toEqual(Array(WEBHOOK_FAILURES_PER_MINUTE).fill(400));
    expect(tally(codes.slice(WEBHOOK_FAILURES_PER_MINUTE))).toEqual({ 429: FLOOD - WEBHOOK_FAILURES_PER_MINUTE });

    const ours = await postPaypal(app, paypalCapture('PAYMENT.CAPTURE.COMPLETED', buyer.id), {
      remoteAddress: PROVIDER,
    });
    expect(ours.statusCode).toBe(200);
    expect(ours.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await paymentStatus(buyer.id)).toBe('completed');
    // Verified on this server: PayPal's certificate was fetched once for all of them.
    expect(paypal.requests).toEqual([FAKE_CERT_PATH]);
  });

  it('PayPal: forged events get 400 up to the allowance, then 429, and a signed event from the forger is applied', async () => {
    const buyer = await createBuyer(app, 'paypal-forged-flood@example.com');
    const forger = '203.0.113.14';
    const codes: number[] = [];
    for (let i = 0; i < FLOOD; i += 1) {
      const forged = paypalCapture('PAYMENT.CAPTURE.COMPLETED', buyer.id);
      codes.push((await postPaypal(app, forged, { signature: 'Zm9yZ2Vk', remoteAddress: forger })).statusCode);
    }
    expect(await paymentStatus(buyer.id)).not.toBe('completed');
    expect(codes.slice(0, WEBHOOK_FAILURES_PER_MINUTE)).toEqual(Array(WEBHOOK_FAILURES_PER_MINUTE).fill(400));
    expect(tally(codes.slice(WEBHOOK_FAILURES_PER_MINUTE))).toEqual({ 429: FLOOD - WEBHOOK_FAILURES_PER_MINUTE });

    const signed = await postPaypal(app, paypalCapture('PAYMENT.CAPTURE.COMPLETED', buyer.id), {
      remoteAddress: forger,
    });
    expect(signed.statusCode).toBe(200);
    expect(await paymentStatus(buyer.id)).toBe('completed');
  });

  it('PayPal: a certificate named on another host fails verification without being fetched', async () => {
    const stranger = await startFakePaypal({ delivering: false });
    try {
      const buyer = await createBuyer(app, 'paypal-stranger@example.com');
      const response = await postPaypal(app, paypalCapture('PAYMENT.CAPTURE.COMPLETED', buyer.id), {
        certUrl: stranger.certUrl,
        remoteAddress: '203.0.113.16',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_signature');
      expect(stranger.requests).toEqual([]);
      expect(await paymentStatus(buyer.id)).not.toBe('completed');
    } finally {
      await stranger.close();
    }
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
