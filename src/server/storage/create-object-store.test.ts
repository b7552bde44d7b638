import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { createObjectStore } from './create-object-store';

describe('createObjectStore', () => {
  it('gives no store without S3_BUCKET: the local folder serves', () => {
    expect(createObjectStore(loadConfig({}))).toBeNull();
  });

  it('points the client at the configured endpoint, region, addressing style and keys', async () => {
    const store = createObjectStore(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-south-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(store?.bucket).toBe('media');
    const settings = store?.client.config;
    expect(await settings?.region()).toBe('eu-south-1');
    expect(settings?.forcePathStyle).toBe(true);
    expect((await settings?.endpoint?.())?.hostname).toBe('127.0.0.1');
    expect(await settings?.credentials()).toMatchObject({ accessKeyId: 'key', secretAccessKey: 'secret' });
    store?.client.destroy();
  });
});
