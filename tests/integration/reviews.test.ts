import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addOperator } from '../../src/server/admin/add-operator';
import { hashPassword } from '../../src/server/admin/hash-password';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { deliveries, readings, reviews } from '../../src/server/db/schema';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { scheduleDelivery } from '../../src/server/delivery/schedule-delivery';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { REFUNDED_REASON } from '../../src/server/delivery/stop-reading-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { eraseReadingData } from '../../src/server/privacy/erase-person-data';
import { OPTED_OUT_REASON } from '../../src/server/reviews/find-review-request-stop';
import { reviewToken } from '../../src/server/reviews/review-link';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { rows, tinyPdfRenderer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const LINK_SECRET = 'reviews-test-link-secret-0123456789abcdef';
const PASSWORD = 'a long enough password';
const DAY_MS = 86_400_000;
const BASE = 'https://astral.example';

describe.each(DATABASE_KINDS)('reviews on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: SmtpSink;
  let mailer: MailSender;
  let clock = new Date('2026-11-25T10:00:00Z');
  let counter = 0;
  const documents = createDocumentStore(mkdtempSync(path.join(tmpdir(), 'astral-documents-')), null);

  const deps = (): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: BASE },
    renderReading: tinyPdfRenderer,
    documents,
    linkSecret: LINK_SECRET,
    now: () => clock,
    log: quiet,
  });
  const run = () => runDeliveries(deps(), { dueBy: clock });
  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
  const requestOf = async (id: number) =>
    (
      await database.db
        .select()
        .from(deliveries)
        .where(sql`${deliveries.reading_id} = ${id} and ${deliveries.kind} = 'review_request'`)
    )[0];
  const reviewMails = () => smtp.messages.filter((mail) => mail.subject?.includes('how did your reading'));
  const tokenFor = (id: number) => reviewToken(LINK_SECRET, id, 0, clock).token;

  /** A paid reading, its e-mail sent now unless `send` is false. */
  async function paidReading(options: { email?: string; name?: string; subject?: string; send?: boolean } = {}) {
    counter += 1;
    const email = options.email ?? `client.${counter}@example.com`;
    const [row] = await database.db
      .insert(readings)
      .values({
        email,
        name: options.name ?? 'Vera Castellano',
        access_token_hash: 'x'.repeat(64),
        payment_status: 'completed',
        payment_method: 'card',
        selected_price: '$29',
        payment_completed_at: clock,
        paid_amount_minor: 2900,
        paid_currency: 'usd',
        birth_date: '1990-04-02',
        birth_time: '3:18 PM',
        birth_city_name: 'Rome',
        birth_city_country: 'Italy',
        birth_city_lat: 41.9,
        birth_city_lon: 12.5,
        birth_city_timezone: 'Europe/Rome',
        zodiac_sign: 'Aries',
        ascendant: 'Leo',
        selected_subject: options.subject ?? 'love',
        question1: 'Will I find love this year?',
      })
      .returning({ id: readings.id });
    const id = row?.id as number;
    const send = options.send ?? true;
    // An unsent reading is due far ahead, so no later run of the outbox sends it.
    await scheduleDelivery(database.db, id, 'reading', send ? clock : new Date(clock.getTime() + 365 * DAY_MS));
    if (send) await run();
    return { id, email };
  }

  type Session = { cookie: string; 'x-csrf-token': string };
  async function signIn(email: string): Promise<Session> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    return {
      cookie: `admin_session=${cookie?.value}`,
      'x-csrf-token': (response.json() as { csrfToken: string }).csrfToken,
    };
  }

  const submit = (payload: object) => app.inject({ method: 'POST', url: '/api/review', payload });
  const valid = (id: number, extra: object = {}) => ({
    token: tokenFor(id),
    rating: 5,
    body: 'It helped me see my year clearly.',
    display_name: 'Vera C.',
    consent: true,
    ...extra,
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    mailer = createMailSender({ from: senderAddress(undefined, site), smtpUrl: smtp.url, outboxDir: '' });
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      documents: { documents, linkSecret: LINK_SECRET, publicBaseUrl: BASE, now: () => clock },
      now: () => clock,
      signInRateLimit: 1000,
      reviewsMode: 'real',
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
    mailer.close();
    await smtp.close();
    await database.dispose();
  });

  it('asks once, seven days after the reading e-mail was sent, with five star links and a way out', async () => {
    const { id, email } = await paidReading({ name: 'Zoë Nguyễn' });
    expect(mailsTo(email)).toHaveLength(1);
    const sentAt = clock;
    const request = await requestOf(id);
    expect(request?.status).toBe('pending');
    expect(request?.due_at.getTime()).toBe(sentAt.getTime() + 7 * DAY_MS);

    clock = new Date(sentAt.getTime() + 7 * DAY_MS - 60_000);
    await run();
    expect(mailsTo(email)).toHaveLength(1);

    clock = new Date(sentAt.getTime() + 7 * DAY_MS);
    await run();
    await run();
    expect(mailsTo(email)).toHaveLength(2);
    const mail = mailsTo(email)[1];
    // The name stays out of the subject (decision 0032); the greeting inside has it.
    expect(mail?.subject).toBe('How did your reading speak to you?');
    expect(mail?.text).toContain(site.persona);
    for (const rating of [1, 2, 3, 4, 5])
      expect(mail?.text).toMatch(
        new RegExp(`${rating} stars?: ${BASE}/review\\?t=${id}\\.\\d+\\.[\\w-]{43}&rating=${rating}\\n`),
      );
    expect(mail?.text).toMatch(new RegExp(`${BASE}/review\\?t=${id}\\.\\d+\\.[\\w-]{43}&stop=1`));
    expect(mail?.html).toContain('Don&#x27;t ask me again');
    expect(mail?.html).toContain(`${BASE}/review?t=${id}.`);
    expect(mail?.attachments).toHaveLength(0);
    expect((await requestOf(id))?.status).toBe('sent');

    // A resend of the reading asks nothing again.
    await database.db
      .insert(deliveries)
      .values({ reading_id: id, kind: 'resend-1', due_at: clock, next_attempt_at: clock, message_key: `resend-${id}` });
    await run();
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    await run();
    expect(mailsTo(email)).toHaveLength(3);
    expect(mailsTo(email).filter((m) => m.subject === 'How did your reading speak to you?')).toHaveLength(1);
    expect(
      await rows(database.db, sql`select id from deliveries where reading_id = ${id} and kind = 'review_request'`),
    ).toHaveLength(1);
  });

  it('asks nothing of a reading never sent, refunded, erased, or whose client said not to ask', async () => {
    const unsent = await paidReading({ send: false });
    expect(await requestOf(unsent.id)).toBeUndefined();

    const refunded = await paidReading();
    const erased = await paidReading();
    const optedOut = await paidReading({ email: 'no-more@example.com' });
    const sameClient = await paidReading({ email: 'NO-MORE@example.com' });
    await database.db.update(readings).set({ refunded_at: clock }).where(eq(readings.id, refunded.id));
    await eraseReadingData(
      { db: database.db, documents: null, now: () => clock },
      { readingId: erased.id, operatorEmail: 'owner@example.com' },
    );
    const stop = await app.inject({
      method: 'POST',
      url: '/api/review/opt-out',
      payload: { token: tokenFor(sameClient.id) },
    });
    expect(stop.statusCode).toBe(204);
    // Canceled at once for every reading under the address.
    expect((await requestOf(optedOut.id))?.last_error).toBe(OPTED_OUT_REASON);

    const before = reviewMails().length;
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    await run();
    expect(reviewMails().length).toBe(before);
    expect(await requestOf(refunded.id)).toMatchObject({ status: 'canceled', last_error: REFUNDED_REASON });
    expect((await requestOf(erased.id))?.status).toBe('skipped');
    expect((await requestOf(optedOut.id))?.status).toBe('canceled');
    expect((await requestOf(sameClient.id))?.status).toBe('canceled');

    // A later reading of the same client finds the mark when its turn comes.
    const later = await paidReading({ email: 'no-more@example.com' });
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    await run();
    expect(await requestOf(later.id)).toMatchObject({ status: 'canceled', last_error: OPTED_OUT_REASON });
    expect(mailsTo('no-more@example.com').filter((m) => m.subject?.includes('how did your reading'))).toHaveLength(0);
  });

  it('the form starts from a suggested name, and bad input gets a clear 4xx and changes nothing', async () => {
    const { id } = await paidReading({ name: 'Zoë  van Nguyễn ' });
    const form = await app.inject({ method: 'GET', url: `/api/review-form?t=${tokenFor(id)}` });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ suggested_name: 'Zoë N.', review: null });

    const [, expires, signature] = tokenFor(id).split('.') as [string, string, string];
    const refusals: [object, number, RegExp][] = [
      [valid(id, { rating: 0 }), 400, /Choose a rating/],
      [valid(id, { rating: 6 }), 400, /Choose a rating/],
      [valid(id, { rating: 4.5 }), 400, /./],
      [valid(id, { rating: '5' }), 400, /Choose a rating/],
      [valid(id, { consent: false }), 400, /agree that we may publish/],
      [{ ...valid(id), consent: undefined }, 400, /agree that we may publish/],
      [valid(id, { body: 'x'.repeat(1001) }), 400, /under 1000 characters/],
      [valid(id, { body: 'nul \u0000 here' }), 400, /cannot be saved/],
      [valid(id, { display_name: '   ' }), 400, /name to show/],
      [valid(id, { display_name: 'x'.repeat(41) }), 400, /at most 40/],
      [valid(id, { extra: 1 }), 400, /./],
      [valid(id, { token: 'not-a-token' }), 400, /not valid/],
      [valid(id, { token: `${id + 1}.${expires}.${signature}` }), 403, /not valid/],
      [
        valid(id, { token: reviewToken(LINK_SECRET, id, 0, new Date(clock.getTime() - 61 * DAY_MS)).token }),
        410,
        /expired/,
      ],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await submit(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/review-form?t=${id}.${expires}.${signature.replace(/^./, signature.startsWith('A') ? 'B' : 'A')}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(await database.db.select().from(reviews).where(eq(reviews.reading_id, id))).toEqual([]);
  });

  it('a link sent before an address change, a refund or an erasure opens nothing; one sent after opens the form', async () => {
    const { id } = await paidReading({ name: 'Rhea Retired' });
    const before = tokenFor(id);
    // What an address change, a refund or an erasure does to the reading's links.
    await database.db.execute(
      sql`update readings set document_link_generation = document_link_generation + 1 where id = ${id}`,
    );
    const old = await app.inject({ method: 'GET', url: `/api/review-form?t=${before}` });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ error: 'link_replaced' });
    expect((await submit(valid(id, { token: before }))).statusCode).toBe(410);
    const after = reviewToken(LINK_SECRET, id, 1, clock).token;
    expect((await app.inject({ method: 'GET', url: `/api/review-form?t=${after}` })).statusCode).toBe(200);
    expect(await database.db.select().from(reviews).where(eq(reviews.reading_id, id))).toEqual([]);
  });

  it('one review per reading: sending again replaces it and sends it back to moderation', async () => {
    const { id } = await paidReading();
    const first = await submit(valid(id, { rating: 3, body: '  Good, if long.  ' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'pending', replaced: false });
    const owner = await signIn('owner@example.com');
    const [stored] = await database.db.select().from(reviews).where(eq(reviews.reading_id, id));
    expect(stored).toMatchObject({ rating: 3, body: 'Good, if long.', display_name: 'Vera C.', status: 'pending' });
    await app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${stored?.id}/decision`,
      headers: owner,
      payload: { decision: 'approve' },
    });

    const second = await submit(valid(id, { rating: 4, body: '' }));
    expect(second.json()).toEqual({ status: 'pending', replaced: true });
    const all = await database.db.select().from(reviews).where(eq(reviews.reading_id, id));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ rating: 4, body: null, status: 'pending', moderated_by: null, moderated_at: null });
    const form = await app.inject({ method: 'GET', url: `/api/review-form?t=${tokenFor(id)}` });
    expect(form.json()).toMatchObject({
      review: { rating: 4, body: null, display_name: 'Vera C.', status: 'pending' },
    });
  });

  it('moderation: any operator decides, audited with who and when; signed out or a bad decision changes nothing', async () => {
    const { id } = await paidReading();
    await submit(valid(id, { rating: 2, body: 'Not for me.' }));
    const [review] = await database.db.select().from(reviews).where(eq(reviews.reading_id, id));
    const url = `/api/admin/reviews/${review?.id}/decision`;

    expect((await app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, payload: { decision: 'approve' } })).statusCode).toBe(401);
    const support = await signIn('support@example.com');
    expect(
      (await app.inject({ method: 'POST', url, headers: { cookie: support.cookie }, payload: { decision: 'approve' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url, headers: support, payload: { decision: 'publish' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/reviews/999999/decision',
          headers: support,
          payload: { decision: 'approve' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await database.db
          .select()
          .from(reviews)
          .where(eq(reviews.id, review?.id ?? 0))
      )[0]?.status,
    ).toBe('pending');

    const list = await app.inject({ method: 'GET', url: '/api/admin/reviews', headers: support });
    expect(list.statusCode).toBe(200);
    const listed = list.json() as { pending: number; reviews: { id: number; status: string }[] };
    expect(listed.reviews[0]?.status).toBe('pending');
    expect(listed.reviews.slice(0, listed.pending).every((r) => r.status === 'pending')).toBe(true);

    clock = new Date(clock.getTime() + 60_000);
    const approved = await app.inject({ method: 'POST', url, headers: support, payload: { decision: 'approve' } });
    expect(approved.statusCode).toBe(200);
    const [after] = await database.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, review?.id ?? 0));
    expect(after).toMatchObject({ status: 'approved', moderated_by: 'support@example.com' });
    expect(after?.moderated_at?.getTime()).toBe(clock.getTime());
    const audit = await rows<{ operator_email: string; action: string; reading_id: number; detail: { was: string } }>(
      database.db,
      sql`select operator_email, action, reading_id::int as reading_id, detail from audit_log where reading_id = ${id} order by id`,
    );
    expect(audit).toEqual([
      {
        operator_email: 'support@example.com',
        action: 'review.approve',
        reading_id: id,
        detail: { review_id: review?.id, rating: 2, was: 'pending' },
      },
    ]);
  });

  it('the public list shows only approved reviews, with their true count and average, by subject and page', async () => {
    await database.db.update(reviews).set({ status: 'rejected' });
    const owner = await signIn('owner@example.com');
    const made: { id: number; rating: number; subject: string; approve: boolean }[] = [
      { id: 0, rating: 5, subject: 'love', approve: true },
      { id: 0, rating: 4, subject: 'career', approve: true },
      { id: 0, rating: 2, subject: 'love', approve: true },
      { id: 0, rating: 1, subject: 'love', approve: false },
      { id: 0, rating: 5, subject: 'money', approve: false },
    ];
    for (const review of made) {
      review.id = (await paidReading({ subject: review.subject })).id;
      clock = new Date(clock.getTime() + 1000);
      await submit(valid(review.id, { rating: review.rating, body: `Rated ${review.rating}` }));
      const [row] = await database.db.select().from(reviews).where(eq(reviews.reading_id, review.id));
      if (review.approve)
        await app.inject({
          method: 'POST',
          url: `/api/admin/reviews/${row?.id}/decision`,
          headers: owner,
          payload: { decision: 'approve' },
        });
    }
    const list = await app.inject({ method: 'GET', url: '/api/reviews?per_page=2' });
    expect(list.statusCode).toBe(200);
    const body = list.json() as {
      count: number;
      average: number;
      matching: number;
      reviews: { body: string; rating: number; subject: string; display_name: string }[];
    };
    expect(body).toMatchObject({ count: 3, average: 3.7, matching: 3 });
    expect(body.reviews.map((r) => r.body)).toEqual(['Rated 2', 'Rated 4']);
    expect(body.reviews[0]).toMatchObject({ subject: 'love', display_name: 'Vera C.' });
    expect(JSON.stringify(body)).not.toContain('@example.com');

    const love = (
      await app.inject({ method: 'GET', url: '/api/reviews?subject=love&page=1&per_page=9' })
    ).json() as typeof body;
    expect(love).toMatchObject({ count: 3, average: 3.7, matching: 2 });
    expect(love.reviews.map((r) => r.rating)).toEqual([2, 5]);
    expect(
      ((await app.inject({ method: 'GET', url: '/api/reviews?page=2&per_page=2' })).json() as typeof body).reviews.map(
        (r) => r.rating,
      ),
    ).toEqual([5]);
    expect(
      ((await app.inject({ method: 'GET', url: '/api/reviews?subject=astrology' })).json() as typeof body).matching,
    ).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/reviews?page=0' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/reviews?per_page=500' })).statusCode).toBe(400);
  });

  it('an operator may bring a pending request forward, once; audited', async () => {
    const owner = await signIn('owner@example.com');
    const { id, email } = await paidReading();
    const unsent = await paidReading({ send: false });
    const url = (readingId: number) => `/api/admin/orders/${readingId}/review-request`;
    expect((await app.inject({ method: 'POST', url: url(unsent.id), headers: owner, payload: {} })).statusCode).toBe(
      409,
    );
    expect((await app.inject({ method: 'POST', url: url(99_999_999), headers: owner, payload: {} })).statusCode).toBe(
      404,
    );
    const now = await app.inject({ method: 'POST', url: url(id), headers: owner, payload: {} });
    expect(now.statusCode).toBe(200);
    expect((await requestOf(id))?.due_at.getTime()).toBe(clock.getTime());
    await run();
    expect(mailsTo(email).filter((m) => m.subject === 'How did your reading speak to you?')).toHaveLength(1);
    const again = await app.inject({ method: 'POST', url: url(id), headers: owner, payload: {} });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toMatch(/sent only once/);
    expect(
      await rows(database.db, sql`select id from audit_log where reading_id = ${id} and action = 'review.request_now'`),
    ).toHaveLength(1);
  });
});
