import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { deliveryDueAt } from '../../src/domain/delivery-time';
import type { Reading } from '../../src/domain/reading';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/open-database';
import { readings } from '../../src/server/db/schema';
import { claimDeliveries } from '../../src/server/delivery/claim-deliveries';
import type { RenderReading } from '../../src/server/delivery/render-reading';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { scheduleDelivery } from '../../src/server/delivery/schedule-delivery';
import {
  CONFIRMATION_NOT_NEEDED,
  CONFIRMATION_OVERTAKEN,
  type DeliveryDeps,
} from '../../src/server/delivery/send-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import {
  auth,
  checkoutSession,
  createBuyer,
  postStripe,
  rows,
  STRIPE_SECRET,
  stripeEvent,
  tinyPdfRenderer,
} from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';
import { readPdfText, squash } from '../../src/report/pdf/read-pdf-text';
import { renderStoredReading } from '../../src/report/pdf/render-stored-reading';

const site = loadSiteConfig('config/site.json');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;

/** The real report: the delivered PDF is the visitor's reading, read back from its text. */
const renderReal = renderStoredReading(site);
const RENDERER: RenderReading = renderReal;
async function expectReadingPdf(pdf: Buffer, reading: { name: string }) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, text } = await readPdfText(pdf);
  expect(pages).toBeGreaterThanOrEqual(12);
  expect(text).toContain(squash(reading.name));
  // createBuyer's visitor: born 28 February 1990, asking about love.
  expect(text).toContain('Pisces');
  expect(text).toContain(squash('Will I find love this year?'));
}

const LINK_SECRET = 'test-link-secret-0123456789abcdef-0123456789';
const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-documents-'));

const CONFIRMATION_SUBJECT = 'Please confirm your e-mail address for your free reading';

/** The token of the confirmation link in a confirmation e-mail. */
function linkToken(mail: ParsedMail | undefined): string {
  const match = /\/confirm-email\?t=([^\s"<&]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no confirmation link in the e-mail');
  return decodeURIComponent(match[1]);
}

const pdfOf = (mail: ParsedMail) => mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');

describe.each(DATABASE_KINDS)('delivery on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: SmtpSink;
  let mailer: MailSender;
  let clock: Date;

  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: 'https://astral.example' },
    renderReading: RENDERER,
    documents: createDocumentStore(documentsDir, null),
    linkSecret: LINK_SECRET,
    now: () => clock,
    log: quiet,
    ...overrides,
  });
  const run = (dueBy?: Date, overrides: Partial<DeliveryDeps> = {}) =>
    runDeliveries(deps(overrides), { dueBy: dueBy ?? clock });
  const deliveriesOf = (db: Database, id: number) =>
    rows<{
      kind: string;
      status: string;
      attempts: number;
      due_at: Date | string;
      sent_at: Date | string | null;
      last_error: string | null;
      next_attempt_at: Date | string;
      message_key: string;
    }>(db, sql`select * from deliveries where reading_id = ${id} order by kind`);
  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    mailer = createMailSender({ from: senderAddress(undefined, site), smtpUrl: smtp.url, outboxDir: '' });
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      createRateLimit: 1000,
      logLevel: 'silent',
      stripeWebhookSecret: STRIPE_SECRET,
      // The free orders' confirmation links are signed with the same key as the worker's.
      documents: {
        documents: createDocumentStore(documentsDir, null),
        linkSecret: LINK_SECRET,
        publicBaseUrl: 'https://astral.example',
        now: () => clock,
      },
    });
  });

  afterAll(async () => {
    await app.close();
    mailer.close();
    await smtp.close();
    await database.dispose();
  });

  beforeEach(() => {
    clock = new Date();
  });

  it('free order: the plain confirmation at once; confirmed, exactly one reading e-mail at noon in Rome three days on', async () => {
    const email = 'free-order@example.com';
    const { id, token } = await createBuyer(app, email, 'Zoë Nguyễn', 'FREE');
    const complete = () =>
      app.inject({ method: 'POST', url: `/api/readings/${id}/free-completion`, payload: {}, headers: auth(token) });
    const first = await complete();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ confirmed: false });
    // Completing twice sends nothing twice: the confirmation is still waiting to go out.
    expect((await complete()).json()).toEqual({ confirmed: false });

    await run();
    expect(mailsTo(email)).toHaveLength(1);
    const [confirmation] = mailsTo(email);
    expect(confirmation?.subject).toBe(CONFIRMATION_SUBJECT);
    expect(confirmation?.text).toContain('https://astral.example/confirm-email?t=');
    expect(confirmation?.text).not.toContain('Zoë');
    expect(confirmation?.attachments).toHaveLength(0);
    expect(confirmation?.from?.value[0]).toEqual({ name: site.brand, address: site.infoEmail });

    // The visitor confirms an hour later: the free tier's promise counts from then.
    clock = new Date(clock.getTime() + 60 * MINUTE);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/email-confirmation',
      payload: { token: linkToken(confirmation) },
    });
    expect(confirmed.statusCode).toBe(200);
    const due = deliveryDueAt('FREE', clock);

    await run(new Date(due.getTime() - MINUTE));
    expect(mailsTo(email)).toHaveLength(1);

    clock = due;
    await run();
    await run();
    expect(mailsTo(email)).toHaveLength(2);
    const readingMail = mailsTo(email)[1] as ParsedMail;
    const pdf = pdfOf(readingMail);
    expect(pdf?.filename).toBe('Zoë-Nguyễn-astral-reading.pdf');
    await expectReadingPdf(pdf?.content as Buffer, { name: 'Zoë Nguyễn' });
    expect(readingMail.text).toContain(site.supportEmail);
    expect(readingMail.text).toContain(site.supportPhone);
    expect(readingMail.text).not.toContain('free second reading');
    expect(readingMail.html).toContain('Dear Zoë Nguyễn');

    const [row] = await rows<{ make_sent: boolean }>(database.db, sql`select make_sent from readings where id = ${id}`);
    expect(row?.make_sent).toBe(true);
    const sent = await deliveriesOf(database.db, id);
    // The reading's review request waits for its week (tests/integration/reviews.test.ts).
    expect(sent.map((delivery) => [delivery.kind, delivery.status])).toEqual([
      ['order_confirmation', 'sent'],
      ['reading', 'sent'],
      ['review_request', 'pending'],
    ]);
    expect(new Date(sent[1]?.sent_at ?? 0).toISOString()).toBe(due.toISOString());
  });

  /** A free order completed over the API and its address confirmed through the e-mailed link: its reading three days on. */
  async function completeFreeOrder(email: string, name: string) {
    const { id, token } = await createBuyer(app, email, name, 'FREE');
    const completed = await app.inject({
      method: 'POST',
      url: `/api/readings/${id}/free-completion`,
      payload: {},
      headers: auth(token),
    });
    expect(completed.statusCode).toBe(200);
    await runDeliveries(deps({ renderReading: tinyPdfRenderer }), { dueBy: clock });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/email-confirmation',
      payload: { token: linkToken(mailsTo(email).at(-1)) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { id, readingDue: deliveryDueAt('FREE', clock) };
  }
  const setConfirmation = (id: number, change: ReturnType<typeof sql>) =>
    database.db.execute(sql`update deliveries set ${change} where reading_id = ${id} and kind = 'order_confirmation'`);
  /** Which of these addresses got what, in the order the SMTP server accepted it. */
  const arrivals = (addresses: string[]) =>
    smtp.messages
      .map((mail) => ({
        to: (mail.to as { value: { address: string }[] }).value[0]?.address ?? '',
        subject: mail.subject,
      }))
      .filter(({ to }) => addresses.includes(to))
      .map(({ to, subject }) => `${to}: ${subject === CONFIRMATION_SUBJECT ? 'confirmation' : 'reading'}`);

  it('a backed-up queue sends due confirmations before any reading', async () => {
    // A backlog of paid readings, all due earlier than the confirmation.
    const paid = ['backlog-ada@example.com', 'backlog-bea@example.com', 'backlog-cy@example.com'];
    for (const [index, email] of paid.entries()) {
      const buyer = await createBuyer(app, email, ['Ada', 'Bea', 'Cy'][index], '$29');
      await scheduleDelivery(database.db, buyer.id, 'reading', new Date(clock.getTime() - (3 - index) * MINUTE));
    }
    const free = 'backlog-free@example.com';
    const { id, token } = await createBuyer(app, free, 'Nora Quinn', 'FREE');
    await app.inject({ method: 'POST', url: `/api/readings/${id}/free-completion`, payload: {}, headers: auth(token) });
    const summary = await runDeliveries(deps({ renderReading: tinyPdfRenderer }), { dueBy: clock, concurrency: 1 });
    expect(summary.sent).toBe(4);
    expect(arrivals([free, ...paid])).toEqual([`${free}: confirmation`, ...paid.map((email) => `${email}: reading`)]);
  });

  it('an order paid while its confirmation waits: the confirmation is settled first, skipped, and the reading follows', async () => {
    const email = 'same-run@example.com';
    const { id, token } = await createBuyer(app, email, 'Omar Said', 'FREE');
    await app.inject({ method: 'POST', url: `/api/readings/${id}/free-completion`, payload: {}, headers: auth(token) });
    await postStripe(
      app,
      stripeEvent('checkout.session.completed', checkoutSession(id, { customer_details: { email } })),
    );
    clock = deliveryDueAt('$29', clock);
    const summary = await runDeliveries(deps({ renderReading: tinyPdfRenderer }), { dueBy: clock, concurrency: 4 });
    expect(summary).toMatchObject({ sent: 1, skipped: 1 });
    expect(arrivals([email])).toEqual([`${email}: reading`]);
    expect((await deliveriesOf(database.db, id))[0]).toMatchObject({
      kind: 'order_confirmation',
      status: 'skipped',
      last_error: CONFIRMATION_NOT_NEEDED,
    });
  });

  it('a confirmation whose reading was already sent, or is being sent, is skipped with the reason, and never arrives', async () => {
    const sentFirst = 'overtaken@example.com';
    const overtaken = await completeFreeOrder(sentFirst, 'Pia Lund');
    clock = overtaken.readingDue;
    expect(await runDeliveries(deps({ renderReading: tinyPdfRenderer }), { dueBy: clock })).toMatchObject({
      sent: 1,
      skipped: 0,
    });
    expect(arrivals([sentFirst])).toEqual([`${sentFirst}: confirmation`, `${sentFirst}: reading`]);
    // Another worker is sending this one's reading right now, and its confirmation is pending again.
    const sendingNow = 'being-sent@example.com';
    const racing = await completeFreeOrder(sendingNow, 'Quinn Ash');
    // And an operator put the first one's confirmation back to pending by hand.
    await setConfirmation(
      overtaken.id,
      sql`status = 'pending', attempts = 0, sent_at = null, next_attempt_at = ${clock}`,
    );
    await database.db.execute(
      sql`update deliveries set status = 'sending', claimed_by = 'other-worker', claimed_until = ${new Date(clock.getTime() + 5 * MINUTE)} where reading_id = ${racing.id} and kind = 'reading'`,
    );
    await setConfirmation(racing.id, sql`status = 'pending', attempts = 0, sent_at = null, next_attempt_at = ${clock}`);

    expect(await runDeliveries(deps({ renderReading: tinyPdfRenderer }), { dueBy: clock })).toMatchObject({
      sent: 0,
      skipped: 2,
    });
    expect(arrivals([sentFirst, sendingNow])).toEqual([
      `${sentFirst}: confirmation`,
      `${sentFirst}: reading`,
      `${sendingNow}: confirmation`,
    ]);
    for (const { id } of [overtaken, racing]) {
      const [confirmation] = await deliveriesOf(database.db, id);
      expect(confirmation).toMatchObject({
        kind: 'order_confirmation',
        status: 'skipped',
        last_error: CONFIRMATION_OVERTAKEN,
        sent_at: null,
      });
    }
  });

  it("paid order (signed Stripe webhook): nothing before the tier's time, exactly one e-mail after, with the bonus", async () => {
    const email = 'paid-order@example.com';
    const { id } = await createBuyer(app, email, 'Marco Bianchi', '$29');
    const response = await postStripe(
      app,
      stripeEvent('checkout.session.completed', checkoutSession(id, { customer_details: { email } })),
    );
    expect(response.json().outcome).toBe('applied');
    const [stored] = await rows<{ payment_completed_at: string }>(
      database.db,
      sql`select payment_completed_at from readings where id = ${id}`,
    );
    const due = deliveryDueAt('$29', new Date(stored?.payment_completed_at ?? ''));

    await run();
    await run(new Date(due.getTime() - 1000));
    expect(mailsTo(email)).toHaveLength(0);
    await run(due);
    await run(new Date(due.getTime() + 10 * MINUTE));
    expect(mailsTo(email)).toHaveLength(1);
    const mail = mailsTo(email)[0] as ParsedMail;
    expect(mail.subject).toBe('Your personal astral reading is ready');
    expect(mail.text).toContain('free second reading');
    expect(mail.html).toContain('free second reading');
    expect(pdfOf(mail)?.filename).toBe('Marco-Bianchi-astral-reading.pdf');
    await expectReadingPdf(pdfOf(mail)?.content as Buffer, { name: 'Marco Bianchi' });
  });

  it('two workers racing over 200 due deliveries send exactly 200 e-mails, one per reading', async () => {
    // A second pool on PostgreSQL: two workers as two processes would be, on separate connections.
    const other =
      kind === 'postgres'
        ? await openDatabase({ url: process.env.TEST_DATABASE_URL ? await urlOf(database) : '', dataDir: '' })
        : null;
    try {
      const emails = Array.from({ length: 200 }, (_, index) => `race-${index}@example.com`);
      const inserted = await database.db
        .insert(readings)
        .values(
          emails.map((email, index) => ({
            email,
            name: `Racer ${index}`,
            payment_status: 'completed',
            payment_method: 'card',
            selected_price: '$49',
            access_token_hash: `race-${index}`,
          })),
        )
        .returning({ id: readings.id });
      for (const { id } of inserted)
        await scheduleDelivery(database.db, id, 'reading', new Date(clock.getTime() - MINUTE));
      const before = smtp.messages.length;
      const slowRender: RenderReading = async (reading) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return tinyPdfRenderer(reading);
      };
      const [first, second] = await Promise.all([
        runDeliveries(deps({ renderReading: slowRender }), { workerId: 'worker-a', concurrency: 4 }),
        runDeliveries(deps({ renderReading: slowRender, db: other?.db ?? database.db }), {
          workerId: 'worker-b',
          concurrency: 4,
        }),
      ]);
      const received = smtp.messages
        .slice(before)
        .filter((mail) => emails.includes((mail.to as { value: { address: string }[] }).value[0]?.address ?? ''));
      expect(received).toHaveLength(200);
      expect(
        new Set(received.map((mail) => (mail.to as { value: { address: string }[] }).value[0]?.address)).size,
      ).toBe(200);
      expect(new Set(received.map((mail) => mail.messageId)).size).toBe(200);
      expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(200);
      if (kind === 'postgres') {
        // On a real server both workers take part.
        expect(first?.sent).toBeGreaterThan(0);
        expect(second?.sent).toBeGreaterThan(0);
      }
      const [counts] = await rows<{ sent: number }>(
        database.db,
        sql`select count(*) filter (where d.status = 'sent')::int as sent from deliveries d join readings r on r.id = d.reading_id where r.email like 'race-%'`,
      );
      expect(counts?.sent).toBe(200);
    } finally {
      await other?.close();
    }
  });

  it('retries a failing delivery with backoff, keeps the error visible, and gives up as failed after 8 attempts', async () => {
    const email = 'failing@example.com';
    const { id } = await createBuyer(app, email, 'Ada Lovelace', '$49');
    await scheduleDelivery(database.db, id, 'reading', clock);
    const broken: RenderReading = async () => {
      throw new Error('renderer exploded');
    };
    expect(await run(undefined, { renderReading: broken })).toMatchObject({ retry: 1, sent: 0 });
    let [delivery] = await deliveriesOf(database.db, id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_error: 'renderer exploded' });
    expect(new Date(delivery?.next_attempt_at ?? 0).getTime()).toBe(clock.getTime() + MINUTE);
    // Not before the backoff ends, even on a second run.
    expect(await run(undefined, { renderReading: broken })).toMatchObject({ retry: 0 });
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      clock = new Date(new Date(delivery?.next_attempt_at ?? 0).getTime());
      await run(undefined, { renderReading: broken });
      [delivery] = await deliveriesOf(database.db, id);
    }
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, last_error: 'renderer exploded' });
    clock = new Date(clock.getTime() + 24 * 60 * MINUTE);
    expect(await run(undefined, { renderReading: broken })).toMatchObject({ retry: 0, failed: 0 });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('re-sends after an unknown outcome with the same Message-ID', async () => {
    const email = 'unknown-outcome@example.com';
    const { id } = await createBuyer(app, email, 'Iris Keller', '$29');
    await scheduleDelivery(database.db, id, 'reading', clock);
    // The server took the message but the connection dropped before we heard so.
    const flaky: MailSender = {
      kind: 'smtp',
      close: () => {},
      send: async (mail) => {
        await mailer.send(mail);
        throw new Error('connection reset after DATA');
      },
    };
    expect(await run(undefined, { mailer: flaky })).toMatchObject({ retry: 1 });
    clock = new Date(clock.getTime() + MINUTE);
    expect(await run()).toMatchObject({ sent: 1 });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    const [delivery] = await deliveriesOf(database.db, id);
    expect(mails[0]?.messageId).toBe(`<${delivery?.message_key}@${site.infoEmail.split('@')[1]}>`);
    expect(mails[1]?.messageId).toBe(mails[0]?.messageId);
  });

  it('takes over a delivery whose worker died mid-send once the lease expires, and not before', async () => {
    const email = 'crashed-worker@example.com';
    const { id } = await createBuyer(app, email, 'Leo Marsh', '$29');
    await scheduleDelivery(database.db, id, 'reading', clock);
    const [claimed] = await claimDeliveries(database.db, {
      workerId: 'crashed',
      now: clock,
      dueBy: clock,
      leaseMs: 5 * MINUTE,
      limit: 10,
      excludeIds: [],
    });
    expect(claimed?.reading_id).toBe(id);
    clock = new Date(clock.getTime() + 4 * MINUTE);
    expect((await run()).sent).toBe(0);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect((await run()).sent).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveriesOf(database.db, id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not send to a reading that still has the placeholder e-mail, and says why', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'male' } });
    const { id, token } = created.json() as { id: number; token: string };
    await app.inject({ method: 'POST', url: `/api/readings/${id}/free-completion`, payload: {}, headers: auth(token) });
    clock = new Date();
    expect(await run()).toMatchObject({ sent: 0, retry: 1 });
    const [confirmation] = await deliveriesOf(database.db, id);
    expect(confirmation).toMatchObject({
      kind: 'order_confirmation',
      status: 'pending',
      last_error: 'the reading has no e-mail address yet',
    });
  });
});

async function urlOf(database: TestDatabase): Promise<string> {
  const [row] = await rows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}

describe('the .eml outbox (no SMTP_URL)', () => {
  it('writes one file per message, named after its Message-ID, so a re-send replaces it', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'astral-outbox-'));
    const sender = createMailSender({ from: senderAddress(undefined, site), outboxDir });
    const mail = {
      to: 'eml@example.com',
      subject: 'Hello',
      text: 'plain',
      html: '<p>html</p>',
      messageId: '<key-1@astral-reading.example>',
      attachments: [
        {
          filename: 'A-astral-reading.pdf',
          content: (await tinyPdfRenderer({ name: 'A' } as Reading)).pdf as Buffer,
          contentType: 'application/pdf',
        },
      ],
    };
    await sender.send(mail);
    await sender.send(mail);
    const files = readdirSync(outboxDir);
    expect(files).toEqual(['key-1@astral-reading.example.eml']);
    const parsed = await simpleParser(readFileSync(path.join(outboxDir, files[0] as string)));
    expect(parsed.messageId).toBe('<key-1@astral-reading.example>');
    expect(parsed.attachments[0]?.filename).toBe('A-astral-reading.pdf');
  });
});

describe('npm run deliver --due-by', () => {
  it('sends what is due by the given time and exits 0; a reading that cannot be written fails visibly with exit 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-deliver-'));
    const smtp = await startSmtpSink();
    try {
      const database = await openDatabase({ dataDir });
      const paidOrder = {
        payment_status: 'completed',
        payment_method: 'free',
        selected_price: 'FREE',
        access_token_hash: 'cli',
      };
      const [complete] = await database.db
        .insert(readings)
        .values({
          ...paidOrder,
          email: 'cli@example.com',
          name: 'Cli User',
          gender: 'male',
          birth_date: '1985-07-04',
          birth_time: '9:30 AM',
          birth_city_name: 'Milan',
          birth_city_country: 'Italy',
          birth_city_lat: 45.46427,
          birth_city_lon: 9.18951,
          birth_city_timezone: 'Europe/Rome',
          selected_subject: 'career',
          question1: 'Should I open my own studio?',
        })
        .returning({ id: readings.id });
      // No birth place: the report refuses it rather than guess.
      const [incomplete] = await database.db
        .insert(readings)
        .values({
          ...paidOrder,
          email: 'nobirth@example.com',
          name: 'No Birth',
          gender: 'female',
          birth_date: '1985-07-04',
        })
        .returning({ id: readings.id });
      // Its reading went out before its confirmation could (sent by an older version): the
      // confirmation is skipped, which is no failure.
      const [overtaken] = await database.db
        .insert(readings)
        .values({
          ...paidOrder,
          email: 'overtaken-cli@example.com',
          name: 'Over Taken',
          gender: 'female',
          birth_date: '1985-07-04',
        })
        .returning({ id: readings.id });
      // Abandoned before payment 100 days ago: the run's retention pass erases it.
      const longAgo = new Date(Date.now() - 100 * 86_400_000);
      const [abandoned] = await database.db
        .insert(readings)
        .values({
          access_token_hash: 'old',
          email: 'abandoned-cli@example.com',
          name: 'Long Gone',
          birth_date: '1990-01-01',
          created_at: longAgo,
          updated_at: longAgo,
        })
        .returning({ id: readings.id });
      const paid = new Date('2030-01-10T09:00:00Z');
      await scheduleDelivery(database.db, overtaken?.id as number, 'reading', paid);
      await database.db.execute(
        sql`update deliveries set status = 'sent', sent_at = ${paid} where reading_id = ${overtaken?.id as number}`,
      );
      await scheduleDelivery(database.db, overtaken?.id as number, 'order_confirmation', paid);
      await scheduleDelivery(database.db, complete?.id as number, 'order_confirmation', paid);
      await scheduleDelivery(database.db, complete?.id as number, 'reading', deliveryDueAt('FREE', paid));
      await scheduleDelivery(database.db, incomplete?.id as number, 'reading', deliveryDueAt('FREE', paid));
      await database.close();

      const env = { ...process.env, DATA_DIR: dataDir, SMTP_URL: smtp.url, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const deliver = (dueBy: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/cli/deliver.ts', '--due-by', dueBy], {
          env,
        }).then(
          (result) => ({ code: 0, stdout: result.stdout }),
          (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
        );

      const early = await deliver('2030-01-10T08:00:00Z');
      expect(early.code).toBe(0);
      expect(early.stdout).toContain('retention: erased 1 unpaid after 90 days, 0 delivered after 730 days');
      expect(smtp.messages).toHaveLength(0);
      const confirmation = await deliver('2030-01-10T09:00:00Z');
      expect(confirmation).toMatchObject({ code: 0 });
      expect(confirmation.stdout).toContain('sent 1, skipped 1, canceled 0, to retry 0, failed 0');
      expect(confirmation.stdout).toContain('retention: erased 0 unpaid');
      expect(smtp.messages.map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT]);
      expect((smtp.messages[0]?.to as { value: { address: string }[] }).value[0]?.address).toBe('cli@example.com');
      // The visitors confirm their addresses through the links: their free readings may go out now.
      const confirmedDb = await openDatabase({ dataDir });
      await confirmedDb.db.execute(
        sql`update readings set email_confirmed_at = ${paid} where id in (${complete?.id as number}, ${incomplete?.id as number})`,
      );
      await confirmedDb.close();
      const due = await deliver('2030-01-13T12:00:00+01:00');
      expect(due.code).toBe(1);
      expect(due.stdout).toContain('sent 1');
      expect(due.stdout).toContain('to retry 1');
      // Its review request is due a week after the reading went out, well before the given time: sent in the same run, told apart.
      expect(due.stdout).toContain('review requests sent 1');
      expect(smtp.messages).toHaveLength(3);
      expect(smtp.messages[2]?.subject).toBe('How did your reading speak to you?');
      const pdf = smtp.messages[1]?.attachments.find((attachment) => attachment.contentType === 'application/pdf');
      const { text } = await readPdfText(pdf?.content as Buffer);
      expect(text).toContain('CliUser');
      expect(text).toContain('Cancer');
      expect(text).toContain(squash('Should I open my own studio?'));
      const bad = await deliver('next tuesday');
      expect(bad.code).toBe(2);

      const reopened = await openDatabase({ dataDir });
      const [row] = await rows<{ status: string; last_error: string }>(
        reopened.db,
        sql`select status, last_error from deliveries where reading_id = ${incomplete?.id as number}`,
      );
      const [gone] = await rows<{
        email: string | null;
        name: string | null;
        birth_date: string | null;
        erased_at: Date | null;
      }>(
        reopened.db,
        sql`select email, name, birth_date, erased_at from readings where id = ${abandoned?.id as number}`,
      );
      await reopened.close();
      expect(row?.status).toBe('pending');
      expect(row?.last_error).toMatch(/has no birth city/);
      expect(gone).toMatchObject({ email: null, name: null, birth_date: null });
      expect(gone?.erased_at).not.toBeNull();
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
