import { tmpdir } from 'node:os';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { eraseReadingData } from '../../src/server/privacy/erase-person-data';
import { exportPersonData } from '../../src/server/privacy/export-person-data';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');

const CAMPAIGN = {
  utm_source: 'facebook',
  utm_medium: 'paid_social',
  utm_campaign: 'winter_love',
  utm_content: 'ad_7',
  utm_term: 'tarot',
  fbclid: 'IwAR_test_123',
  device_class: 'phone',
  landing_path: '/',
};

type StepRow = { step: string; kind: string; at: Date | string };

describe.each(DATABASE_KINDS)('funnel capture on the %s database', (kind) => {
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
      logLevel: 'silent',
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  async function create(body: object) {
    const response = await app.inject({ method: 'POST', url: '/api/readings', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; token: string };
  }

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  const reading = async (id: number) =>
    (await rows<Record<string, unknown>>(sql`select * from readings where id = ${id}`))[0] ?? {};
  const steps = (id: number) =>
    rows<StepRow>(sql`select step, kind, at from funnel_steps where reading_id = ${id} order by at, id`);
  const record = (id: number, token: string | null, payload: object) =>
    app.inject({ method: 'POST', url: `/api/readings/${id}/steps`, payload, headers: token ? auth(token) : {} });

  it('keeps the campaign, device and landing of the first visit, and records the landing viewed then completed', async () => {
    const created = await create({ gender: 'female', ...CAMPAIGN, entry_step: '/', entry_view_ms: 4_000 });
    expect(await reading(created.id)).toMatchObject(CAMPAIGN);
    const landing = await steps(created.id);
    expect(landing.map((row) => `${row.step} ${row.kind}`)).toEqual(['/ view', '/ complete']);
    const [view, complete] = landing.map((row) => new Date(row.at).getTime());
    expect((complete ?? 0) - (view ?? 0)).toBeGreaterThanOrEqual(3_990);
    expect((complete ?? 0) - (view ?? 0)).toBeLessThan(5_000);
  });

  it('creates a reading with no campaign at all, as before', async () => {
    const created = await create({ gender: 'male' });
    expect(await reading(created.id)).toMatchObject({
      utm_source: null,
      fbclid: null,
      device_class: null,
      landing_path: null,
    });
    expect(await steps(created.id)).toEqual([]);
  });

  it('refuses a creation with a bad campaign value, and creates nothing', async () => {
    const [{ n: before = 0 } = {}] = await rows<{ n: number }>(sql`select count(*)::int as n from readings`);
    for (const bad of [
      { utm_source: 'x'.repeat(201) },
      { utm_campaign: 'line\nbreak' },
      { fbclid: 'not a click id' },
      { device_class: 'watch' },
      { landing_path: 'https://evil.example/' },
      { entry_step: '/step-two' },
      { entry_view_ms: -1 },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/readings',
        payload: { gender: 'female', ...bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    const [{ n: after = 0 } = {}] = await rows<{ n: number }>(sql`select count(*)::int as n from readings`);
    expect(after).toBe(before);
  });

  it('keeps the first touch: a later write cannot change where the visitor came from', async () => {
    const created = await create({ gender: 'female', ...CAMPAIGN });
    for (const patch of [{ utm_source: 'google' }, { fbclid: 'other' }, { name: 'Ann', landing_path: '/love' }]) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/readings/${created.id}`,
        payload: patch,
        headers: auth(created.token),
      });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
    }
    expect(await reading(created.id)).toMatchObject({ ...CAMPAIGN, name: null });
  });

  it("records each step viewed and completed at the server time, a reload's view too", async () => {
    const created = await create({ gender: 'female' });
    const started = Date.now();
    for (const payload of [
      { step: '/social-proof', kind: 'view' },
      { step: '/social-proof', kind: 'view' },
      { step: '/social-proof', kind: 'complete' },
      { step: '/tarot-vs-astrology', kind: 'view' },
    ]) {
      const response = await record(created.id, created.token, payload);
      expect(response.statusCode).toBe(204);
    }
    const stored = await steps(created.id);
    expect(stored.map((row) => `${row.step} ${row.kind}`)).toEqual([
      '/social-proof view',
      '/social-proof view',
      '/social-proof complete',
      '/tarot-vs-astrology view',
    ]);
    const times = stored.map((row) => new Date(row.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.abs((times[0] ?? 0) - started)).toBeLessThan(5_000);
  });

  it('refuses an unknown step or kind with 400 and stores nothing', async () => {
    const created = await create({ gender: 'female' });
    for (const payload of [
      { step: '/nowhere', kind: 'view' },
      { step: '/privacy-policy', kind: 'view' },
      { step: '/step-one', kind: 'leave' },
      { step: '/step-one' },
      { step: '/step-one', kind: 'view', at: '2020-01-01T00:00:00Z' },
      { step: 7, kind: 'view' },
    ]) {
      const response = await record(created.id, created.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect(await steps(created.id)).toEqual([]);
  });

  it("needs the reading's token: without it, or with another reading's, nothing is stored (404, as every reading route)", async () => {
    const mine = await create({ gender: 'female' });
    const theirs = await create({ gender: 'male' });
    expect((await record(mine.id, null, { step: '/step-one', kind: 'view' })).statusCode).toBe(404);
    expect((await record(mine.id, theirs.token, { step: '/step-one', kind: 'view' })).statusCode).toBe(404);
    expect((await record(999_999_999, mine.token, { step: '/step-one', kind: 'view' })).statusCode).toBe(404);
    expect(await steps(mine.id)).toEqual([]);
    expect(await steps(theirs.id)).toEqual([]);
  });

  it('exports the campaign and steps with the person, and erase clears the click id and per-person campaign values', async () => {
    const created = await create({
      gender: 'female',
      ...CAMPAIGN,
      email: 'capture.me@example.com',
      entry_step: '/',
      entry_view_ms: 10,
    });
    await record(created.id, created.token, { step: '/social-proof', kind: 'view' });

    const exported = await exportPersonData(database.db, 'capture.me@example.com');
    expect(exported.readings[0]).toMatchObject(CAMPAIGN);
    expect(exported.readings[0]?.funnel_steps.map((row) => `${row.step} ${row.kind}`)).toEqual([
      '/ view',
      '/ complete',
      '/social-proof view',
    ]);

    await eraseReadingData(
      { db: database.db, documents: null },
      { readingId: created.id, operatorEmail: 'owner@example.com' },
    );
    expect(await reading(created.id)).toMatchObject({
      fbclid: null,
      utm_content: null,
      utm_term: null,
      utm_source: 'facebook',
      utm_medium: 'paid_social',
      utm_campaign: 'winter_love',
      device_class: 'phone',
      landing_path: '/',
    });
    // The step rows stay for the counts: step, kind and time only, on a reading that names no one.
    expect(await steps(created.id)).toHaveLength(3);
    // The erased reading's token opens nothing any more.
    expect((await record(created.id, created.token, { step: '/step-one', kind: 'view' })).statusCode).toBe(404);
  });
});
