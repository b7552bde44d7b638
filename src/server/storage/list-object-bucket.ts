import { ListObjectsV2Command } from '@aws-sdk/client-s3';

import type { Bucket, StoredFile } from '../../domain/storage';
import { compareNames } from './compare-names';
import type { ObjectStore } from './create-object-store';

/**
 * A bucket's files in the object store: the keys directly under `<bucket>/`, like the local
 * folder's root (no deeper keys, no dot-files), sorted by name, each with its public URL. The `v`
 * is the object's ETag, which changes with its content, so old URLs can be cached for a year.
 */
export async function listObjectBucket(store: ObjectStore, bucket: Bucket): Promise<StoredFile[]> {
  const prefix = `${bucket}/`;
  const files: StoredFile[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await store.client.send(
      new ListObjectsV2Command({
        Bucket: store.bucket,
        Prefix: prefix,
        Delimiter: '/',
        ContinuationToken: continuationToken,
      }),
    );
    for (const object of page.Contents ?? []) {
      const name = (object.Key ?? '').slice(prefix.length);
      // An empty name is a folder marker some consoles create.
      if (name === '' || name.startsWith('.')) continue;
      // Every S3 store sends an ETag; the fallback only satisfies the SDK's optional type.
      const version = object.ETag?.replaceAll('"', '') ?? `${object.Size ?? 0}-${object.LastModified?.getTime() ?? 0}`;
      files.push({ name, url: `/media/${bucket}/${encodeURIComponent(name)}?v=${encodeURIComponent(version)}` });
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  return files.sort(compareNames);
}
