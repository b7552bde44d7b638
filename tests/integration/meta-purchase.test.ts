import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { NO_CONSENT, NO_META } from '../../src/server/events/send-meta-purchase';
import type { MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { eraseReadings } from '../../src/server/privacy/erase-readings';
import { startFakeGraph, type FakeGraph } from './fakes/fake-graph';
import {
  auth,
  checkoutSession,
  createBuyer,
  postStripe,
  rows,
  STRIPE_SECRET,
  stripeEvent,
  tinyPdfRenderer,
} from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const sha = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const PIXEL = '123456789012345';
const META = { pixelId: PIXEL, accessToken: 'EAAB-purchase-token', graphBase: '' };
const BASE_URL = 'https://astral.example';
const MINUTE = 60_000;
const FBC = 'fb.1.1700000000000.AbCdEf';
const FBP = 'fb.1.1700000000000.987654321';
const UA = 'Mozilla/5.0 (iPhone) Purchase Test';

type ConsentRow = {
  marketing_consent_at: Date | string | null;
  meta_fbp: string | null;
  meta_fbc: string | null;
  client_ip: string | null;
  client_user_agent: string | null;
  meta_purchase_sent_at: Date | string | null;
  payment_completed_at: Date | string | null;
};
type DeliveryRow = { status: string; attempts: number; last_error: string | null };

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(DATABASE_KINDS)('the Purchase event to Meta on the %s database', (kind) => {
  let database: TestDatabase;
  let graph: FakeGraph;
  let app: FastifyInstance;
  const logged: string[] = [];
  const mailer: MailSender = { kind: 'smtp', close: () => {}, send: async () => {} };
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-documents-'));
  const log = (level: string) => (details: object, message: string) =>
    void logged.push(`${level} ${message} ${JSON.stringify(details)}`);

  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: BASE_URL },
    renderReading: tinyPdfRenderer,
    documents: createDocumentStore(documentsDir, null),
    linkSecret: 'purchase-test-link-secret-0123456789abcdef',
    now: () => new Date(),
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    meta: { ...META, graphBase: graph.base },
    ...overrides,
  });
  // Due now, or a few minutes on (a retry's backoff); the readings themselves are due days later.
  const run = (minutesAhead = 0, overrides: Partial<DeliveryDeps> = {}) =>
    runDeliveries(deps(overrides), { dueBy: new Date(Date.now() + minutesAhead * MINUTE) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    graph = await startFakeGraph();
    app = await buildApp({
      database,
      site,
      storageDir: tmpdir(),
      searchCities: () => [],
      createRateLimit: 1000,
      logLevel: 'silent',
      trustProxy: true,
      stripeWebhookSecret: STRIPE_SECRET,
      meta: { ...META, graphBase: graph.base },
    });
  });

  afterAll(async () => {
    await app.close();
    await graph.close();
    await database.dispose();
  });

  beforeEach(() => {
    graph.calls.length = 0;
    logged.length = 0;
  });

  const purchases = () => graph.calls.filter((call) => call.body.data[0]?.event_name === 'Purchase');
  const consentOf = async (id: number) =>
    (
      await rows<ConsentRow>(
        database.db,
        sql`select marketing_consent_at, meta_fbp, meta_fbc, client_ip, client_user_agent, meta_purchase_sent_at,
      payment_completed_at from readings where id = ${id}`,
      )
    )[0] as ConsentRow;
  const purchaseDelivery = async (id: number) =>
    (
      await rows<DeliveryRow>(
        database.db,
        sql`select status, attempts, last_error from deliveries where reading_id = ${id} and kind = 'meta_purchase'`,
      )
    )[0];

  /** A marketing event from the reading's own browser, as track() sends it; waits for a consented one to reach Meta. */
  async function sendEvent(id: number, token: string, consent: boolean, eventName = 'Lead') {
    const before = graph.calls.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        eventName,
        eventId: eventName === 'Purchase' ? `purchase-${id}` : `evt-${id}-${Date.now()}`,
        eventData: { content_name: 'astrology_reading' },
        readingId: id,
        consent,
        ...(consent ? { fbc: FBC, fbp: FBP } : {}),
      },
      headers: { ...auth(token), 'user-agent': UA, 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    });
    expect(response.statusCode).toBe(202);
    if (consent && eventName !== 'Purchase') await until(() => graph.calls.length > before);
    graph.calls.length = 0;
  }

  async function pay(id: number, amountCents = 2900, currency = 'usd') {
    const payload = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { amount_total: amountCents, currency }),
    );
    expect((await postStripe(app, payload)).json().outcome).toBe('applied');
    return payload;
  }

  async function consentedBuyer(email: string, price = '$29') {
    const buyer = await createBuyer(app, email, 'Zoë Nguyễn-Thị', price);
    await sendEvent(buyer.id, buyer.token, true);
    return buyer;
  }

  it('a paid order whose visitor consented reaches Meta once, with the documented fields and what was paid', async () => {
    const { id, token } = await consentedBuyer(' Zoe.Purchase@Example.COM ');
    expect(await consentOf(id)).toMatchObject({
      meta_fbp: FBP,
      meta_fbc: FBC,
      client_ip: '203.0.113.7',
      client_user_agent: UA,
      meta_purchase_sent_at: null,
    });
    const payload = await pay(id);
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'pending' });

    const summary = await run();
    expect(summary.meta_purchases_sent).toBe(1);
    expect(purchases()).toHaveLength(1);
    const [call] = purchases();
    expect(call?.path).toBe(`/v21.0/${PIXEL}/events`);
    expect(call?.accessToken).toBe('EAAB-purchase-token');
    expect(call?.body.data).toHaveLength(1);
    const stored = await consentOf(id);
    const paidAt = new Date(stored.payment_completed_at as string);
    expect(call?.body.data[0]).toEqual({
      event_name: 'Purchase',
      event_time: Math.floor(paidAt.getTime() / 1000),
      event_id: `purchase-${id}`,
      action_source: 'website',
      event_source_url: `${BASE_URL}/checkout-step-eleven`,
      user_data: {
        em: sha('zoe.purchase@example.com'),
        fn: sha('zoë'),
        ln: sha('nguyễnthị'),
        db: sha('19900228'),
        fbc: FBC,
        fbp: FBP,
        client_ip_address: '203.0.113.7',
        client_user_agent: UA,
      },
      custom_data: { value: 29, currency: 'USD', content_type: 'product', content_name: '$29' },
    });
    expect(stored.meta_purchase_sent_at).not.toBeNull();
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'sent', attempts: 1 });

    // The browser reads the same Purchase from the payment status, to fire its pixel with.
    const status = await app.inject({ method: 'GET', url: `/api/readings/${id}/payment-status`, headers: auth(token) });
    expect(status.json()).toEqual({
      payment_status: 'completed',
      failure_reason: null,
      purchase: {
        event_id: `purchase-${id}`,
        value: 29,
        currency: 'USD',
        content_type: 'product',
        content_name: '$29',
      },
    });

    // A replayed webhook, the browser's own Purchase and more runs send nothing more.
    expect((await postStripe(app, payload)).json().outcome).toBe('duplicate');
    const forged = {
      eventName: 'Purchase',
      eventId: `purchase-${id + 1000}`,
      readingId: id,
      consent: true,
      eventData: { value: 1, currency: 'USD' },
    };
    expect(
      (await app.inject({ method: 'POST', url: '/api/events', payload: forged, headers: auth(token) })).statusCode,
    ).toBe(400);
    await sendEvent(id, token, true, 'Purchase');
    await run(60);
    await run(60);
    expect(purchases()).toHaveLength(0);
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('reports a peso tier in major units', async () => {
    const { id } = await consentedBuyer('peso-buyer@example.com', '₱999');
    await pay(id, 99900, 'php');
    await run();
    expect(purchases().map((call) => call.body.data[0]?.custom_data)).toEqual([
      { value: 999, currency: 'PHP', content_type: 'product', content_name: '₱999' },
    ]);
  });

  it('sends nothing without consent, after a withdrawal, or for an event with the wrong token', async () => {
    const silent = await createBuyer(app, 'never-asked@example.com');
    const withdrawn = await consentedBuyer('withdrew-before@example.com');
    await sendEvent(withdrawn.id, withdrawn.token, false, 'ViewContent');
    expect(await consentOf(withdrawn.id)).toMatchObject({
      marketing_consent_at: null,
      meta_fbp: null,
      meta_fbc: null,
      client_ip: null,
      client_user_agent: null,
    });
    const stranger = await createBuyer(app, 'not-my-token@example.com');
    const wrongToken = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { eventName: 'Lead', eventId: `evt-${stranger.id}-wrong`, readingId: stranger.id, consent: true },
      headers: auth(withdrawn.token),
    });
    expect(wrongToken.statusCode).toBe(404);
    expect((await consentOf(stranger.id)).marketing_consent_at).toBeNull();

    for (const { id } of [silent, withdrawn, stranger]) await pay(id);
    for (const { id } of [silent, withdrawn, stranger]) expect(await purchaseDelivery(id)).toBeUndefined();
    await run(60);
    expect(purchases()).toHaveLength(0);
  });

  it('a withdrawal between payment and the send stops it for good', async () => {
    const { id, token } = await consentedBuyer('withdrew-after@example.com');
    await pay(id);
    await sendEvent(id, token, false, 'ViewContent');
    await run();
    expect(purchases()).toHaveLength(0);
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'skipped', last_error: NO_CONSENT });
    // Consent given again does not bring a skipped Purchase back: it was decided.
    await sendEvent(id, token, true);
    await run(60);
    expect(purchases()).toHaveLength(0);
  });

  it('consent given after payment still reports the paid order, once', async () => {
    const { id, token } = await createBuyer(app, 'consented-later@example.com');
    await pay(id);
    expect(await purchaseDelivery(id)).toBeUndefined();
    await sendEvent(id, token, true);
    await sendEvent(id, token, true);
    await run();
    expect(purchases().map((call) => call.body.data[0]?.event_id)).toEqual([`purchase-${id}`]);
  });

  it('a Graph API failure is retried after a backoff, then sent once; the log names no person', async () => {
    const { id } = await consentedBuyer('meta-down@example.com');
    graph.failNext(500);
    await pay(id);
    expect((await run()).retry).toBe(1);
    expect(purchases()).toHaveLength(1);
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await consentOf(id)).meta_purchase_sent_at).toBeNull();
    const failure = logged.find((line) => line.startsWith('warn delivery will be retried'));
    expect(failure).toContain('Meta answered 500');
    for (const personal of ['meta-down', '203.0.113.7', 'fb.1.', 'iPhone'])
      expect(logged.join('\n')).not.toContain(personal);

    // Not before its backoff (a minute), then once.
    await run();
    expect(purchases()).toHaveLength(1);
    await run(2);
    await run(60);
    expect(purchases()).toHaveLength(2);
    expect(purchases().map((call) => call.body.data[0]?.event_id)).toEqual([`purchase-${id}`, `purchase-${id}`]);
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await consentOf(id)).meta_purchase_sent_at).not.toBeNull();
  });

  it('a free order is no purchase', async () => {
    const { id, token } = await consentedBuyer('free-order@example.com', 'FREE');
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
    await sendEvent(id, token, true);
    await run(60);
    expect(purchases()).toHaveLength(0);
    expect(await purchaseDelivery(id)).toBeUndefined();
    const status = await app.inject({ method: 'GET', url: `/api/readings/${id}/payment-status`, headers: auth(token) });
    expect(status.json()).toEqual({ payment_status: 'completed', failure_reason: null });
  });

  it('without Meta configured the Purchase is skipped, never sent', async () => {
    const { id } = await consentedBuyer('no-meta@example.com');
    await pay(id);
    await run(0, { meta: null });
    expect(purchases()).toHaveLength(0);
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'skipped', last_error: NO_META });
  });

  it('erasure forgets the consent, click ids and client, and stops a Purchase not yet sent', async () => {
    const { id } = await consentedBuyer('erase-me@example.com');
    await pay(id);
    await database.db.transaction((tx) =>
      eraseReadings(tx, { readingIds: [id], operatorEmail: 'owner@example.com', reason: 'request', now: new Date() }),
    );
    expect(await consentOf(id)).toMatchObject({
      marketing_consent_at: null,
      meta_fbp: null,
      meta_fbc: null,
      client_ip: null,
      client_user_agent: null,
    });
    await run();
    expect(purchases()).toHaveLength(0);
    expect(await purchaseDelivery(id)).toMatchObject({ status: 'skipped' });
  });
});
