import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliveryDueAt } from '../../src/domain/delivery-time';
import { buildApp } from '../../src/server/app';
import { confirmEmailAddress } from '../../src/server/email-confirmation/confirm-email-address';
import { confirmationToken } from '../../src/server/email-confirmation/confirmation-token';
import { loadSiteConfig } from '../../src/server/config';
import { createPaypalVerifier } from '../../src/server/payments/verify-paypal-webhook';
import { FAKE_CERT_PATH, FAKE_PAYPAL, startFakePaypal, type FakePaypal } from './fakes/fake-paypal';
import {
  auth,
  checkoutSession,
  createBuyer,
  eventId,
  paypalCapture,
  postPaypal,
  postStripe,
  rows,
  STRIPE_SECRET,
  stripeEvent,
} from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');

describe.each(DATABASE_KINDS)('payment webhooks on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  let paypal: FakePaypal;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    paypal = await startFakePaypal();
    const common = {
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      createRateLimit: 1000,
      logLevel: 'silent',
    };
    app = await buildApp({
      ...common,
      stripeWebhookSecret: STRIPE_SECRET,
      paypalVerifier: createPaypalVerifier({ apiBase: paypal.apiBase, ...FAKE_PAYPAL }),
    });
    bare = await buildApp(common);
  });

  afterAll(async () => {
    await app.close();
    await bare.close();
    await paypal.close();
    await database.dispose();
  });

  const db = () => database.db;
  const reading = async (id: number) => (await rows(db(), sql`select * from readings where id = ${id}`))[0] ?? {};
  const deliveriesOf = async (id: number) =>
    rows<{ kind: string; status: string; due_at: Date | string }>(
      db(),
      sql`select kind, status, due_at from deliveries where reading_id = ${id} order by kind`,
    );
  const eventCount = async () =>
    (await rows<{ n: number }>(db(), sql`select count(*)::int as n from payment_events`))[0]?.n ?? 0;
  const snapshot = async (id: number) => ({
    reading: await reading(id),
    deliveries: await deliveriesOf(id),
    events: await eventCount(),
  });

  describe('Stripe', () => {
    it('answers 503 when no signing secret is configured', async () => {
      const response = await postStripe(bare, stripeEvent('checkout.session.completed', checkoutSession(1)));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'webhook_not_configured',
        message: 'The Stripe webhook is not configured on this server.',
      });
    });

    it("completes the order found by client_reference_id and schedules the tier's delivery, in one go", async () => {
      const { id } = await createBuyer(app, 'stripe-card@example.com');
      const response = await postStripe(app, stripeEvent('checkout.session.completed', checkoutSession(id)));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });
      const stored = await reading(id);
      expect(stored).toMatchObject({
        payment_status: 'completed',
        payment_method: 'card',
        selected_price: '$29',
        failure_reason: null,
      });
      const paidAt = new Date(stored.payment_completed_at as string);
      expect(Math.abs(paidAt.getTime() - Date.now())).toBeLessThan(60_000);
      const [delivery] = await deliveriesOf(id);
      expect(delivery?.kind).toBe('reading');
      expect(new Date(delivery?.due_at ?? 0).toISOString()).toBe(deliveryDueAt('$29', paidAt).toISOString());
    });

    it('takes the tier from the amount paid, and paypal as the method when the session says so', async () => {
      const { id } = await createBuyer(app, 'stripe-paypal@example.com');
      const session = checkoutSession(id, { amount_total: 4900, payment_method_types: ['paypal'] });
      expect((await postStripe(app, stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
      expect(await reading(id)).toMatchObject({
        payment_status: 'completed',
        payment_method: 'paypal',
        selected_price: '$49',
      });
    });

    it('rejects forged, unsigned, tampered and stale requests with 400 and changes nothing', async () => {
      const { id } = await createBuyer(app, 'forged@example.com');
      const before = await snapshot(id);
      const payload = stripeEvent('checkout.session.completed', checkoutSession(id));
      const otherReading = stripeEvent('checkout.session.completed', checkoutSession(id + 1000));
      const signed = Stripe.webhooks.generateTestHeaderString({ payload: otherReading, secret: STRIPE_SECRET });
      const attempts = [
        postStripe(app, payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' })),
        postStripe(app, payload, null),
        postStripe(app, payload, 't=123,v1=deadbeef'),
        postStripe(app, payload, signed),
        postStripe(
          app,
          payload.replace('"paid"', '"paid" '),
          Stripe.webhooks.generateTestHeaderString({
            payload: payload.replace(String(id), String(id + 1)),
            secret: STRIPE_SECRET,
          }),
        ),
        postStripe(
          app,
          payload,
          Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_SECRET,
            timestamp: Math.floor(Date.now() / 1000) - 3600,
          }),
        ),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('invalid_signature');
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
      }
      expect(await snapshot(id)).toEqual(before);
    });

    it('applies a replayed event once: the replay is a 200 no-op', async () => {
      const { id } = await createBuyer(app, 'replay@example.com');
      const payload = stripeEvent('checkout.session.completed', checkoutSession(id));
      expect((await postStripe(app, payload)).json().outcome).toBe('applied');
      const after = await snapshot(id);
      const replays = await Promise.all([postStripe(app, payload), postStripe(app, payload)]);
      for (const replay of replays) expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(await snapshot(id)).toEqual(after);
    });

    it('never downgrades a completed order when a failure or cancellation arrives late', async () => {
      const { id } = await createBuyer(app, 'late-failure@example.com');
      await postStripe(app, stripeEvent('checkout.session.completed', checkoutSession(id)));
      const late = [
        stripeEvent('payment_intent.payment_failed', {
          id: 'pi_1',
          object: 'payment_intent',
          metadata: { reading_id: String(id) },
          last_payment_error: { message: 'Your card was declined.' },
        }),
        stripeEvent('checkout.session.async_payment_failed', checkoutSession(id, { payment_status: 'unpaid' })),
        stripeEvent('checkout.session.expired', checkoutSession(id, { payment_status: 'unpaid' })),
      ];
      for (const payload of late) expect((await postStripe(app, payload)).json().outcome).toBe('unchanged');
      expect(await reading(id)).toMatchObject({ payment_status: 'completed', failure_reason: null });
      expect((await deliveriesOf(id)).map((delivery) => delivery.status)).toEqual(['pending']);
    });

    it('records failures with the reason from the event, or the default, and cancellations', async () => {
      const declined = await createBuyer(app, 'declined@example.com');
      await postStripe(
        app,
        stripeEvent('payment_intent.payment_failed', {
          id: 'pi_2',
          object: 'payment_intent',
          metadata: { reading_id: String(declined.id) },
          last_payment_error: { message: 'Your card has insufficient funds.' },
        }),
      );
      expect(await reading(declined.id)).toMatchObject({
        payment_status: 'failed',
        failure_reason: 'Your card has insufficient funds.',
      });
      const failed = await createBuyer(app, 'async-failed@example.com');
      await postStripe(
        app,
        stripeEvent('checkout.session.async_payment_failed', checkoutSession(failed.id, { payment_status: 'unpaid' })),
      );
      expect(await reading(failed.id)).toMatchObject({
        payment_status: 'failed',
        failure_reason: 'Payment processing failed',
      });
      const expired = await createBuyer(app, 'expired@example.com');
      await postStripe(
        app,
        stripeEvent('checkout.session.expired', checkoutSession(expired.id, { payment_status: 'unpaid' })),
      );
      expect(await reading(expired.id)).toMatchObject({ payment_status: 'canceled' });
      // And a failed order can still be paid afterwards.
      await postStripe(app, stripeEvent('checkout.session.completed', checkoutSession(failed.id)));
      expect(await reading(failed.id)).toMatchObject({ payment_status: 'completed', failure_reason: null });
      for (const { id } of [declined, expired]) expect(await deliveriesOf(id)).toEqual([]);
    });

    it('leaves a session completed but unpaid (delayed method) pending until its async event', async () => {
      const { id } = await createBuyer(app, 'async-ok@example.com');
      const unpaid = checkoutSession(id, { payment_status: 'unpaid' });
      expect((await postStripe(app, stripeEvent('checkout.session.completed', unpaid))).json().outcome).toBe('noted');
      expect((await reading(id)).payment_status).toBe('pending');
      await postStripe(
        app,
        stripeEvent('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }),
      );
      expect((await reading(id)).payment_status).toBe('completed');
    });

    it("holds a payment that came back without a reference instead of matching the payer's e-mail", async () => {
      const buyer = await createBuyer(app, 'same.person@example.com');
      const session = checkoutSession(null, { customer_details: { email: 'SAME.PERSON@EXAMPLE.COM' } });
      expect((await postStripe(app, stripeEvent('checkout.session.completed', session))).json().outcome).toBe('held');
      expect((await reading(buyer.id)).payment_status).toBe('pending');
      expect(await deliveriesOf(buyer.id)).toEqual([]);
    });

    it('upgrades a free order to a paid one: the delivery moves earlier, never later', async () => {
      const { id, token } = await createBuyer(app, 'upgrade@example.com', 'Anna Rossi', 'FREE');
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/readings/${id}/free-completion`,
            payload: {},
            headers: auth(token),
          })
        ).statusCode,
      ).toBe(200);
      // The visitor confirms the address (decision 0032): the free reading is scheduled from then.
      const secret = 'upgrade-test-link-secret';
      const link = confirmationToken(secret, id, 'upgrade@example.com', new Date());
      await confirmEmailAddress(database.db, secret, link.token, new Date());
      const free = (await deliveriesOf(id)).find((delivery) => delivery.kind === 'reading');
      expect(free).toBeDefined();
      await postStripe(app, stripeEvent('checkout.session.completed', checkoutSession(id, { amount_total: 4900 })));
      const stored = await reading(id);
      expect(stored).toMatchObject({ payment_status: 'completed', payment_method: 'card', selected_price: '$49' });
      const paid = (await deliveriesOf(id)).find((delivery) => delivery.kind === 'reading');
      expect(new Date(paid?.due_at ?? 0).getTime()).toBeLessThan(new Date(free?.due_at ?? 0).getTime());
      expect(new Date(paid?.due_at ?? 0).toISOString()).toBe(
        deliveryDueAt('$49', new Date(stored.payment_completed_at as string)).toISOString(),
      );
      // A later, slower tier's completion for the same reading cannot push it back.
      await postStripe(
        app,
        stripeEvent('payment_intent.succeeded', {
          id: 'pi_3',
          object: 'payment_intent',
          metadata: { reading_id: String(id) },
          amount_received: 1900,
          currency: 'usd',
          payment_method_types: ['card'],
        }),
      );
      expect((await deliveriesOf(id)).find((delivery) => delivery.kind === 'reading')?.due_at).toEqual(paid?.due_at);
    });

    it('records and ignores event types it does not act on', async () => {
      const response = await postStripe(app, stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
      expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    });
  });

  describe('signed but malformed events', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const envelope = (fields: Record<string, unknown>) =>
      JSON.stringify({
        id: eventId(),
        object: 'event',
        type: 'checkout.session.completed',
        created: now(),
        livemode: false,
        ...fields,
      });
    const stripeCases = (id: number): [string, string][] => [
      ['data missing', envelope({})],
      [
        'amount of the wrong type',
        stripeEvent('checkout.session.completed', checkoutSession(id, { amount_total: '2900' })),
      ],
      ['created absurdly late', envelope({ created: 1e308, data: { object: checkoutSession(id) } })],
      ['created negative', envelope({ created: -5, data: { object: checkoutSession(id) } })],
      ['NUL in the id', envelope({ id: 'evt_\u0000nul', data: { object: checkoutSession(id) } })],
      ['lone surrogate in the id', envelope({ id: 'evt_\ud800', data: { object: checkoutSession(id) } })],
      ['a 10 KB id', envelope({ id: `evt_${'x'.repeat(10_240)}`, data: { object: checkoutSession(id) } })],
      [
        'NUL in the reference',
        stripeEvent('checkout.session.completed', checkoutSession(id, { client_reference_id: `${id}\u0000` })),
      ],
      [
        'intent metadata of the wrong type',
        stripeEvent('payment_intent.succeeded', {
          id: 'pi_bad',
          object: 'payment_intent',
          metadata: { reading_id: id },
          amount_received: 2900,
          currency: 'usd',
        }),
      ],
      ['not JSON', 'not json at all'],
      ['JSON null', 'null'],
    ];
    const paypalCases = (id: number): [string, object | string][] => [
      [
        'resource missing',
        { id: eventId('WH'), event_type: 'PAYMENT.CAPTURE.COMPLETED', create_time: new Date().toISOString() },
      ],
      [
        'amount of the wrong type',
        paypalCapture('PAYMENT.CAPTURE.COMPLETED', id, { amount: { currency_code: 'USD', value: 29 } }),
      ],
      [
        'create_time not a time',
        { ...paypalCapture('PAYMENT.CAPTURE.COMPLETED', id), create_time: '+275760-09-13T00:00:00.001Z' },
      ],
      ['NUL in the id', { ...paypalCapture('PAYMENT.CAPTURE.COMPLETED', id), id: 'WH-\u0000' }],
      ['a 10 KB id', { ...paypalCapture('PAYMENT.CAPTURE.COMPLETED', id), id: `WH-${'x'.repeat(10_240)}` }],
      ['lone surrogate in custom_id', paypalCapture('PAYMENT.CAPTURE.COMPLETED', id, { custom_id: '\udfff' })],
      ['an array', '[]'],
    ];
    const rejectedRows = async () =>
      rows<{ provider: string; event_id: string; event_type: string; note: string; reading_id: number | null }>(
        db(),
        sql`select provider, event_id, event_type, note, reading_id from payment_events where outcome = 'rejected' order by id`,
      );

    it('answers each 200 rejected, records it bounded and readable, changes nothing else, and counts a replay as a duplicate', async () => {
      const { id } = await createBuyer(app, 'malformed@example.com');
      const before = await snapshot(id);
      const recordedBefore = (await rejectedRows()).length;
      const posts: [string, () => ReturnType<typeof postStripe>][] = [
        ...stripeCases(id).map(([label, payload]): [string, () => ReturnType<typeof postStripe>] => [
          `Stripe: ${label}`,
          () => postStripe(app, payload),
        ]),
        ...paypalCases(id).map(([label, event]): [string, () => ReturnType<typeof postStripe>] => {
          const body = typeof event === 'string' ? event : JSON.stringify(event);
          return [`PayPal: ${label}`, () => postPaypal(app, body)];
        }),
      ];
      for (const [label, post] of posts) {
        const response = await post();
        expect({ label, status: response.statusCode, body: response.json() }).toEqual({
          label,
          status: 200,
          body: { received: true, outcome: 'rejected' },
        });
        const replay = await post();
        expect({ label, body: replay.json() }).toEqual({ label, body: { received: true, outcome: 'duplicate' } });
      }
      const recorded = (await rejectedRows()).slice(recordedBefore);
      expect(recorded).toHaveLength(posts.length);
      for (const event of recorded) {
        expect(event.event_id.length).toBeLessThanOrEqual(255);
        // eslint-disable-next-line no-control-regex -- control characters are what must not be stored
        expect(event.event_id + event.event_type + event.note).not.toMatch(/[\u0000-\u001f]|\p{Cs}/u);
        expect(event.note).toMatch(/^malformed event: /);
        expect(event.reading_id).toBeNull();
      }
      const after = await snapshot(id);
      expect(after.reading).toEqual(before.reading);
      expect(after.deliveries).toEqual(before.deliveries);
      expect(after.events).toBe(before.events + posts.length);
    });

    it('says what was wrong in the note', async () => {
      const payload = envelope({ created: -5, data: { object: checkoutSession(1) } });
      await postStripe(app, payload);
      const [stored] = await rows<{ note: string }>(
        db(),
        sql`select note from payment_events where event_id = ${(JSON.parse(payload) as { id: string }).id}`,
      );
      expect(stored?.note).toMatch(/^malformed event: created: /);
    });
  });

  describe('PayPal', () => {
    it('answers 503 when the webhook id is not configured', async () => {
      const response = await postPaypal(bare, paypalCapture('PAYMENT.CAPTURE.COMPLETED', 1));
      expect(response.statusCode).toBe(503);
    });

    it("verifies with the certificate PayPal's headers name, fetched once, then completes the order found by custom_id", async () => {
      const { id } = await createBuyer(app, 'paypal@example.com');
      const response = await postPaypal(app, paypalCapture('PAYMENT.CAPTURE.COMPLETED', id));
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('applied');
      expect(await reading(id)).toMatchObject({
        payment_status: 'completed',
        payment_method: 'paypal',
        selected_price: '$29',
      });
      expect((await deliveriesOf(id)).map((delivery) => delivery.kind)).toEqual(['reading']);
      const other = await createBuyer(app, 'paypal-2@example.com');
      expect((await postPaypal(app, paypalCapture('PAYMENT.CAPTURE.COMPLETED', other.id))).statusCode).toBe(200);
      // Verified on this server: the certificate is fetched once, and PayPal is asked nothing else.
      expect(paypal.requests).toEqual([FAKE_CERT_PATH]);
    });

    it("completes a CHECKOUT.ORDER.COMPLETED found by its purchase unit's custom_id, keeping the capture id", async () => {
      const { id } = await createBuyer(app, 'order-payer@example.com');
      const event = {
        id: eventId('WH'),
        event_type: 'CHECKOUT.ORDER.COMPLETED',
        create_time: new Date().toISOString(),
        resource: {
          id: 'ORDER-1',
          payer: { email_address: 'Order-Payer@example.com' },
          purchase_units: [
            {
              custom_id: String(id),
              amount: { currency_code: 'USD', value: '49.00' },
              payments: { captures: [{ id: 'CAP-ORDER-1' }] },
            },
          ],
        },
      };
      expect((await postPaypal(app, event)).json().outcome).toBe('applied');
      expect(await reading(id)).toMatchObject({
        payment_status: 'completed',
        payment_method: 'paypal',
        selected_price: '$49',
      });
      const [stored] = await rows(
        db(),
        sql`select amount_minor::int, currency, reading_ref::int, provider_payment_id, payer_email from payment_events where event_id = ${event.id}`,
      );
      expect(stored).toEqual({
        amount_minor: 4900,
        currency: 'USD',
        reading_ref: id,
        provider_payment_id: 'CAP-ORDER-1',
        payer_email: null,
      });
    });

    it('rejects forged, tampered and incompletely signed requests with 400 and changes nothing', async () => {
      const { id } = await createBuyer(app, 'paypal-forged@example.com');
      const before = await snapshot(id);
      const event = paypalCapture('PAYMENT.CAPTURE.COMPLETED', id);
      const responses = [
        await postPaypal(app, event, { signature: 'made-up' }),
        // Signed by PayPal, but for another webhook (someone else's, or the webhook simulator's).
        await postPaypal(app, event, { webhookId: 'WH-SOMEONE-ELSE' }),
        await postPaypal(app, event, { certUrl: 'https://paypal.example.com/v1/notifications/certs/CERT-fake-1' }),
        await postPaypal(app, event, { tamper: (body) => body.replace('29.00', '0.01') }),
        await postPaypal(app, event, { omit: 'paypal-transmission-sig' }),
        await postPaypal(app, event, { tamper: () => 'not json' }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(400);
        expect(['invalid_signature', 'invalid_event']).toContain(response.json().error);
      }
      expect(await snapshot(id)).toEqual(before);
    });

    it('applies a replay once, never downgrades, and never finds a refund by its custom_id', async () => {
      const { id } = await createBuyer(app, 'paypal-order@example.com');
      const completed = paypalCapture('PAYMENT.CAPTURE.COMPLETED', id);
      expect((await postPaypal(app, completed)).json().outcome).toBe('applied');
      const after = await snapshot(id);
      expect((await postPaypal(app, completed)).json().outcome).toBe('duplicate');
      expect(await snapshot(id)).toEqual(after);
      expect((await postPaypal(app, paypalCapture('PAYMENT.CAPTURE.DENIED', id))).json().outcome).toBe('unchanged');
      // A refund names the capture it refunds (its up link, tests/integration/payment-refunds.test.ts); this one names none.
      const refund = paypalCapture('PAYMENT.CAPTURE.REFUNDED', id);
      expect((await postPaypal(app, refund)).json().outcome).toBe('held');
      expect(await reading(id)).toMatchObject({ payment_status: 'completed', refunded_at: null });
      const notes = await rows<{ event_type: string; outcome: string; note: string | null }>(
        db(),
        sql`select event_type, outcome, note from payment_events where reading_id = ${id} order by id`,
      );
      expect(notes.map((note) => note.outcome)).toEqual(['applied', 'unchanged']);
      const [held] = await rows<{ outcome: string; note: string | null }>(
        db(),
        sql`select outcome, note from payment_events where event_id = ${refund.id}`,
      );
      expect(held).toEqual({ outcome: 'held', note: 'the event names no payment' });
    });

    it("records a denied capture as failed with PayPal's reason", async () => {
      const { id } = await createBuyer(app, 'paypal-denied@example.com');
      await postPaypal(
        app,
        paypalCapture('PAYMENT.CAPTURE.DENIED', id, {
          status: 'DECLINED',
          status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' },
        }),
      );
      expect(await reading(id)).toMatchObject({
        payment_status: 'failed',
        failure_reason: 'DECLINED_BY_RISK_FRAUD_FILTERS',
      });
      expect(await deliveriesOf(id)).toEqual([]);
    });
  });
});
