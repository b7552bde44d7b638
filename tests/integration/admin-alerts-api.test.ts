import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WEBHOOK_FAILURE_THRESHOLD } from '../../src/server/alerts/count-webhook-failure';
import { raiseAlert } from '../../src/server/alerts/raise-alert';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import {
  addConsoleOperators,
  CONSOLE_OWNER,
  CONSOLE_SUPPORT,
  consoleHeaders,
  signInOperator,
  type ConsoleSession,
} from './console-sessions';
import { postStripe, STRIPE_SECRET, stripeEvent } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const OPS = 'ops@operator.example';
const HOUR = 3_600_000;

type Listed = {
  alerts: {
    id: number;
    kind: string;
    message: string;
    readingId: number | null;
    createdAt: string;
    emailedAt: string | null;
  }[];
  next: number | null;
  alertEmail: string | null;
};

describe.each(DATABASE_KINDS)("the console's alerts routes on the %s database", (kind) => {
  let database: TestDatabase;
  /** A server with ALERT_EMAIL set. */
  let app: FastifyInstance;
  /** One without it. */
  let quietApp: FastifyInstance;
  let mailer: MailSender;
  let support: ConsoleSession;
  let owner: ConsoleSession;
  let clock = new Date();
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'astral-console-alerts-outbox-'));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mailer = createMailSender({ from: senderAddress(undefined, site), outboxDir });
    const common = {
      database,
      site,
      searchCities: () => [],
      logLevel: 'silent',
      signInRateLimit: 1000,
      stripeWebhookSecret: STRIPE_SECRET,
      now: () => clock,
    };
    app = await buildApp({
      ...common,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      alertMail: { mailer, from: senderAddress(undefined, site), to: OPS },
    });
    quietApp = await buildApp({ ...common, storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')) });
    await addConsoleOperators(database.db);
    support = await signInOperator(app, CONSOLE_SUPPORT);
    owner = await signInOperator(app, CONSOLE_OWNER);
  });

  afterAll(async () => {
    await app.close();
    await quietApp.close();
    mailer.close();
    await database.dispose();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  const get = (url: string, session = support, on = app) =>
    on.inject({ method: 'GET', url: `/api/admin${url}`, headers: consoleHeaders(session) });

  it('shows support the alerts newest first, a delivery given up linked to its reading, and where they are e-mailed', async () => {
    expect((await get('/alerts/recent')).json()).toEqual({ count: 0 });
    expect((await get('/alerts')).json()).toEqual({ alerts: [], next: null, alertEmail: OPS });

    await raiseAlert(
      { db: database.db, mail: null, now: () => clock },
      {
        kind: 'delivery_failed',
        message: 'The reading e-mail of reading 4242 was given up after 8 attempts.',
        readingId: 4242,
      },
    );
    // Forged webhooks, five in a row: the server raises the alert itself.
    const forged = () =>
      postStripe(app, stripeEvent('checkout.session.completed', { id: 'cs_forged' }), 't=1,v1=forged');
    for (let failure = 0; failure < WEBHOOK_FAILURE_THRESHOLD; failure += 1)
      expect((await forged()).statusCode).toBe(400);

    const response = await get('/alerts');
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Listed;
    expect(listed.alertEmail).toBe(OPS);
    expect(listed.alerts.map((alert) => alert.kind)).toEqual(['webhook_verification_failing', 'delivery_failed']);
    expect(listed.alerts[0]).toMatchObject({
      readingId: null,
      emailedAt: expect.any(String),
      message: expect.stringContaining('stripe webhook requests failed verification'),
    });
    expect(listed.alerts[1]).toMatchObject({
      readingId: 4242,
      emailedAt: null,
      message: expect.stringContaining('given up'),
    });
    expect((await get('/alerts/recent', owner)).json()).toEqual({ count: 2 });
  });

  it('filters by kind, pages by the last id seen, and refuses a kind or page it does not know', async () => {
    for (const n of [1, 2, 3])
      await raiseAlert(
        { db: database.db, mail: null, now: () => clock },
        { kind: 'delivery_overdue', message: `late ${n}`, readingId: 500 + n },
      );
    const first = (await get('/alerts?kind=delivery_overdue&limit=2')).json() as Listed;
    expect(first.alerts.map((alert) => alert.message)).toEqual(['late 3', 'late 2']);
    expect(first.next).toBe(first.alerts[1]?.id);
    const second = (await get(`/alerts?kind=delivery_overdue&limit=2&before=${first.next}`)).json() as Listed;
    expect(second).toMatchObject({ alerts: [expect.objectContaining({ message: 'late 1' })], next: null });
    expect((await get('/alerts?kind=erasure_incomplete')).json()).toMatchObject({ alerts: [] });
    expect((await get('/alerts?kind=everything')).statusCode).toBe(400);
    expect((await get('/alerts?before=-1')).statusCode).toBe(400);
    expect((await get('/alerts?limit=500')).statusCode).toBe(400);
  });

  it('counts only the last 24 hours for the navigation, and says when ALERT_EMAIL is unset', async () => {
    const total = ((await get('/alerts?limit=200')).json() as Listed).alerts.length;
    expect((await get('/alerts/recent')).json()).toEqual({ count: total });
    clock = new Date(clock.getTime() + 25 * HOUR);
    // A day later the session has lapsed: sign in again.
    support = await signInOperator(app, CONSOLE_SUPPORT);
    expect((await get('/alerts/recent')).json()).toEqual({ count: 0 });
    await raiseAlert(
      { db: database.db, mail: null, now: () => clock },
      { kind: 'erasure_incomplete', message: '1 stored PDF could not be deleted' },
    );
    expect((await get('/alerts/recent')).json()).toEqual({ count: 1 });
    expect(((await get('/alerts', support, quietApp)).json() as Listed).alertEmail).toBeNull();
  });
});
