import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { backupLocations } from './backup-locations';
import { backupTimeStamp } from './backup-time-stamp';
import { loadBackup } from './load-backup';
import { lockDataDir } from './lock-data-dir';

export type RestoreResult = {
  /** Where the database that was replaced now lies; null when DATA_DIR had none. */
  replaced: string | null;
};

/**
 * Replaces the embedded database in DATA_DIR with a backup. DATA_DIR's lock is held throughout, so
 * it refuses while a server runs (DataDirLockedError) and no server starts halfway. The backup is
 * unpacked and checked beside the current folder before anything is moved, and the current folder
 * is kept as `pglite.replaced-<time>`, never deleted.
 */
export async function restoreBackup(dataDir: string, tarball: string, now: Date): Promise<RestoreResult> {
  const { pglite } = backupLocations(dataDir);
  const root = path.dirname(pglite);
  const stamp = backupTimeStamp(now);
  const staging = path.join(root, `pglite.restoring-${stamp}`);
  const replaced = path.join(root, `pglite.replaced-${stamp}`);
  await mkdir(pglite, { recursive: true });
  const unlock = lockDataDir(pglite);
  try {
    await loadBackup(tarball, staging);
    // The tarball brought the lock of the process that wrote it: ours takes its place, so the
    // restored folder is locked from the moment it is in place until we are done.
    await writeFile(path.join(staging, 'pglite.lock'), String(process.pid));
    await rename(pglite, replaced);
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    await rename(staging, pglite);
  } catch (error) {
    throw new Error(
      `the backup is unpacked in ${staging} and the old database moved to ${replaced}, but ${pglite} could not take its place (${(error as Error).message}); move it there by hand`,
      { cause: error },
    );
  }
  unlock();
  await rm(path.join(replaced, 'pglite.lock'), { force: true });
  return { replaced: await removeIfEmpty(replaced) };
}

/** DATA_DIR had no database: the folder moved aside is empty and not worth keeping. */
async function removeIfEmpty(dir: string): Promise<string | null> {
  try {
    await rmdir(dir);
    return null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY') return dir;
    throw error;
  }
}
