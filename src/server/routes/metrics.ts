import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

import { scrapeRefusal } from '../metrics/scrape-refusal';

export type MetricsRouteOptions = {
  registry: Registry;
  /** Set: scrapes need `Authorization: Bearer <token>`; unset: only direct private-network peers. */
  token?: string | undefined;
};

/** Prometheus' text format. A GET, so none of the write limits counts it. */
export async function metricsRoutes(app: FastifyInstance, options: MetricsRouteOptions): Promise<void> {
  app.get('/metrics', async (request, reply) => {
    const refusal = scrapeRefusal(request, options.token);
    if (refusal) {
      if (refusal.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      throw refusal;
    }
    reply.header('content-type', options.registry.contentType).header('cache-control', 'no-store');
    return options.registry.metrics();
  });
}
