import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig, loadSiteConfig } from '../../src/server/config';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { scheduleDelivery } from '../../src/server/delivery/schedule-delivery';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { createDocumentStore, type DocumentStore } from '../../src/server/documents/document-store';
import { loadReadingDocument } from '../../src/server/documents/keep-reading-document';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { erasePersonData, eraseReadingData } from '../../src/server/privacy/erase-person-data';
import { exportPersonData } from '../../src/server/privacy/export-person-data';
import { purgeErasedDocuments } from '../../src/server/privacy/purge-erased-documents';
import { RETENTION_OPERATOR, runRetention } from '../../src/server/privacy/run-retention';
import { auth, createBuyer, rows, tinyPdfRenderer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 86_400_000;
const OPERATOR = 'owner@operator.example';

/** Every table that may hold something of a visitor, each row as text, to search for their data. */
const TABLES = [
  'readings',
  'deliveries',
  'payment_events',
  'funnel_events',
  'reading_documents',
  'reviews',
  'audit_log',
  'operator_alerts',
  'experiment_exposures',
];

describe.each(DATABASE_KINDS)('privacy on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailer: MailSender;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-privacy-documents-'));
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'astral-privacy-outbox-'));
  const documents = createDocumentStore(documentsDir, null);
  const fileOf = (key: string) => path.join(documentsDir, 'documents', key);

  const deps = (): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: 'https://astral.example' },
    renderReading: tinyPdfRenderer,
    documents,
    linkSecret: 'privacy-test-secret-0123456789abcdef-0123',
    now: () => new Date(),
    log: quiet,
  });

  /** A paid order, delivered (its PDF kept), with a funnel event, a held payment naming the payer, and a review. */
  async function deliveredOrder(email: string, name: string) {
    const buyer = await createBuyer(app, email, name, '$29');
    const event = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'user-agent': 'Privacy Test Browser', ...auth(buyer.token) },
      payload: {
        eventName: 'Lead',
        eventId: `lead_${buyer.id}_0001`,
        readingId: buyer.id,
        sourceUrl: `https://astral.example/step-two?fbclid=click${buyer.id}`,
        eventData: { step: 'email' },
      },
    });
    expect(event.statusCode).toBe(202);
    await database.db
      .execute(sql`update readings set payment_status = 'completed', payment_method = 'card', payment_completed_at = now(),
      paid_amount_minor = 2900, paid_currency = 'usd', country_code = 'IT', provider_payment_id = ${`cs_${buyer.id}`} where id = ${buyer.id}`);
    await database.db
      .execute(sql`insert into payment_events (provider, event_id, event_type, reading_id, reading_ref, outcome, amount_minor, currency, payer_email)
      values ('stripe', ${`evt_paid_${buyer.id}`}, 'checkout.session.completed', ${buyer.id}, ${buyer.id}, 'applied', 2900, 'usd', null),
             ('stripe', ${`evt_held_${buyer.id}`}, 'checkout.session.completed', ${buyer.id}, ${buyer.id}, 'held', 1900, 'usd', ${email})`);
    await scheduleDelivery(database.db, buyer.id, 'reading', new Date());
    expect(await runDeliveries(deps(), { dueBy: new Date() })).toMatchObject({ sent: 1 });
    await database.db.execute(
      sql`insert into reviews (reading_id, rating, body, display_name) values (${buyer.id}, 5, ${`${name} loved it`}, ${name})`,
    );
    return buyer;
  }

  /** The reading given a visitor id (as a cookie would while an experiment runs), exposed to a stopped price experiment's arm. */
  async function exposedVisitor(readingId: number, experimentName: string): Promise<string> {
    const visitorId = randomBytes(16).toString('base64url');
    await database.db.execute(sql`update readings set visitor_id = ${visitorId} where id = ${readingId}`);
    await database.db.execute(sql`with experiment as (
        insert into experiments (name, kind, target, traffic_percent, status, winner_arm, created_by, stopped_by, stopped_at)
        values (${experimentName}, 'price', 'price', 100, 'stopped', 'low', ${OPERATOR}, ${OPERATOR}, now()) returning id
      ), arm as (insert into experiment_arms (experiment_id, key, label, weight, price) select id, 'low', '$19 Basic', 1, '{"tiers":{}}'::jsonb from experiment)
      insert into experiment_exposures (experiment_id, visitor_id, arm_key, reading_id) select id, ${visitorId}, 'low', ${readingId} from experiment`);
    return visitorId;
  }

  /** The rows of every table that mention any of these texts. */
  async function mentions(...texts: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const table of TABLES) {
      const all = await rows<{ row: string }>(
        database.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      for (const { row } of all) {
        if (texts.some((text) => row.toLowerCase().includes(text.toLowerCase()))) found.push(`${table}: ${row}`);
      }
    }
    return found;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mailer = createMailSender({ from: senderAddress(undefined, site), outboxDir });
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      createRateLimit: 1000,
      documents: {
        documents,
        linkSecret: 'privacy-test-secret-0123456789abcdef-0123',
        publicBaseUrl: 'https://astral.example',
      },
    });
  });

  afterAll(async () => {
    await app.close();
    mailer.close();
    await database.dispose();
    rmSync(documentsDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('exports everything about one address, whatever its case, and nothing of another person', async () => {
    const first = await deliveredOrder('Export.Person@example.com', 'Ezra Export');
    const second = await createBuyer(app, 'export.person@EXAMPLE.com', 'Ezra Export', 'FREE');
    const other = await deliveredOrder('someone.else@example.com', 'Olga Other');
    const visitorId = await exposedVisitor(first.id, 'Export price test');
    await exposedVisitor(other.id, 'Other price test');

    const exported = await exportPersonData(database.db, 'EXPORT.PERSON@example.com');
    expect(exported.readings.map((reading) => reading.id)).toEqual([first.id, second.id]);
    expect(JSON.stringify(exported)).not.toContain('Olga Other');
    expect(JSON.stringify(exported)).not.toContain(String(`cs_${other.id}`));
    // JSON-ready as it is: a round trip changes nothing.
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);

    const [paid] = exported.readings;
    expect(paid).toMatchObject({
      name: 'Ezra Export',
      email: 'Export.Person@example.com',
      birth_date: '1990-02-28',
      question1: 'Will I find love this year?',
    });
    expect(paid).not.toHaveProperty('access_token_hash');
    expect(typeof paid?.created_at).toBe('string');
    // The reading sent, and its review request waiting for its week.
    expect(paid?.deliveries.map((delivery) => [delivery.kind, delivery.status])).toEqual([
      ['reading', 'sent'],
      ['review_request', 'pending'],
    ]);
    expect(paid?.payment_events.map((event) => event.outcome).sort()).toEqual(['applied', 'held']);
    expect(paid?.funnel_events).toHaveLength(1);
    expect(paid?.funnel_events[0]?.payload).toMatchObject({
      sourceUrl: `https://astral.example/step-two?fbclid=click${first.id}`,
      userAgent: 'Privacy Test Browser',
    });
    expect(paid?.document).toMatchObject({ reading_id: first.id, byte_size: expect.any(Number) });
    expect(paid?.document).not.toHaveProperty('storage_key');
    expect(paid?.review).toMatchObject({ rating: 5, display_name: 'Ezra Export' });
    expect(exported.readings[1]).toMatchObject({ deliveries: [], document: null, review: null });
    // The experiments' visitor id, with what it was shown.
    expect(paid?.visitor_id).toBe(visitorId);
    expect(exported.experiment_exposures).toEqual([
      {
        experiment_name: 'Export price test',
        experiment_target: 'price',
        arm_key: 'low',
        arm_label: '$19 Basic',
        visitor_id: visitorId,
        reading_id: first.id,
        exposed_at: expect.any(String),
      },
    ]);

    expect((await exportPersonData(database.db, 'nobody@example.com')).readings).toEqual([]);
  });

  it('erases a person: no name, e-mail or birth data left anywhere, the PDF gone, the tombstone kept; a repeat erases nothing more', async () => {
    const email = 'Erase.Me@example.com';
    const buyer = await deliveredOrder(email, 'Edda Erasmus');
    const abandoned = await createBuyer(app, 'erase.me@example.com', 'Edda Erasmus', '$49');
    const visitorId = await exposedVisitor(buyer.id, 'Erase price test');
    // A free order whose confirmation is still to be sent: erasing it cancels the send.
    await scheduleDelivery(database.db, abandoned.id, 'order_confirmation', new Date(Date.now() + DAY));
    const [document] = await rows<{ storage_key: string }>(
      database.db,
      sql`select storage_key from reading_documents where reading_id = ${buyer.id}`,
    );
    expect(existsSync(fileOf(document?.storage_key ?? ''))).toBe(true);
    // A mail server's error quoting the address, kept in the outbox row.
    await database.db.execute(
      sql`update deliveries set last_error = ${`550 5.1.1 <${email}>: mailbox full`} where reading_id = ${buyer.id}`,
    );
    expect(await mentions('Edda Erasmus', email)).not.toEqual([]);
    expect(await mentions(visitorId)).not.toEqual([]);

    // Canceled: the abandoned order's confirmation, and the delivered reading's review request.
    const result = await erasePersonData(
      { db: database.db, documents },
      { email: 'ERASE.ME@EXAMPLE.COM', operatorEmail: OPERATOR },
    );
    expect(result).toMatchObject({
      readings: 2,
      reading_ids: [buyer.id, abandoned.id],
      deliveries_canceled: 2,
      payment_events: 1,
      funnel_events: 1,
      reviews: 1,
      experiment_exposures: 1,
      documents: 1,
      documents_deleted: 1,
      documents_pending: 0,
    });

    // Birth data and questions are every test buyer's same ones: the tombstone's columns are checked below.
    expect(await mentions('Edda Erasmus', email, `fbclid=click${buyer.id}`)).toEqual([]);
    // The visitor id goes from the readings and from the experiments' exposures.
    expect(await mentions(visitorId)).toEqual([]);
    expect(await rows(database.db, sql`select 1 from experiment_exposures where visitor_id = ${visitorId}`)).toEqual(
      [],
    );
    // Kept for the experiment's counts, tied to nobody.
    expect(
      await rows(
        database.db,
        sql`select visitor_id like 'erased-%' as unlinked, reading_id from experiment_exposures where experiment_id = (select id from experiments where name = 'Erase price test')`,
      ),
    ).toEqual([{ unlinked: true, reading_id: null }]);
    expect(existsSync(fileOf(document?.storage_key ?? ''))).toBe(false);
    expect(await rows(database.db, sql`select 1 from reading_documents where reading_id = ${buyer.id}`)).toEqual([]);

    const [tombstone] = await rows<Record<string, unknown>>(
      database.db,
      sql`select * from readings where id = ${buyer.id}`,
    );
    expect(tombstone).toMatchObject({
      name: null,
      email: null,
      birth_date: null,
      birth_time: null,
      birth_city_name: null,
      birth_city_lat: null,
      birth_city_timezone: null,
      zodiac_sign: null,
      ascendant: null,
      question1: null,
      selected_subject: null,
      user_country: null,
      gender: null,
      visitor_id: null,
      payment_status: 'completed',
      selected_price: '$29',
      country_code: 'IT',
      paid_currency: 'usd',
      provider_payment_id: `cs_${buyer.id}`,
    });
    expect(Number(tombstone?.paid_amount_minor)).toBe(2900);
    expect(tombstone?.payment_completed_at).not.toBeNull();
    expect(tombstone?.created_at).not.toBeNull();
    expect(tombstone?.erased_at).not.toBeNull();

    const [canceled] = await rows<{ status: string; last_error: string }>(
      database.db,
      sql`select status, last_error from deliveries where reading_id = ${abandoned.id}`,
    );
    expect(canceled).toMatchObject({
      status: 'skipped',
      last_error: 'not sent: the personal data of this reading was erased',
    });
    expect(
      await rows(
        database.db,
        sql`select kind, last_error from deliveries where reading_id = ${buyer.id} order by kind`,
      ),
    ).toEqual([
      { kind: 'reading', last_error: '550 5.1.1 <[erased]>: mailbox full' },
      { kind: 'review_request', last_error: 'not sent: the personal data of this reading was erased' },
    ]);
    const [funnel] = await rows<{ event_name: string; payload: unknown }>(
      database.db,
      sql`select event_name, payload from funnel_events where reading_id = ${buyer.id}`,
    );
    expect(funnel).toEqual({ event_name: 'Lead', payload: {} });
    const [review] = await rows<{ rating: number; body: string | null }>(
      database.db,
      sql`select rating, body, display_name from reviews where reading_id = ${buyer.id}`,
    );
    expect(review).toEqual({ rating: 5, body: null, display_name: null });

    // The visitor's own token no longer opens or changes the tombstone.
    expect(
      (await app.inject({ method: 'GET', url: `/api/readings/${buyer.id}`, headers: auth(buyer.token) })).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/readings/${buyer.id}`,
          headers: auth(buyer.token),
          payload: { name: 'Back Again' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await exportPersonData(database.db, email)).readings).toEqual([]);

    const audit = await rows<{ operator_email: string; action: string; reading_id: number }>(
      database.db,
      sql`select operator_email, action, reading_id from audit_log where action = 'privacy.erase' and reading_id in (${buyer.id}, ${abandoned.id}) order by reading_id`,
    );
    expect(audit.map((row) => `${row.operator_email} ${row.action} ${Number(row.reading_id)}`).sort()).toEqual(
      [buyer.id, abandoned.id].map((id) => `${OPERATOR} privacy.erase ${id}`).sort(),
    );

    // Idempotent: by address and by id, nothing more to erase, and the request is still on record.
    const again = await erasePersonData({ db: database.db, documents }, { email, operatorEmail: OPERATOR });
    expect(again).toMatchObject({
      readings: 0,
      reading_ids: [],
      deliveries_canceled: 0,
      payment_events: 0,
      funnel_events: 0,
      reviews: 0,
      documents_deleted: 0,
    });
    expect(
      await eraseReadingData({ db: database.db, documents }, { readingId: buyer.id, operatorEmail: OPERATOR }),
    ).toMatchObject({ readings: 0 });
    const [after] = await rows<{ erased_at: Date | string }>(
      database.db,
      sql`select erased_at from readings where id = ${buyer.id}`,
    );
    expect(new Date(after?.erased_at ?? 0).getTime()).toBe(new Date(tombstone?.erased_at as string).getTime());
    const repeats = await rows(
      database.db,
      sql`select 1 from audit_log where action = 'privacy.erase' and detail->>'note' = 'nothing left to erase'`,
    );
    expect(repeats.length).toBeGreaterThanOrEqual(2);
  });

  it("erases one reading by id and leaves the same person's other reading alone", async () => {
    const kept = await createBuyer(app, 'two.readings@example.com', 'Tara Two', '$29');
    const gone = await createBuyer(app, 'two.readings@example.com', 'Tara Two', '$49');
    const result = await eraseReadingData(
      { db: database.db, documents },
      { readingId: gone.id, operatorEmail: OPERATOR },
    );
    expect(result).toMatchObject({ readings: 1, reading_ids: [gone.id] });
    expect(
      (await exportPersonData(database.db, 'two.readings@example.com')).readings.map((reading) => reading.id),
    ).toEqual([kept.id]);
  });

  it('a PDF the store will not delete stays recorded, is never served again, and the next sweep deletes it', async () => {
    const buyer = await deliveredOrder('stuck.file@example.com', 'Stella Stuck');
    const [document] = await rows<{ storage_key: string }>(
      database.db,
      sql`select storage_key from reading_documents where reading_id = ${buyer.id}`,
    );
    const failing: DocumentStore = {
      ...documents,
      delete: () => Promise.reject(new Error('the store is unreachable')),
    };

    const result = await erasePersonData(
      { db: database.db, documents: failing },
      { email: 'stuck.file@example.com', operatorEmail: OPERATOR },
    );
    expect(result).toMatchObject({ readings: 1, documents_deleted: 0, documents_pending: 1 });
    expect(existsSync(fileOf(document?.storage_key ?? ''))).toBe(true);
    // Its summary (signs, the first answer's opening) went with the transaction; the download link serves nothing.
    expect(await rows(database.db, sql`select summary from reading_documents where reading_id = ${buyer.id}`)).toEqual([
      { summary: null },
    ]);
    expect(await loadReadingDocument({ db: database.db, documents }, buyer.id)).toBeNull();

    expect(await purgeErasedDocuments({ db: database.db, documents })).toMatchObject({ failed: 0 });
    expect(existsSync(fileOf(document?.storage_key ?? ''))).toBe(false);
    expect(await rows(database.db, sql`select 1 from reading_documents where reading_id = ${buyer.id}`)).toEqual([]);
  });

  it('retention erases abandoned readings past the limit in batches and keeps recent and paid ones', async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const age = (id: number, days: number) =>
      database.db.execute(
        sql`update readings set created_at = ${ago(days)}, updated_at = ${ago(days)} where id = ${id}`,
      );
    const old = [];
    for (const [index, first] of ['Abe', 'Abby', 'Abel'].entries()) {
      const reading = await createBuyer(app, `abandoned${index}@example.com`, `${first} Abandoned`, '$29');
      await age(reading.id, 91);
      old.push(reading.id);
    }
    const recent = await createBuyer(app, 'recent@example.com', 'Rita Recent', '$29');
    await age(recent.id, 89);
    // Started long ago, but the visitor came back yesterday.
    const returned = await createBuyer(app, 'returned@example.com', 'Remy Returned', '$29');
    await database.db.execute(
      sql`update readings set created_at = ${ago(120)}, updated_at = ${ago(1)} where id = ${returned.id}`,
    );
    const paid = await deliveredOrder('paid.long.ago@example.com', 'Paula Paid');
    await age(paid.id, 400);
    const delivered = await deliveredOrder('delivered.long.ago@example.com', 'Dora Delivered');
    await age(delivered.id, 800);
    await database.db.execute(sql`update deliveries set sent_at = ${ago(731)} where reading_id = ${delivered.id}`);
    // Taken free, its address never confirmed: nothing was delivered, so it goes like an abandoned visit.
    const unconfirmed = await createBuyer(app, 'never.confirmed@example.com', 'Nell Unconfirmed', '$29');
    const free = await app.inject({
      method: 'POST',
      url: `/api/readings/${unconfirmed.id}/free-completion`,
      payload: {},
      headers: auth(unconfirmed.token),
    });
    expect(free.json()).toEqual({ confirmed: false });
    await age(unconfirmed.id, 91);
    const [deliveredDocument] = await rows<{ storage_key: string }>(
      database.db,
      sql`select storage_key from reading_documents where reading_id = ${delivered.id}`,
    );

    const summary = await runRetention(
      { db: database.db, documents, now: () => new Date() },
      { retentionDays: 90, deliveredRetentionDays: 730, batchSize: 2 },
    );
    expect(summary).toMatchObject({ abandoned: 4, completed: 1, documentsPending: 0 });
    expect(summary.documentsDeleted).toBeGreaterThanOrEqual(1);

    const state = await rows<{ id: number; erased: boolean; name: string | null }>(
      database.db,
      sql`select id, erased_at is not null as erased, name from readings
      where id in (${sql.join(
        [...old, unconfirmed.id, recent.id, returned.id, paid.id, delivered.id].map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
    );
    const erased = new Map(state.map((row) => [Number(row.id), row.erased]));
    for (const id of [...old, unconfirmed.id]) expect(erased.get(id)).toBe(true);
    expect(erased.get(delivered.id)).toBe(true);
    expect(erased.get(recent.id)).toBe(false);
    expect(erased.get(returned.id)).toBe(false);
    expect(erased.get(paid.id)).toBe(false);
    expect(existsSync(fileOf(deliveredDocument?.storage_key ?? ''))).toBe(false);
    expect(
      await mentions('Abe Abandoned', 'Abby Abandoned', 'Abel Abandoned', 'Nell Unconfirmed', 'Dora Delivered'),
    ).toEqual([]);

    const audit = await rows<{ operator_email: string; detail: { reason: string } }>(
      database.db,
      sql`select operator_email, detail from audit_log where action = 'privacy.erase' and reading_id = ${old[0]}`,
    );
    expect(audit).toEqual([
      { operator_email: RETENTION_OPERATOR, detail: { reason: 'retention:abandoned', batch_size: 2 } },
    ]);

    // A second run finds nothing more.
    expect(
      await runRetention(
        { db: database.db, documents, now: () => new Date() },
        { retentionDays: 90, deliveredRetentionDays: 730 },
      ),
    ).toMatchObject({ abandoned: 0, completed: 0, documentsPending: 0 });
  });
});

describe('retention settings', () => {
  it('defaults to 90 days unpaid and 730 days after delivery, whole days of at least one', () => {
    expect(loadConfig({})).toMatchObject({ RETENTION_DAYS: 90, DELIVERED_RETENTION_DAYS: 730 });
    expect(loadConfig({ RETENTION_DAYS: '30', DELIVERED_RETENTION_DAYS: '365' })).toMatchObject({
      RETENTION_DAYS: 30,
      DELIVERED_RETENTION_DAYS: 365,
    });
    // Longer than the privacy policy promises is refused too.
    for (const bad of [
      { RETENTION_DAYS: '0' },
      { RETENTION_DAYS: '1.5' },
      { RETENTION_DAYS: '91' },
      { DELIVERED_RETENTION_DAYS: 'two years' },
      { DELIVERED_RETENTION_DAYS: '731' },
    ]) {
      expect(() => loadConfig(bad)).toThrow(ConfigError);
      expect(() => loadConfig(bad)).toThrow(Object.keys(bad)[0]);
    }
  });

  it('are the figures the privacy policy gives', () => {
    const policy = readFileSync('src/web/routes/privacy-policy.tsx', 'utf8').replace(/\s+/g, ' ');
    const { RETENTION_DAYS, DELIVERED_RETENTION_DAYS } = loadConfig({});
    expect(policy).toContain(
      `we erase your personal information ${RETENTION_DAYS} days after you last used your reading`,
    );
    expect(policy).toContain(`two years (${DELIVERED_RETENTION_DAYS} days) after your reading was sent to you`);
    expect(policy).toContain('We may set shorter periods, never longer');
  });
});
