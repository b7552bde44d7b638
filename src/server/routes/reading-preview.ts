import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Database } from '../db/open-database';
import type { ReadingPreviewAnswer } from '../../domain/reading-preview';
import { notFound } from '../http/http-error';
import { readingAccess } from '../http/parse';
import type { BuildReadingPreview } from '../readings/build-reading-preview';
import { getReading } from '../readings/get-reading';

export type ReadingPreviewRoutesOptions = {
  db: Database;
  buildPreview: BuildReadingPreview;
  /** Previews one reading may ask for per minute: each costs a chart and a year of transits. */
  perReading: number;
  now?: () => Date;
};

const readingKey = (request: FastifyRequest): string => `preview ${(request.params as { id?: string }).id ?? ''}`;

/** GET /api/readings/:id/preview: the visitor's own reading, in part, for the page before checkout. */
export async function readingPreviewRoutes(app: FastifyInstance, options: ReadingPreviewRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  app.get(
    '/api/readings/:id/preview',
    { config: { rateLimit: { max: options.perReading, timeWindow: '1 minute', keyGenerator: readingKey } } },
    async (request, reply) => {
      const { id, tokenHash } = readingAccess(request);
      const reading = await getReading(options.db, id, tokenHash);
      if (!reading) throw notFound();
      const preview = options.buildPreview(reading, now());
      const answer: ReadingPreviewAnswer = preview ? { ready: true, preview } : { ready: false };
      // Personal data: no shared cache may keep it.
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );
}
