import type { FastifyInstance } from 'fastify';

import { type GeoIpReader, locateVisitor } from '../location/locate-visitor';

/** The visitor's approximate location; all nulls when unknown (the flow goes on). */
export async function locationRoutes(
  app: FastifyInstance,
  options: { geoip: GeoIpReader | null; trustCdnHeaders: boolean },
): Promise<void> {
  app.get('/api/location', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return locateVisitor(request.headers, request.ip, options.geoip, options.trustCdnHeaders);
  });
}
