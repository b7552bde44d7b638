import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import { PutObjectCommand } from '@aws-sdk/client-s3';

import { BUCKETS } from '../../domain/storage';
import type { ObjectStore } from './create-object-store';
import { mediaType } from './media-type';

/**
 * Copies the files at the root of `<dir>/pdf` and `<dir>/video-rev` (the STORAGE_DIR layout) to the
 * keys `pdf/<name>` and `video-rev/<name>`, replacing any there, with their content type.
 * Dot-files and sub-folders are left behind, as the local listing leaves them out. Returns the keys.
 */
export async function uploadBuckets(store: ObjectStore, dir: string): Promise<string[]> {
  const keys: string[] = [];
  for (const bucket of BUCKETS) {
    const bucketDir = path.join(dir, bucket);
    const entries = await readdir(bucketDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const file = path.join(bucketDir, entry.name);
      const key = `${bucket}/${entry.name}`;
      await store.client.send(
        new PutObjectCommand({
          Bucket: store.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
          ContentType: mediaType(entry.name),
        }),
      );
      keys.push(key);
    }
  }
  return keys.sort();
}
