import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliveries, readingDocuments, readings } from '../../src/server/db/schema';
import { createDocumentStore } from '../../src/server/documents/document-store';
import {
  addConsoleOperators,
  buildConsoleApp,
  CONSOLE_SUPPORT,
  consoleHeaders,
  signInOperator,
} from './console-sessions';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

// Rome, 2:30 PM on 2 April 1990: Sun in Aries; a correction to 11:15 PM in Sydney moves the rising sign.
const CORRECTION = {
  birth_date: '1990-04-02',
  birth_time: '11:15 PM',
  birth_city_name: 'Sydney',
  birth_city_country: 'Australia',
  birth_city_state: 'New South Wales',
  birth_city_lat: -33.86785,
  birth_city_lon: 151.20732,
  birth_city_timezone: 'Australia/Sydney',
  note: 'The client wrote that her mother remembered the time wrong.',
};

describe.each(DATABASE_KINDS)('correcting birth data from the console on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-documents-'));
  const documents = createDocumentStore(documentsDir, null);
  const clock = new Date('2026-11-25T10:00:00Z');
  let session: { cookie: string; 'x-csrf-token': string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildConsoleApp(database, {
      now: () => clock,
      documents: {
        documents,
        linkSecret: 'test-link-secret-0123456789abcdef-0123456789',
        publicBaseUrl: 'https://astral.example',
      },
    });
    await addConsoleOperators(database.db);
    session = consoleHeaders(await signInOperator(app, CONSOLE_SUPPORT));
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  /** A paid reading born in Rome; its reading e-mail sent (with a kept PDF) or still pending. */
  async function paidReading(sent: boolean): Promise<{ id: number; key: string }> {
    const [row] = await database.db
      .insert(readings)
      .values({
        email: 'ada@example.com',
        name: 'Ada Rossi',
        gender: 'female',
        access_token_hash: 'x'.repeat(64),
        payment_status: 'completed',
        payment_method: 'card',
        selected_price: '$29',
        payment_completed_at: clock,
        birth_date: '1990-04-02',
        birth_time: '2:30 PM',
        birth_city_name: 'Rome',
        birth_city_country: 'Italy',
        birth_city_lat: 41.89193,
        birth_city_lon: 12.51133,
        birth_city_timezone: 'Europe/Rome',
        zodiac_sign: 'Aries',
        ascendant: 'Leo',
      })
      .returning({ id: readings.id });
    const id = row?.id as number;
    await database.db.insert(deliveries).values({
      reading_id: id,
      kind: 'reading',
      status: sent ? 'sent' : 'pending',
      due_at: clock,
      next_attempt_at: clock,
      message_key: `key-${id}`,
      sent_at: sent ? clock : null,
    });
    const key = `readings/${id}/old.pdf`;
    if (sent) {
      await documents.put(key, Buffer.from('%PDF-1.7 the old reading'));
      await database.db
        .insert(readingDocuments)
        .values({ reading_id: id, storage_key: key, sha256: 'a'.repeat(64), byte_size: 24, summary: null });
    }
    return { id, key };
  }

  const correct = (id: number, payload: object) =>
    app.inject({ method: 'POST', url: `/api/admin/orders/${id}/birth-data`, headers: session, payload });

  it('corrects a delivered reading, casts the signs again, drops the kept PDF and sends the corrected one', async () => {
    const { id, key } = await paidReading(true);
    const response = await correct(id, CORRECTION);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/rendered again and sent/);

    const [reading] = await database.db.select().from(readings).where(eq(readings.id, id));
    expect(reading).toMatchObject({
      birth_time: '11:15 PM',
      birth_city_name: 'Sydney',
      birth_city_timezone: 'Australia/Sydney',
      zodiac_sign: 'Aries',
    });
    // 13:15 UT: sidereal time about 12h03m at Sydney's longitude, so about 15 degrees Capricorn rising
    // (worked by hand from the ascendant formula), not Rome's afternoon Leo.
    expect(reading?.ascendant).toBe('Capricorn');
    expect(await database.db.select().from(readingDocuments).where(eq(readingDocuments.reading_id, id))).toEqual([]);
    expect(existsSync(path.join(documentsDir, key))).toBe(false);
    const queued = await database.db
      .select({ kind: deliveries.kind, status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.reading_id, id));
    expect(queued).toEqual(
      expect.arrayContaining([
        { kind: 'reading', status: 'sent' },
        { kind: 'resend:1', status: 'pending' },
      ]),
    );
    const audit = (await database.db.execute(
      sql`select operator_email, detail from audit_log where reading_id = ${id} and action = 'reading.correct_birth_data'`,
    )) as unknown as {
      rows: {
        operator_email: string;
        detail: { from: { birth_city_name: string }; to: { birth_city_name: string }; note: string };
      }[];
    };
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      operator_email: CONSOLE_SUPPORT,
      detail: { from: { birth_city_name: 'Rome' }, to: { birth_city_name: 'Sydney' }, note: CORRECTION.note },
    });
  });

  it('corrects a reading not yet sent without queueing another message, and keeps the chosen ascendant when the time is unknown', async () => {
    const { id } = await paidReading(false);
    const response = await correct(id, { ...CORRECTION, birth_time: 'unknown' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/rendered from it when it is sent/);
    const [reading] = await database.db.select().from(readings).where(eq(readings.id, id));
    expect(reading).toMatchObject({ birth_time: 'unknown', ascendant: 'Leo' });
    expect(
      await database.db.select({ kind: deliveries.kind }).from(deliveries).where(eq(deliveries.reading_id, id)),
    ).toEqual([{ kind: 'reading' }]);
  });

  it('refuses bad birth data and a send under way with a clear 4xx, changing nothing', async () => {
    const { id } = await paidReading(true);
    const before = await database.db.select().from(readings).where(eq(readings.id, id));
    const cases = [
      { payload: { ...CORRECTION, birth_time: '25:00' }, status: 400 },
      { payload: { ...CORRECTION, birth_city_timezone: 'Mars/Olympus' }, status: 400 },
      { payload: { ...CORRECTION, birth_city_lat: 95 }, status: 400 },
      { payload: { ...CORRECTION, note: ' ' }, status: 400 },
      { payload: { ...CORRECTION, zodiac_sign: 'Leo' }, status: 400 },
    ];
    for (const { payload, status } of cases) {
      const response = await correct(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBeTruthy();
    }
    await database.db.update(deliveries).set({ status: 'sending' }).where(eq(deliveries.reading_id, id));
    const busy = await correct(id, CORRECTION);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/being sent right now/);
    expect(await database.db.select().from(readings).where(eq(readings.id, id))).toEqual(before);
    expect((await correct(999_999, CORRECTION)).statusCode).toBe(404);
  });
});
