import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The embedded database may be opened by one process only: two would write the same files and
 * corrupt them, and PGlite takes no lock of its own. A lock file holds the owner's process id; a
 * lock left by a process that no longer runs (killed, crashed) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(file)) return () => rmSync(file, { force: true });
    let owner = NaN;
    try {
      owner = Number(readFileSync(file, 'utf8').trim());
    } catch {
      // Removed between our attempt and the read: try again.
    }
    if (isRunning(owner)) {
      throw new DataDirLockedError(
        `DATA_DIR: the embedded database in ${dir} is in use by process ${owner}. Stop it first, or set DATABASE_URL to share a PostgreSQL server.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`DATA_DIR: could not lock the embedded database in ${dir}.`);
}
