import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AlertKind } from '../../src/domain/alert-kinds';
import type { AlertMail } from '../../src/server/alerts/alert-mail-from-config';
import { checkOverdueDeliveries, OVERDUE_AFTER_MS } from '../../src/server/alerts/check-overdue-deliveries';
import {
  countWebhookFailure,
  WEBHOOK_FAILURE_THRESHOLD,
  WEBHOOK_FAILURE_WINDOW_MS,
} from '../../src/server/alerts/count-webhook-failure';
import { listAlerts } from '../../src/server/alerts/list-alerts';
import { raiseAlert, type AlertDeps } from '../../src/server/alerts/raise-alert';
import { buildApp } from '../../src/server/app';
import { loadConfig, loadSiteConfig } from '../../src/server/config';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { scheduleDelivery } from '../../src/server/delivery/schedule-delivery';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { createBuyer, postStripe, rows, STRIPE_SECRET, stripeEvent, tinyPdfRenderer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;
const OPS = 'ops@operator.example';

describe.each(DATABASE_KINDS)('operator alerts on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: SmtpSink;
  let mailer: MailSender;
  let alertMail: AlertMail;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-alerts-documents-'));

  const alertsTo = () =>
    smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === OPS);
  const alertDeps = (now: Date, mail: AlertMail | null = alertMail): AlertDeps => ({
    db: database.db,
    mail,
    now: () => now,
  });
  const alertRows = (alertKind: AlertKind) =>
    rows<{ id: number; reading_id: number | null; message: string; emailed_at: Date | string | null }>(
      database.db,
      sql`select * from operator_alerts where kind = ${alertKind} order by id`,
    );
  const deliveryDeps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: 'https://astral.example' },
    renderReading: tinyPdfRenderer,
    documents: createDocumentStore(documentsDir, null),
    linkSecret: 'alerts-test-secret-0123456789abcdef-012345',
    now: () => new Date(),
    log: quiet,
    alertMail,
    ...overrides,
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    mailer = createMailSender({ from: senderAddress(undefined, site), smtpUrl: smtp.url, outboxDir: '' });
    alertMail = { mailer, from: senderAddress(undefined, site), to: OPS };
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      createRateLimit: 1000,
      stripeWebhookSecret: STRIPE_SECRET,
      alertMail,
    });
  });

  afterAll(async () => {
    await app.close();
    mailer.close();
    await smtp.close();
    await database.dispose();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  it('e-mails the first alert of a kind, records without e-mailing the next ones within the hour, and e-mails again after it', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    const before = alertsTo().length;
    expect(await raiseAlert(alertDeps(start), { kind: 'erasure_incomplete', message: 'first' })).toMatchObject({
      email: 'sent',
    });
    expect(
      await raiseAlert(alertDeps(new Date(start.getTime() + 10 * MINUTE)), {
        kind: 'erasure_incomplete',
        message: 'second',
      }),
    ).toMatchObject({ email: 'throttled' });
    expect(
      await raiseAlert(alertDeps(new Date(start.getTime() + 59 * MINUTE)), {
        kind: 'erasure_incomplete',
        message: 'third',
      }),
    ).toMatchObject({ email: 'throttled' });
    expect(
      await raiseAlert(alertDeps(new Date(start.getTime() + 61 * MINUTE)), {
        kind: 'erasure_incomplete',
        message: 'fourth',
      }),
    ).toMatchObject({ email: 'sent' });

    const recorded = await alertRows('erasure_incomplete');
    expect(recorded.map((row) => [row.message, row.emailed_at !== null])).toEqual([
      ['first', true],
      ['second', false],
      ['third', false],
      ['fourth', true],
    ]);
    const mails = alertsTo().slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Alert: Erased readings still have stored files',
      'Alert: Erased readings still have stored files',
    ]);
    expect(mails[0]?.text).toContain('first');
    expect(mails[0]?.from?.value[0]).toEqual({ name: site.brand, address: site.infoEmail });
    expect(mails[1]?.text).toContain('fourth');
  });

  it('sends one e-mail when several alerts of a kind are raised at once', async () => {
    const now = new Date('2026-03-03T09:00:00Z');
    const before = alertsTo().length;
    const raised = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        raiseAlert(alertDeps(now), { kind: 'delivery_overdue', message: `at once ${index}` }),
      ),
    );
    expect(raised.map((alert) => alert?.email).sort()).toEqual([
      'sent',
      'throttled',
      'throttled',
      'throttled',
      'throttled',
      'throttled',
    ]);
    expect(alertsTo().length - before).toBe(1);
  });

  it('gives the hour back when the e-mail could not be sent, and records alerts without ALERT_EMAIL', async () => {
    const now = new Date('2026-03-04T09:00:00Z');
    const down: AlertMail = {
      ...alertMail,
      mailer: { kind: 'smtp', close: () => {}, send: () => Promise.reject(new Error('connect ECONNREFUSED')) },
    };
    expect(
      await raiseAlert(alertDeps(now, down), { kind: 'webhook_verification_failing', message: 'mail server down' }),
    ).toMatchObject({ email: 'failed', error: 'connect ECONNREFUSED' });
    expect(
      await raiseAlert(alertDeps(new Date(now.getTime() + MINUTE)), {
        kind: 'webhook_verification_failing',
        message: 'mail server back',
      }),
    ).toMatchObject({ email: 'sent' });
    expect(
      await raiseAlert(alertDeps(now, null), {
        kind: 'webhook_verification_failing',
        message: 'no address configured',
      }),
    ).toMatchObject({ email: 'off' });
    expect(
      (await alertRows('webhook_verification_failing')).map((row) => [row.message, row.emailed_at !== null]),
    ).toEqual([
      ['mail server down', false],
      ['mail server back', true],
      ['no address configured', false],
    ]);
  });

  it("a delivery that fails for good raises an alert, e-mailed without the visitor's address", async () => {
    const email = 'bounces@example.com';
    const { id } = await createBuyer(app, email, 'Bo Bounce', '$29');
    await scheduleDelivery(database.db, id, 'reading', new Date());
    const rejecting: MailSender = {
      kind: 'smtp',
      close: () => {},
      send: () => Promise.reject(new Error(`550 5.1.1 <${email}>: Recipient address rejected`)),
    };
    await database.db.execute(sql`delete from operator_alerts where kind = 'delivery_failed'`);
    const before = alertsTo().length;

    expect(
      await runDeliveries(deliveryDeps({ mailer: rejecting, maxAttempts: 1 }), { dueBy: new Date() }),
    ).toMatchObject({ failed: 1 });
    const [alert] = await alertRows('delivery_failed');
    expect(Number(alert?.reading_id)).toBe(id);
    expect(alert?.message).toContain(`The reading e-mail of reading ${id} failed for good after 1 attempts`);
    expect(alert?.message).toContain('Recipient address rejected');
    expect(alert?.message).not.toContain(email);
    expect(alert?.emailed_at).not.toBeNull();
    const mails = alertsTo().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Alert: A delivery failed for good');
    expect(mails[0]?.text).toContain(`Reading: ${id}`);
  });

  it('alerts once for a reading e-mail still waiting well past its promised time, from the delivery run', async () => {
    await database.db.execute(sql`delete from operator_alerts where kind = 'delivery_overdue'`);
    const now = new Date();
    const late = await createBuyer(app, 'late@example.com', 'Lena Late', '$49');
    const onTime = await createBuyer(app, 'on-time@example.com', 'Otto Ontime', '$49');
    await scheduleDelivery(database.db, late.id, 'reading', new Date(now.getTime() - OVERDUE_AFTER_MS - MINUTE));
    await scheduleDelivery(database.db, onTime.id, 'reading', new Date(now.getTime() - OVERDUE_AFTER_MS + MINUTE));
    // Both are in a retry's backoff (the mail server was down), so the run claims neither.
    await database.db
      .execute(sql`update deliveries set attempts = 3, last_error = 'connect ECONNREFUSED', next_attempt_at = ${new Date(now.getTime() + 10 * MINUTE)}
      where reading_id in (${late.id}, ${onTime.id})`);

    expect(await runDeliveries(deliveryDeps({ now: () => now }), { dueBy: now })).toMatchObject({ sent: 0 });
    const alerts = await alertRows('delivery_overdue');
    expect(alerts.map((row) => Number(row.reading_id))).toEqual([late.id]);
    expect(alerts[0]?.message).toBe(
      `The reading e-mail of reading ${late.id} is 31 minutes past its promised time (3 attempts so far; last error: connect ECONNREFUSED).`,
    );

    // The next rounds raise nothing new for it; the other one is reported once it too is late.
    expect(await checkOverdueDeliveries(alertDeps(new Date(now.getTime() + MINUTE)))).toBe(0);
    expect(await checkOverdueDeliveries(alertDeps(new Date(now.getTime() + 3 * MINUTE)))).toBe(1);
    expect(await checkOverdueDeliveries(alertDeps(new Date(now.getTime() + 4 * MINUTE)))).toBe(0);
    expect((await alertRows('delivery_overdue')).map((row) => Number(row.reading_id))).toEqual([late.id, onTime.id]);
  });

  it('raises an alert when webhook signatures fail repeatedly, counted in the database', async () => {
    await database.db.execute(sql`delete from operator_alerts where kind = 'webhook_verification_failing'`);
    await database.db.execute(sql`delete from rate_limit_counters where key like 'webhook-verification-failures:%'`);
    const before = alertsTo().length;
    const forged = () =>
      postStripe(app, stripeEvent('checkout.session.completed', { id: 'cs_forged' }), 't=1,v1=forged');
    for (let failure = 1; failure < WEBHOOK_FAILURE_THRESHOLD; failure += 1)
      expect((await forged()).statusCode).toBe(400);
    expect(await alertRows('webhook_verification_failing')).toEqual([]);
    expect((await forged()).statusCode).toBe(400);
    const [alert] = await alertRows('webhook_verification_failing');
    expect(alert?.message).toContain(
      `${WEBHOOK_FAILURE_THRESHOLD} stripe webhook requests failed verification within 10 minutes (last: invalid_signature)`,
    );
    expect(
      alertsTo()
        .slice(before)
        .map((mail: ParsedMail) => mail.subject),
    ).toEqual(['Alert: Payment webhooks are failing verification']);
    // More failures in the same window raise nothing more.
    expect((await forged()).statusCode).toBe(400);
    expect(await alertRows('webhook_verification_failing')).toHaveLength(1);
  });

  it('counts webhook failures in a window that opens at the first one and ends ten minutes later', async () => {
    await database.db.execute(sql`delete from operator_alerts where kind = 'webhook_verification_failing'`);
    const start = new Date('2026-03-05T09:00:00Z');
    const at = (minutes: number) => alertDeps(new Date(start.getTime() + minutes * MINUTE), null);
    // Four in the first window, then the window ends: four more do not reach five.
    for (const minute of [0, 1, 2, 3])
      expect(await countWebhookFailure(at(minute), 'paypal', 'invalid_signature')).toBeNull();
    const next = WEBHOOK_FAILURE_WINDOW_MS / MINUTE + 1;
    for (const minute of [next, next + 1, next + 2, next + 3])
      expect(await countWebhookFailure(at(minute), 'paypal', 'invalid_signature')).toBeNull();
    expect(await countWebhookFailure(at(next + 4), 'paypal', 'verification_unavailable')).toMatchObject({
      kind: 'webhook_verification_failing',
      email: 'off',
    });
  });

  it('lists alerts newest first, a page at a time', async () => {
    const now = new Date('2026-03-06T09:00:00Z');
    for (const index of [1, 2, 3, 4, 5])
      await raiseAlert(alertDeps(now, null), {
        kind: 'delivery_failed',
        message: `listed ${index}`,
        readingId: 900 + index,
      });
    const first = await listAlerts(database.db, { limit: 3, kind: 'delivery_failed' });
    expect(first.alerts.map((alert) => alert.message)).toEqual(['listed 5', 'listed 4', 'listed 3']);
    expect(first.alerts[0]).toMatchObject({
      kind: 'delivery_failed',
      readingId: 905,
      createdAt: now.toISOString(),
      emailedAt: null,
    });
    expect(first.next).not.toBeNull();
    const second = await listAlerts(database.db, { limit: 3, kind: 'delivery_failed', before: first.next ?? 0 });
    expect(second.alerts.map((alert) => alert.message).slice(0, 2)).toEqual(['listed 2', 'listed 1']);
    const all = await listAlerts(database.db);
    expect(all.alerts.length).toBeGreaterThan(5);
    expect(all.alerts.map((alert) => alert.id)).toEqual([...all.alerts.map((alert) => alert.id)].sort((a, b) => b - a));
  });
});

describe('alert settings', () => {
  it('takes ALERT_EMAIL as one e-mail address, and none by default', () => {
    expect(loadConfig({}).ALERT_EMAIL).toBeUndefined();
    expect(loadConfig({ ALERT_EMAIL: 'ops@example.com' }).ALERT_EMAIL).toBe('ops@example.com');
    expect(() => loadConfig({ ALERT_EMAIL: 'not an address' })).toThrow(/ALERT_EMAIL: must be an e-mail address/);
  });

  it('e-mails to the outbox folder when no SMTP server is set', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'astral-alert-outbox-'));
    const database = await openTestDatabase('embedded');
    try {
      const mail: AlertMail = {
        mailer: createMailSender({ from: senderAddress(undefined, site), outboxDir: outbox }),
        from: senderAddress(undefined, site),
        to: OPS,
      };
      expect(
        await raiseAlert(
          { db: database.db, mail, now: () => new Date() },
          { kind: 'delivery_failed', message: 'to the outbox' },
        ),
      ).toMatchObject({ email: 'sent' });
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      const message = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(message).toContain(`To: ${OPS}`);
      expect(message).toContain('to the outbox');
    } finally {
      await database.dispose();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
