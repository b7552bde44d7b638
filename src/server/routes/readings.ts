import type { FastifyInstance } from 'fastify';

import { createReadingSchema, readingPatchSchema, startCheckoutSchema, visitSchema } from '../../domain/reading';
import { stepRecordSchema } from '../../domain/funnel-capture';
import type { Database } from '../db/open-database';
import { notFound } from '../http/http-error';
import { parseBody, readingAccess } from '../http/parse';
import type { GeoIpReader } from '../location/locate-visitor';
import { locateVisitor } from '../location/locate-visitor';
import { createReading } from '../readings/create-reading';
import { getPaymentStatus } from '../readings/get-payment-status';
import { getReading } from '../readings/get-reading';
import { recordLimitedOffer } from '../readings/record-limited-offer';
import { recordStep } from '../readings/record-step';
import { recordVisit } from '../readings/record-visit';
import { saveReadingPatch } from '../readings/save-reading-patch';
import { startCheckout } from '../readings/start-checkout';
import { touchSession } from '../readings/touch-session';
import { isExperimentRunning } from '../experiments/is-experiment-running';
import { ensureVisitorId, readVisitorId } from '../experiments/visitor-cookie';
import type { SiteConfig } from '../../domain/site-config';

export type ReadingRoutesOptions = {
  db: Database;
  geoip: GeoIpReader | null;
  /** Behind a trusted proxy only: the CDN's location headers set the country (and so the prices). */
  trustCdnHeaders: boolean;
  paymentLinks: SiteConfig['paymentLinks'];
  createRateLimit: number;
  /** An https site: the visitor id cookie is Secure. */
  secureCookie?: boolean;
};

const found = <T>(value: T | null | false): T => {
  if (value === null || value === false) throw notFound();
  return value;
};

export async function readingRoutes(app: FastifyInstance, options: ReadingRoutesOptions): Promise<void> {
  const { db } = options;

  app.post(
    '/api/readings',
    { config: { rateLimit: { max: options.createRateLimit, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseBody(createReadingSchema, request.body);
      const location = locateVisitor(request.headers, request.ip, options.geoip, options.trustCdnHeaders);
      // A visitor without an id gets one here while any experiment runs (a later step may be tested).
      const visitorId =
        readVisitorId(request) ??
        ((await isExperimentRunning(db)) ? ensureVisitorId(request, reply, options.secureCookie ?? false) : null);
      return reply.status(201).send(await createReading(db, input, location, undefined, visitorId));
    },
  );

  app.get('/api/readings/:id', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    return found(await getReading(db, id, tokenHash));
  });

  app.patch('/api/readings/:id', async (request, reply) => {
    const { id, tokenHash } = readingAccess(request);
    const patch = parseBody(readingPatchSchema, request.body);
    found(await saveReadingPatch(db, id, tokenHash, patch));
    return reply.status(204).send();
  });

  app.post('/api/readings/:id/visits', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    const { page } = parseBody(visitSchema, request.body);
    return found(await recordVisit(db, id, tokenHash, page));
  });

  app.post('/api/readings/:id/steps', async (request, reply) => {
    const { id, tokenHash } = readingAccess(request);
    const record = parseBody(stepRecordSchema, request.body);
    found(await recordStep(db, id, tokenHash, record));
    return reply.status(204).send();
  });

  app.post('/api/readings/:id/session', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    return { last_session_time: found(await touchSession(db, id, tokenHash)) };
  });

  app.get('/api/readings/:id/payment-status', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    return found(await getPaymentStatus(db, id, tokenHash));
  });

  app.post('/api/readings/:id/limited-offer', async (request, reply) => {
    const { id, tokenHash } = readingAccess(request);
    found(await recordLimitedOffer(db, id, tokenHash));
    return reply.status(204).send();
  });

  app.post('/api/readings/:id/checkout', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    const input = parseBody(startCheckoutSchema, request.body);
    return found(await startCheckout(db, options.paymentLinks, id, tokenHash, input));
  });
}
