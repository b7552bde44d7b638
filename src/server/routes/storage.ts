import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { bucketSchema } from '../../domain/storage';
import { parseBody } from '../http/parse';
import { listBucket } from '../storage/list-bucket';

const YEAR = 31_536_000;

/** Buckets `pdf` and `video-rev` from a local folder: listing, and files under /media/. */
export async function storageRoutes(app: FastifyInstance, options: { storageDir: string }): Promise<void> {
  const root = path.resolve(options.storageDir);

  app.get('/api/storage/:bucket', async (request, reply) => {
    const bucket = parseBody(bucketSchema, (request.params as { bucket: string }).bucket);
    reply.header('cache-control', 'no-cache');
    return { files: await listBucket(root, bucket) };
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    // Dot-files (.gitkeep, an editor's leftovers) are no bucket's content: 404.
    dotfiles: 'ignore',
    allowedPath: (pathName) => /^\/(pdf|video-rev)\/[^/]+$/.test(pathName),
    setHeaders: (reply) => {
      const versioned = /[?&]v=/.test(reply.request.url);
      reply.header('cache-control', versioned ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300');
    },
  });
}
