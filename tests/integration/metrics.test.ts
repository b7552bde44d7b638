import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp, type AppOptions } from '../../src/server/app';
import { ConfigError, loadConfig, loadSiteConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/open-database';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { createMailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import { countJournalMigrations } from '../../src/server/metrics/count-journal-migrations';
import { createMetrics, type Metrics } from '../../src/server/metrics/create-metrics';
import { timeRenders } from '../../src/server/metrics/time-renders';
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
const TOKEN = 'metrics-token-for-tests-0123456789';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 3_600_000;

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus' text format, one sample a line. */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

describe.each(DATABASE_KINDS)('metrics and readiness on the %s database', (kind) => {
  let database: TestDatabase;
  let metrics: Metrics;
  let app: FastifyInstance;
  let open: FastifyInstance;
  let rendererState: Promise<string | null> = Promise.resolve(null);

  const common = (): AppOptions => ({
    database,
    site,
    storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
    searchCities: () => [],
    createRateLimit: 1000,
    logLevel: 'silent',
  });
  const scrape = async (target = app) => {
    const response = await target.inject({ method: 'GET', url: '/metrics', headers: auth(TOKEN) });
    expect(response.statusCode).toBe(200);
    return { text: response.body, samples: parseMetrics(response.body) };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    metrics = createMetrics();
    app = await buildApp({
      ...common(),
      stripeWebhookSecret: STRIPE_SECRET,
      metrics,
      metricsToken: TOKEN,
      rendererReady: () => rendererState,
    });
    // No token, no renderer, and a write limit a few scrapes would pass if they counted.
    open = await buildApp({ ...common(), writeRateLimit: 1 });
  });

  afterAll(async () => {
    await app.close();
    await open.close();
    await database.dispose();
  });

  it('reports request latency by route pattern, the outbox as the database holds it, webhook outcomes and renders', async () => {
    const db = database.db;
    const paid = await createBuyer(app, `metrics-paid-${kind}@example.com`);
    const failed = await createBuyer(app, `metrics-failed-${kind}@example.com`);
    const late = await createBuyer(app, `metrics-late-${kind}@example.com`);
    const later = await createBuyer(app, `metrics-later-${kind}@example.com`);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/readings/${paid.id}`,
          payload: { question2: 'And at work?' },
          headers: auth(paid.token),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/readings/${paid.id}`,
          payload: { email: 'not an address' },
          headers: auth(paid.token),
        })
      ).statusCode,
    ).toBe(400);
    // Ids, tokens and query strings that must not reach a label.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/readings/${late.id}?probe=query-secret`,
          headers: auth('wrong-token'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/no-such-page/${later.id}` })).statusCode).toBe(404);

    const event = stripeEvent('checkout.session.completed', checkoutSession(paid.id));
    expect((await postStripe(app, event)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await postStripe(app, event)).json()).toEqual({ received: true, outcome: 'duplicate' });

    const from = senderAddress(undefined, site);
    const summary = await runDeliveries(
      {
        db,
        from,
        mail: { site, publicBaseUrl: 'https://astral.example' },
        now: () => new Date(),
        log: quiet,
        mailer: createMailSender({
          from,
          smtpUrl: undefined,
          outboxDir: mkdtempSync(path.join(tmpdir(), 'astral-outbox-')),
        }),
        renderReading: timeRenders(tinyPdfRenderer, metrics),
        documents: createDocumentStore(mkdtempSync(path.join(tmpdir(), 'astral-documents-')), null),
        linkSecret: 'test-link-secret-0123456789abcdef-0123456789',
      },
      { dueBy: new Date(Date.now() + 4 * 24 * HOUR) },
    );
    expect(summary.sent).toBe(1);

    const put = (readingId: number, deliveryKind: string, status: string, dueAt: Date) =>
      db.execute(sql`
      insert into deliveries (reading_id, kind, status, due_at, next_attempt_at, message_key)
      values (${readingId}, ${deliveryKind}, ${status}, ${dueAt.toISOString()}, ${dueAt.toISOString()}, ${`metrics-${readingId}-${deliveryKind}`})`);
    await put(failed.id, 'reading', 'failed', new Date(Date.now() - 5 * HOUR));
    await put(failed.id, 'order_confirmation', 'skipped', new Date(Date.now() - 5 * HOUR));
    await put(failed.id, 'resend:1', 'canceled', new Date(Date.now() - 4 * HOUR));
    await put(late.id, 'reading', 'pending', new Date(Date.now() - 2 * HOUR));
    await put(later.id, 'reading', 'pending', new Date(Date.now() + 2 * HOUR));

    const { text, samples } = await scrape();

    // Four buyers' saves and one more answered 204; one refused with 400.
    const duration = 'astral_http_request_duration_seconds_count';
    expect(valueOf(samples, duration, { method: 'PATCH', route: '/api/readings/:id', status_class: '2xx' })).toBe(5);
    expect(valueOf(samples, duration, { method: 'PATCH', route: '/api/readings/:id', status_class: '4xx' })).toBe(1);
    expect(valueOf(samples, duration, { method: 'POST', route: '/api/webhooks/stripe', status_class: '2xx' })).toBe(2);
    expect(valueOf(samples, duration, { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
    const routes = new Set(samples.filter((sample) => sample.name === duration).map((sample) => sample.labels.route));
    for (const route of routes) expect(route).toMatch(/^(unmatched|(\/[a-z_-]*|\/:[a-z]+)+)$/);
    for (const secret of [
      `/${paid.id}`,
      `/${late.id}`,
      `/${later.id}`,
      'query-secret',
      paid.token,
      late.token,
      '@example.com',
    ]) {
      expect(text).not.toContain(secret);
    }

    const counted = await rows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from deliveries group by status`,
    );
    // Pending: the two readings put here, and the sent reading's review request, due a week on (not due, not late).
    expect(Object.fromEntries(counted.map(({ status, n }) => [status, n]))).toEqual({
      sent: 1,
      failed: 1,
      skipped: 1,
      canceled: 1,
      pending: 3,
    });
    for (const status of ['pending', 'sending', 'sent', 'failed', 'skipped', 'canceled']) {
      expect(valueOf(samples, 'astral_deliveries', { status })).toBe(
        counted.find((row) => row.status === status)?.n ?? 0,
      );
    }
    // Only the delivery promised two hours ago is due; the other pending one is promised for later.
    expect(valueOf(samples, 'astral_deliveries_due')).toBe(1);
    const age = valueOf(samples, 'astral_deliveries_oldest_due_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(2 * 3600 - 1);
    expect(age).toBeLessThan(3 * 3600);
    expect(valueOf(samples, 'astral_database_up')).toBe(1);

    expect(valueOf(samples, 'astral_webhook_events_total', { provider: 'stripe', outcome: 'applied' })).toBe(1);
    expect(valueOf(samples, 'astral_webhook_events_total', { provider: 'stripe', outcome: 'duplicate' })).toBe(1);
    expect(valueOf(samples, 'astral_pdf_render_duration_seconds_count', { outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'astral_pdf_render_rss_bytes')).toBeGreaterThan(0);

    if (kind === 'postgres') expect(valueOf(samples, 'astral_database_pool_connections')).toBeGreaterThanOrEqual(1);
    else expect(valueOf(samples, 'astral_database_pool_connections')).toBeUndefined();
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('serves the metrics only with the bearer token when METRICS_TOKEN is set', async () => {
    const without = await app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: auth(`${TOKEN}x`) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(
      401,
    );
    const granted = await app.inject({ method: 'GET', url: '/metrics', headers: auth(TOKEN) });
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('without a token, serves only direct peers on loopback or a private network, and no write limit counts it', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      open.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.4', '::ffff:192.168.1.5', 'fd00::7']) {
      expect((await from(address)).statusCode, address).toBe(200);
    }
    for (const address of ['203.0.113.7', '::ffff:8.8.8.8', '2001:db8::1', '172.32.0.1']) {
      expect((await from(address)).statusCode, address).toBe(403);
    }
    // Relayed by a proxy: the peer is private but the client may be anyone.
    expect((await from('10.0.0.2', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
    expect((await from('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(403);
  });

  it('is ready when the database answers with every migration and the renderer is warm, and names the check that is not', async () => {
    const readyz = async (target = app) => {
      const response = await target.inject({ method: 'GET', url: '/readyz' });
      return {
        status: response.statusCode,
        body: response.json<{ failed?: string[]; checks: Record<string, string> }>(),
      };
    };
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', renderer: 'ok' } },
    });
    expect(await readyz(open)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', renderer: 'off' } },
    });

    rendererState = new Promise(() => {});
    expect(await readyz()).toEqual({
      status: 503,
      body: {
        error: 'not_ready',
        failed: ['renderer'],
        checks: { database: 'ok', migrations: 'ok', renderer: 'starting' },
      },
    });
    rendererState = Promise.resolve('the worker stopped (exit code 1)');
    expect(await readyz()).toMatchObject({
      status: 503,
      body: { failed: ['renderer'], checks: { renderer: 'failed' } },
    });
    rendererState = Promise.resolve(null);

    const expected = countJournalMigrations();
    const [newest] = await rows<{ id: number; hash: string; created_at: string }>(
      database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      expect(await readyz()).toEqual({
        status: 503,
        body: {
          error: 'not_ready',
          failed: ['migrations'],
          checks: { database: 'ok', migrations: `${expected - 1} of ${expected} applied`, renderer: 'ok' },
        },
      });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await readyz()).status).toBe(200);
  });

  it('answers /readyz 503 and serves the process metrics with the outbox unknown when the database does not answer', async () => {
    const unreachable = Object.assign(Object.create(database.db) as Database, {
      execute: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    });
    const cut = await buildApp({ ...common(), database: { ...database, db: unreachable }, metricsToken: TOKEN });
    try {
      const ready = await cut.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: 'not_ready',
        failed: ['database', 'migrations'],
        checks: { database: 'unreachable', migrations: 'not checked', renderer: 'off' },
      });
      expect((await cut.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
      const { samples } = await scrape(cut);
      expect(valueOf(samples, 'astral_database_up')).toBe(0);
      expect(valueOf(samples, 'astral_deliveries_due')).toBeNaN();
      expect(valueOf(samples, 'astral_deliveries', { status: 'sent' })).toBeNaN();
      expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    } finally {
      await cut.close();
    }
  });

  it('reads the journal this build ships', () => {
    const journal = readdirSync('src/server/db/migrations').filter((file) => file.endsWith('.sql'));
    expect(countJournalMigrations()).toBe(journal.length);
  });
});

describe('METRICS_TOKEN', () => {
  it('is read once with the configuration, and a guessable one stops the start naming the variable', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
