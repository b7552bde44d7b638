import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import type { DatabaseLog } from './database-log';
import { createPglite } from './create-pglite';
import { lockDataDir } from './lock-data-dir';
import { MIGRATIONS_DIR } from './migrations-dir';
import * as schema from './schema';
import { warnOnStderr } from './warn-on-stderr';
import { watchPoolErrors } from './watch-pool-errors';
import { writeBackup } from './write-backup';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDatabase = {
  db: Database;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
  /** Embedded only: writes a consistent backup tarball of the database to the file. */
  writeBackup?: (file: string) => Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; without it the embedded PostgreSQL in dataDir is used. */
  url?: string | undefined;
  dataDir: string;
  poolSize?: number;
  migrationsDir?: string;
  /** Lost connections are reported here; stderr when unset. */
  log?: DatabaseLog;
};

// Any number of servers may start at once against one PostgreSQL: one migrates, the rest wait.
const MIGRATION_LOCK = 723_994_001;

// While the database is down, a request waits at most this long for a connection and then fails
// (503), rather than holding the visitor until the TCP timeout.
const CONNECT_TIMEOUT_MS = 3_000;

/** Opens the database of record and applies the repository's migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    watchPoolErrors(pool, options.log ?? warnOnStderr);
    // Session-level lock: lock, migrate and unlock on one connection.
    const client = await pool.connect();
    try {
      const migrator = drizzlePg(client, { schema });
      await migrator.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
      try {
        await migratePg(migrator, { migrationsFolder });
      } finally {
        await migrator.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
      }
    } finally {
      client.release();
    }
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const client = await createPglite(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db: db as unknown as Database, kind: 'embedded', close, writeBackup: (file) => writeBackup(client, file) };
  } catch (error) {
    unlock();
    throw error;
  }
}
