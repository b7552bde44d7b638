import { tmpdir } from 'node:os';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const LIMIT = 5;
const VISITOR = '198.51.100.7';
const FLOODER = '203.0.113.66';
const JUNK = `Bearer ${'J'.repeat(43)}`;

describe.each(DATABASE_KINDS)("a junk-token flood at someone's reading on the %s database", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      database,
      site,
      storageDir: tmpdir(),
      searchCities: () => [],
      createRateLimit: 1000,
      writeRateLimit: 1000,
      readingRateLimit: LIMIT,
      // On PostgreSQL through the counters every server shares, as in production.
      sharedRateLimits: kind === 'postgres',
      buildPreview: () => null,
      logLevel: 'silent',
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  async function createReading() {
    const response = await app.inject({
      method: 'POST',
      url: '/api/readings',
      payload: { gender: 'female' },
      remoteAddress: VISITOR,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; token: string };
  }

  const call = (what: 'poll' | 'patch' | 'preview', id: number, authorization: string, remoteAddress: string) =>
    app.inject({
      method: what === 'patch' ? 'PATCH' : 'GET',
      url: `/api/readings/${id}${what === 'poll' ? '/payment-status' : what === 'preview' ? '/preview' : ''}`,
      headers: { authorization },
      remoteAddress,
      ...(what === 'patch' ? { payload: { additional_info: 'Saved while flooded.' } } : {}),
    });

  it("leaves the visitor's poll, saves and preview answered, and stops the flooder after its own allowance", async () => {
    const reading = await createReading();
    const flood: number[] = [];
    for (let i = 0; i < 30; i += 1)
      flood.push((await call((['poll', 'patch', 'preview'] as const)[i % 3]!, reading.id, JUNK, FLOODER)).statusCode);
    // A wrong token is answered 404 as ever, until its sender's address is past its allowance.
    expect(flood.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(404));
    expect(flood.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
    const refused = await call('poll', reading.id, JUNK, FLOODER);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const auth = `Bearer ${reading.token}`;
    expect((await call('poll', reading.id, auth, VISITOR)).statusCode).toBe(200);
    expect((await call('patch', reading.id, auth, VISITOR)).statusCode).toBe(204);
    expect((await call('preview', reading.id, auth, VISITOR)).statusCode).toBe(200);
    // The flooder's own address, with the token, is still served: only its failures were counted.
    expect((await call('poll', reading.id, auth, FLOODER)).statusCode).toBe(200);
    // Another address with a wrong token has its own allowance.
    expect((await call('poll', reading.id, JUNK, '192.0.2.44')).statusCode).toBe(404);
  });

  it('still limits the requests made with the token, per reading', async () => {
    const reading = await createReading();
    const auth = `Bearer ${reading.token}`;
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) codes.push((await call('poll', reading.id, auth, VISITOR)).statusCode);
    expect(codes).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
  });

  it('counts a missing or malformed token, or an id that does not exist, as a failure of its sender', async () => {
    const reading = await createReading();
    const sender = '203.0.113.99';
    const attempts = [
      () => call('poll', reading.id, '', sender),
      () => call('poll', reading.id, 'Bearer short', sender),
      () => call('patch', 999_999, `Bearer ${reading.token}`, sender),
      () => call('preview', reading.id, JUNK, sender),
      () => call('poll', reading.id, `Basic ${reading.token}`, sender),
    ];
    const codes = [];
    for (const attempt of attempts) codes.push((await attempt()).statusCode);
    expect(codes).toEqual(Array(LIMIT).fill(404));
    expect((await call('patch', 999_998, JUNK, sender)).statusCode).toBe(429);
    expect((await call('poll', reading.id, `Bearer ${reading.token}`, VISITOR)).statusCode).toBe(200);
  });
});
