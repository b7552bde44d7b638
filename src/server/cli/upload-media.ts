// npm run media:upload [-- --from DIR]: copies the buckets' files from a local folder (default
// STORAGE_DIR) to the S3 bucket configured by the S3_ variables, replacing objects of the same name.
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config';
import { createObjectStore } from '../storage/create-object-store';
import { uploadBuckets } from '../storage/upload-buckets';

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { from: { type: 'string' } }, strict: true });
  const config = loadConfig();
  const store = createObjectStore(config);
  if (!store) throw new ConfigError('S3_BUCKET is not set: there is no object store to upload to');
  const from = values.from ?? config.STORAGE_DIR;
  try {
    const keys = await uploadBuckets(store, from);
    for (const key of keys) console.log(`uploaded ${key}`);
    console.log(`${keys.length} files from ${from} to the S3 bucket ${store.bucket}`);
  } finally {
    store.client.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
