import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { PgUpdateBase } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import type { Database, OpenDatabase } from '../../src/server/db/open-database';
import { isDatabaseUnavailable } from '../../src/server/db/is-database-unavailable';
import { openDatabase } from '../../src/server/db/open-database';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const serverUrl = process.env.TEST_DATABASE_URL;

type Created = { id: number; token: string };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function buildTestApp(database: OpenDatabase, storageDir: string): Promise<FastifyInstance> {
  // Limits far above the load these tests make: they measure the database path, not the limiter.
  const limit = 1_000_000;
  return buildApp({
    database,
    site,
    storageDir,
    searchCities: () => [],
    createRateLimit: limit,
    writeRateLimit: limit,
    readingRateLimit: limit,
    logLevel: 'silent',
  });
}

async function createReadings(app: FastifyInstance, count: number): Promise<Created[]> {
  const created: Created[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'female' } });
    expect(response.statusCode).toBe(201);
    created.push(response.json<Created>());
  }
  return created;
}

/** Polls a condition that the load loops make true; the test's timeout catches a hang. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await pause(20);
}

/** Every pooled connection's named statements: PostgreSQL keeps them per session. */
async function namedStatementsPerConnection(db: Database): Promise<number[]> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  // Checking out as many clients as exist at once hands out every idle one.
  const clients = await Promise.all(Array.from({ length: Math.max(pool.totalCount, 1) }, () => pool.connect()));
  try {
    return await Promise.all(
      clients.map(async (client) => {
        const result = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_prepared_statements where name like 'update_reading_%'`,
        );
        return result.rows[0]?.n ?? 0;
      }),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

describe.skipIf(!serverUrl)(
  'a PostgreSQL outage under load (needs TEST_DATABASE_URL: the embedded database cannot be cut off)',
  () => {
    let testDatabase: TestDatabase;
    let database: OpenDatabase;
    let app: FastifyInstance;
    let storageDir: string;
    let name: string;
    let admin: pg.Client;
    const warnings: { details: object; message: string }[] = [];
    const uncaught: unknown[] = [];
    const recordUncaught = (error: unknown) => uncaught.push(error instanceof Error ? error.message : String(error));

    beforeAll(async () => {
      process.on('uncaughtException', recordUncaught);
      process.on('unhandledRejection', recordUncaught);
      testDatabase = await openTestDatabase('postgres');
      const current = (await testDatabase.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      name = current.rows[0]!.name;
      // The app gets its own pool, to hear what the pool reports about lost connections.
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      database = await openDatabase({
        url: url.toString(),
        dataDir: '',
        log: { warn: (details, message) => warnings.push({ details, message }) },
      });
      storageDir = mkdtempSync(path.join(tmpdir(), 'astral-media-'));
      app = await buildTestApp(database, storageDir);
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    });

    afterAll(async () => {
      process.off('uncaughtException', recordUncaught);
      process.off('unhandledRejection', recordUncaught);
      await admin?.query(`alter database ${name} allow_connections true`);
      await admin?.end();
      await app?.close();
      await database?.close();
      await testDatabase?.dispose();
      rmSync(storageDir, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After during the outage, 2xx after it on its own, and keeps every acknowledged write', async () => {
      const readings = await createReadings(app, 40);
      type Phase = 'before' | 'outage' | 'after';
      const load = { phase: 'before' as Phase, stop: false };
      const answers: { phase: Phase; status: number; retryAfter: unknown; error: unknown }[] = [];
      const attempted = readings.map(() => 0);
      const acknowledged = readings.map(() => 0);
      const acknowledgedAfter = readings.map(() => false);

      // One loop per reading, each write waiting for the previous answer, as a visitor's browser does.
      const loop = async (index: number) => {
        const { id, token } = readings[index]!;
        while (!load.stop) {
          const n = (attempted[index] ?? 0) + 1;
          attempted[index] = n;
          const started = load.phase;
          const response = await app.inject({
            method: 'PATCH',
            url: `/api/readings/${id}`,
            payload: { question1: `w-${index}-${n}` },
            headers: auth(token),
          });
          answers.push({
            phase: started,
            status: response.statusCode,
            retryAfter: response.headers['retry-after'],
            error: response.statusCode === 204 ? null : response.json<{ error: string }>().error,
          });
          if (response.statusCode === 204) {
            acknowledged[index] = n;
            if (started === 'after') acknowledgedAfter[index] = true;
          } else await pause(10);
        }
      };
      const loops = readings.map((_, index) => loop(index));

      await until(() => acknowledged.every((n) => n >= 3));
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      load.phase = 'outage';
      await until(() => answers.filter((answer) => answer.phase === 'outage' && answer.status === 503).length >= 200);
      const health = await app.inject({ method: 'GET', url: '/healthz' });

      await admin.query(`alter database ${name} allow_connections true`);
      load.phase = 'after';
      await until(() => acknowledgedAfter.every(Boolean));
      load.stop = true;
      await Promise.all(loops);

      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toEqual({
        error: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      // Never a 500 or a 404: a write either lands (204) or is refused as retryable (503).
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([204, 503]));
      const refused = answers.filter((answer) => answer.status === 503);
      expect(refused.every((answer) => answer.retryAfter === '5' && answer.error === 'database_unavailable')).toBe(
        true,
      );
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      // Each reading holds its last acknowledged write, or a later one whose answer was an error.
      const stored = (await database.db.execute(sql`select id, question1 from readings`)) as unknown as {
        rows: { id: number | string; question1: string }[];
      };
      const byId = new Map(stored.rows.map((row) => [Number(row.id), row.question1]));
      readings.forEach(({ id }, index) => {
        const match = /^w-(\d+)-(\d+)$/.exec(byId.get(id) ?? '');
        expect(Number(match?.[1])).toBe(index);
        expect(Number(match?.[2])).toBeGreaterThanOrEqual(acknowledged[index]!);
        expect(Number(match?.[2])).toBeLessThanOrEqual(attempted[index]!);
      });

      // The terminated connections were reported, not thrown: no uncaught error reached the process.
      expect(uncaught).toEqual([]);
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every(({ message }) => /database connection lost/.test(message))).toBe(true);
    });

    it('survives losing a connection that a transaction holds between its statements', async () => {
      let resume = () => {};
      const paused = new Promise<void>((resolve) => (resume = resolve));
      let pid = 0;
      const transaction = database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        pid = result.rows[0]!.pid;
        await paused;
        await tx.execute(sql`select 1`);
      });
      await until(() => pid > 0);
      // The pool has no listener on a checked-out client: only the client's own keeps this error handled.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await until(
        () =>
          uncaught.length > 0 || warnings.some(({ message }) => message === 'database connection lost while in use'),
      );
      resume();
      const failure = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(uncaught).toEqual([]);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  },
);

// A valid value per column, numbered where the column takes free text: which columns a request
// sends decides its statement.
const FIELDS: [string, (n: number) => unknown][] = [
  ['name', () => 'Ana Lima'],
  ['birth_city_name', (n) => `Rome ${n}`],
  ['birth_city_country', (n) => `Italy ${n}`],
  ['birth_city_state', (n) => `Lazio ${n}`],
  ['birth_city_lat', () => 41.9],
  ['birth_city_lon', () => 12.5],
  ['birth_city_timezone', () => 'Europe/Rome'],
  ['zodiac_sign', () => 'Leo'],
  ['ascendant', () => 'Virgo'],
  ['question1', (n) => `One ${n}?`],
  ['question2', (n) => `Two ${n}?`],
  ['question3', (n) => `Three ${n}?`],
  ['additional_info', (n) => `Notes ${n}`],
];

/** The n-th of the 8,191 non-empty sets of those columns. */
const patchNumber = (n: number) =>
  Object.fromEntries(FIELDS.filter((_, bit) => ((n + 1) >> bit) & 1).map(([column, value]) => [column, value(n)]));

describe.each(DATABASE_KINDS)('hostile request shapes on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storageDir: string;
  let reading: Created;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storageDir = mkdtempSync(path.join(tmpdir(), 'astral-media-'));
    app = await buildTestApp(database, storageDir);
    [reading] = (await createReadings(app, 1)) as [Created];
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(storageDir, { recursive: true, force: true });
  });

  // The names of the update statements prepared in Node, each also prepared on every connection it runs on.
  let prepared: string[] = [];
  beforeEach(() => {
    prepared = [];
    const original = PgUpdateBase.prototype.prepare;
    vi.spyOn(PgUpdateBase.prototype, 'prepare').mockImplementation(function (
      this: PgUpdateBase<never, never>,
      name: string,
    ) {
      prepared.push(name);
      return original.call(this, name);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  async function patchMany(first: number, count: number, token: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let start = 0; start < count; start += 100) {
      const batch = Array.from({ length: Math.min(100, count - start) }, (_, i) =>
        app.inject({
          method: 'PATCH',
          url: `/api/readings/${reading.id}`,
          payload: patchNumber(first + start + i),
          headers: auth(token),
        }),
      );
      statuses.push(...(await Promise.all(batch)).map((response) => response.statusCode));
    }
    return statuses;
  }

  it('answers 5,000 distinct column sets with a well-formed fake token 404, preparing no statement', async () => {
    const statuses = await patchMany(0, 5_000, 'f'.repeat(43));
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(prepared).toEqual([]);
    if (kind === 'postgres') expect(Math.max(...(await namedStatementsPerConnection(database.db)))).toBe(0);
  }, 120_000); // 5,000 requests through the whole app: slow on a busy machine, not a measure.

  it('gives at most 32 column sets a named statement, and still applies the others', async () => {
    // Sets not sent before, so each one asks for a statement of its own.
    const statuses = await patchMany(5_000, 300, reading.token);
    expect(new Set(statuses)).toEqual(new Set([204]));
    const names = new Set(prepared);
    expect(names.size).toBeGreaterThan(0);
    expect(names.size).toBeLessThanOrEqual(32);
    if (kind === 'postgres')
      expect(Math.max(...(await namedStatementsPerConnection(database.db)))).toBeLessThanOrEqual(32);
    // The last request's set is past the first 32, so it ran unnamed: its values are stored.
    const result = (await database.db.execute(sql`select * from readings where id = ${reading.id}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(result.rows[0]).toMatchObject(patchNumber(5_299));
  });
});
