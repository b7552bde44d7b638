import { open, rename, rm } from 'node:fs/promises';

import type { PGlite } from '@electric-sql/pglite';

/**
 * Writes a gzipped tarball of the embedded database to `file`. PGlite holds its query lock while
 * it tars the folder, so no statement runs during the copy: opening the tarball replays the WAL as
 * after a crash at that moment, which keeps every committed transaction and drops one still open.
 * The checkpoint first (it waits for an open transaction) only makes that replay short. The file
 * appears whole or not at all.
 */
export async function writeBackup(client: PGlite, file: string): Promise<void> {
  await client.exec('CHECKPOINT');
  const tarball = await client.dumpDataDir('gzip');
  const partial = `${file}.partial`;
  // It holds every visitor's personal data: only its owner may read it.
  const handle = await open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(new Uint8Array(await tarball.arrayBuffer()));
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
}
