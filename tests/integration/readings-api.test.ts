import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');

describe.each(DATABASE_KINDS)('readings API on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storageDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storageDir = mkdtempSync(path.join(tmpdir(), 'astral-media-'));
    mkdirSync(path.join(storageDir, 'pdf'));
    for (const name of ['2.png', '10.png', '1.png', 'notes.txt'])
      writeFileSync(path.join(storageDir, 'pdf', name), name);
    app = await buildApp({
      database,
      site,
      storageDir,
      searchCities: () => [],
      // The CDN's location headers count only behind a trusted proxy.
      trustProxy: true,
      createRateLimit: 1000,
      logLevel: 'silent',
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  async function create(body: object = { gender: 'female' }, headers: Record<string, string> = {}) {
    const response = await app.inject({ method: 'POST', url: '/api/readings', payload: body, headers });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; token: string; user_country: string | null };
  }

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function row(id: number) {
    const result = await database.db.execute(sql`select * from readings where id = ${id}`);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  }

  async function countReadings() {
    const result = await database.db.execute(sql`select count(*)::int as n from readings`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  }

  it('creates a reading on the gender choice with a placeholder e-mail and the CDN location', async () => {
    const created = await create(
      { gender: 'non-binary' },
      { 'cf-ipcountry': 'PH', 'cf-region': 'Metro Manila', 'cf-ipcity': 'Manila' },
    );
    expect(created.id).toBeGreaterThan(0);
    expect(created.token.length).toBeGreaterThanOrEqual(40);
    expect(created.user_country).toBe('Philippines, Metro Manila - Manila');
    const stored = await row(created.id);
    expect(stored.gender).toBe('non-binary');
    expect(stored.email).toMatch(/^pending-\d{13}-[0-9a-f]{6}@pending\.invalid$/);
    expect(stored.country_code).toBe('PH');
    expect(stored.payment_status).toBe('pending');
    expect(stored.make_sent).toBe(false);
    expect(stored.step_ten_visited).toBe(false);
    expect(stored.access_token_hash).not.toBe(created.token);
  });

  it('goes on with null location when none is known', async () => {
    const created = await create();
    const stored = await row(created.id);
    expect(stored.country_code).toBeNull();
    expect(stored.user_country).toBeNull();
  });

  it('rejects an unknown gender with a clear message and writes nothing', async () => {
    const before = await countReadings();
    const response = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'robot' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose female, male or non-binary.');
    expect(await countReadings()).toBe(before);
  });

  it('saves each step and reads the reading back without its secret', async () => {
    const { id, token } = await create();
    const steps = [
      { name: '  Zoë Nguyễn ', email: 'zoe@example.com' },
      { birth_date: '1990-02-28' },
      { birth_time: '3:18 PM' },
      {
        birth_city_name: 'São Paulo',
        birth_city_country: 'Brazil',
        birth_city_state: 'São Paulo',
        birth_city_lat: -23.55,
        birth_city_lon: -46.63,
        birth_city_timezone: 'America/Sao_Paulo',
      },
      { zodiac_sign: 'Pisces', ascendant: 'Leo' },
      {
        selected_subject: 'career',
        question1: 'Should I change jobs?',
        question2: null,
        question3: null,
        additional_info: 'Born in a storm',
      },
      { selected_price: '$29', payment_method: 'card' },
    ];
    for (const patch of steps) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/readings/${id}`,
        payload: patch,
        headers: auth(token),
      });
      expect(response.statusCode, JSON.stringify(patch)).toBe(204);
    }
    const response = await app.inject({ method: 'GET', url: `/api/readings/${id}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const reading = response.json();
    expect(reading).toMatchObject({
      id,
      name: 'Zoë Nguyễn',
      email: 'zoe@example.com',
      birth_date: '1990-02-28',
      birth_time: '3:18 PM',
      birth_city_name: 'São Paulo',
      birth_city_state: 'São Paulo',
      birth_city_timezone: 'America/Sao_Paulo',
      zodiac_sign: 'Pisces',
      ascendant: 'Leo',
      selected_subject: 'career',
      question1: 'Should I change jobs?',
      selected_price: '$29',
      payment_method: 'card',
      payment_status: 'pending',
    });
    expect(reading).not.toHaveProperty('access_token_hash');
    expect(JSON.stringify(reading)).not.toContain(token);
  });

  it.each([
    [{ name: ' ' }, 'Please enter your name'],
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: 'R2-D2' }, 'Please enter a valid name'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ birth_date: '1990-02-30' }, 'Please select a complete birth date.'],
    [{ birth_date: '02/03/1990' }, 'Please select a complete birth date.'],
    [
      { birth_date: `${new Date().getUTCFullYear() - 10}-01-01` },
      'You must be at least 18 years old to receive a reading.',
    ],
    [{ birth_date: `${new Date().getUTCFullYear() + 1}-01-01` }, 'That date is in the future.'],
    [{ birth_time: '13:00 PM' }, "Birth time must look like 3:18 PM, or be 'unknown'."],
    [{ zodiac_sign: 'Ophiuchus' }, 'Please select your ascendant sign'],
    [{ selected_price: '$1' }, 'Please choose a valid delivery option.'],
    [{ payment_status: 'completed' }, 'Unrecognized key: "payment_status"'],
    [{}, 'Nothing to save: send at least one field.'],
  ])('rejects %j with "%s" and changes nothing', async (patch, message) => {
    const { id, token } = await create();
    const before = await row(id);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      payload: patch,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await row(id)).toEqual(before);
  });

  it('accepts an unknown birth time', async () => {
    const { id, token } = await create();
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      payload: { birth_time: 'unknown' },
      headers: auth(token),
    });
    expect(response.statusCode).toBe(204);
    expect((await row(id)).birth_time).toBe('unknown');
  });

  it('answers 404 and reveals nothing without the reading token', async () => {
    const mine = await create();
    const theirs = await create({ gender: 'male' });
    const attempts = [
      { method: 'GET' as const, url: `/api/readings/${theirs.id}`, headers: auth(mine.token) },
      { method: 'GET' as const, url: `/api/readings/${theirs.id}`, headers: {} },
      { method: 'GET' as const, url: `/api/readings/${theirs.id}`, headers: { authorization: 'Bearer short' } },
      {
        method: 'PATCH' as const,
        url: `/api/readings/${theirs.id}`,
        payload: { name: 'Mallory' },
        headers: auth(mine.token),
      },
      { method: 'GET' as const, url: `/api/readings/999999999/payment-status`, headers: auth(mine.token) },
      { method: 'GET' as const, url: `/api/readings/abc`, headers: auth(mine.token) },
      {
        method: 'POST' as const,
        url: `/api/readings/${theirs.id}/visits`,
        payload: { page: 'reviews' },
        headers: auth(mine.token),
      },
    ];
    for (const attempt of attempts) {
      const response = await app.inject(attempt);
      expect(response.statusCode, attempt.url).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Reading not found.' });
    }
    expect((await row(theirs.id)).name).toBeNull();
  });

  it('creates a new reading instead of overwriting one that has the same e-mail', async () => {
    const first = await create({ gender: 'female', email: 'shared@example.com', name: 'Anna' });
    const second = await create({ gender: 'female', email: 'shared@example.com', name: 'Mallory' });
    expect(second.id).not.toBe(first.id);
    expect((await row(first.id)).name).toBe('Anna');
  });

  it('sets each visit flag and returns the row', async () => {
    const { id, token } = await create();
    for (const [page, column] of [
      ['step_ten', 'step_ten_visited'],
      ['reviews', 'reviews_page_visited'],
      ['video_rev', 'video_rev_visited'],
      ['pdf_reader', 'pdf_reader_visited'],
      ['checkout', 'checkout_visited'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/readings/${id}/visits`,
        payload: { page },
        headers: auth(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()[column]).toBe(true);
    }
    const bad = await app.inject({
      method: 'POST',
      url: `/api/readings/${id}/visits`,
      payload: { page: 'admin' },
      headers: auth(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('records the session time in Europe/Rome as "Month day, year - HH:mm"', async () => {
    const { id, token } = await create();
    const response = await app.inject({
      method: 'POST',
      url: `/api/readings/${id}/session`,
      payload: {},
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    const { last_session_time } = response.json();
    expect(last_session_time).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} - \d{2}:\d{2}$/);
    expect((await row(id)).last_session_time).toBe(last_session_time);
  });

  it('reads the payment status, defaulting the failure reason', async () => {
    const { id, token } = await create();
    const read = async () =>
      (await app.inject({ method: 'GET', url: `/api/readings/${id}/payment-status`, headers: auth(token) })).json();
    expect(await read()).toEqual({ payment_status: 'pending', failure_reason: null });
    await database.db.execute(sql`update readings set payment_status = 'failed' where id = ${id}`);
    expect(await read()).toEqual({ payment_status: 'failed', failure_reason: 'Payment processing failed' });
    await database.db.execute(sql`update readings set payment_status = 'weird' where id = ${id}`);
    expect((await read()).payment_status).toBe('pending');
  });

  it('records the limited offer: free_selected_at now and make_sent false', async () => {
    const { id, token } = await create();
    await database.db.execute(sql`update readings set make_sent = true where id = ${id}`);
    const response = await app.inject({
      method: 'POST',
      url: `/api/readings/${id}/limited-offer`,
      payload: {},
      headers: auth(token),
    });
    expect(response.statusCode).toBe(204);
    const stored = await row(id);
    expect(stored.make_sent).toBe(false);
    expect(stored.free_selected_at).not.toBeNull();
  });

  it('starts a paid checkout: records it and returns the payment link with the e-mail and reference', async () => {
    const { id, token } = await create();
    await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      payload: { question1: 'Keep me' },
      headers: auth(token),
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/readings/${id}/checkout`,
      headers: auth(token),
      payload: {
        selected_price: '$49',
        payment_method: 'card',
        email: 'buyer@example.com',
        question1: '   ',
        question2: ' Will I travel? ',
      },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().payment_url);
    expect(url.origin + url.pathname).toBe(site.paymentLinks.card.$49);
    expect(url.searchParams.get('email')).toBe('buyer@example.com');
    expect(url.searchParams.get('client_reference_id')).toBe(String(id));
    const stored = await row(id);
    expect(stored).toMatchObject({
      selected_price: '$49',
      payment_method: 'card',
      email: 'buyer@example.com',
      question1: 'Keep me',
      question2: 'Will I travel?',
    });
    expect(stored.checkout_started_at).not.toBeNull();
  });

  it('refuses a checkout without a payment link and writes nothing', async () => {
    const { id, token } = await create();
    const before = await row(id);
    for (const payload of [
      { selected_price: 'FREE', payment_method: 'free', email: 'a@example.com' },
      { selected_price: '₱999', payment_method: 'paypal', email: 'a@example.com' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/readings/${id}/checkout`,
        payload,
        headers: auth(token),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('no_payment_link');
    }
    expect(await row(id)).toEqual(before);
  });

  it('completes a free order without downgrading a paid one', async () => {
    const free = await create();
    const done = await app.inject({
      method: 'POST',
      url: `/api/readings/${free.id}/free-completion`,
      payload: {},
      headers: auth(free.token),
    });
    // The address is confirmed first: a link is e-mailed, and the answer says so (decision 0032).
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ confirmed: false });
    expect(await row(free.id)).toMatchObject({
      payment_status: 'completed',
      payment_method: 'free',
      selected_price: 'FREE',
    });
    const paid = await create();
    await database.db.execute(
      sql`update readings set payment_status = 'completed', payment_method = 'card' where id = ${paid.id}`,
    );
    await app.inject({
      method: 'POST',
      url: `/api/readings/${paid.id}/free-completion`,
      payload: {},
      headers: auth(paid.token),
    });
    expect((await row(paid.id)).payment_method).toBe('card');
  });

  it('answers oversized bodies with 413 and malformed JSON with 400, without stack traces', async () => {
    const { id, token } = await create();
    const big = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ additional_info: 'x'.repeat(20_000) }),
    });
    expect(big.statusCode).toBe(413);
    const broken = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    for (const response of [big, broken]) {
      expect(response.body).not.toMatch(/stack|at .*\.(ts|js):\d+/);
    }
  });

  it('lists a bucket sorted by name with versioned public URLs, and serves its files with long caching', async () => {
    const listing = await app.inject({ method: 'GET', url: '/api/storage/pdf' });
    expect(listing.statusCode).toBe(200);
    const { files } = listing.json() as { files: { name: string; url: string }[] };
    expect(files.map((file) => file.name)).toEqual(['1.png', '10.png', '2.png', 'notes.txt']);
    const first = files[0];
    expect(first?.url).toMatch(/^\/media\/pdf\/1\.png\?v=[0-9a-z]+$/);
    const file = await app.inject({ method: 'GET', url: first?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('1.png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/api/storage/secrets' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/media/pdf/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });

  it('accepts marketing events and rejects malformed ones', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        eventName: 'ViewContent',
        eventId: 'evt_12345678',
        eventData: { content_type: 'landing_page', content_name: 'astrology_reading' },
      },
    });
    expect(ok.statusCode).toBe(202);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { eventName: 'AddToCart', eventId: 'evt_12345678' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reports health and sets the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives the browser only the public configuration: no Meta pixel unless one is configured, real reviews and truthful funnel claims by default', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ metaPixelId: null, reviewsMode: 'real', funnelClaims: 'truthful' });
  });
});

describe('reading creation rate limit', () => {
  it('answers 429 past the limit per client address', async () => {
    const database = await openTestDatabase('embedded');
    const app = await buildApp({
      database,
      site,
      storageDir: tmpdir(),
      searchCities: () => [],
      createRateLimit: 3,
      logLevel: 'silent',
    });
    try {
      const codes = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push(
          (await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'male' } })).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 201, 429, 429]);
      const limited = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'male' } });
      expect(limited.json().message).toBe('Too many requests. Please wait a minute and try again.');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
