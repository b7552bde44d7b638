import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { addErrorHandler } from './error-handler';

/** A pg error as node-postgres builds it: the values of the row sit in `detail`. */
const uniqueViolation = () =>
  Object.assign(new Error('duplicate key value violates unique constraint "readings_email_key"'), {
    code: '23505',
    constraint: 'readings_email_key',
    table: 'readings',
    detail: 'Key (email)=(visitor@example.com) already exists.',
  });

const badDate = () =>
  Object.assign(new Error('invalid input syntax for type date: "1990-02-31 secret"'), { code: '22007' });

describe('the error handler', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  async function appThrowing(error: unknown): Promise<FastifyInstance> {
    lines.length = 0;
    app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
    addErrorHandler(app);
    app.get('/boom', () => Promise.reject(error));
    await app.ready();
    return app;
  }

  afterEach(() => app.close());

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      refused,
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('database "x" is not currently accepting connections'), { code: '55000' }),
      new AggregateError([refused], ''),
    ]) {
      const response = await (await appThrowing(error)).inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode, error.message).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      await app.close();
    }
  });

  it('answers 500 to other database errors, also those with code 55000 for another reason', async () => {
    for (const error of [
      uniqueViolation(),
      Object.assign(new Error('cannot ALTER TABLE "readings"'), { code: '55000' }),
    ]) {
      const response = await (await appThrowing(error)).inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
      await app.close();
    }
  });

  it('logs a failed query by its names and codes, never its statement, parameters or row values', async () => {
    const params = ['visitor@example.com', 'f3a9c0ffee'];
    const response = await (
      await appThrowing(
        new DrizzleQueryError(
          'insert into readings (email, access_token_hash) values ($1, $2)',
          params,
          uniqueViolation(),
        ),
      )
    ).inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({
      reqId: expect.any(String),
      error: {
        type: 'DrizzleQueryError < Error',
        code: '23505',
        constraint: 'readings_email_key',
        table: 'readings',
        message: 'duplicate key value violates unique constraint "readings_email_key"',
      },
    });
    const text = JSON.stringify(lines);
    for (const secret of [...params, 'insert into', 'already exists']) expect(text).not.toContain(secret);
  });

  it('drops the value PostgreSQL quotes in its message', async () => {
    await (
      await appThrowing(new DrizzleQueryError('update readings set birth_date = $1', ['1990-02-31 secret'], badDate()))
    ).inject({ method: 'GET', url: '/boom' });
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ error: { code: '22007', message: 'invalid input syntax for type date: "?"' } });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
