import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import type { Bucket, StoredFile } from '../../domain/storage';
import { compareNames } from './compare-names';

/**
 * A bucket's root, sorted by name ascending, each with its public URL. The URL carries a `v`
 * built from size and modification time, so a replaced file gets a new URL and old ones can be
 * cached for a year.
 */
export async function listBucket(storageDir: string, bucket: Bucket): Promise<StoredFile[]> {
  const dir = path.join(storageDir, bucket);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
  const stamped = await Promise.all(
    files.map(async (entry) => {
      const info = await stat(path.join(dir, entry.name));
      const version = `${info.size.toString(36)}${Math.floor(info.mtimeMs).toString(36)}`;
      return { name: entry.name, url: `/media/${bucket}/${encodeURIComponent(entry.name)}?v=${version}` };
    }),
  );
  return stamped.sort(compareNames);
}
