import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

import type { ObjectStore } from '../storage/create-object-store';

/**
 * Where delivered reading PDFs are kept: private, never served as media. A folder under DATA_DIR by
 * default; the S3 store under the `documents/` prefix when S3_BUCKET is set, so several servers share them.
 */
export type DocumentStore = {
  kind: 'folder' | 's3';
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes the document; a key that holds nothing is no error, so an erasure retried after a failure completes. */
  delete: (key: string) => Promise<void>;
};

const PREFIX = 'documents/';

/** Keys are ours ("readings/12/ab34....pdf"); anything else is refused rather than joined into a path. */
function checkKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/.test(key) || key.includes('..')) throw new Error(`not a document key: ${key}`);
  return key;
}

export function createDocumentStore(dataDir: string, objectStore: ObjectStore | null): DocumentStore {
  return objectStore ? s3DocumentStore(objectStore) : folderDocumentStore(path.resolve(dataDir, 'documents'));
}

function folderDocumentStore(root: string): DocumentStore {
  return {
    kind: 'folder',
    async put(key, bytes) {
      const file = path.join(root, checkKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      // Written whole and synced before the rename, so a crash leaves either no file or the whole one.
      const partial = `${file}.${process.pid}.partial`;
      const handle = await open(partial, 'w', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(path.join(root, checkKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path.join(root, checkKey(key)), { force: true });
    },
  };
}

function s3DocumentStore(store: ObjectStore): DocumentStore {
  return {
    kind: 's3',
    async put(key, bytes) {
      await store.client.send(
        new PutObjectCommand({
          Bucket: store.bucket,
          Key: PREFIX + checkKey(key),
          Body: bytes,
          ContentType: 'application/pdf',
        }),
      );
    },
    async get(key) {
      try {
        const object = await store.client.send(
          new GetObjectCommand({ Bucket: store.bucket, Key: PREFIX + checkKey(key) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success too.
      await store.client.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: PREFIX + checkKey(key) }));
    },
  };
}
