import { readFileSync } from 'node:fs';
import path from 'node:path';

import { MIGRATIONS_DIR } from '../db/migrations-dir';

/** How many migrations this build ships: the entries of drizzle's journal beside the SQL files. */
export function countJournalMigrations(migrationsDir: string = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries?: unknown[];
  };
  if (!Array.isArray(journal.entries)) throw new Error(`${migrationsDir}/meta/_journal.json has no entries`);
  return journal.entries.length;
}
