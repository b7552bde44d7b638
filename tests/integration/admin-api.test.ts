import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addOperator } from '../../src/server/admin/add-operator';
import { createSigninLink } from '../../src/server/admin/create-signin-link';
import { hashPassword } from '../../src/server/admin/hash-password';
import { listAdminRoutes } from '../../src/server/admin/admin-routes';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { deliveries, readings } from '../../src/server/db/schema';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const PASSWORD = 'a long enough password';

type Rows = { rows: Record<string, unknown>[] };

describe.each(DATABASE_KINDS)('operator console API on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      now: () => clock,
      signInRateLimit: 1000,
    });
    await addOperator(database.db, {
      email: 'owner@example.com',
      role: 'owner',
      passwordHash: await hashPassword(PASSWORD),
      addedBy: 'test',
    });
    await addOperator(database.db, {
      email: 'support@example.com',
      role: 'support',
      passwordHash: await hashPassword(PASSWORD),
      addedBy: 'test',
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  type Session = { cookie: string; csrf: string };

  async function signIn(email: string, password = PASSWORD): Promise<Session> {
    const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    return { cookie: `admin_session=${cookie?.value}`, csrf: (response.json() as { csrfToken: string }).csrfToken };
  }

  const as = (session: Session, withCsrf = true) => ({
    cookie: session.cookie,
    ...(withCsrf ? { 'x-csrf-token': session.csrf } : {}),
  });

  async function paidReading(email: string, name: string, sent: boolean): Promise<number> {
    const [row] = await database.db
      .insert(readings)
      .values({
        email,
        name,
        access_token_hash: 'x'.repeat(64),
        payment_status: 'completed',
        payment_method: 'card',
        selected_price: '$29',
        payment_completed_at: clock,
        paid_amount_minor: 2900,
        paid_currency: 'usd',
        birth_date: '1990-04-02',
        country_code: 'US',
      })
      .returning({ id: readings.id });
    const id = row?.id as number;
    await database.db.insert(deliveries).values({
      reading_id: id,
      kind: 'reading',
      status: sent ? 'sent' : 'pending',
      due_at: clock,
      next_attempt_at: clock,
      message_key: `key-${id}`,
      sent_at: sent ? clock : null,
    });
    return id;
  }

  async function query(text: ReturnType<typeof sql>) {
    return ((await database.db.execute(text)) as unknown as Rows).rows;
  }

  it('signs an owner in with a Strict, HttpOnly cookie scoped to the API, and says who they are', async () => {
    const session = await signIn('OWNER@example.com');
    const me = await app.inject({ method: 'GET', url: '/api/admin/session', headers: as(session, false) });
    expect(me.json()).toMatchObject({ email: 'owner@example.com', role: 'owner', hasPassword: true });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with one message for unknown and known accounts, and locks after five', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'nobody@example.com', password: 'wrong' },
    });
    expect(unknown.statusCode).toBe(401);
    await addOperator(database.db, {
      email: 'victim@example.com',
      role: 'support',
      passwordHash: await hashPassword(PASSWORD),
      addedBy: 'test',
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'victim@example.com', password: `wrong ${attempt}` },
      });
      statuses.push(wrong.statusCode);
      if (attempt === 0) expect(wrong.json()).toEqual(unknown.json());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Locked: even the right password is refused until the lock ends.
    const locked = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'victim@example.com', password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Try again in 15 minutes/);
    clock = new Date(clock.getTime() + 16 * 60_000);
    await signIn('victim@example.com');
  });

  it('signs in once with a one-time link, which then no longer works', async () => {
    const id = await addOperator(database.db, {
      email: 'new@example.com',
      role: 'support',
      passwordHash: null,
      addedBy: 'test',
    });
    const link = await createSigninLink(database.db, id, 'http://localhost', clock);
    const token = link.split('#link=')[1];
    const first = await app.inject({ method: 'POST', url: '/api/admin/session/link', payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'new@example.com', hasPassword: false });
    const again = await app.inject({ method: 'POST', url: '/api/admin/session/link', payload: { token } });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 on every console route without a session or with a forged cookie, and 403 for support on owner routes', async () => {
    const support = await signIn('support@example.com');
    const routes = listAdminRoutes(app);
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      const bare = await app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      const forged = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: `admin_session=${'A'.repeat(43)}`, 'x-csrf-token': 'x' },
        payload: route.method === 'GET' ? undefined : {},
      });
      if (route.access === 'public') {
        expect(bare.statusCode, `${route.method} ${url}`).not.toBe(200);
        continue;
      }
      expect(bare.statusCode, `${route.method} ${url} without a session`).toBe(401);
      expect(forged.statusCode, `${route.method} ${url} with a forged cookie`).toBe(401);
      if (route.access === 'owner') {
        const asSupport = await app.inject({
          method: route.method as 'GET',
          url,
          headers: as(support),
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(asSupport.statusCode, `${route.method} ${url} as support`).toBe(403);
      }
    }
  });

  it('refuses a change without the CSRF token', async () => {
    const owner = await signIn('owner@example.com');
    const id = await paidReading('csrf@example.com', 'Csrf Person', true);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/resend`,
      headers: as(owner, false),
    });
    expect(response.statusCode).toBe(403);
    expect(await query(sql`select count(*)::int as n from deliveries where reading_id = ${id}`)).toEqual([{ n: 1 }]);
  });

  it('finds readings by part of the e-mail or name, by id, and filters by status and market, a page at a time', async () => {
    const support = await signIn('support@example.com');
    const maria = await paidReading('maria.lopez@example.com', 'María López', true);
    await paidReading('someone@example.com', 'Someone Else', false);
    const search = async (params: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/orders?${params}`, headers: as(support, false) })).json() as {
        orders: { id: number; email: string }[];
        next: string | null;
      };
    expect((await search('q=LOPEZ@')).orders.map((o) => o.id)).toEqual([maria]);
    expect((await search('q=maría')).orders.map((o) => o.id)).toEqual([maria]);
    expect((await search(`q=${maria}`)).orders.map((o) => o.email)).toEqual(['maria.lopez@example.com']);
    expect((await search('q=100%25')).orders).toEqual([]);
    expect((await search('market=philippines')).orders).toEqual([]);
    const first = await search('limit=1');
    expect(first.next).not.toBeNull();
    const second = await search(`limit=1&after=${first.next}`);
    expect(second.orders[0]?.id).toBeLessThan(first.orders[0]?.id as number);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?from=yesterday',
      headers: as(support, false),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows support a reading without its money, and an owner with it', async () => {
    const id = await paidReading('money@example.com', 'Money Person', true);
    const support = await signIn('support@example.com');
    const owner = await signIn('owner@example.com');
    const seen = async (session: Session) =>
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(session, false) })).json();
    expect((await seen(support)).payment.paid_amount_minor).toBeNull();
    expect((await seen(owner)).payment).toMatchObject({ paid_amount_minor: 2900, paid_currency: 'usd' });
    expect((await seen(owner)).deliveries).toEqual([expect.objectContaining({ kind: 'reading', status: 'sent' })]);
    const missing = await app.inject({ method: 'GET', url: '/api/admin/orders/999999', headers: as(owner, false) });
    expect(missing.statusCode).toBe(404);
  });

  it('resends a sent reading as a new outbox row, refuses one not sent yet, and audits who did it', async () => {
    const support = await signIn('support@example.com');
    const sent = await paidReading('resend@example.com', 'Resend Person', true);
    const waiting = await paidReading('waiting@example.com', 'Waiting Person', false);
    const first = await app.inject({ method: 'POST', url: `/api/admin/orders/${sent}/resend`, headers: as(support) });
    expect(first.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `/api/admin/orders/${sent}/resend`, headers: as(support) });
    expect(await query(sql`select kind, status from deliveries where reading_id = ${sent} order by id`)).toEqual([
      { kind: 'reading', status: 'sent' },
      { kind: 'resend:1', status: 'pending' },
      { kind: 'resend:2', status: 'pending' },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${waiting}/resend`,
      headers: as(support),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not been sent yet/);
    expect(await query(sql`select operator_email, action from audit_log where reading_id = ${sent}`)).toEqual([
      { operator_email: 'support@example.com', action: 'reading.resend' },
      { operator_email: 'support@example.com', action: 'reading.resend' },
    ]);
  });

  it('changes the e-mail (refusing a bad one) and resends to the new address', async () => {
    const support = await signIn('support@example.com');
    const id = await paidReading('typo@exmaple.com', 'Typo Person', true);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/email`,
      headers: as(support),
      payload: { email: 'not an address' },
    });
    expect(bad.statusCode).toBe(400);
    const changed = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/email`,
      headers: as(support),
      payload: { email: 'typo@example.com' },
    });
    expect(changed.json().message).toMatch(/sent there/);
    expect(await query(sql`select email from readings where id = ${id}`)).toEqual([{ email: 'typo@example.com' }]);
    expect(
      await query(sql`select detail from audit_log where reading_id = ${id} and action = 'reading.change_email'`),
    ).toEqual([{ detail: { from: 'typo@exmaple.com', to: 'typo@example.com' } }]);
  });

  it('reschedules a waiting delivery, and lets only an owner mark a reading refunded, which cancels its delivery', async () => {
    const support = await signIn('support@example.com');
    const owner = await signIn('owner@example.com');
    const id = await paidReading('later@example.com', 'Later Person', false);
    const dueAt = '2026-11-26T08:00:00.000Z';
    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/reschedule`,
      headers: as(support),
      payload: { due_at: dueAt },
    });
    expect(moved.statusCode).toBe(200);
    const [delivery] = await query(sql`select due_at from deliveries where reading_id = ${id}`);
    expect(new Date(delivery?.due_at as string).toISOString()).toBe(dueAt);
    const bySupport = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: as(support),
      payload: { note: 'asked by e-mail' },
    });
    expect(bySupport.statusCode).toBe(403);
    const byOwner = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: as(owner),
      payload: { note: 'asked by e-mail' },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(await query(sql`select status from deliveries where reading_id = ${id}`)).toEqual([{ status: 'canceled' }]);
    const resend = await app.inject({ method: 'POST', url: `/api/admin/orders/${id}/resend`, headers: as(owner) });
    expect(resend.statusCode).toBe(409);
  });

  it('refuses to mark a free order refunded, with a 409 that changes nothing', async () => {
    const owner = await signIn('owner@example.com');
    const id = await paidReading('free.tier@example.com', 'Free Tier', false);
    // The free tier as completing it leaves the row: no amount, no currency.
    await query(
      sql`update readings set payment_method = 'free', selected_price = 'FREE', paid_amount_minor = null, paid_currency = null where id = ${id}`,
    );
    const before = await query(
      sql`select refunded_at, refunded_amount_minor, document_link_generation from readings where id = ${id}`,
    );
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: as(owner),
      payload: { note: 'asked by e-mail' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This is a free order: no money was taken, so there is nothing to refund.',
    });
    expect(
      await query(
        sql`select refunded_at, refunded_amount_minor, document_link_generation from readings where id = ${id}`,
      ),
    ).toEqual(before);
    expect(await query(sql`select status from deliveries where reading_id = ${id}`)).toEqual([{ status: 'pending' }]);
    expect(
      await query(
        sql`select count(*)::int as n from audit_log where reading_id = ${id} and action = 'reading.mark_refunded'`,
      ),
    ).toEqual([{ n: 0 }]);

    // A paid order whose amount was 0 (a price arm at nothing) is free too.
    const zero = await paidReading('zero.amount@example.com', 'Zero Amount', false);
    await query(sql`update readings set paid_amount_minor = 0 where id = ${zero}`);
    const zeroRefused = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${zero}/refund`,
      headers: as(owner),
      payload: { note: 'asked by e-mail' },
    });
    expect(zeroRefused.statusCode).toBe(409);
    expect(await query(sql`select refunded_at from readings where id = ${zero}`)).toEqual([{ refunded_at: null }]);
  });

  it('signs out: the cookie opens nothing afterwards', async () => {
    const session = await signIn('support@example.com');
    const out = await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: as(session) });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/admin/session', headers: as(session, false) });
    expect(after.statusCode).toBe(401);
  });
});
