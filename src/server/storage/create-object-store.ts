import { S3Client } from '@aws-sdk/client-s3';

import type { Config } from '../config';

/** The one S3 bucket that holds both storage buckets, as the key prefixes `pdf/` and `video-rev/`. */
export type ObjectStore = { client: S3Client; bucket: string };

export type ObjectStoreSettings = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The S3 store when S3_BUCKET is set; null keeps the local folder. */
export function createObjectStore(settings: ObjectStoreSettings): ObjectStore | null {
  if (!settings.S3_BUCKET) return null;
  const client = new S3Client({
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    // Unset keys: the SDK's own chain (AWS_* variables, an instance or task role).
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } }
      : {}),
    // The SDK's default checksum trailers (aws-chunked uploads) are not understood by every
    // S3-compatible store; some keep the framing as the object's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return { client, bucket: settings.S3_BUCKET };
}
