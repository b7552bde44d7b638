import type { FastifyInstance } from 'fastify';

import { trackEventSchema } from '../../domain/events';
import type { Database } from '../db/open-database';
import { clientIp } from '../events/client-ip';
import { confirmEventReading } from '../events/confirm-event-reading';
import { forwardConsentedEvent } from '../events/forward-consented-event';
import type { MetaConfig } from '../events/forward-to-meta';
import { recordEvent } from '../events/record-event';
import { rememberConsent } from '../events/remember-consent';
import { parseBody } from '../http/parse';

export type EventRoutesOptions = {
  db: Database;
  meta?: MetaConfig | null;
  fetchImpl?: typeof fetch;
  /** A paid reading's Purchase was put in the outbox (consent given after payment). */
  onDeliveryScheduled?: (() => void) | undefined;
};

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export async function eventRoutes(app: FastifyInstance, options: EventRoutesOptions): Promise<void> {
  // Limited per client address with the other writes (http/rate-limits.ts).
  app.post('/api/events', async (request, reply) => {
    const event = parseBody(trackEventSchema, request.body);
    // Confirmed, it also unlocks the reading's answers for Meta's matching and keeps consent on it.
    const tokenHash = await confirmEventReading(options.db, request, event.readingId);
    await recordEvent(options.db, event, { userAgent: request.headers['user-agent'] ?? null });
    request.log.info(
      { event: event.eventName, eventId: event.eventId, consent: event.consent === true },
      'marketing event received',
    );
    const context = {
      client: {
        ip: clientIp(request.ip),
        userAgent: header(request.headers['user-agent']),
        fbc: event.fbc ?? null,
        fbp: event.fbp ?? null,
        externalId: event.externalId ?? null,
      },
      tokenHash,
      sourceUrl: event.sourceUrl ?? header(request.headers.referer),
      now: new Date(),
    };
    if (await rememberConsent(options.db, event, context.client, context.tokenHash, context.now))
      options.onDeliveryScheduled?.();
    // Not awaited: the visitor never waits for, or hears about, Meta.
    void forwardConsentedEvent(options.db, options.meta ?? null, event, context, options.fetchImpl).catch(
      (error: unknown) =>
        request.log.warn(
          { eventId: event.eventId, error: error instanceof Error ? error.message : String(error) },
          'Meta forwarding failed',
        ),
    );
    return reply.status(202).send({ received: true });
  });
}
