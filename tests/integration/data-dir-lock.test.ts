import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { DataDirLockedError } from '../../src/server/db/lock-data-dir';
import { openDatabase } from '../../src/server/db/open-database';

describe('the embedded database is opened by one process at a time', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'astral-lock-'));
    dirs.push(dir);
    return dir;
  };

  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener while a running process holds the folder, and frees it on close', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    const lockFile = path.join(dataDir, 'pglite', 'pglite.lock');
    // The test's own process holds the lock; a live process (our parent) is written as the owner.
    writeFileSync(lockFile, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/DATA_DIR: .* is in use by process \d+/);
    writeFileSync(lockFile, String(process.pid));
    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that was killed', async () => {
    const dataDir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const first = await openDatabase({ dataDir });
    await first.close();
    writeFileSync(path.join(dataDir, 'pglite', 'pglite.lock'), String(gone));
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });
});
