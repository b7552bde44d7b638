import type { FastifyInstance } from 'fastify';

import { trackEventSchema } from '../../domain/events';
import type { Database } from '../db/open-database';
import { recordEvent } from '../events/record-event';
import { parseBody } from '../http/parse';

export async function eventRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.post('/api/events', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const event = parseBody(trackEventSchema, request.body);
    await recordEvent(options.db, event, { userAgent: request.headers['user-agent'] ?? null });
    request.log.info({ event: event.eventName, eventId: event.eventId }, 'marketing event received');
    return reply.status(202).send({ received: true });
  });
}
