import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { funnelCountsSchema, LIMITED_OFFER_SECONDS, offerDeadlineSchema } from '../../src/domain/funnel-claims';
import { publicConfigSchema } from '../../src/domain/public-config';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/open-database';
import { countFunnelActivity } from '../../src/server/readings/count-funnel-activity';
import {
  auth,
  checkoutSession,
  createBuyer,
  postStripe,
  rows,
  startPaymentServer,
  stripeEvent,
} from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

type Buyer = { id: number; token: string };

describe.each(DATABASE_KINDS)('truthful funnel claims on the %s database', (kind) => {
  let server: Awaited<ReturnType<typeof startPaymentServer>>;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    app = server.app;
    db = server.db;
  });

  afterAll(async () => {
    await server.close();
  });

  const openOffer = (buyer: Buyer) =>
    app.inject({ method: 'POST', url: `/api/readings/${buyer.id}/offer`, headers: auth(buyer.token) });
  const press = (buyer: Buyer, price: string, email = 'offer@example.com') =>
    app.inject({
      method: 'POST',
      url: `/api/readings/${buyer.id}/checkout`,
      headers: auth(buyer.token),
      payload: { selected_price: price, payment_method: 'card', email },
    });
  const readingRow = async (id: number) =>
    (
      await rows<{
        selected_price: string | null;
        payment_method: string | null;
        payment_status: string;
        checkout_started_at: string | null;
        email: string | null;
        quoted_amount_minor: number | null;
        offer_deadline_at: string | null;
      }>(
        db,
        sql`select selected_price, payment_method, payment_status, checkout_started_at::text, email,
              quoted_amount_minor::int, offer_deadline_at::text
            from readings where id = ${id}`,
      )
    )[0];
  /** The offer ended a moment ago, as if its two minutes had passed. */
  const endOffer = (id: number, secondsAgo = 1) =>
    db.execute(
      sql`update readings set offer_deadline_at = now() - make_interval(secs => ${secondsAgo}) where id = ${id}`,
    );

  it('tells the browser the mode: truthful is the default of config/site.json', async () => {
    const config = publicConfigSchema.parse((await app.inject({ method: 'GET', url: '/api/public-config' })).json());
    expect(config.funnelClaims).toBe('truthful');
  });

  it('stores the offer deadline the first time the reading sees the offer, and keeps it', async () => {
    const buyer = await createBuyer(app, 'deadline@example.com', 'Ada Deadline', 'FREE');
    expect((await readingRow(buyer.id))?.offer_deadline_at).toBeNull();
    const first = await openOffer(buyer);
    expect(first.statusCode).toBe(200);
    const opened = offerDeadlineSchema.parse(first.json());
    const left = new Date(opened.deadline).getTime() - Date.now();
    expect(left).toBeGreaterThan((LIMITED_OFFER_SECONDS - 10) * 1000);
    expect(left).toBeLessThanOrEqual(LIMITED_OFFER_SECONDS * 1000 + 1000);

    // Back, reload or another device asks again: the same deadline.
    const again = offerDeadlineSchema.parse((await openOffer(buyer)).json());
    expect(again.deadline).toBe(opened.deadline);
    expect(new Date((await readingRow(buyer.id))?.offer_deadline_at ?? '').toISOString()).toBe(opened.deadline);

    // Once passed, it stays passed: nothing restarts it.
    await endOffer(buyer.id, 5);
    const ended = offerDeadlineSchema.parse((await openOffer(buyer)).json());
    expect(new Date(ended.deadline).getTime()).toBeLessThan(Date.now());
    expect(new Date(ended.deadline).getTime()).toBeLessThan(new Date(opened.deadline).getTime());

    // Only the reading's own token opens it.
    const other = await createBuyer(app, 'other@example.com', 'Other One', 'FREE');
    expect((await openOffer({ id: buyer.id, token: other.token })).statusCode).toBe(404);
  });

  it('the pay press takes the offer price before the deadline and refuses it after, changing nothing', async () => {
    const inTime = await createBuyer(app, 'in.time@example.com', 'Ina Time', 'FREE');
    await openOffer(inTime);
    const accepted = await press(inTime, '$19', 'in.time@example.com');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ amount_minor: 1900, currency: 'USD' });

    const late = await createBuyer(app, 'late@example.com', 'Lee Late', 'FREE');
    await openOffer(late);
    await endOffer(late.id);
    const before = await readingRow(late.id);
    for (const price of ['$19', '₱749']) {
      const refused = await press(late, price, 'changed@example.com');
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toMatchObject({ error: 'offer_expired' });
      expect((refused.json() as { message: string }).message).toMatch(/offer has ended/);
    }
    expect(await readingRow(late.id)).toEqual(before);

    // The usual prices stay open to the same reading.
    expect((await press(late, '$29', 'late@example.com')).statusCode).toBe(200);
    expect(await readingRow(late.id)).toMatchObject({ selected_price: '$29', payment_method: 'card' });
  });

  const payOffer = async (readingId: number) =>
    (
      await postStripe(
        app,
        stripeEvent('checkout.session.completed', checkoutSession(readingId, { amount_total: 1900 })),
      )
    ).json() as { outcome: string };
  const noteOf = async (readingId: number) =>
    (
      await rows<{ outcome: string; note: string | null }>(
        db,
        sql`select outcome, note from payment_events where reading_id = ${readingId} order by id desc limit 1`,
      )
    )[0];

  it('holds a payment of the offer amount made after the deadline, like any other wrong amount', async () => {
    const late = await createBuyer(app, 'paid.late@example.com', 'Paula Late', 'FREE');
    await openOffer(late);
    await endOffer(late.id, 60);
    expect((await payOffer(late.id)).outcome).toBe('held');
    expect(await readingRow(late.id)).toMatchObject({ payment_status: 'pending', selected_price: 'FREE' });
    expect(await noteOf(late.id)).toMatchObject({
      outcome: 'held',
      note: expect.stringMatching(/after the one-time offer ended/),
    });
    // It waits in the operators' review queue with the other held payments.
    const held = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from payment_events where outcome = 'held' and reading_id = ${late.id}`,
    );
    expect(held[0]?.count).toBe(1);
  });

  /** The pay press was `pressedAgo` minutes ago and the offer ended `endedAgo` minutes ago. */
  const backdate = (id: number, pressedAgo: number, endedAgo: number) =>
    db.execute(
      sql`update readings set checkout_started_at = now() - make_interval(mins => ${pressedAgo}),
            offer_deadline_at = now() - make_interval(mins => ${endedAgo}) where id = ${id}`,
    );

  it('completes the offer paid after the deadline when its pay press came in time, within the grace', async () => {
    const buyer = await createBuyer(app, 'pressed@example.com', 'Press Intime', 'FREE');
    await openOffer(buyer);
    expect((await press(buyer, '$19', 'pressed@example.com')).statusCode).toBe(200);
    // The provider's page took longer than the offer's last seconds.
    await backdate(buyer.id, 3, 2);
    expect((await payOffer(buyer.id)).outcome).toBe('applied');
    expect(await readingRow(buyer.id)).toMatchObject({ payment_status: 'completed', selected_price: '$19' });

    // Paid long after an in-time press: past the grace, held.
    const slow = await createBuyer(app, 'slow@example.com', 'Slow Payer', 'FREE');
    await openOffer(slow);
    expect((await press(slow, '$19', 'slow@example.com')).statusCode).toBe(200);
    await backdate(slow.id, 40, 39);
    expect((await payOffer(slow.id)).outcome).toBe('held');
  });

  it('a reading that never saw the offer keeps the old behaviour (no deadline to miss)', async () => {
    const buyer = await createBuyer(app, 'never.saw@example.com', 'Nev Er', '$19');
    expect((await payOffer(buyer.id)).outcome).toBe('applied');
  });
});

describe.each(DATABASE_KINDS)('funnel counts on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      database,
      site: loadSiteConfig('config/site.json'),
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  /** Readings made `hoursAgo`, each with a delivery of `kind` in `status` when given. */
  async function seed(count: number, hoursAgo: number, delivery?: { kind: string; status: string }) {
    for (let index = 0; index < count; index += 1) {
      const [reading] = await rows<{ id: number }>(
        database.db,
        sql`insert into readings (access_token_hash, created_at)
            values (${`hash-${hoursAgo}-${index}-${Math.random()}`}, now() - make_interval(mins => ${Math.round(hoursAgo * 60)}))
            returning id::int`,
      );
      if (delivery && reading)
        await database.db.execute(
          sql`insert into deliveries (reading_id, kind, status, due_at, next_attempt_at, message_key)
              values (${reading.id}, ${delivery.kind}, ${delivery.status}, now(), now(), ${`key-${Math.random()}`})`,
        );
    }
  }

  it('counts from the database, hides what is too small to mean anything, and is kept briefly', async () => {
    // Too few yet: nothing to show rather than a made-up number.
    await seed(3, 0.2, { kind: 'reading', status: 'pending' });
    expect(await countFunnelActivity(database.db)).toEqual({ readings_last_hour: null, waiting_deliveries: null });

    await seed(4, 0.5, { kind: 'reading', status: 'sending' });
    await seed(3, 2, { kind: 'reading', status: 'sent' });
    await seed(2, 3, { kind: 'order_confirmation', status: 'pending' });
    await seed(1, 0.9, { kind: 'reading', status: 'failed' });
    const answer = await app.inject({ method: 'GET', url: '/api/funnel-counts' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    // 8 readings in the last hour (3 + 4 + 1); 7 readings waiting (pending or being sent).
    expect(funnelCountsSchema.parse(answer.json())).toEqual({ readings_last_hour: 8, waiting_deliveries: 7 });

    // A minute's cache: more readings do not cost a count on every request.
    await seed(5, 0.1);
    expect((await app.inject({ method: 'GET', url: '/api/funnel-counts' })).json()).toEqual({
      readings_last_hour: 8,
      waiting_deliveries: 7,
    });
    expect(await countFunnelActivity(database.db)).toEqual({ readings_last_hour: 13, waiting_deliveries: 7 });
  });
});
