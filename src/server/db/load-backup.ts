import { openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';

import { checkBackupTarball } from './check-backup-tarball';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { InvalidBackupError } from './invalid-backup-error';

/**
 * Unpacks a backup tarball into the new folder `dir` and checks that PostgreSQL opens it (which
 * replays its WAL) and that it holds this product's readings table. On failure `dir` is removed.
 */
export async function loadBackup(tarball: string, dir: string): Promise<void> {
  await checkBackupTarball(tarball);
  try {
    let client: PGlite;
    try {
      client = await PGlite.create(dir, { loadDataDir: await openAsBlob(tarball), extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      throw new InvalidBackupError(
        `${tarball} is not a database backup PostgreSQL can open: ${(error as Error).message}`,
      );
    }
    try {
      const { rows } = await client.query<{ readings: string | null }>(
        `select to_regclass('public.readings')::text as readings`,
      );
      if (!rows[0]?.readings)
        throw new InvalidBackupError(`${tarball} opens, but holds no readings table: not this product's database.`);
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
