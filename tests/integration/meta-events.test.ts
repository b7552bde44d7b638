import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { startFakeGraph, type FakeGraph } from './fakes/fake-graph';
import { auth, createBuyer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const sha = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const PIXEL = '123456789012345';

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(DATABASE_KINDS)('marketing events to Meta on the %s database', (kind) => {
  let database: TestDatabase;
  let graph: FakeGraph;
  let app: FastifyInstance;
  let unconfigured: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    graph = await startFakeGraph();
    const common = {
      database,
      site,
      storageDir: tmpdir(),
      searchCities: () => [],
      createRateLimit: 1000,
      logLevel: 'silent',
    };
    // The address sent to Meta comes from X-Forwarded-For only behind a trusted proxy.
    app = await buildApp({
      ...common,
      trustProxy: true,
      meta: { pixelId: PIXEL, accessToken: 'EAAB-test-token', graphBase: graph.base },
    });
    unconfigured = await buildApp(common);
  });

  afterAll(async () => {
    await app.close();
    await unconfigured.close();
    await graph.close();
    await database.dispose();
  });

  beforeEach(() => {
    graph.calls.length = 0;
  });

  const send = (target: FastifyInstance, payload: object, headers: Record<string, string> = {}) =>
    target.inject({
      method: 'POST',
      url: '/api/events',
      payload,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test', ...headers },
    });

  const lead = (eventId: string, extra: object = {}) => ({
    eventName: 'Lead',
    eventId,
    eventData: { content_name: 'astrology_reading' },
    sourceUrl: 'https://astral.example/step-eight',
    ...extra,
  });

  it('forwards nothing without consent, with consent false, or when Meta is not configured', async () => {
    expect((await send(app, lead('no-consent-1'))).statusCode).toBe(202);
    expect((await send(app, lead('consent-false-1', { consent: false }))).statusCode).toBe(202);
    expect((await send(unconfigured, lead('unconfigured-1', { consent: true }))).statusCode).toBe(202);
    // A consented event afterwards is the only one Meta sees.
    await send(app, lead('consented-after', { consent: true }));
    await until(() => graph.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(graph.calls.map((call) => call.body.data[0]?.event_id)).toEqual(['consented-after']);
  });

  it("sends the reading's e-mail, names and birth date normalised and hashed, with the click ids, address and user agent", async () => {
    const { id, token } = await createBuyer(app, ' Zoe.Nguyen@Example.COM ', 'Zoë Nguyễn-Thị');
    const response = await send(
      app,
      lead('lead-with-reading', {
        consent: true,
        readingId: id,
        fbc: 'fb.1.1700000000000.AbCdEf',
        fbp: 'fb.1.1700000000000.987654321',
        externalId: ' visitor-42 ',
      }),
      { ...auth(token), 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    );
    expect(response.statusCode).toBe(202);
    await until(() => graph.calls.length === 1);
    const [call] = graph.calls;
    expect(call?.path).toBe(`/v21.0/${PIXEL}/events`);
    expect(call?.accessToken).toBe('EAAB-test-token');
    const event = call?.body.data[0] as Record<string, unknown>;
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: 'lead-with-reading',
      action_source: 'website',
      event_source_url: 'https://astral.example/step-eight',
      custom_data: { content_name: 'astrology_reading' },
    });
    expect(Math.abs((event.event_time as number) - Date.now() / 1000)).toBeLessThan(60);
    expect(event.user_data).toEqual({
      em: sha('zoe.nguyen@example.com'),
      fn: sha('zoë'),
      ln: sha('nguyễnthị'),
      db: sha('19900228'),
      external_id: sha('visitor-42'),
      fbc: 'fb.1.1700000000000.AbCdEf',
      fbp: 'fb.1.1700000000000.987654321',
      client_ip_address: '203.0.113.7',
      client_user_agent: 'Mozilla/5.0 (iPhone) Test',
    });
  });

  it("refuses an event naming a reading without its token, and uses an event's own fields, never a reading's", async () => {
    const { id } = await createBuyer(app, 'victim@example.com', 'Victim Person');
    const event = {
      eventName: 'ViewContent',
      eventId: 'view-no-token',
      consent: true,
      email: 'Visitor@Example.com',
      firstName: 'Ann-Marie',
      lastName: "O'Neil",
      birthDate: '1985-07-04',
      eventData: { content_type: 'landing_page', content_name: 'astrology_reading' },
    };
    const wrong = { authorization: 'Bearer wrong-token-wrong-token-wrong' };
    expect((await send(app, { ...event, readingId: id }, wrong)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(graph.calls).toEqual([]);
    expect((await send(app, event, wrong)).statusCode).toBe(202);
    await until(() => graph.calls.length === 1);
    const userData = graph.calls[0]?.body.data[0]?.user_data as Record<string, string>;
    expect(userData).toMatchObject({
      em: sha('visitor@example.com'),
      fn: sha('annmarie'),
      ln: sha('oneil'),
      db: sha('19850704'),
    });
    expect(JSON.stringify(graph.calls[0]?.body)).not.toContain('victim');
    expect(JSON.stringify(graph.calls[0]?.body)).not.toContain('Visitor@Example.com');
  });

  it('never lets a Meta failure reach the visitor', async () => {
    graph.failNext(500);
    const response = await send(app, lead('meta-down', { consent: true }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    await until(() => graph.calls.length === 1);
  });

  it('still rejects malformed events with 400', async () => {
    const response = await send(app, { eventName: 'Lead', eventId: 'short', consent: 'yes' });
    expect(response.statusCode).toBe(400);
  });
});
