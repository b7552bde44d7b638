import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { backupLocations } from './backup-locations';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { backupTimeStamp } from './backup-time-stamp';
import { lockDataDir } from './lock-data-dir';
import { writeBackup } from './write-backup';

export class NoDatabaseError extends Error {}

/**
 * Backs up the embedded database when no server runs: takes DATA_DIR's lock (so a server cannot
 * start meanwhile; throws DataDirLockedError when a process that does not answer backup requests
 * holds it) and dumps without migrating, so the backup is the database as it was left.
 */
export async function backupStoppedDatabase(dataDir: string, now: Date): Promise<string> {
  const { pglite, backups } = backupLocations(dataDir);
  if (!existsSync(path.join(pglite, 'PG_VERSION'))) {
    throw new NoDatabaseError(`DATA_DIR: there is no embedded database in ${pglite} to back up.`);
  }
  const unlock = lockDataDir(pglite);
  try {
    const client = await PGlite.create(pglite, { extensions: PGLITE_EXTENSIONS });
    try {
      await mkdir(backups, { recursive: true, mode: 0o700 });
      const file = path.join(backups, `${backupTimeStamp(now)}.tar.gz`);
      await writeBackup(client, file);
      return file;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
