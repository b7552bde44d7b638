import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { auth, createBuyer, rows } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const BASE = 'http://localhost:4999';

describe('FAKE_CHECKOUT configuration', () => {
  it('points every payment link at the test checkout and makes up a webhook secret', () => {
    const config = loadConfig({ FAKE_CHECKOUT: 'true', PUBLIC_BASE_URL: BASE });
    expect(config.site.paymentLinks.card.$49).toBe(`${BASE}/api/dev/checkout/card/%2449`);
    expect(config.site.paymentLinks.paypal['₱999']).toBe(`${BASE}/api/dev/checkout/paypal/%E2%82%B1999`);
    expect(config.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_fake_[0-9a-f]{48}$/);
    expect(loadConfig({}).site.paymentLinks.card.$49).toMatch(/^https:\/\/buy\.stripe\.com\//);
  });

  it('is refused in production, whatever else is allowed', () => {
    const production = { NODE_ENV: 'production', ALLOW_UNSAFE_PRODUCTION: 'true', FAKE_CHECKOUT: 'true' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/FAKE_CHECKOUT: must not be set when NODE_ENV=production/);
  });
});

describe.each(DATABASE_KINDS)('the test checkout on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let plain: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = loadConfig({ FAKE_CHECKOUT: 'true', PUBLIC_BASE_URL: BASE });
    const common = {
      database,
      site: config.site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      createRateLimit: 1000,
      logLevel: 'silent' as const,
      stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    };
    app = await buildApp({ ...common, fakeCheckout: true });
    plain = await buildApp(common);
  });

  afterAll(async () => {
    await app.close();
    await plain.close();
    await database.dispose();
  });

  const readingRow = async (id: number) =>
    (
      await rows<{ payment_status: string; paid_amount_minor: number | null; paid_currency: string | null }>(
        database.db,
        sql`select payment_status, paid_amount_minor::int as paid_amount_minor, paid_currency from readings where id = ${id}`,
      )
    )[0];
  const deliveries = async (id: number) =>
    (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from deliveries where reading_id = ${id}`))[0]
      ?.n;

  async function payPress(id: number, token: string, method: 'card' | 'paypal') {
    const started = await app.inject({
      method: 'POST',
      url: `/api/readings/${id}/checkout`,
      headers: auth(token),
      payload: { selected_price: '$29', payment_method: method, email: 'fake@example.com' },
    });
    expect(started.statusCode).toBe(200);
    const link = new URL((started.json() as { payment_url: string }).payment_url);
    expect(link.origin).toBe(BASE);
    return `${link.pathname}${link.search}`;
  }

  it('pays a reading through the signed webhook, as a real card payment would', async () => {
    const buyer = await createBuyer(app, 'fake@example.com');
    const link = await payPress(buyer.id, buyer.token, 'card');
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain('Pay $29');
    expect(page.body).toContain(`Reading ${buyer.id} for fake@example.com`);

    const paid = await app.inject({
      method: 'POST',
      url: link.split('?')[0] ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reading: String(buyer.id), email: 'fake@example.com', outcome: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/checkout-step-eleven?success=true');
    expect(await readingRow(buyer.id)).toEqual({
      payment_status: 'completed',
      paid_amount_minor: 2900,
      paid_currency: 'USD',
    });
    expect(await deliveries(buyer.id)).toBeGreaterThan(0);
  });

  it('sends the visitor back unpaid on cancel, and refuses what it cannot read', async () => {
    const buyer = await createBuyer(app, 'cancel@example.com');
    const link = await payPress(buyer.id, buyer.token, 'paypal');
    expect(link).toContain(`custom_id=${buyer.id}`);
    const form = (fields: Record<string, string>, url = link.split('?')[0] ?? '') =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const canceled = await form({ reading: String(buyer.id), email: 'cancel@example.com', outcome: 'cancel' });
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe('/checkout-step-eleven?canceled=true');

    expect((await form({ reading: 'x', email: '', outcome: 'pay' })).statusCode).toBe(400);
    expect((await form({ reading: String(buyer.id), email: '', outcome: 'steal' })).statusCode).toBe(400);
    expect(
      (await form({ reading: String(buyer.id), email: '', outcome: 'pay' }, '/api/dev/checkout/card/$5')).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/checkout/card/%2429' })).statusCode).toBe(400);
    expect(await readingRow(buyer.id)).toMatchObject({ payment_status: 'pending', paid_amount_minor: null });
    expect(await deliveries(buyer.id)).toBe(0);
  });

  it('does not exist unless FAKE_CHECKOUT is on', async () => {
    expect(
      (await plain.inject({ method: 'GET', url: '/api/dev/checkout/card/%2429?client_reference_id=1' })).statusCode,
    ).toBe(404);
  });
});
