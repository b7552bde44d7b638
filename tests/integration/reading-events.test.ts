import { tmpdir } from 'node:os';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { eraseReadingData } from '../../src/server/privacy/erase-person-data';
import { auth, createBuyer, rows } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');

describe.each(DATABASE_KINDS)('marketing events naming a reading on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let buyer: { id: number; token: string };
  let stranger: { id: number; token: string };

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
    buyer = await createBuyer(app, 'events-owner@example.com', 'Ada Owner');
    stranger = await createBuyer(app, 'events-stranger@example.com', 'Sam Stranger');
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const lead = (eventId: string, readingId?: number) => ({
    eventName: 'Lead',
    eventId,
    consent: true,
    eventData: { content_name: 'astrology_reading', note: 'written by whoever sent it' },
    ...(readingId === undefined ? {} : { readingId }),
  });
  const send = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/events', payload, headers });

  /** Everything an event can leave behind: its row, and the consent kept on a reading. */
  const snapshot = async () => ({
    events: await rows(database.db, sql`select reading_id, event_id, payload from funnel_events order by id`),
    consent: await rows(
      database.db,
      sql`select id, marketing_consent_at, meta_fbp, client_ip from readings order by id`,
    ),
  });

  it("refuses an event naming someone's reading without its token, with another token or for an id that does not exist, and keeps nothing", async () => {
    const before = await snapshot();
    const refused = [
      await send(lead('no-token-0001', buyer.id)),
      await send(lead('wrong-token-01', buyer.id), auth(stranger.token)),
      await send(lead('junk-token-001', buyer.id), auth('J'.repeat(43))),
      await send(lead('unknown-id-001', 987_654), auth(buyer.token)),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps an event sent with the reading and its token, and an event that names no reading', async () => {
    expect((await send(lead('own-reading-01', buyer.id), auth(buyer.token))).statusCode).toBe(202);
    expect((await send(lead('no-reading-001'))).statusCode).toBe(202);
    const kept = await rows<{ reading_id: number | string | null; event_id: string }>(
      database.db,
      sql`select reading_id, event_id from funnel_events where event_id in ('own-reading-01', 'no-reading-001') order by event_id`,
    );
    expect(kept.map((row) => [row.event_id, row.reading_id === null ? null : Number(row.reading_id)])).toEqual([
      ['no-reading-001', null],
      ['own-reading-01', buyer.id],
    ]);
  });

  it('refuses an event from a tab left open after its reading was erased, though its token was accepted before', async () => {
    const erased = await createBuyer(app, 'events-erased@example.com', 'Eve Erased');
    expect((await send(lead('before-erase-1', erased.id), auth(erased.token))).statusCode).toBe(202);
    await eraseReadingData(
      { db: database.db, documents: null },
      { readingId: erased.id, operatorEmail: 'owner@example.com' },
    );

    const after = await send(lead('after-erase-01', erased.id), auth(erased.token));
    expect(after.statusCode).toBe(404);
    expect(await rows(database.db, sql`select event_id from funnel_events where event_id = 'after-erase-01'`)).toEqual(
      [],
    );
  });
});
