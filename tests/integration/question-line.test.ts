import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { QUESTION_LINE_PATH, questionLineSchema } from '../../src/domain/question-line';
import { describeQuestion } from '../../src/report/question/describe-question';
import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const PER_MINUTE = 5;

// The route touches no database: the embedded one is only what the app needs to start.
describe('the question line API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    app = await buildApp({
      database,
      site,
      storageDir: '/nonexistent',
      searchCities: () => [],
      readingRateLimit: PER_MINUTE,
      logLevel: 'info',
      logStream: { write: (line) => lines.push(line) },
      describeQuestion,
      now: () => new Date('2026-11-28T10:00:00Z'),
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const ask = (payload: unknown, ip = '192.0.2.1') =>
    app.inject({ method: 'POST', url: QUESTION_LINE_PATH, payload: payload as object, remoteAddress: ip });

  it('reads a question as the reading will, keeps no copy in any cache and logs none of its words', async () => {
    const response = await ask({
      question: 'Will I find love with Ximena before I turn 40?',
      subject: 'love',
      birthDate: '1990-06-15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const line = questionLineSchema.parse(response.json());
    expect(line).toEqual({ kind: 'read', line: expect.stringMatching(/^Read as: .* · before you turn 40$/) });
    expect(lines.join('')).not.toMatch(/Ximena|find love/);
  });

  it('answers a question no chart can answer with the kind note and a question to ask instead', async () => {
    const response = await ask({ question: 'When will I die?', subject: 'health' }, '192.0.2.2');
    expect(response.statusCode).toBe(200);
    expect(questionLineSchema.parse(response.json())).toMatchObject({
      kind: 'unanswerable',
      note: expect.stringContaining('date of death'),
      suggestion: expect.stringMatching(/\?$/),
    });
  });

  it('refuses what the screen cannot send', async () => {
    for (const [index, payload] of [
      { question: 'Will I marry?', subject: 'astrology' },
      { question: '   ', subject: 'love' },
      { question: 'x'.repeat(501), subject: 'love' },
      { question: 'Will I marry?', subject: 'love', birthDate: '15/06/1990' },
      { question: 'Will I marry?', subject: 'love', email: 'ada@example.com' },
      { question: 'Will I marry\u0000?', subject: 'love' },
      { question: 'Will I marry \ud800?', subject: 'love' },
      { question: ['Will I marry?'], subject: 'love' },
      null,
    ].entries()) {
      const response = await ask(payload, `198.51.100.${index}`);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it('limits each client address per minute', async () => {
    const statuses: number[] = [];
    for (let request = 0; request <= PER_MINUTE; request += 1)
      statuses.push((await ask({ question: 'Will I marry?', subject: 'marriage' }, '192.0.2.4')).statusCode);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    expect((await ask({ question: 'Will I marry?', subject: 'marriage' }, '192.0.2.5')).statusCode).toBe(200);
  });
});
