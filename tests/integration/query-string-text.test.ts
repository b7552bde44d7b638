import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDocumentStore } from '../../src/server/documents/document-store';
import {
  addConsoleOperators,
  buildConsoleApp,
  CONSOLE_OWNER,
  consoleHeaders,
  signInOperator,
  type ConsoleSession,
} from './console-sessions';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const FUNNEL_RANGE = 'from=2026-11-01&to=2026-11-25';

/** Every query-string text that reaches the database, with the field's name as its message says it. */
const TEXT_QUERIES = [
  { name: 'the order search', url: (text: string) => `/api/admin/orders?q=${text}`, field: 'The search' },
  {
    name: "the funnel report's campaign",
    url: (text: string) => `/api/admin/funnel?${FUNNEL_RANGE}&campaign=${text}`,
    field: 'The campaign',
  },
  {
    name: "the funnel CSV's campaign",
    url: (text: string) => `/api/admin/exports/funnel.csv?${FUNNEL_RANGE}&campaign=${text}`,
    field: 'The campaign',
  },
  { name: "the public reviews' subject", url: (text: string) => `/api/reviews?subject=${text}`, field: 'The subject' },
];

/** NUL (which PostgreSQL cannot store or compare) and other control characters, alone or inside text. */
const UNSAVABLE = ['a%00', '%00', 'a%1Bb', '%7F', 'a%0Ab'];

describe.each(DATABASE_KINDS)('control characters in query strings on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: ConsoleSession;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Download links' options turn on the public review routes too (they share the signing key).
    const documents = createDocumentStore(mkdtempSync(path.join(tmpdir(), 'astral-documents-')), null);
    app = await buildConsoleApp(database, {
      signInRateLimit: 1000,
      reviewsMode: 'real',
      documents: { documents, linkSecret: 'a query-string test secret', publicBaseUrl: 'http://localhost' },
    });
    await addConsoleOperators(database.db);
    owner = await signInOperator(app, CONSOLE_OWNER);
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it.each(TEXT_QUERIES)('answers $name 400 with the field named for each unsavable character', async (query) => {
    for (const text of UNSAVABLE) {
      const url = query.url(text);
      const response = await app.inject({ method: 'GET', url, headers: consoleHeaders(owner) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        error: 'invalid_input',
        message: `${query.field} contains a character that cannot be saved.`,
      });
    }
    const plain = query.url('love');
    expect((await app.inject({ method: 'GET', url: plain, headers: consoleHeaders(owner) })).statusCode, plain).toBe(
      200,
    );
  });
});
