import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { scheduleDelivery } from '../../src/server/delivery/schedule-delivery';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { runRetention } from '../../src/server/privacy/run-retention';
import {
  addConsoleOperators,
  CONSOLE_OWNER,
  CONSOLE_SUPPORT,
  consoleHeaders,
  signInOperator,
  type ConsoleSession,
} from './console-sessions';
import { auth, createBuyer, rows, tinyPdfRenderer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const SECRET = 'erasure-leaves-nothing-secret-0123456789abcdef';
const BASE = 'https://astral.example';

/** One person's every personal value, each unique to them in the whole database. */
type Person = {
  first: string;
  last: string;
  typedEmail: string;
  rightEmail: string;
  city: { name: string; country: string; lat: number; lon: number; timezone: string };
  correctedCity: { name: string; country: string; lat: number; lon: number; timezone: string };
  question1: string;
  question2: string;
};

const ALPHONSINE: Person = {
  first: 'Alphonsine',
  last: 'Quarrington',
  typedEmail: 'aq.typo.mailbox@example.com',
  rightEmail: 'aq.right.mailbox@example.com',
  city: { name: 'Ouarzazate', country: 'Morocco', lat: 30.9189, lon: -6.8934, timezone: 'Africa/Casablanca' },
  correctedCity: { name: 'Kirkwall', country: 'United Kingdom', lat: 58.981, lon: -2.9605, timezone: 'Europe/London' },
  question1: 'Should I take the lighthouse post at Skerryvore?',
  question2: 'Will my brother Thaddeus forgive the debt?',
};

const BERTRANDE: Person = {
  first: 'Bertrande',
  last: 'Vellacott',
  typedEmail: 'bv.typo.mailbox@example.com',
  rightEmail: 'bv.right.mailbox@example.com',
  city: { name: 'Tamanrasset', country: 'Algeria', lat: 22.785, lon: 5.5228, timezone: 'Africa/Algiers' },
  correctedCity: {
    name: 'Ushuaia',
    country: 'Argentina',
    lat: -54.8019,
    lon: -68.303,
    timezone: 'America/Argentina/Ushuaia',
  },
  question1: 'Should I open the bakery on Fennimore Lane?',
  question2: 'Will the Gwendolyn contract come through?',
};

/** What must not survive the person's erasure anywhere. */
const needles = (person: Person) => [
  person.first,
  person.last,
  person.typedEmail,
  person.rightEmail,
  person.city.name,
  person.correctedCity.name,
  person.question1,
  person.question2,
];

const found = (text: string, person: Person) =>
  needles(person).filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));

/** The lines of `text` that hold any of the person's values: what a failure shows. */
const linesNaming = (text: string, person: Person) => text.split('\n').filter((line) => found(line, person).length > 0);

describe.each(DATABASE_KINDS)('an erasure leaves nothing of the person on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailer: MailSender;
  let owner: ConsoleSession;
  let support: ConsoleSession;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-erasure-documents-'));
  const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'astral-erasure-')), 'outbox');
  const documents = createDocumentStore(documentsDir, null);
  /** Everything the server logged, the delivery worker's lines included. */
  const logLines: string[] = [];

  const deps = (): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: BASE },
    renderReading: tinyPdfRenderer,
    documents,
    linkSecret: SECRET,
    now: () => new Date(),
    log: app.log,
  });
  // A second ahead: the database's now() has microseconds, a JavaScript Date only milliseconds.
  const deliverDue = () => runDeliveries(deps(), { dueBy: new Date(Date.now() + 1000) });

  /** Every row of every table, in every schema, as text. */
  async function dumpDatabase(): Promise<string> {
    const tables = await rows<{ table_schema: string; table_name: string }>(
      database.db,
      sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['readings', 'audit_log']));
    const dump: string[] = [];
    for (const table of tables) {
      const all = await rows<{ row: string }>(
        database.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table.table_schema)}.${sql.identifier(table.table_name)} t`,
      );
      dump.push(...all.map(({ row }) => `${table.table_name}: ${row}`));
    }
    return dump.join('\n');
  }

  /** Every outbox file, raw and decoded (headers, text, HTML, attachments), with its name. */
  async function dumpOutbox(): Promise<{ names: string[]; text: string }> {
    const names = readdirSync(outboxDir);
    const parts: string[] = [];
    for (const name of names) {
      const raw = readFileSync(path.join(outboxDir, name));
      const mail = await simpleParser(raw);
      parts.push(
        name,
        raw.toString('utf8'),
        mail.subject ?? '',
        JSON.stringify(mail.to ?? null),
        mail.text ?? '',
        typeof mail.html === 'string' ? mail.html : '',
        ...mail.attachments.map((attachment) => attachment.content.toString('latin1')),
      );
    }
    return { names, text: parts.join('\n') };
  }

  const history = async (id: number, session: ConsoleSession) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}`,
      headers: consoleHeaders(session),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { audit: { action: string; operator_email: string; created_at: string }[] };
  };
  const auditLog = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: consoleHeaders(owner) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const act = async (session: ConsoleSession, url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: consoleHeaders(session), payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const downloadLinkIn = (text: string) => {
    const url = /https:\/\/astral\.example(\/api\/documents\/\S+)/.exec(text)?.[1];
    expect(url).toBeDefined();
    return url as string;
  };

  /**
   * A paid reading worked through the console as support cases go: delivered to a mistyped
   * address, moved to the right one and sent again, its birth place corrected with a note naming
   * the client, a second payment of theirs held and dismissed with a reason naming them, refunded
   * with a note naming them, and reviewed. Returns the reading and the download link it was sent last.
   */
  async function workedOrder(person: Person): Promise<{ id: number; link: string }> {
    const fullName = `${person.first} ${person.last}`;
    const buyer = await createBuyer(app, person.typedEmail, fullName, '$29');
    const answers = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${buyer.id}`,
      headers: auth(buyer.token),
      payload: {
        birth_city_name: person.city.name,
        birth_city_country: person.city.country,
        birth_city_lat: person.city.lat,
        birth_city_lon: person.city.lon,
        birth_city_timezone: person.city.timezone,
        question1: person.question1,
        question2: person.question2,
      },
    });
    expect(answers.statusCode).toBe(204);
    const event = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth(buyer.token),
      payload: {
        eventName: 'Lead',
        eventId: `lead_${buyer.id}_0001`,
        readingId: buyer.id,
        sourceUrl: `${BASE}/step-two?fbclid=click${buyer.id}`,
        eventData: { step: 'email' },
      },
    });
    expect(event.statusCode).toBe(202);
    await database.db.execute(sql`update readings set payment_status = 'completed', payment_method = 'card',
      payment_completed_at = now(), paid_amount_minor = 2900, paid_currency = 'USD', country_code = 'IT',
      provider_payment_id = ${`pi_erasure_${buyer.id}`} where id = ${buyer.id}`);
    await scheduleDelivery(database.db, buyer.id, 'reading', new Date());
    expect(await deliverDue()).toMatchObject({ sent: 1 });

    await act(support, `/api/admin/orders/${buyer.id}/email`, { email: person.rightEmail });
    expect(await deliverDue()).toMatchObject({ sent: 1 });
    await act(support, `/api/admin/orders/${buyer.id}/birth-data`, {
      birth_date: '1990-02-28',
      birth_time: '3:18 PM',
      birth_city_name: person.correctedCity.name,
      birth_city_country: person.correctedCity.country,
      birth_city_state: null,
      birth_city_lat: person.correctedCity.lat,
      birth_city_lon: person.correctedCity.lon,
      birth_city_timezone: person.correctedCity.timezone,
      note: `${person.first} phoned: born in ${person.correctedCity.name}, not ${person.city.name}.`,
    });
    expect(await deliverDue()).toMatchObject({ sent: 1 });

    const [held] = await rows<{ id: string }>(
      database.db,
      sql`insert into payment_events (provider, event_id, event_type, reading_id, reading_ref, outcome, note, amount_minor, currency, payer_email)
        values ('stripe', ${`evt_twice_${buyer.id}`}, 'checkout.session.completed', ${buyer.id}, ${buyer.id}, 'held',
          'paid 1900 USD, which is no price of the $29 tier', 1900, 'USD', ${person.rightEmail}) returning id`,
    );
    await act(owner, `/api/admin/payments/held/${held?.id}/dismiss`, {
      reason: `${fullName} paid twice from ${person.rightEmail}; refunded at Stripe`,
    });
    await act(owner, `/api/admin/orders/${buyer.id}/refund`, { note: `${fullName} asked for her money back` });
    await database.db.execute(
      sql`insert into reviews (reading_id, rating, body, display_name) values (${buyer.id}, 4, ${`${person.first} here: spot on`}, ${person.first})`,
    );

    const mails = await Promise.all(
      readdirSync(outboxDir).map((name) => simpleParser(readFileSync(path.join(outboxDir, name)))),
    );
    const resent = mails.find((mail) => JSON.stringify(mail.to).includes(person.rightEmail));
    return { id: buyer.id, link: downloadLinkIn(resent?.text ?? '') };
  }

  /** Before the erasure: the checks below do find the person where they are. */
  async function expectFoundEverywhere(person: Person, id: number) {
    expect(found(await dumpDatabase(), person)).toEqual(needles(person));
    expect(found((await dumpOutbox()).text, person)).toEqual(
      expect.arrayContaining([person.first, person.last, person.typedEmail, person.rightEmail]),
    );
    expect(found(JSON.stringify(await history(id, support)), person)).toEqual(
      expect.arrayContaining([person.typedEmail, person.rightEmail, person.correctedCity.name]),
    );
  }

  /** After it: nowhere in the database, the outbox, the log or the console, but its audit trail stands. */
  async function expectErasedEverywhere(person: Person, id: number, link: string) {
    expect(linesNaming(await dumpDatabase(), person)).toEqual([]);
    const outbox = await dumpOutbox();
    expect(outbox.names.filter((name) => name.startsWith(`reading-${id}-`))).toEqual([]);
    expect(found(outbox.text, person)).toEqual([]);
    expect(linesNaming(logLines.join(''), person)).toEqual([]);
    expect(found(await auditLog(), person)).toEqual([]);
    for (const session of [owner, support]) {
      const page = await history(id, session);
      expect(found(JSON.stringify(page), person)).toEqual([]);
      // The trail stands: who did what, when.
      expect(page.audit.map((entry) => `${entry.action} ${entry.operator_email}`).sort()).toEqual(
        [
          `privacy.erase ${CONSOLE_OWNER}`,
          `reading.change_email ${CONSOLE_SUPPORT}`,
          `reading.correct_birth_data ${CONSOLE_SUPPORT}`,
          `reading.mark_refunded ${CONSOLE_OWNER}`,
          `reading.resend ${CONSOLE_SUPPORT}`,
          `payment.dismiss ${CONSOLE_OWNER}`,
        ].sort(),
      );
      expect(page.audit.every((entry) => !Number.isNaN(Date.parse(entry.created_at)))).toBe(true);
    }
    // Non-personal facts stay: what the refund canceled, what was resent.
    const kept = await rows<{ action: string; detail: Record<string, unknown> }>(
      database.db,
      sql`select action, detail from audit_log where reading_id = ${id} and action in ('reading.mark_refunded', 'reading.change_email', 'payment.dismiss') order by action`,
    );
    expect(kept).toEqual([
      { action: 'payment.dismiss', detail: expect.objectContaining({ amount_minor: 1900, currency: 'USD' }) },
      { action: 'reading.change_email', detail: { personal_data_erased: true } },
      { action: 'reading.mark_refunded', detail: { canceled: ['review_request'], personal_data_erased: true } },
    ]);

    const opened = await app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(410);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.body).toContain('This reading was erased');
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mailer = createMailSender({ from: senderAddress(undefined, site), outboxDir });
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'info',
      logStream: { write: (line) => logLines.push(line) },
      createRateLimit: 1000,
      signInRateLimit: 1000,
      documents: { documents, linkSecret: SECRET, publicBaseUrl: BASE },
      outboxDir,
    });
    await addConsoleOperators(database.db);
    owner = await signInOperator(app, CONSOLE_OWNER);
    support = await signInOperator(app, CONSOLE_SUPPORT);
  });

  afterAll(async () => {
    await app.close();
    mailer.close();
    await database.dispose();
    rmSync(documentsDir, { recursive: true, force: true });
    rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it("erasing the reading by id leaves no value of the person in any table, the outbox, the log or the console's history", async () => {
    const { id, link } = await workedOrder(ALPHONSINE);
    await expectFoundEverywhere(ALPHONSINE, id);

    await act(owner, `/api/admin/orders/${id}/erase`, {});
    await expectErasedEverywhere(ALPHONSINE, id, link);
  });

  it('erasing by e-mail address does the same, and also reaches what quotes the address elsewhere', async () => {
    const { id, link } = await workedOrder(BERTRANDE);
    // A payment from the same address held with no reading, dismissed with a reason quoting it.
    const [stray] = await rows<{ id: string }>(
      database.db,
      sql`insert into payment_events (provider, event_id, event_type, outcome, note, amount_minor, currency, payer_email)
        values ('stripe', 'evt_stray_0001', 'checkout.session.completed', 'held', 'no reading reference', 2900, 'USD',
          ${BERTRANDE.rightEmail}) returning id`,
    );
    await act(owner, `/api/admin/payments/held/${stray?.id}/dismiss`, {
      reason: `A test payment ${BERTRANDE.rightEmail} made before ordering`,
    });
    await expectFoundEverywhere(BERTRANDE, id);
    // Each message is named after its reading, and the outbox is the owner's alone.
    expect(readdirSync(outboxDir).filter((name) => name.startsWith(`reading-${id}-`))).toHaveLength(3);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(outboxDir)) expect(statSync(path.join(outboxDir, name)).mode & 0o777).toBe(0o600);

    await act(owner, '/api/admin/privacy/erase', {
      email: BERTRANDE.rightEmail,
      confirmEmail: BERTRANDE.rightEmail,
    });
    await expectErasedEverywhere(BERTRANDE, id, link);
    // The stray payment stays for the accounts, without the reason that quoted the address.
    expect(
      await rows(database.db, sql`select amount_minor::int, outcome from payment_events where id = ${stray?.id}`),
    ).toEqual([{ amount_minor: 2900, outcome: 'dismissed' }]);
  });
  it('erasing by address also deletes messages sent to it for a reading that has another address now', async () => {
    // Someone else's reading once went to this address by mistake, and support has changed it since.
    const other = await createBuyer(app, 'owner.of.other@example.com', 'Otto Other', '$29');
    const misdirected = 'Misdirected.Person@example.com';
    await mailer.send({
      to: misdirected,
      subject: 'Your personal astral reading is ready',
      text: 'Your reading',
      html: '<p>Your reading</p>',
      messageId: `<misdirected-${other.id}@astral.example>`,
      readingId: other.id,
    });
    const unrelated = `<unrelated-${other.id}@astral.example>`;
    await mailer.send({
      to: 'owner.of.other@example.com',
      subject: 'x',
      text: 'x',
      html: 'x',
      messageId: unrelated,
      readingId: other.id,
    });

    await act(owner, '/api/admin/privacy/erase', {
      email: misdirected.toLowerCase(),
      confirmEmail: misdirected.toLowerCase(),
    });
    const outbox = await dumpOutbox();
    expect(outbox.text.toLowerCase()).not.toContain(misdirected.toLowerCase());
    // The other reading's own messages stay.
    expect(outbox.text).toContain('owner.of.other@example.com');
  });

  it("the retention job's erasure deletes the reading's outbox messages too, those named before readings were included", async () => {
    const buyer = await createBuyer(app, 'old.client@example.com', 'Cordelia Oldfield', '$29');
    await database.db.execute(sql`update readings set payment_status = 'completed', payment_method = 'card',
      payment_completed_at = now(), paid_amount_minor = 2900, paid_currency = 'USD' where id = ${buyer.id}`);
    await scheduleDelivery(database.db, buyer.id, 'reading', new Date());
    expect(await deliverDue()).toMatchObject({ sent: 1 });
    const [named] = readdirSync(outboxDir).filter((file) => file.startsWith(`reading-${buyer.id}-`));
    // The same message as an outbox of before this change named it: after its Message-ID alone.
    const [delivery] = await rows<{ message_key: string }>(
      database.db,
      sql`select message_key from deliveries where reading_id = ${buyer.id} and kind = 'reading'`,
    );
    const legacy = `${delivery?.message_key}@astral-reading.example.eml`;
    writeFileSync(path.join(outboxDir, legacy), readFileSync(path.join(outboxDir, named as string)));
    const unrelated = 'alert-1-0c8e@astral-reading.example.eml';
    writeFileSync(path.join(outboxDir, unrelated), 'Subject: Alert\n\nnothing personal\n');
    await database.db.execute(sql`update readings set created_at = now() - interval '800 days' where id = ${buyer.id}`);
    await database.db.execute(
      sql`update deliveries set sent_at = now() - interval '800 days' where reading_id = ${buyer.id}`,
    );

    const summary = await runRetention(
      { db: database.db, documents, outboxDir, now: () => new Date() },
      { retentionDays: 90, deliveredRetentionDays: 730 },
    );
    expect(summary).toMatchObject({ completed: 1, mailDeleted: 2 });
    const left = readdirSync(outboxDir);
    expect(left).not.toContain(named);
    expect(left).not.toContain(legacy);
    expect(left).toContain(unrelated);
    expect((await dumpOutbox()).text).not.toMatch(/Cordelia|Oldfield|old\.client@example\.com/i);
  });
});
