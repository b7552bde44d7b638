import type { FastifyInstance } from 'fastify';

import { exposureRequestSchema } from '../../domain/experiments';
import type { Database } from '../db/open-database';
import { exposeReading } from '../experiments/expose-reading';
import { notFound } from '../http/http-error';
import { parseBody, readingAccess } from '../http/parse';

/** The funnel's side of experiments: a reading's variant of a screen slot or its prices (decision 0021). */
export async function experimentRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.post('/api/readings/:id/exposures', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    const { target } = parseBody(exposureRequestSchema, request.body);
    const answer = await exposeReading(options.db, id, tokenHash, target);
    if (!answer) throw notFound();
    return answer;
  });
}
