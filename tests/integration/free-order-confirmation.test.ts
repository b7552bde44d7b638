import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { deliveryDueAt, promisedDeliveryAt } from '../../src/domain/delivery-time';
import { CONFIRMATION_LIMIT_MESSAGE } from '../../src/domain/email-confirmation';
import { resendReading } from '../../src/server/admin/resend-reading';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { CONFIRMATION_NOT_NEEDED, type DeliveryDeps } from '../../src/server/delivery/send-delivery';
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

const site = loadSiteConfig('config/site.json');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;
const DAY = 86_400_000;
const LINK_SECRET = 'test-confirmation-secret-0123456789abcdef-0123';
const BASE = 'https://astral.example';

/** What a stranger's name and question look like when someone means harm with them. */
const HOSTILE_NAME = 'Your account is suspended call support now';
const HOSTILE_QUESTION = 'Log in at https://evil.example/verify or lose your account?';
const VISITOR_WORDS = [HOSTILE_NAME, 'suspended', 'evil.example', 'Log in at'];

const CONFIRMATION_SUBJECT = 'Please confirm your e-mail address for your free reading';

/** Everything a message shows a reader: its subject, text and HTML. */
const shown = (mail: ParsedMail) => [mail.subject ?? '', mail.text ?? '', String(mail.html)].join('\n');

/** The token of the confirmation link in a message. */
function confirmationToken(mail: ParsedMail): string {
  const match = /\/confirm-email\?t=([^\s"<&]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link in: ${mail.text ?? ''}`);
  return decodeURIComponent(match[1]);
}

describe.each(DATABASE_KINDS)('free order address confirmation on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: SmtpSink;
  let mailer: MailSender;
  let clock: Date;
  let client = 0;

  const deps = (): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: BASE },
    renderReading: tinyPdfRenderer,
    documents: createDocumentStore(mkdtempSync(path.join(tmpdir(), 'astral-documents-')), null),
    linkSecret: LINK_SECRET,
    now: () => clock,
    log: quiet,
  });
  const run = (dueBy = clock) => runDeliveries(deps(), { dueBy });
  const mailsTo = (address: string) =>
    smtp.messages.filter(
      (mail) =>
        mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address?.toLowerCase() === address.toLowerCase(),
    );
  const deliveriesOf = (id: number) =>
    rows<{ kind: string; status: string; due_at: Date | string; last_error: string | null }>(
      database.db,
      sql`select kind, status, due_at, last_error from deliveries where reading_id = ${id} order by kind`,
    );
  const confirmedAt = async (id: number) =>
    (
      await rows<{ email_confirmed_at: Date | string | null }>(
        database.db,
        sql`select email_confirmed_at from readings where id = ${id}`,
      )
    )[0]?.email_confirmed_at ?? null;

  /** Each visitor from a client address of its own, so the per-client limit is met only where a test means it. */
  const nextClient = () => `10.1.${Math.floor((client += 1) / 250)}.${client % 250}`;
  const completeFree = (id: number, token: string, remoteAddress = nextClient()) =>
    app.inject({
      method: 'POST',
      url: `/api/readings/${id}/free-completion`,
      payload: {},
      headers: auth(token),
      remoteAddress,
    });
  /** A free order whose visitor wrote a hostile name and question, completed. */
  async function hostileFreeOrder(email: string, remoteAddress?: string) {
    const { id, token } = await createBuyer(app, email, HOSTILE_NAME, 'FREE');
    const question = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      payload: { question1: HOSTILE_QUESTION },
      headers: auth(token),
    });
    expect(question.statusCode).toBe(204);
    const completed = await completeFree(id, token, remoteAddress);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ confirmed: false });
    return { id, token };
  }
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: '/api/email-confirmation', payload: { token }, remoteAddress: nextClient() });
  const stateOf = (token: string) =>
    app.inject({ method: 'GET', url: `/api/email-confirmation?t=${encodeURIComponent(token)}` });

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
      confirmationRateLimit: 4,
      logLevel: 'silent',
      stripeWebhookSecret: STRIPE_SECRET,
      documents: {
        documents: createDocumentStore(mkdtempSync(path.join(tmpdir(), 'astral-documents-')), null),
        linkSecret: LINK_SECRET,
        publicBaseUrl: BASE,
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

  it('sends only the plain confirmation before the address is confirmed, even long past the old free due time', async () => {
    const email = 'stranger-one@example.com';
    const { id } = await hostileFreeOrder(email);
    const oldDue = deliveryDueAt('FREE', clock);

    await run();
    clock = new Date(oldDue.getTime() + 2 * 60 * MINUTE);
    await run(new Date(oldDue.getTime() + 30 * DAY));

    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT]);
    const [confirmation] = mails as [ParsedMail];
    for (const words of VISITOR_WORDS) expect(shown(confirmation)).not.toContain(words);
    expect(confirmation.text).toContain(`${BASE}/confirm-email?t=`);
    expect(confirmation.attachments).toHaveLength(0);
    expect(confirmation.from?.value[0]).toEqual({ name: site.brand, address: site.infoEmail });
    // Nothing is scheduled to carry the visitor's words, and waiting for the visitor is not late.
    expect((await deliveriesOf(id)).map((row) => [row.kind, row.status])).toEqual([['order_confirmation', 'sent']]);
    const alerts = await rows(database.db, sql`select id from operator_alerts where reading_id = ${id}`);
    expect(alerts).toHaveLength(0);
  });

  it('confirming through the link schedules the reading from the confirmation, and then it goes out', async () => {
    const email = 'confirms@example.com';
    const { id, token } = await hostileFreeOrder(email);
    await run();
    const link = confirmationToken(mailsTo(email)[0] as ParsedMail);

    // Two days later the visitor opens the link: the page reads, and changes nothing ...
    clock = new Date(clock.getTime() + 2 * DAY);
    const opened = await stateOf(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ confirmed: false });
    expect(await confirmedAt(id)).toBeNull();
    // ... until the button is pressed.
    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(200);
    const expectedBy = promisedDeliveryAt('FREE', clock);
    expect(confirmed.json()).toEqual({ confirmed: true, expected_by: expectedBy.toISOString() });
    const due = deliveryDueAt('FREE', clock);
    const reading = (await deliveriesOf(id)).find((row) => row.kind === 'reading');
    expect(new Date(reading?.due_at ?? 0).toISOString()).toBe(due.toISOString());

    // Pressed again, or the funnel's page seen again: the same answer, and nothing more.
    expect((await confirm(link)).json()).toEqual(confirmed.json());
    expect((await completeFree(id, token)).json()).toEqual(confirmed.json());

    const confirmedClock = clock;
    clock = new Date(due.getTime() - MINUTE);
    await run();
    expect(mailsTo(email)).toHaveLength(1);
    clock = due;
    await run();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Your personal astral reading is ready');
    expect(mails[1]?.attachments.some((file) => file.contentType === 'application/pdf')).toBe(true);
    expect(new Date((await confirmedAt(id)) ?? 0).toISOString()).toBe(confirmedClock.toISOString());
  });

  it('an altered or expired link confirms nothing; an expired one asks for a new link, which works', async () => {
    const email = 'expired@example.com';
    const { id, token } = await hostileFreeOrder(email);
    await run();
    const sentAt = clock;
    const link = confirmationToken(mailsTo(email)[0] as ParsedMail);
    const [readingId, expires, signature] = link.split('.') as [string, string, string];

    const other = await createBuyer(app, 'other-visitor@example.com', 'Ada Lind', 'FREE');
    const altered = [
      `${readingId}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${readingId}.${Number(expires) + DAY / 1000}.${signature}`,
      `${other.id}.${expires}.${signature}`,
    ];
    for (const token of altered) {
      const refused = await confirm(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('link_altered');
      expect((await stateOf(token)).statusCode).toBe(403);
    }
    expect((await confirm('not-a-token')).statusCode).toBe(400);

    clock = new Date(sentAt.getTime() + 7 * DAY + 1000);
    const expired = await confirm(link);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('link_expired');
    expect(await confirmedAt(id)).toBeNull();
    expect(await confirmedAt(other.id)).toBeNull();
    expect((await deliveriesOf(id)).some((row) => row.kind === 'reading')).toBe(false);

    // The expired link's page asks for a new one, sent to the same address.
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/email-confirmation/renew',
      payload: { token: link },
      remoteAddress: nextClient(),
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ confirmed: false });
    await run();
    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT, CONFIRMATION_SUBJECT]);
    expect(mails[1]?.messageId).not.toBe(mails[0]?.messageId);
    const fresh = confirmationToken(mails[1] as ParsedMail);
    expect((await confirm(fresh)).json()).toMatchObject({ confirmed: true });

    // The address changed afterwards: a link sent to the old one confirms nothing more.
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      payload: { email: 'moved@example.com' },
      headers: auth(token),
    });
    expect(moved.statusCode).toBe(204);
    expect(await confirmedAt(id)).toBeNull();
    expect((await confirm(fresh)).statusCode).toBe(403);
    expect(await confirmedAt(id)).toBeNull();
  });

  it('an address confirmed and then changed to a stranger sends the stranger nothing the visitor wrote', async () => {
    const own = 'own-address@example.com';
    const stranger = 'stranger-two@example.com';
    const { id, token } = await hostileFreeOrder(own);
    await run();
    await confirm(confirmationToken(mailsTo(own)[0] as ParsedMail));
    const due = deliveryDueAt('FREE', clock);
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      payload: { email: stranger },
      headers: auth(token),
    });
    expect(changed.statusCode).toBe(204);

    clock = new Date(due.getTime() + 2 * 60 * MINUTE);
    await run();
    expect(mailsTo(stranger)).toHaveLength(0);
    expect(mailsTo(own)).toHaveLength(1);
    expect((await deliveriesOf(id)).find((row) => row.kind === 'reading')).toMatchObject({ status: 'pending' });
    expect(await rows(database.db, sql`select id from operator_alerts where reading_id = ${id}`)).toHaveLength(0);

    // The funnel's page seen again asks the new address to confirm, in plain words only.
    expect((await completeFree(id, token)).json()).toEqual({ confirmed: false });
    await run();
    const [plain] = mailsTo(stranger) as [ParsedMail];
    expect(plain.subject).toBe(CONFIRMATION_SUBJECT);
    for (const words of VISITOR_WORDS) expect(shown(plain)).not.toContain(words);
    // Confirmed there, the reading (due long ago) goes out at once.
    await confirm(confirmationToken(plain));
    await run();
    expect(mailsTo(stranger).map((mail) => mail.subject)).toEqual([
      CONFIRMATION_SUBJECT,
      'Your personal astral reading is ready',
    ]);
  });

  it('no e-mail subject holds what the visitor wrote: confirmation, reading and review request', async () => {
    const email = 'subjects@example.com';
    await hostileFreeOrder(email);
    await run();
    await confirm(confirmationToken(mailsTo(email)[0] as ParsedMail));
    clock = new Date(clock.getTime() + 4 * DAY);
    await run();
    clock = new Date(clock.getTime() + 8 * DAY);
    await run();
    const subjects = mailsTo(email).map((mail) => mail.subject ?? '');
    expect(subjects).toEqual([
      CONFIRMATION_SUBJECT,
      'Your personal astral reading is ready',
      'How did your reading speak to you?',
    ]);
    for (const subject of subjects) for (const words of VISITOR_WORDS) expect(subject).not.toContain(words);
  });

  it('one recipient gets at most 3 confirmation e-mails a day, whoever asks, however the address is spelt', async () => {
    const spellings = ['victim@example.com', 'Victim@example.com', 'victim+a@example.com', 'victim+b@example.com'];
    const readings = [];
    for (const email of spellings) readings.push(await createBuyer(app, email, HOSTILE_NAME, 'FREE'));
    const answers = [];
    for (const { id, token } of readings) answers.push(await completeFree(id, token));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.json()).toEqual({ error: 'confirmation_limit', message: CONFIRMATION_LIMIT_MESSAGE });
    expect(answers[3]?.headers['retry-after']).toBeUndefined();
    await run();
    expect(smtp.messages.filter((mail) => /victim/i.test(JSON.stringify(mail.to)))).toHaveLength(3);
    expect(await deliveriesOf(readings[3]?.id as number)).toEqual([]);
    // The refused order is still a free order, and its page may ask again another day.
    const [refused] = await rows<{ payment_status: string }>(
      database.db,
      sql`select payment_status from readings where id = ${readings[3]?.id as number}`,
    );
    expect(refused?.payment_status).toBe('completed');
  });

  it('a confirmation asked for one address never goes to the address the reading is changed to before it is sent', async () => {
    const target = 'switched.target@example.com';
    const ids = [];
    for (const first of ['one', 'two', 'three', 'four']) {
      // Asked for a throwaway address, then pointed at the target while the message still waits.
      const { id, token } = await createBuyer(app, `${first}.throwaway@example.com`, HOSTILE_NAME, 'FREE');
      expect((await completeFree(id, token)).statusCode).toBe(200);
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/readings/${id}`,
        payload: { email: target },
        headers: auth(token),
      });
      expect(moved.statusCode).toBe(204);
      ids.push(id);
    }
    await run();
    expect(mailsTo(target)).toHaveLength(0);
    expect((await deliveriesOf(ids[0] as number)).map((row) => [row.kind, row.status])).toEqual([
      ['order_confirmation', 'canceled'],
    ]);
  });

  it('one client address may have 4 confirmation e-mails sent an hour (CONFIRMATION_RATE_LIMIT here)', async () => {
    const from = '10.200.0.1';
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const { id, token } = await createBuyer(app, `many-${index}@example.com`, 'Ada Lind', 'FREE');
      statuses.push((await completeFree(id, token, from)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await run();
    expect(smtp.messages.filter((mail) => /many-\d@/.test(JSON.stringify(mail.to)))).toHaveLength(4);
  });

  it('a free order upgraded by a payment is delivered as paid, with no confirmation asked', async () => {
    const email = 'upgraded@example.com';
    const { id } = await hostileFreeOrder(email);
    const paid = await postStripe(
      app,
      stripeEvent('checkout.session.completed', checkoutSession(id, { customer_details: { email } })),
    );
    expect(paid.json().outcome).toBe('applied');
    const due = deliveryDueAt('$29', clock);
    clock = due;
    await run();
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Your personal astral reading is ready']);
    expect((await deliveriesOf(id)).find((row) => row.kind === 'order_confirmation')).toMatchObject({
      status: 'skipped',
      last_error: CONFIRMATION_NOT_NEEDED,
    });
  });

  it("an operator's resend of an unconfirmed free reading sends the confirmation link, never the reading", async () => {
    const email = 'support-resend@example.com';
    const { id } = await hostileFreeOrder(email);
    await run();
    expect(await resendReading(database.db, id, { email: 'support@example.com' }, clock, 'resend')).toBe(
      'confirmation',
    );
    clock = new Date(clock.getTime() + 5 * DAY);
    await run();
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT, CONFIRMATION_SUBJECT]);
    expect((await deliveriesOf(id)).map((row) => row.kind)).toEqual(['order_confirmation']);
  });
});

describe.each(DATABASE_KINDS)('confirmation limits across two servers on the %s database', (kind) => {
  it('counts one recipient together on every server', async () => {
    const database = await openTestDatabase(kind);
    const build = () =>
      buildApp({
        database,
        site,
        storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
        searchCities: () => [],
        createRateLimit: 1000,
        logLevel: 'silent',
        sharedRateLimits: true,
      });
    const servers = [await build(), await build()];
    try {
      const statuses = [];
      for (const [index, server] of [0, 1, 0, 1].entries()) {
        const app = servers[server] as FastifyInstance;
        const { id, token } = await createBuyer(app, 'shared-victim@example.com', 'Ada Lind', 'FREE');
        const answer = await app.inject({
          method: 'POST',
          url: `/api/readings/${id}/free-completion`,
          payload: {},
          headers: auth(token),
          remoteAddress: `10.3.0.${index + 1}`,
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      for (const server of servers) await server.close();
      await database.dispose();
    }
  });
});
