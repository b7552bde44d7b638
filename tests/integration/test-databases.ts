import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { openDatabase, type OpenDatabase } from '../../src/server/db/open-database';

export type TestDatabase = OpenDatabase & { dispose: () => Promise<void> };

/** The embedded database always; a real PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: ('embedded' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];

/** A fresh, migrated database: a temporary folder, or a new database on the test server. */
export async function openTestDatabase(kind: 'embedded' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-test-'));
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url, dataDir: '' });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server, and a way to drop it (connections and all). */
export async function createScratchDatabase(
  prefix = 'astral_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
