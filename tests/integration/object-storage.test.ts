import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { createObjectStore, type ObjectStore } from '../../src/server/storage/create-object-store';
import { uploadBuckets } from '../../src/server/storage/upload-buckets';
import { openTestDatabase, type TestDatabase } from './test-databases';

/** The part of s3rver's API the tests use (the package ships no types). */
type S3rverServer = { run: () => Promise<{ port: number }>; close: () => Promise<void> };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  allowMismatchedSignatures: boolean;
  vhostBuckets: boolean;
  configureBuckets: { name: string; configs: string[] }[];
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

const site = loadSiteConfig('config/site.json');
const BUCKET = 'astral-media';
/** 1000 bytes that differ from one offset to the next, so a wrong range shows. */
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 7 + index / 256) & 0xff));

/** What the local folder holds, hostile leftovers included; the S3 store gets the same keys. */
const FIXTURE: Record<string, string | Buffer> = {
  'pdf/2.png': 'page two',
  'pdf/10.png': 'page ten',
  'pdf/1.png': 'page one',
  'pdf/.hidden.png': 'a dot-file',
  'pdf/nested/3.png': 'a sub-folder',
  'video-rev/my review.mp4': VIDEO,
  'video-rev/.gitkeep': '',
  'secret.txt': 'outside both buckets',
};

function writeFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'astral-media-'));
  for (const [key, content] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    writeFileSync(path.join(dir, key), content);
  }
  return dir;
}

type OpenedStore = {
  app: FastifyInstance;
  /** Puts new content under a key, as an operator replacing a file would. */
  replace: (key: string, content: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openLocal(database: TestDatabase): Promise<OpenedStore> {
  const storageDir = writeFixture();
  const app = await buildApp({ database, site, storageDir, searchCities: () => [], logLevel: 'silent' });
  return {
    app,
    replace: async (key, content) => writeFileSync(path.join(storageDir, key), content),
    close: async () => {
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

async function openS3(database: TestDatabase): Promise<OpenedStore> {
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'astral-s3rver-'));
  // Path-style only, and any well-formed signature with s3rver's one access key.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const store = createObjectStore({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'any-secret',
    S3_FORCE_PATH_STYLE: true,
  }) as ObjectStore;
  const put = async (key: string, content: string | Buffer) => {
    await store.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: content }));
  };

  const fixtureDir = writeFixture();
  // The upload takes only what the local listing shows...
  expect(await uploadBuckets(store, fixtureDir)).toEqual([
    'pdf/1.png',
    'pdf/10.png',
    'pdf/2.png',
    'video-rev/my review.mp4',
  ]);
  // ...and the rest is put by hand, so the server, not the upload, must keep it out.
  for (const key of ['pdf/.hidden.png', 'pdf/nested/3.png', 'video-rev/.gitkeep', 'secret.txt'])
    await put(key, FIXTURE[key] ?? '');

  // An empty local folder: whatever is served comes from the store.
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'astral-media-'));
  const app = await buildApp({
    database,
    site,
    storageDir: emptyDir,
    objectStore: store,
    searchCities: () => [],
    logLevel: 'silent',
  });
  return {
    app,
    replace: put,
    close: async () => {
      await app.close();
      store.client.destroy();
      await server.close();
      for (const dir of [s3Dir, fixtureDir, emptyDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['the local folder', openLocal],
  ['an S3 store (s3rver)', openS3],
])('storage buckets from %s', (_name, open) => {
  let database: TestDatabase;
  let opened: OpenedStore;
  const get = (url: string, headers: Record<string, string> = {}) => opened.app.inject({ method: 'GET', url, headers });

  async function listing(bucket: string): Promise<{ name: string; url: string }[]> {
    const response = await get(`/api/storage/${bucket}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return (response.json() as { files: { name: string; url: string }[] }).files;
  }

  async function videoUrl(): Promise<string> {
    const [video] = await listing('video-rev');
    return video?.url ?? 'no video listed';
  }

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    opened = await open(database);
  });

  afterAll(async () => {
    await opened.close();
    await database.dispose();
  });

  it('lists a bucket sorted by name with versioned URLs, without dot-files or sub-folders', async () => {
    const pdf = await listing('pdf');
    expect(pdf.map((file) => file.name)).toEqual(['1.png', '10.png', '2.png']);
    for (const file of pdf)
      expect(file.url).toMatch(new RegExp(`^/media/pdf/${file.name.replace('.', '\\.')}\\?v=[\\w%-]+$`));
    expect(await videoUrl()).toMatch(/^\/media\/video-rev\/my%20review\.mp4\?v=[\w%-]+$/);
  });

  it('serves a listed file whole, with its type and length, cached for a year', async () => {
    const response = await get(await videoUrl());
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(VIDEO)).toBe(true);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [page] = await listing('pdf');
    const image = await get(page?.url ?? '');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body).toBe('page one');
  });

  it.each([
    ['bytes=100-199', 'bytes 100-199/1000', 100, 200],
    ['bytes=990-', 'bytes 990-999/1000', 990, 1000],
    // No suffix range (bytes=-10): s3rver reads it as bytes=0-10, where S3 itself honours it.
  ])('answers Range %s with 206, %s and exactly those bytes', async (range, contentRange, start, end) => {
    const response = await get(await videoUrl(), { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(contentRange);
    expect(response.headers['content-length']).toBe(String(end - start));
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(VIDEO.subarray(start, end))).toBe(true);
  });

  it('answers a range past the end with 416', async () => {
    expect((await get(await videoUrl(), { range: 'bytes=5000-' })).statusCode).toBe(416);
  });

  it('answers HEAD with the headers and no body, and a matching If-None-Match with 304', async () => {
    const url = await videoUrl();
    const head = await opened.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.rawPayload.length).toBe(0);
    const etag = (await get(url)).headers.etag;
    expect(etag).toBeTruthy();
    expect((await get(url, { 'if-none-match': String(etag) })).statusCode).toBe(304);
  });

  it('caches an unversioned URL for five minutes only', async () => {
    const response = await get('/media/video-rev/my%20review.mp4');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    '/media/pdf/3.png',
    '/media/video-rev/nope.mp4',
    '/media/pdf/.hidden.png',
    '/media/video-rev/.gitkeep',
    '/media/video-rev/%2Egitkeep',
    '/media/secret.txt',
    '/media/pdf/../secret.txt',
    '/media/pdf/..%2Fsecret.txt',
    '/media/pdf/%2E%2E%2Fsecret.txt',
    '/media/pdf/..%2F..%2Fpackage.json',
    '/media/pdf/nested/3.png',
    '/media/pdf/nested%2F3.png',
    '/media/pdf/',
    '/media/other/x',
  ])('answers %s with 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/outside both buckets|a dot-file|a sub-folder/);
  });

  it('gives a replaced file a new URL, which serves the new content', async () => {
    const before = (await listing('pdf')).find((file) => file.name === '2.png')?.url;
    await opened.replace('pdf/2.png', 'page two, second edition');
    const after = (await listing('pdf')).find((file) => file.name === '2.png')?.url;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await get(after ?? '')).body).toBe('page two, second edition');
  });
});
