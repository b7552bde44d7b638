import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { openTestDatabase } from './test-databases';

/**
 * The server on the embedded database, serving a built web app made of `files` (paths relative
 * to the web folder), for the tests of how the built app is served.
 */
export async function serveWebDir(
  files: Record<string, string | Uint8Array>,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const webDir = mkdtempSync(path.join(tmpdir(), 'astral-web-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(webDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const database = await openTestDatabase('embedded');
  const app = await buildApp({
    database,
    site: loadSiteConfig('config/site.json'),
    storageDir: tmpdir(),
    webDir,
    searchCities: () => [],
    logLevel: 'silent',
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
