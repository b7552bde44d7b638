import type { FastifyInstance } from 'fastify';

import type { PublicConfig } from '../../domain/public-config';

/** The explicit public subset of the configuration: the pixel (asked for only after consent) and what /reviews shows. */
export async function publicConfigRoutes(app: FastifyInstance, config: PublicConfig): Promise<void> {
  app.get('/api/public-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return config;
  });
}
