import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildApp, type AppOptions } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const MANILA = { 'cf-ipcountry': 'PH', 'cf-region': 'Metro Manila', 'cf-ipcity': 'Manila' };

type Extra = Partial<Omit<AppOptions, 'database' | 'site' | 'storageDir' | 'searchCities'>> & { storageDir?: string };

/** Apps built in a test, closed after it. */
function appFactory(database: () => TestDatabase) {
  const open: FastifyInstance[] = [];
  const build = async (extra: Extra = {}) => {
    const app = await buildApp({
      database: database(),
      site,
      storageDir: tmpdir(),
      searchCities: () => [],
      createRateLimit: 1000,
      logLevel: 'silent',
      ...extra,
    });
    open.push(app);
    return app;
  };
  const closeAll = async () => {
    await Promise.all(open.splice(0).map((app) => app.close()));
  };
  return { build, closeAll };
}

async function createReading(app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/readings',
    payload: { gender: 'female' },
    headers,
    remoteAddress,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as {
    id: number;
    token: string;
    user_country: string | null;
    location: Record<string, string | null>;
  };
}

const patch = (app: FastifyInstance, reading: { id: number; token: string }, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'PATCH',
    url: `/api/readings/${reading.id}`,
    headers: auth(reading.token),
    payload: { additional_info: 'More about me.' },
    remoteAddress,
  });

describe.each(DATABASE_KINDS)('HTTP hardening on the %s database', (kind) => {
  let database: TestDatabase;
  const { build, closeAll } = appFactory(() => database);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });

  afterEach(async () => {
    vi.useRealTimers();
    await closeAll();
  });

  afterAll(async () => {
    await database.dispose();
  });

  async function stored(id: number) {
    const result = await database.db.execute(sql`select country_code, user_country from readings where id = ${id}`);
    return (result as unknown as { rows: { country_code: string | null; user_country: string | null }[] }).rows[0];
  }

  describe('visitor location', () => {
    it('ignores CDN location headers without TRUST_PROXY: no Philippine country, so the US prices apply', async () => {
      const app = await build();
      const created = await createReading(app, MANILA);
      expect(created.location).toEqual({ country_code: null, country_name: null, region: null, city: null });
      expect(await stored(created.id)).toEqual({ country_code: null, user_country: null });
      const reading = await app.inject({
        method: 'GET',
        url: `/api/readings/${created.id}`,
        headers: auth(created.token),
      });
      expect(reading.json().country_code).toBeNull();
      const location = await app.inject({ method: 'GET', url: '/api/location', headers: MANILA });
      expect(location.json()).toEqual({ country_code: null, country_name: null, region: null, city: null });
    });

    it('honours them behind a trusted proxy', async () => {
      const app = await build({ trustProxy: true });
      const created = await createReading(app, MANILA);
      expect(await stored(created.id)).toEqual({
        country_code: 'PH',
        user_country: 'Philippines, Metro Manila - Manila',
      });
      const location = await app.inject({
        method: 'GET',
        url: '/api/location',
        headers: { 'cloudfront-viewer-country': 'ph' },
      });
      expect(location.json()).toEqual({ country_code: 'PH', country_name: 'Philippines', region: null, city: null });
    });

    it('stores only real country codes and bounded, printable place names', async () => {
      const app = await build({ trustProxy: true });
      const huge = await createReading(app, {
        'cf-ipcountry': 'PH',
        'cf-region': 'Metro Manila',
        'cf-ipcity': 'M'.repeat(3000),
      });
      expect(await stored(huge.id)).toEqual({ country_code: 'PH', user_country: 'Philippines, Metro Manila' });
      const controls = await createReading(app, {
        'cf-ipcountry': 'PH',
        'cf-region': 'Metro%00Manila',
        'x-vercel-ip-city': 'Quezon%0ACity',
      });
      expect(await stored(controls.id)).toEqual({ country_code: 'PH', user_country: 'Philippines' });
      const encoded = await createReading(app, { 'x-vercel-ip-country': 'ES', 'x-vercel-ip-city': ' M%C3%A1laga ' });
      expect(await stored(encoded.id)).toEqual({ country_code: 'ES', user_country: 'Spain - Málaga' });
      for (const code of ['XX', 'T1', 'ZZ', 'EU', 'QQ', 'PHL', 'P1']) {
        const created = await createReading(app, { 'cf-ipcountry': code, 'cf-ipcity': 'Anywhere' });
        expect(await stored(created.id), code).toEqual({ country_code: null, user_country: null });
      }
    });
  });

  describe('rate limits', () => {
    it('stops a flood of writes to one reading while the same client goes on with another', async () => {
      const app = await build({ readingRateLimit: 5, writeRateLimit: 1000 });
      const flooded = await createReading(app);
      const other = await createReading(app);
      const codes = [];
      for (let i = 0; i < 7; i += 1) codes.push((await patch(app, flooded)).statusCode);
      expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429]);
      const limited = await patch(app, flooded);
      expect(limited.json().error).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The other write endpoints and the poll count against the same reading.
      const visit = await app.inject({
        method: 'POST',
        url: `/api/readings/${flooded.id}/visits`,
        headers: auth(flooded.token),
        payload: { page: 'reviews' },
      });
      expect(visit.statusCode).toBe(429);
      expect((await patch(app, other)).statusCode).toBe(204);
    });

    it('stops a flood from one client across readings, not other clients', async () => {
      const app = await build({ readingRateLimit: 1000, writeRateLimit: 5 });
      const readings = [await createReading(app), await createReading(app), await createReading(app)];
      const codes = [];
      for (let i = 0; i < 7; i += 1) codes.push((await patch(app, readings[i % 3]!)).statusCode);
      expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429]);
      const event = await app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { eventName: 'ViewContent', eventId: 'flooded-client-1' },
      });
      expect(event.statusCode).toBe(429);
      expect((await patch(app, readings[0]!, '198.51.100.9')).statusCode).toBe(204);
    });

    it('never stops the payment return page polling every 2 seconds for 10 minutes, but stops a flood of polls', async () => {
      const app = await build();
      const reading = await createReading(app);
      const poll = () =>
        app.inject({ method: 'GET', url: `/api/readings/${reading.id}/payment-status`, headers: auth(reading.token) });
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const codes = new Set<number>();
      for (let at = 0; at < 10 * 60_000; at += 2000) {
        vi.setSystemTime(start + at);
        codes.add((await poll()).statusCode);
      }
      expect([...codes]).toEqual([200]);
      // Within one instant, the default per-reading limit is met.
      const flood = [];
      for (let i = 0; i < 150; i += 1) flood.push((await poll()).statusCode);
      expect(flood).toContain(429);
    });

    it('limits webhooks neither with the writes nor by a ceiling for all senders together', async () => {
      const app = await build({ writeRateLimit: 1 });
      const codes = new Set<number>();
      for (let i = 0; i < 1201; i += 1) {
        const sender = `203.0.113.${i % 200}`;
        codes.add(
          (await app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: '{}', remoteAddress: sender }))
            .statusCode,
        );
      }
      // Not configured: 503 for each; only a sender's own failed verifications are limited (webhook-floods).
      expect([...codes]).toEqual([503]);
    });
  });

  describe('logs', () => {
    it('redacts secrets and personal data and logs one line per request with its id, route, status and duration', async () => {
      const lines: string[] = [];
      const app = await build({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
      // A route that logs what a careless one might: the whole body and headers.
      app.post('/test/careless-log', async (request) => {
        request.log.info({ body: request.body, headers: request.headers }, 'careless');
        return { ok: true };
      });
      const reading = await createReading(app);
      const secrets = {
        email: 'zoe.secret@example.com',
        name: 'Zoë Secretname',
        question1: 'Will Ximena ever call back?',
      };
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/readings/${reading.id}?utm_source=ad`,
        headers: { ...auth(reading.token), cookie: 'session=cookie-secret' },
        payload: secrets,
      });
      expect(response.statusCode).toBe(204);
      await app.inject({
        method: 'POST',
        url: '/test/careless-log',
        headers: { ...auth(reading.token), cookie: 'session=cookie-secret' },
        payload: secrets,
      });

      const all = lines.join('');
      for (const secret of [
        reading.token,
        secrets.email,
        secrets.name,
        secrets.question1,
        'cookie-secret',
        'utm_source',
      ]) {
        expect(all).not.toContain(secret);
      }
      const careless = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'careless');
      expect(careless.body).toEqual({ email: '[redacted]', name: '[redacted]', question1: '[redacted]' });
      expect(careless.headers.authorization).toBe('[redacted]');

      const finished = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request finished');
      const patchLine = finished.find((entry) => entry.method === 'PATCH');
      expect(patchLine).toMatchObject({ route: '/api/readings/:id', status: 204, reqId: expect.any(String) });
      expect(patchLine.durationMs).toBeGreaterThanOrEqual(0);
      expect(finished.map((entry) => entry.route)).toEqual([
        '/api/readings',
        '/api/readings/:id',
        '/test/careless-log',
      ]);
      expect(new Set(finished.map((entry) => entry.reqId)).size).toBe(3);
    });
  });
});

describe('security headers and files', () => {
  let database: TestDatabase;
  const { build, closeAll } = appFactory(() => database);
  let storageDir: string;
  let webDir: string;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    storageDir = mkdtempSync(path.join(tmpdir(), 'astral-media-'));
    mkdirSync(path.join(storageDir, 'video-rev'));
    writeFileSync(path.join(storageDir, 'video-rev', '.gitkeep'), '');
    writeFileSync(path.join(storageDir, 'video-rev', 'review.mp4'), 'video');
    webDir = mkdtempSync(path.join(tmpdir(), 'astral-web-'));
    mkdirSync(path.join(webDir, '.well-known'));
    writeFileSync(path.join(webDir, 'app.html'), '<div id="root"></div>');
    writeFileSync(path.join(webDir, '.env'), 'SECRET=1');
    writeFileSync(path.join(webDir, '.well-known', 'hidden.txt'), 'hidden');
  });

  afterEach(closeAll);

  afterAll(async () => {
    await database.dispose();
  });

  // The policy as the hand-written headers sent it, before helmet.
  const policyBefore = (meta: boolean) => [
    "default-src 'self'",
    `script-src 'self'${meta ? ' https://connect.facebook.net' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${meta ? ' https://www.facebook.com' : ''}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${meta ? ' https://www.facebook.com' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  const directives = (header: string | string[] | number | undefined) =>
    String(header)
      .split(';')
      .map((part) => part.trim());

  it("keeps the content security policy, with Meta's hosts only when a pixel is configured", async () => {
    const plain = await build();
    expect(
      directives((await plain.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']),
    ).toEqual(policyBefore(false));
    const pixel = await build({ metaPixelId: '1234567890' });
    expect(
      directives((await pixel.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']),
    ).toEqual(policyBefore(true));
  });

  it('sends the same headers on answers, errors, files and pages', async () => {
    const app = await build({ storageDir, webDir });
    const answers = [
      await app.inject({ method: 'GET', url: '/healthz' }),
      await app.inject({ method: 'GET', url: '/api/readings/1', headers: auth('x'.repeat(40)) }),
      await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'nobody' } }),
      await app.inject({ method: 'GET', url: '/media/video-rev/review.mp4' }),
      await app.inject({ method: 'GET', url: '/step-one' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 200, 200]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      });
      expect(directives(answer.headers['content-security-policy'])).toEqual(policyBefore(false));
    }
  });

  it('pins browsers to https only when the public address is https', async () => {
    const https = await build({ publicBaseUrl: 'https://astral.example' });
    expect((await https.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    for (const publicBaseUrl of ['http://localhost:3000', undefined]) {
      const http = await build({ publicBaseUrl });
      expect(
        (await http.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
      ).toBeUndefined();
    }
  });

  it('never serves or lists dot-files, under /media/ or the web app', async () => {
    const app = await build({ storageDir, webDir });
    for (const url of [
      '/media/video-rev/.gitkeep',
      '/media/video-rev/%2Egitkeep',
      '/.env',
      '/.anything',
      '/.well-known/hidden.txt',
      '/%2Eenv',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('hidden');
    }
    expect((await app.inject({ method: 'GET', url: '/media/video-rev/review.mp4' })).statusCode).toBe(200);
    const listing = await app.inject({ method: 'GET', url: '/api/storage/video-rev' });
    expect(listing.json().files.map((file: { name: string }) => file.name)).toEqual(['review.mp4']);
  });
});
