import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readingPreviewAnswerSchema } from '../../src/domain/reading-preview';
import { buildReadingDocument } from '../../src/report/document/build-reading-document';
import { previewStoredReading } from '../../src/report/preview/preview-stored-reading';
import { readingInputFromReading } from '../../src/report/synthesis/reading-input-from-reading';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { getReading } from '../../src/server/readings/get-reading';
import { hashAccessToken } from '../../src/server/readings/access-token';
import { auth, createBuyer } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const NOW = new Date('2026-11-27T10:00:00Z');

describe.each(DATABASE_KINDS)('the reading preview API on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      database,
      site,
      storageDir: '/nonexistent',
      searchCities: () => [],
      createRateLimit: 1000,
      logLevel: 'silent',
      buildPreview: previewStoredReading().build,
      now: () => NOW,
    });
    // A second question, so the payload can be shown to leave it out.
    const second = { question2: 'Should I move to Milan for him?' };
    const buyer = await createBuyer(app, 'ada@example.com', 'Ada Lovelace');
    await app.inject({
      method: 'PATCH',
      url: `/api/readings/${buyer.id}`,
      payload: second,
      headers: auth(buyer.token),
    });
    Object.assign(visitor, buyer);
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const visitor = { id: 0, token: '' };
  const preview = (id: number | string, token: string) =>
    app.inject({ method: 'GET', url: `/api/readings/${id}/preview`, headers: auth(token) });

  it('gives the visitor their own reading, in part', async () => {
    const response = await preview(visitor.id, visitor.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = readingPreviewAnswerSchema.parse(response.json());
    if (!answer.ready) throw new Error('the preview should be ready');
    const body = answer.preview;
    expect(body.cover).toMatchObject({ name: 'Ada Lovelace', birthTime: '3:18 PM', birthPlace: 'Rome, Italy' });
    expect(body.cover.sunSign).toBe('Pisces');
    expect(body.sections.map((s) => s.title)).toEqual([
      'Your Sun in Pisces',
      expect.stringMatching(/^Your Moon in /),
      expect.stringMatching(/^Your Ascendant in /),
    ]);

    // The same reading as the PDF would say it, and none of what the PDF adds.
    const stored = await getReading(database.db, visitor.id, hashAccessToken(visitor.token));
    const full = buildReadingDocument(readingInputFromReading(stored!), site, NOW);
    const firstAnswer = full.questions[0]!;
    expect(body.firstAnswer?.question).toBe('Will I find love this year?');
    expect(firstAnswer.paragraphs[0]!.startsWith(body.firstAnswer!.opening)).toBe(true);
    expect(body.firstAnswer!.opening.length).toBeGreaterThan(40);
    const sent = response.body;
    expect(sent).not.toContain('Should I move to Milan');
    expect(sent).not.toContain(firstAnswer.paragraphs[1]!);
    for (const later of [...full.planets, ...full.houses, ...full.aspects, full.subject, ...full.bigPicture])
      expect(sent).not.toContain(later.paragraphs[0]!);
    for (const month of full.outlook.love) expect(sent).not.toContain(month);
    expect(sent).not.toContain(full.closing.paragraphs[0]!);
  });

  it('refuses another reading’s token, a bad id and a missing token', async () => {
    const other = await createBuyer(app, 'grace@example.com', 'Grace Hopper');
    const crossed = await preview(visitor.id, other.token);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('Ada');
    expect((await preview('abc', visitor.token)).statusCode).toBe(404);
    expect((await preview('0', visitor.token)).statusCode).toBe(404);
    expect((await preview(visitor.id + 1000, visitor.token)).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/readings/${visitor.id}/preview` });
    expect(anonymous.statusCode).toBe(404);
  });

  it('answers ready: false while the reading has no birth data yet', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'male' } });
    const { id, token } = created.json() as { id: number; token: string };
    const response = await preview(id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: false });
  });
});
