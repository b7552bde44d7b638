import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import {
  addConsoleOperators,
  CONSOLE_OWNER,
  CONSOLE_SUPPORT,
  consoleHeaders,
  signInOperator,
  type ConsoleSession,
} from './console-sessions';
import { checkoutSession, createBuyer, postStripe, rows, STRIPE_SECRET, stripeEvent } from './fulfilment-helpers';
import { stripeCharge, uniqueId } from './money-back-events';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

type HeldItem = {
  id: number;
  provider: string;
  amountMinor: number;
  currency: string;
  payerEmail: string | null;
  readingId: number | null;
  note: string;
  attachable: boolean;
  receivedAt: string;
};

describe.each(DATABASE_KINDS)("the console's payment review routes on the %s database", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: ConsoleSession;
  let support: ConsoleSession;
  let scheduled = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      database,
      site: loadSiteConfig('config/site.json'),
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      createRateLimit: 1000,
      signInRateLimit: 1000,
      stripeWebhookSecret: STRIPE_SECRET,
      onDeliveryScheduled: () => {
        scheduled += 1;
      },
    });
    await addConsoleOperators(database.db);
    owner = await signInOperator(app, CONSOLE_OWNER);
    support = await signInOperator(app, CONSOLE_SUPPORT);
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  /** A $29 card payment that came back without our reference: held, with the payer's e-mail kept. */
  async function heldPayment(email: string, overrides: Record<string, unknown> = {}) {
    const payload = stripeEvent(
      'checkout.session.completed',
      checkoutSession(null, { payment_intent: uniqueId('pi_'), customer_details: { email }, ...overrides }),
    );
    expect((await postStripe(app, payload)).json().outcome).toBe('held');
    const [row] = await rows<{ id: number }>(
      database.db,
      sql`select id::int from payment_events where event_id = ${(JSON.parse(payload) as { id: string }).id}`,
    );
    return row?.id as number;
  }
  const list = (query = '', session = owner) =>
    app.inject({ method: 'GET', url: `/api/admin/payments/held${query}`, headers: consoleHeaders(session) });
  const post = (url: string, payload: object, session = owner) =>
    app.inject({ method: 'POST', url: `/api/admin/payments/held/${url}`, headers: consoleHeaders(session), payload });
  const eventOf = async (id: number) =>
    (
      await rows<{ outcome: string; reading_id: number | null }>(
        database.db,
        sql`select outcome, reading_id::int from payment_events where id = ${id}`,
      )
    )[0];
  const auditOf = (id: number) =>
    rows<{ operator_email: string; action: string; reading_id: number | null }>(
      database.db,
      sql`select operator_email, action, reading_id::int from audit_log
      where (detail->>'payment_event_id')::bigint = ${id} order by id`,
    );
  const paymentOf = async (id: number) =>
    (
      await rows<{ payment_status: string; selected_price: string }>(
        database.db,
        sql`select payment_status, selected_price from readings where id = ${id}`,
      )
    )[0];

  it("lists held payments newest first for an owner, with why each was held and the payer's address, a page at a time", async () => {
    const older = await heldPayment('older.payer@example.com');
    const refund = stripeEvent('charge.refunded', stripeCharge(uniqueId('pi_nobody_'), 2900));
    expect((await postStripe(app, refund)).json().outcome).toBe('held');

    const first = await list('?limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json() as { items: HeldItem[]; nextCursor: number | null; total: number };
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      provider: 'stripe',
      amountMinor: 2900,
      currency: 'USD',
      attachable: false,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = (await list(`?limit=1&after=${page.nextCursor}`)).json() as { items: HeldItem[] };
    expect(second.items[0]).toMatchObject({
      id: older,
      payerEmail: 'older.payer@example.com',
      attachable: true,
      readingId: null,
      note: expect.stringMatching(/no reading reference/),
    });
  });

  it('refuses support, a bad page and a bad limit', async () => {
    expect((await list('', support)).statusCode).toBe(403);
    expect((await list('?after=abc')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
    const id = await heldPayment('support.tries@example.com');
    const buyer = await createBuyer(app, 'support.target@example.com', 'Sam Support', '$29');
    expect((await post(`${id}/attach`, { reading_id: buyer.id }, support)).statusCode).toBe(403);
    expect((await post(`${id}/dismiss`, { reason: 'mine' }, support)).statusCode).toBe(403);
    expect(await eventOf(id)).toMatchObject({ outcome: 'held' });
  });

  it('attaches a held payment to the reading it pays for, audited, and then refuses it as no longer held', async () => {
    const buyer = await createBuyer(app, 'attach.route@example.com', 'Ada Attach', '$29');
    const id = await heldPayment('attach.payer@example.com');
    const before = scheduled;
    const attached = await post(`${id}/attach`, { reading_id: buyer.id });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toEqual({
      ok: true,
      message: expect.stringMatching(
        new RegExp(`^Attached to reading ${buyer.id} as \\$29; its reading is due \\d{4}-`),
      ),
    });
    expect(scheduled).toBe(before + 1);
    expect(await paymentOf(buyer.id)).toMatchObject({ payment_status: 'completed', selected_price: '$29' });
    expect(await eventOf(id)).toEqual({ outcome: 'applied', reading_id: buyer.id });
    expect(await auditOf(id)).toEqual([
      { operator_email: CONSOLE_OWNER, action: 'payment.attach', reading_id: buyer.id },
    ]);

    const again = await post(`${id}/attach`, { reading_id: buyer.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'payment_not_held',
      message: `Payment event ${id} is not held for review (its outcome is applied).`,
    });
  });

  it('refuses with the reason, changing nothing: a reading already paid, an amount that is no tier, a missing reading, bad ids and bodies', async () => {
    const paid = await createBuyer(app, 'already.paid@example.com', 'Pat Paid', '$29');
    const first = await heldPayment('first@example.com');
    expect((await post(`${first}/attach`, { reading_id: paid.id })).statusCode).toBe(200);

    const id = await heldPayment('second@example.com');
    const alreadyPaid = await post(`${id}/attach`, { reading_id: paid.id });
    expect(alreadyPaid.statusCode).toBe(409);
    expect(alreadyPaid.json()).toMatchObject({
      error: 'reading_already_paid',
      message: expect.stringContaining(`Reading ${paid.id} is already paid`),
    });

    const odd = await heldPayment('odd.amount@example.com', { amount_total: 1234 });
    const target = await createBuyer(app, 'odd.target@example.com', 'Olga Odd', '$29');
    const noTier = await post(`${odd}/attach`, { reading_id: target.id });
    expect(noTier.statusCode).toBe(409);
    expect(noTier.json().message).toMatch(/is no tier of ours/);

    expect((await post(`${id}/attach`, { reading_id: 987654321 })).statusCode).toBe(404);
    expect((await post('abc/attach', { reading_id: target.id })).statusCode).toBe(404);
    expect((await post('987654321/attach', { reading_id: target.id })).statusCode).toBe(404);
    expect((await post(`${id}/attach`, {})).statusCode).toBe(400);
    expect((await post(`${id}/attach`, { reading_id: 'twelve' })).statusCode).toBe(400);
    expect((await post(`${id}/attach`, { reading_id: target.id, extra: true })).statusCode).toBe(400);

    for (const event of [id, odd]) expect(await eventOf(event)).toMatchObject({ outcome: 'held' });
    expect(await paymentOf(target.id)).toMatchObject({ payment_status: 'pending' });
    expect(await auditOf(id)).toEqual([]);
  });

  it('dismisses with a reason, audited, and refuses an empty reason or a missing CSRF token', async () => {
    const id = await heldPayment('dismiss.me@example.com');
    expect((await post(`${id}/dismiss`, { reason: '   ' })).statusCode).toBe(400);
    const noCsrf = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/held/${id}/dismiss`,
      headers: { cookie: owner.cookie },
      payload: { reason: 'test payment' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await eventOf(id)).toMatchObject({ outcome: 'held' });

    const dismissed = await post(`${id}/dismiss`, { reason: 'a test payment by the owner' });
    expect(dismissed.statusCode).toBe(200);
    expect(await eventOf(id)).toMatchObject({ outcome: 'dismissed' });
    expect(await auditOf(id)).toEqual([{ operator_email: CONSOLE_OWNER, action: 'payment.dismiss', reading_id: null }]);
    expect((await post(`${id}/dismiss`, { reason: 'again' })).statusCode).toBe(409);
    const listed = (await list('?limit=200')).json() as { items: HeldItem[] };
    expect(listed.items.map((item) => item.id)).not.toContain(id);
  });
});
