import type { FastifyInstance } from 'fastify';

import type { Database } from '../db/open-database';
import type { ReadingPreviewAnswer } from '../../domain/reading-preview';
import { notFound } from '../http/http-error';
import { readingAccess } from '../http/parse';
import type { BuildReadingPreview } from '../readings/build-reading-preview';
import { getReading } from '../readings/get-reading';

export type ReadingPreviewRoutesOptions = {
  db: Database;
  buildPreview: BuildReadingPreview;
  now?: () => Date;
};

/**
 * GET /api/readings/:id/preview: the visitor's own reading, in part, for the page before checkout.
 * Limited per reading once its token is confirmed (http/rate-limits.ts): each costs a chart.
 */
export async function readingPreviewRoutes(app: FastifyInstance, options: ReadingPreviewRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  app.get('/api/readings/:id/preview', async (request, reply) => {
    const { id, tokenHash } = readingAccess(request);
    const reading = await getReading(options.db, id, tokenHash);
    if (!reading) throw notFound();
    const preview = options.buildPreview(reading, now());
    const answer: ReadingPreviewAnswer = preview ? { ready: true, preview } : { ready: false };
    // Personal data: no shared cache may keep it.
    return reply.header('cache-control', 'private, no-store').send(answer);
  });
}
