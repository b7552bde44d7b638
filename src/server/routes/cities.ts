import type { FastifyInstance } from 'fastify';

import { citySearchQuerySchema, type CitySuggestion } from '../../domain/city';
import { parseBody } from '../http/parse';

export async function cityRoutes(
  app: FastifyInstance,
  options: { searchCities: (query: string) => CitySuggestion[] | Promise<CitySuggestion[]> },
): Promise<void> {
  app.get('/api/cities', async (request, reply) => {
    const { q } = parseBody(citySearchQuerySchema, request.query);
    reply.header('cache-control', 'public, max-age=86400');
    return { cities: await options.searchCities(q) };
  });
}
