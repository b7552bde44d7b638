import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { bucketSchema, type Bucket } from '../../domain/storage';
import { parseBody } from '../http/parse';
import type { ObjectStore } from '../storage/create-object-store';
import { listBucket } from '../storage/list-bucket';
import { listObjectBucket } from '../storage/list-object-bucket';
import { mediaCacheControl } from '../storage/media-cache-control';
import { sendStoredObject } from '../storage/send-stored-object';

/**
 * Buckets `pdf` and `video-rev`: listing, and files under /media/. From the object store when one
 * is given, else from the local folder.
 */
export async function storageRoutes(
  app: FastifyInstance,
  options: { storageDir: string; objectStore: ObjectStore | null },
): Promise<void> {
  const { objectStore } = options;
  const root = path.resolve(options.storageDir);
  const list = (bucket: Bucket) => (objectStore ? listObjectBucket(objectStore, bucket) : listBucket(root, bucket));

  app.get('/api/storage/:bucket', async (request, reply) => {
    const bucket = parseBody(bucketSchema, (request.params as { bucket: string }).bucket);
    reply.header('cache-control', 'no-cache');
    return { files: await list(bucket) };
  });

  if (objectStore) {
    // HEAD asks the store for the headers only, instead of streaming a video to discard it.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/media/*',
      exposeHeadRoute: false,
      handler: (request, reply) => sendStoredObject(objectStore, request, reply),
    });
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    // Dot-files (.gitkeep, an editor's leftovers) are no bucket's content: 404.
    dotfiles: 'ignore',
    allowedPath: (pathName) => /^\/(pdf|video-rev)\/[^/]+$/.test(pathName),
    setHeaders: (reply) => {
      reply.header('cache-control', mediaCacheControl(reply.request.url));
    },
  });
}
