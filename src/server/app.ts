import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';

import type { SiteConfig } from '../domain/site-config';
import type { CitySuggestion } from '../domain/city';
import type { ReviewsMode } from '../domain/reviews';
import type { AlertMail } from './alerts/alert-mail-from-config';
import type { OpenDatabase } from './db/open-database';
import { summarizeError } from './db/summarize-error';
import type { MetaConfig } from './events/forward-to-meta';
import { addErrorHandler } from './http/error-handler';
import { addRateLimits } from './http/rate-limits';
import { createSharedRateLimitStore } from './http/shared-rate-limit-store';
import { readingOwnersFor } from './readings/reading-owners';
import { LOG_REDACTION, logFinishedRequests } from './http/request-log';
import { addStrictJsonParser } from './http/strict-json-parser';
import { addSecurityHeaders } from './http/security-headers';
import type { GeoIpReader } from './location/locate-visitor';
import { countJournalMigrations } from './metrics/count-journal-migrations';
import { createMetrics, type Metrics } from './metrics/create-metrics';
import { observeRequests } from './metrics/observe-requests';
import { watchDatabase } from './metrics/watch-database';
import type { PaypalVerifier } from './payments/verify-paypal-webhook';
import { cityRoutes } from './routes/cities';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { locationRoutes } from './routes/location';
import { metricsRoutes } from './routes/metrics';
import { funnelClaimsRoutes } from './routes/funnel-claims';
import { publicConfigRoutes } from './routes/public-config';
import { readingRoutes } from './routes/readings';
import { freeOrderRoutes } from './routes/free-order';
import { CONFIRMATIONS_PER_CLIENT_PER_HOUR } from '../domain/email-confirmation';
import { storageRoutes } from './routes/storage';
import { webRoutes } from './routes/web';
import { webhookRoutes } from './routes/webhooks';
import type { ObjectStore } from './storage/create-object-store';
import type { DocumentStore } from './documents/document-store';
import { documentRoutes } from './routes/documents';
import { adminRoutes } from './admin/admin-routes';
import { reviewRoutes } from './routes/reviews';
import { describeRelyingParty } from './admin/passkey-relying-party';
import { experimentRoutes } from './routes/experiments';
import { landingRoutes } from './routes/landing';
import { fakeCheckoutRoutes } from './routes/fake-checkout';
import type { BuildReadingPreview } from './readings/build-reading-preview';
import { readingPreviewRoutes } from './routes/reading-preview';
import type { DescribeQuestion } from '../domain/question-line';
import { questionLineRoutes } from './routes/question-line';
import { keepResultsBriefly } from './keep-results-briefly';
import type { ExperimentTarget } from '../domain/experiments';
import { findEffectiveExperiment } from './experiments/find-effective-experiment';

export type AppOptions = {
  database: OpenDatabase;
  site: SiteConfig;
  storageDir: string;
  /** Set: the storage buckets are read from this S3 bucket instead of `storageDir`. */
  objectStore?: ObjectStore | null;
  /** Set: the delivered PDFs' download links work (GET /api/documents/:id, GET /api/readings/:id/document). */
  documents?: { documents: DocumentStore; linkSecret: string; publicBaseUrl: string; now?: () => Date } | null;
  /** The .eml outbox folder (DATA_DIR/outbox): an erasure deletes its readings' messages there. Unset: none. */
  outboxDir?: string | null;
  webDir?: string | undefined;
  searchCities: (query: string) => CitySuggestion[] | Promise<CitySuggestion[]>;
  geoip?: GeoIpReader | null;
  /** true or the proxies' addresses; also says whether the CDN's location headers can be believed. */
  trustProxy?: boolean | string[];
  /** An https address turns HSTS on; its host is where the console's passkeys work. */
  publicBaseUrl?: string;
  createRateLimit?: number;
  /** Confirmation e-mails of free orders one client address may have sent per hour (CONFIRMATION_RATE_LIMIT). */
  confirmationRateLimit?: number;
  /** Write requests (and, apart, payment-status polls) one client address may make per minute. */
  writeRateLimit?: number;
  /**
   * Requests with one reading's token per minute (its writes and payment-status polls together, its
   * preview apart), and requests one client address may make per minute with a wrong token.
   */
  readingRateLimit?: number;
  /** Count the rate limits in the database, shared by every server on it; unset: in this process's memory. */
  sharedRateLimits?: boolean;
  logLevel?: string;
  /** Where log lines go (tests read them); unset: standard output. */
  logStream?: { write: (line: string) => void };
  /** Unset: POST /api/webhooks/stripe answers 503. */
  stripeWebhookSecret?: string | undefined;
  /** Unset: POST /api/webhooks/paypal answers 503. */
  paypalVerifier?: PaypalVerifier | null;
  /** Unset: marketing events are only recorded. */
  meta?: MetaConfig | null;
  /** Meta's browser pixel id, given to the browser (which loads the pixel only after consent). */
  metaPixelId?: string | null | undefined;
  /** What /reviews shows (REVIEWS_MODE), given to the browser; unset: real reviews. */
  reviewsMode?: ReviewsMode;
  /** Told when an order put a delivery in the outbox (main.ts wakes the delivery worker). */
  onDeliveryScheduled?: () => void;
  /** The registry to fill (main.ts shares it with the renderer's timing); unset: a new one. */
  metrics?: Metrics;
  /** Set: GET /metrics needs `Authorization: Bearer <token>`; unset: only direct private-network peers. */
  metricsToken?: string | undefined;
  /** Console sign-in attempts per client address per minute (default 10). */
  signInRateLimit?: number;
  /** The console's clock (sessions, lockouts); tests move it. Unset: the system clock. */
  now?: () => Date;
  /** Set when this server delivers: the renderer's ready(), which /readyz waits to see resolved with null. */
  rendererReady?: (() => Promise<string | null>) | null;
  /** Where operator alerts raised by requests (webhooks failing verification) are e-mailed; unset: only recorded. */
  alertMail?: AlertMail | null;
  /** FAKE_CHECKOUT: the test checkout pages that pay through the Stripe webhook (needs its secret). */
  fakeCheckout?: boolean;
  /** Set: GET /api/readings/:id/preview shows the visitor's own reading (main.ts injects the report's builder). */
  buildPreview?: BuildReadingPreview | null;
  /** Set: POST /api/question-line reads a question as the reading will (main.ts injects the report's reader). */
  describeQuestion?: DescribeQuestion | null;
};

const BODY_LIMIT = 16 * 1024;

/** Builds the whole HTTP app; main.ts starts it and the tests inject requests into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: LOG_REDACTION,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy,
    // Fastify's two lines per request are replaced by logFinishedRequests' one.
    logController: new LogController({ disableRequestLogging: true }),
  });
  addErrorHandler(app);
  addStrictJsonParser(app);
  logFinishedRequests(app);
  const metrics = options.metrics ?? createMetrics();
  observeRequests(app, metrics.httpRequestDuration);
  await addSecurityHeaders(app, {
    metaPixel: Boolean(options.metaPixelId),
    hsts: options.publicBaseUrl?.startsWith('https://') ?? false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const sharedLimits = options.sharedRateLimits
    ? createSharedRateLimitStore(options.database.db, {
        onError: (error) => app.log.warn({ error: summarizeError(error) }, 'rate-limit counters could not be shared'),
      })
    : null;
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.close());
  await app.register(fastifyRateLimit, { global: false, ...(sharedLimits ? { store: sharedLimits.Store } : {}) });
  addRateLimits(
    app,
    { perClient: options.writeRateLimit ?? 1200, perReading: options.readingRateLimit ?? 120 },
    readingOwnersFor(options.database.db),
  );

  const { db } = options.database;
  await healthRoutes(app, {
    database: options.database,
    readiness: { expectedMigrations: countJournalMigrations(), rendererReady: options.rendererReady },
  });
  watchDatabase(metrics.registry, options.database, app.log);
  await metricsRoutes(app, { registry: metrics.registry, token: options.metricsToken });

  await readingRoutes(app, {
    db,
    geoip: options.geoip ?? null,
    trustCdnHeaders: Boolean(trustProxy),
    paymentLinks: options.site.paymentLinks,
    createRateLimit: options.createRateLimit ?? 30,
    secureCookie: options.publicBaseUrl?.startsWith('https://') ?? false,
  });
  // Confirmation links are signed with the download links' key, under their own purpose.
  await freeOrderRoutes(app, {
    db,
    linkSecret: options.documents?.linkSecret ?? null,
    confirmationsPerClient: options.confirmationRateLimit ?? CONFIRMATIONS_PER_CLIENT_PER_HOUR,
    onDeliveryScheduled: options.onDeliveryScheduled,
    now: options.documents?.now ?? options.now ?? (() => new Date()),
  });
  // The landings' experiment lookup, kept briefly: another server's start or stop reaches them in 5 s.
  const experimentCache = keepResultsBriefly((target: ExperimentTarget) => findEffectiveExperiment(db, target), 5_000);
  if (options.buildPreview)
    await readingPreviewRoutes(app, {
      db,
      buildPreview: options.buildPreview,
      ...(options.now ? { now: options.now } : {}),
    });
  // The reader costs a few milliseconds: an address may ask what one reading's token may.
  if (options.describeQuestion)
    await questionLineRoutes(app, {
      describe: options.describeQuestion,
      perMinute: options.readingRateLimit ?? 120,
      ...(options.now ? { now: options.now } : {}),
    });
  await experimentRoutes(app, { db });
  await eventRoutes(app, { db, meta: options.meta ?? null, onDeliveryScheduled: options.onDeliveryScheduled });
  await publicConfigRoutes(app, {
    metaPixelId: options.metaPixelId ?? null,
    reviewsMode: options.reviewsMode ?? 'real',
    funnelClaims: options.site.funnelClaims,
  });
  await funnelClaimsRoutes(app, { db, mode: options.site.funnelClaims });
  await webhookRoutes(app, {
    db,
    stripeWebhookSecret: options.stripeWebhookSecret,
    paypal: options.paypalVerifier ?? null,
    onDeliveryScheduled: options.onDeliveryScheduled,
    onOutcome: (provider, outcome) => metrics.webhookEvents.inc({ provider, outcome }),
    alertMail: options.alertMail ?? null,
  });
  if (options.fakeCheckout && options.stripeWebhookSecret)
    await fakeCheckoutRoutes(app, { webhookSecret: options.stripeWebhookSecret });
  await cityRoutes(app, { searchCities: options.searchCities });
  await locationRoutes(app, { geoip: options.geoip ?? null, trustCdnHeaders: Boolean(trustProxy) });
  await storageRoutes(app, { storageDir: options.storageDir, objectStore: options.objectStore ?? null });
  if (options.documents)
    await documentRoutes(app, { db: options.database.db, site: options.site, ...options.documents });
  // Review links are signed with the download links' key, under their own purpose (review-link.ts).
  if (options.documents)
    await reviewRoutes(app, {
      db,
      linkSecret: options.documents.linkSecret,
      ...(options.documents.now ? { now: options.documents.now } : {}),
    });
  await adminRoutes(app, {
    db,
    documents: options.documents?.documents ?? null,
    outboxDir: options.outboxDir ?? null,
    secureCookie: options.publicBaseUrl?.startsWith('https://') ?? false,
    // Unset (tests): the console's passkeys belong to http://localhost.
    relyingParty: describeRelyingParty(options.publicBaseUrl ?? 'http://localhost', options.site.brand),
    ...(options.now ? { now: options.now } : {}),
    ...(options.signInRateLimit ? { signInRateLimit: options.signInRateLimit } : {}),
    onDeliveryScheduled: options.onDeliveryScheduled,
    alertEmail: options.alertMail?.to ?? null,
    onExperimentsChanged: () => experimentCache.clear(),
  });
  // The landings pick their experiment's variant on the server, before the static files answer.
  if (options.webDir)
    await landingRoutes(app, {
      db,
      experiments: experimentCache,
      webDir: options.webDir,
      secureCookie: options.publicBaseUrl?.startsWith('https://') ?? false,
    });
  if (options.webDir) await webRoutes(app, { webDir: options.webDir });
  return app;
}
