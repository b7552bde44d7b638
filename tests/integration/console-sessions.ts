import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { addOperator } from '../../src/server/admin/add-operator';
import { hashPassword } from '../../src/server/admin/hash-password';
import { buildApp, type AppOptions } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import type { Database, OpenDatabase } from '../../src/server/db/open-database';

export const CONSOLE_OWNER = 'owner@console.example';
export const CONSOLE_SUPPORT = 'support@console.example';
const PASSWORD = 'a long enough password';

export type ConsoleSession = { cookie: string; csrf: string };

/** The console's two roles, an owner and a support operator, with one password. */
export async function addConsoleOperators(db: Database): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  await addOperator(db, { email: CONSOLE_OWNER, role: 'owner', passwordHash, addedBy: 'test' });
  await addOperator(db, { email: CONSOLE_SUPPORT, role: 'support', passwordHash, addedBy: 'test' });
}

/** Signs in through the API, as the console does. */
export async function signInOperator(app: FastifyInstance, email: string): Promise<ConsoleSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'admin_session');
  return { cookie: `admin_session=${cookie?.value}`, csrf: (response.json() as { csrfToken: string }).csrfToken };
}

/** The headers of a console request: the session's cookie, and its CSRF token for a change. */
export const consoleHeaders = (session: ConsoleSession) => ({ cookie: session.cookie, 'x-csrf-token': session.csrf });

/** The whole app on a test database, as the console tests need it; `options` adds or overrides. */
export function buildConsoleApp(database: OpenDatabase, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    database,
    site: loadSiteConfig('config/site.json'),
    storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
    searchCities: () => [],
    logLevel: 'silent',
    ...options,
  });
}
