import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliveryDueAt } from '../../src/domain/delivery-time';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { createPaypalVerifier } from '../../src/server/payments/verify-paypal-webhook';
import { FAKE_PAYPAL, signPaypal, startFakePaypal, type FakePaypal } from './fakes/fake-paypal';
import {
  auth, checkoutSession, createBuyer, eventId, postStripe, rows, STRIPE_SECRET, stripeEvent,
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
    const common = { database, site, storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')), searchCities: () => [], createRateLimit: 1000, logLevel: 'silent' };
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
    rows<{ kind: string; status: string; due_at: Date | string }>(db(), sql`select kind, status, due_at from deliveries where reading_id = ${id} order by kind`);
  const eventCount = async () => (await rows<{ n: number }>(db(), sql`select count(*)::int as n from payment_events`))[0]?.n ?? 0;
  const snapshot = async (id: number) => ({ reading: await reading(id), deliveries: await deliveriesOf(id), events: await eventCount() });

  describe('Stripe', () => {
    it('answers 503 when no signing secret is configured', async () => {
      const response = await postStripe(bare, stripeEvent('checkout.session.completed', checkoutSession(1)));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'webhook_not_configured', message: 'The Stripe webhook is not configured on this server.' });
    });

    it('completes the order found by client_reference_id and schedules the tier\'s delivery, in one go', async () => {
      const { id } = await createBuyer(app, 'stripe-card@example.com');
      const response = await postStripe(app, stripeEvent('checkout.session.completed', checkoutSession(id)));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });
      const stored = await reading(id);
      expect(stored).toMatchObject({ payment_status: 'completed', payment_method: 'card', selected_price: '$29', failure_reason: null });
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
      expect(await reading(id)).toMatchObject({ payment_status: 'completed', payment_method: 'paypal', selected_price: '$49' });
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
        postStripe(app, payload.replace('"paid"', '"paid" '), Stripe.webhooks.generateTestHeaderString({ payload: payload.replace(String(id), String(id + 1)), secret: STRIPE_SECRET })),
        postStripe(app, payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 })),
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
        stripeEvent('payment_intent.payment_failed', { id: 'pi_1', object: 'payment_intent', metadata: { reading_id: String(id) }, last_payment_error: { message: 'Your card was declined.' } }),
        stripeEvent('checkout.session.async_payment_failed', checkoutSession(id, { payment_status: 'unpaid' })),
        stripeEvent('checkout.session.expired', checkoutSession(id, { payment_status: 'unpaid' })),
      ];
      for (const payload of late) expect((await postStripe(app, payload)).json().outcome).toBe('unchanged');
      expect(await reading(id)).toMatchObject({ payment_status: 'completed', failure_reason: null });
      expect((await deliveriesOf(id)).map((delivery) => delivery.status)).toEqual(['pending']);
    });

    it('records failures with the reason from the event, or the default, and cancellations', async () => {
      const declined = await createBuyer(app, 'declined@example.com');
      await postStripe(app, stripeEvent('payment_intent.payment_failed', { id: 'pi_2', object: 'payment_intent', receipt_email: 'declined@example.com', last_payment_error: { message: 'Your card has insufficient funds.' } }));
      expect(await reading(declined.id)).toMatchObject({ payment_status: 'failed', failure_reason: 'Your card has insufficient funds.' });
      const failed = await createBuyer(app, 'async-failed@example.com');
      await postStripe(app, stripeEvent('checkout.session.async_payment_failed', checkoutSession(failed.id, { payment_status: 'unpaid' })));
      expect(await reading(failed.id)).toMatchObject({ payment_status: 'failed', failure_reason: 'Payment processing failed' });
      const expired = await createBuyer(app, 'expired@example.com');
      await postStripe(app, stripeEvent('checkout.session.expired', checkoutSession(expired.id, { payment_status: 'unpaid' })));
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
      await postStripe(app, stripeEvent('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }));
      expect((await reading(id)).payment_status).toBe('completed');
    });

    it('finds the reading by the payer\'s e-mail (newest, any case) when no reference came back', async () => {
      const older = await createBuyer(app, 'Same.Person@example.com');
      const newer = await createBuyer(app, 'same.person@example.com');
      const session = checkoutSession(null, { customer_details: { email: 'SAME.PERSON@EXAMPLE.COM' } });
      expect((await postStripe(app, stripeEvent('checkout.session.completed', session))).json().outcome).toBe('applied');
      expect((await reading(newer.id)).payment_status).toBe('completed');
      expect((await reading(older.id)).payment_status).toBe('pending');
      const nobody = checkoutSession(null, { customer_details: { email: 'nobody@example.com' } });
      expect((await postStripe(app, stripeEvent('checkout.session.completed', nobody))).json().outcome).toBe('reading_not_found');
    });

    it('upgrades a free order to a paid one: the delivery moves earlier, never later', async () => {
      const { id, token } = await createBuyer(app, 'upgrade@example.com', 'Anna Rossi', 'FREE');
      expect((await app.inject({ method: 'POST', url: `/api/readings/${id}/free-completion`, payload: {}, headers: auth(token) })).statusCode).toBe(204);
      const free = (await deliveriesOf(id)).find((delivery) => delivery.kind === 'reading');
      await postStripe(app, stripeEvent('checkout.session.completed', checkoutSession(id, { amount_total: 4900 })));
      const stored = await reading(id);
      expect(stored).toMatchObject({ payment_status: 'completed', payment_method: 'card', selected_price: '$49' });
      const paid = (await deliveriesOf(id)).find((delivery) => delivery.kind === 'reading');
      expect(new Date(paid?.due_at ?? 0).getTime()).toBeLessThan(new Date(free?.due_at ?? 0).getTime());
      expect(new Date(paid?.due_at ?? 0).toISOString()).toBe(deliveryDueAt('$49', new Date(stored.payment_completed_at as string)).toISOString());
      // A later, slower tier's completion for the same reading cannot push it back.
      await postStripe(app, stripeEvent('payment_intent.succeeded', { id: 'pi_3', object: 'payment_intent', metadata: { reading_id: String(id) }, amount_received: 1900, currency: 'usd', payment_method_types: ['card'] }));
      expect((await deliveriesOf(id)).find((delivery) => delivery.kind === 'reading')?.due_at).toEqual(paid?.due_at);
    });

    it('records and ignores event types it does not act on', async () => {
      const response = await postStripe(app, stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
      expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    });
  });

  describe('PayPal', () => {
    function postPaypal(target: FastifyInstance, event: object, options: { tamper?: (body: string) => string; signature?: string; omit?: string } = {}) {
      const body = JSON.stringify(event);
      const transmissionId = `tx-${eventId()}`;
      const time = new Date().toISOString();
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': options.signature ?? signPaypal(transmissionId, time, FAKE_PAYPAL.webhookId, body),
      };
      if (options.omit) delete headers[options.omit];
      return target.inject({ method: 'POST', url: '/api/webhooks/paypal', payload: options.tamper ? options.tamper(body) : body, headers });
    }

    const capture = (type: string, readingId: number | null, extra: Record<string, unknown> = {}) => ({
      id: eventId('WH'), event_type: type, create_time: new Date().toISOString(), resource_type: 'capture',
      resource: { id: 'CAP-1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '29.00' }, ...(readingId === null ? {} : { custom_id: String(readingId) }), ...extra },
    });

    it('answers 503 when the webhook id or the credentials are not configured', async () => {
      const response = await postPaypal(bare, capture('PAYMENT.CAPTURE.COMPLETED', 1));
      expect(response.statusCode).toBe(503);
    });

    it('verifies through PayPal\'s OAuth and verify API, then completes the order found by custom_id', async () => {
      const { id } = await createBuyer(app, 'paypal@example.com');
      const response = await postPaypal(app, capture('PAYMENT.CAPTURE.COMPLETED', id));
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('applied');
      expect(await reading(id)).toMatchObject({ payment_status: 'completed', payment_method: 'paypal', selected_price: '$29' });
      expect((await deliveriesOf(id)).map((delivery) => delivery.kind)).toEqual(['reading']);
      expect(paypal.tokenRequests).toBeGreaterThanOrEqual(1);
      expect(paypal.verifyRequests.at(-1)).toMatchObject({ webhook_id: FAKE_PAYPAL.webhookId, auth_algo: 'SHA256withRSA' });
    });

    it('completes a CHECKOUT.ORDER.COMPLETED found by the payer\'s e-mail', async () => {
      const { id } = await createBuyer(app, 'order-payer@example.com');
      const event = {
        id: eventId('WH'), event_type: 'CHECKOUT.ORDER.COMPLETED', create_time: new Date().toISOString(),
        resource: { id: 'ORDER-1', payer: { email_address: 'Order-Payer@example.com' }, purchase_units: [{ amount: { currency_code: 'USD', value: '49.00' } }] },
      };
      expect((await postPaypal(app, event)).json().outcome).toBe('applied');
      expect(await reading(id)).toMatchObject({ payment_status: 'completed', payment_method: 'paypal', selected_price: '$49' });
    });

    it('rejects forged, tampered and incompletely signed requests with 400 and changes nothing', async () => {
      const { id } = await createBuyer(app, 'paypal-forged@example.com');
      const before = await snapshot(id);
      const event = capture('PAYMENT.CAPTURE.COMPLETED', id);
      const responses = [
        await postPaypal(app, event, { signature: 'made-up' }),
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

    it('applies a replay once, never downgrades, and only notes refunds', async () => {
      const { id } = await createBuyer(app, 'paypal-order@example.com');
      const completed = capture('PAYMENT.CAPTURE.COMPLETED', id);
      expect((await postPaypal(app, completed)).json().outcome).toBe('applied');
      const after = await snapshot(id);
      expect((await postPaypal(app, completed)).json().outcome).toBe('duplicate');
      expect(await snapshot(id)).toEqual(after);
      expect((await postPaypal(app, capture('PAYMENT.CAPTURE.DENIED', id))).json().outcome).toBe('unchanged');
      expect((await postPaypal(app, capture('PAYMENT.CAPTURE.REFUNDED', id))).json().outcome).toBe('noted');
      expect((await reading(id)).payment_status).toBe('completed');
      const notes = await rows<{ event_type: string; outcome: string; note: string | null }>(db(), sql`select event_type, outcome, note from payment_events where reading_id = ${id} order by id`);
      expect(notes.map((note) => note.outcome)).toEqual(['applied', 'unchanged', 'noted']);
      expect(notes[2]?.note).toMatch(/REFUNDED: reading left unchanged/);
    });

    it('records a denied capture as failed with PayPal\'s reason', async () => {
      const { id } = await createBuyer(app, 'paypal-denied@example.com');
      await postPaypal(app, capture('PAYMENT.CAPTURE.DENIED', id, { status: 'DECLINED', status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }));
      expect(await reading(id)).toMatchObject({ payment_status: 'failed', failure_reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' });
      expect(await deliveriesOf(id)).toEqual([]);
    });
  });
});
