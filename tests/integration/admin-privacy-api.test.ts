import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { createDocumentStore } from '../../src/server/documents/document-store';
import {
  addConsoleOperators,
  CONSOLE_OWNER,
  CONSOLE_SUPPORT,
  consoleHeaders,
  signInOperator,
  type ConsoleSession,
} from './console-sessions';
import { createBuyer, rows } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const clock = new Date('2026-11-25T10:00:00Z');

type AuditRow = {
  operator_email: string;
  action: string;
  reading_id: number | null;
  detail: Record<string, unknown> | null;
};

describe.each(DATABASE_KINDS)("the console's privacy routes on the %s database", (kind) => {
  let database: TestDatabase;
  /** Built with the document store, as every server is in production. */
  let app: FastifyInstance;
  /** Built without one (AdminRoutesOptions.documents null). */
  let bareApp: FastifyInstance;
  let owner: ConsoleSession;
  let support: ConsoleSession;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-console-documents-'));
  const documents = createDocumentStore(documentsDir, null);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const common = {
      database,
      site,
      searchCities: () => [],
      logLevel: 'silent',
      createRateLimit: 1000,
      signInRateLimit: 1000,
      now: () => clock,
    };
    app = await buildApp({
      ...common,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      documents: {
        documents,
        linkSecret: 'console-privacy-secret-0123456789abcdef-01',
        publicBaseUrl: 'https://astral.example',
      },
    });
    bareApp = await buildApp({ ...common, storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')) });
    await addConsoleOperators(database.db);
    owner = await signInOperator(app, CONSOLE_OWNER);
    support = await signInOperator(app, CONSOLE_SUPPORT);
  });

  afterAll(async () => {
    await app.close();
    await bareApp.close();
    await database.dispose();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  const exportOf = (email: string, session = owner) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/privacy/export?${new URLSearchParams({ email }).toString()}`,
      headers: consoleHeaders(session),
    });
  const erase = (payload: object, session = owner, on = app) =>
    on.inject({ method: 'POST', url: '/api/admin/privacy/erase', headers: consoleHeaders(session), payload });
  const eraseReading = (id: number | string, on = app, session = owner) =>
    on.inject({ method: 'POST', url: `/api/admin/orders/${id}/erase`, headers: consoleHeaders(session), payload: {} });
  const audit = (action: string) =>
    rows<AuditRow>(
      database.db,
      sql`select operator_email, action, reading_id::int, detail from audit_log where action = ${action} order by id`,
    );
  const readingOf = async (id: number) =>
    (
      await rows<{
        name: string | null;
        email: string | null;
        birth_date: string | null;
        erased_at: unknown;
        paid_amount_minor: number | null;
        country_code: string | null;
      }>(
        database.db,
        sql`select name, email, birth_date, erased_at, paid_amount_minor::int, country_code from readings where id = ${id}`,
      )
    )[0];

  /** A paid reading whose PDF is kept in the store, as a delivery leaves it. */
  async function paidWithDocument(email: string, name: string) {
    const buyer = await createBuyer(app, email, name, '$29');
    await database.db
      .execute(sql`update readings set payment_status = 'completed', payment_method = 'card', payment_completed_at = now(),
      paid_amount_minor = 2900, paid_currency = 'usd', country_code = 'IT' where id = ${buyer.id}`);
    const key = `readings/${buyer.id}/kept.pdf`;
    await documents.put(key, Buffer.from('%PDF-1.7 kept'));
    await database.db.execute(
      sql`insert into reading_documents (reading_id, storage_key, sha256, byte_size) values (${buyer.id}, ${key}, ${'0'.repeat(64)}, 13)`,
    );
    return { id: buyer.id, file: path.join(documentsDir, 'documents', key) };
  }

  it('exports everything held about an address as a dated download, never cached, and audits it by reading id', async () => {
    const reading = await createBuyer(app, 'Export.Route@example.com', 'Elsa Export', '$29');
    await createBuyer(app, 'someone.else@example.com', 'Otto Other', '$29');
    const before = (await audit('privacy.export')).length;

    const response = await exportOf('EXPORT.route@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="privacy-export-2026-11-25.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const data = response.json() as {
      summary: string;
      email: string;
      readings: { id: number; name: string; email: string }[];
    };
    expect(data.summary).toBe('Held about this e-mail address: 1 reading.');
    expect(data.readings).toEqual([
      expect.objectContaining({ id: reading.id, name: 'Elsa Export', email: 'Export.Route@example.com' }),
    ]);
    expect(response.body).not.toContain('Otto Other');
    expect(response.body).not.toContain('access_token_hash');

    const recorded = (await audit('privacy.export')).slice(before);
    expect(recorded).toEqual([
      {
        operator_email: CONSOLE_OWNER,
        action: 'privacy.export',
        reading_id: reading.id,
        detail: { reading_ids: [reading.id], unmatched_payment_events: 0 },
      },
    ]);
    expect(JSON.stringify(recorded)).not.toMatch(/export\.route|Elsa/i);
  });

  it('answers an address with nothing held with an export that says so, audited too', async () => {
    const before = (await audit('privacy.export')).length;
    const response = await exportOf('nobody.here@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      summary: 'Nothing is held about this e-mail address.',
      readings: [],
      unmatched_payment_events: [],
    });
    expect((await audit('privacy.export')).slice(before)).toEqual([
      {
        operator_email: CONSOLE_OWNER,
        action: 'privacy.export',
        reading_id: null,
        detail: { reading_ids: [], unmatched_payment_events: 0 },
      },
    ]);
  });

  it('refuses support on every privacy route, and a bad address, recording nothing', async () => {
    const reading = await createBuyer(app, 'kept.safe@example.com', 'Kim Kept', '$29');
    const before = (await audit('privacy.export')).length + (await audit('privacy.erase')).length;
    expect((await exportOf('kept.safe@example.com', support)).statusCode).toBe(403);
    expect(
      (await erase({ email: 'kept.safe@example.com', confirmEmail: 'kept.safe@example.com' }, support)).statusCode,
    ).toBe(403);
    expect((await eraseReading(reading.id, app, support)).statusCode).toBe(403);
    expect((await exportOf('not an address')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/privacy/export', headers: consoleHeaders(owner) }))
        .statusCode,
    ).toBe(400);
    expect((await readingOf(reading.id))?.name).toBe('Kim Kept');
    expect((await audit('privacy.export')).length + (await audit('privacy.erase')).length).toBe(before);
  });

  it('erases nothing when the confirmation does not match', async () => {
    const reading = await createBuyer(app, 'not.confirmed@example.com', 'Nora Notyet', '$29');
    const before = (await audit('privacy.erase')).length;
    const wrong = await erase({ email: 'not.confirmed@example.com', confirmEmail: 'not.confirmd@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_input',
      message: 'The confirmation does not match the e-mail address; nothing was erased.',
    });
    expect((await erase({ email: 'not.confirmed@example.com' })).statusCode).toBe(400);
    expect(
      (await erase({ email: 'not.confirmed@example.com', confirmEmail: 'not.confirmed@example.com', extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await readingOf(reading.id)).toMatchObject({
      name: 'Nora Notyet',
      email: 'not.confirmed@example.com',
      erased_at: null,
    });
    expect((await audit('privacy.erase')).length).toBe(before);
  });

  it('erases a person: every reading anonymised, the PDF deleted, the accounts kept, audited once per reading; then nothing is found or held', async () => {
    const paid = await paidWithDocument('Gone.Person@example.com', 'Gita Gone');
    const second = await createBuyer(app, 'gone.person@example.com', 'Gita Gone', 'FREE');
    expect(existsSync(paid.file)).toBe(true);
    const before = (await audit('privacy.erase')).length;

    const response = await erase({ email: 'gone.person@example.com', confirmEmail: 'GONE.PERSON@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      readings: 2,
      reading_ids: [paid.id, second.id],
      documents: 1,
      documents_deleted: 1,
      documents_pending: 0,
    });
    expect(existsSync(paid.file)).toBe(false);
    expect(await readingOf(paid.id)).toMatchObject({
      name: null,
      email: null,
      birth_date: null,
      erased_at: expect.anything(),
      paid_amount_minor: 2900,
      country_code: 'IT',
    });
    expect((await readingOf(second.id))?.name).toBeNull();
    const recorded = (await audit('privacy.erase')).slice(before);
    expect(recorded.map((row) => [row.operator_email, row.reading_id])).toEqual([
      [CONSOLE_OWNER, paid.id],
      [CONSOLE_OWNER, second.id],
    ]);

    const search = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?q=gone.person',
      headers: consoleHeaders(owner),
    });
    expect(search.json().orders).toEqual([]);
    expect((await exportOf('gone.person@example.com')).json()).toMatchObject({
      summary: 'Nothing is held about this e-mail address.',
      readings: [],
    });
    const again = await erase({ email: 'gone.person@example.com', confirmEmail: 'gone.person@example.com' });
    expect(again.json()).toMatchObject({ readings: 0, reading_ids: [] });
  });

  it("erases one reading by id and leaves the person's other reading alone; refuses bad and unknown ids", async () => {
    const one = await createBuyer(app, 'two.readings@example.com', 'Tess Two', '$29');
    const other = await createBuyer(app, 'two.readings@example.com', 'Tess Two', '$49');
    const before = (await audit('privacy.erase')).length;
    expect((await eraseReading('abc')).statusCode).toBe(404);
    expect((await eraseReading(987654321)).statusCode).toBe(404);
    expect((await audit('privacy.erase')).length).toBe(before);

    const response = await eraseReading(one.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ readings: 1, reading_ids: [one.id] });
    expect((await readingOf(one.id))?.name).toBeNull();
    expect((await readingOf(other.id))?.name).toBe('Tess Two');
    expect((await audit('privacy.erase')).slice(before)).toEqual([
      {
        operator_email: CONSOLE_OWNER,
        action: 'privacy.erase',
        reading_id: one.id,
        detail: { reason: 'request', reading_ids: [one.id] },
      },
    ]);
    const page = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${one.id}`,
      headers: consoleHeaders(owner),
    });
    expect(page.json()).toMatchObject({
      erased_at: expect.any(String),
      answers: { name: null, email: null, birth_date: null },
    });
  });

  it('without a document store, still anonymises the database and reports the kept PDF as pending, which is never served', async () => {
    const paid = await paidWithDocument('no.store@example.com', 'Nils Nostore');
    const response = await eraseReading(paid.id, bareApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ readings: 1, documents: 1, documents_deleted: 0, documents_pending: 1 });
    expect(await readingOf(paid.id)).toMatchObject({ name: null, email: null, erased_at: expect.anything() });
    // Recorded still, for the retention job's sweep where the store is.
    expect(
      await rows(database.db, sql`select reading_id from reading_documents where reading_id = ${paid.id}`),
    ).toHaveLength(1);
    const served = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${paid.id}/document`,
      headers: consoleHeaders(owner),
    });
    expect(served.statusCode).toBe(404);
    // The store's own server, asked again, deletes it.
    expect((await eraseReading(paid.id)).json()).toMatchObject({
      readings: 0,
      documents_deleted: 1,
      documents_pending: 0,
    });
    expect(existsSync(paid.file)).toBe(false);
  });
});
