import { alertMailFromConfig } from './alerts/alert-mail-from-config';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { DataDirLockedError } from './db/lock-data-dir';
import { openDatabase } from './db/open-database';
import { serveBackupRequests } from './db/serve-backup-requests';
import { openCitySearch } from './cities/open-city-search';
import { deliveryDepsFromConfig } from './delivery/delivery-deps-from-config';
import { startDeliveryWorker, type DeliveryWorker } from './delivery/delivery-worker';
import type { RenderReading } from './delivery/render-reading';
import { metaFromConfig } from './events/meta-from-config';
import { openGeoIp } from './location/locate-visitor';
import { createMetrics } from './metrics/create-metrics';
import { timeRenders } from './metrics/time-renders';
import { paypalVerifierFromConfig } from './payments/payments-from-config';
import { startRetentionJob, type RetentionJob } from './privacy/start-retention-job';
import { startFunnelRollupJob, type FunnelRollupJob } from './admin/funnel/start-funnel-rollup-job';
import { createDocumentStore } from './documents/document-store';
import { loadLinkSecret } from './documents/load-link-secret';
import { outboxDirOf } from './mail/outbox-dir';
import { createObjectStore } from './storage/create-object-store';
// The composition root wires the report into the delivery worker (the one place server meets report).
import { startReadingRenderer, type ReadingRenderer } from '../report/pdf/start-reading-renderer';
import { MODEL_TIMEOUT_MS } from '../report/writer/model-writer';
import { previewStoredReading } from '../report/preview/preview-stored-reading';
import { describeQuestion } from '../report/question/describe-question';

const RETENTION_INTERVAL_MS = 60 * 60_000;
// The renderer thread starts with the first delivery and stops after this long without one: at rest
// the server does not hold its 140-200 MB (bench/server-memory.ts); a start costs about a second.
const RENDERER_IDLE_MS = 60_000;
// The dashboard's rollup catches up with closed days: a report then finds at most a few to build.
const FUNNEL_ROLLUP_INTERVAL_MS = 10 * 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const geoip = config.GEOIP_DB ? await openGeoIp(config.GEOIP_DB) : null;
  let worker: DeliveryWorker | null = null;
  let retention: RetentionJob | null = null;
  let funnelRollup: FunnelRollupJob | null = null;
  // Only a server that delivers renders readings; its worker thread starts with the first render.
  let renderer: ReadingRenderer | null = null;
  const metrics = createMetrics();
  const objectStore = createObjectStore(config);
  const kept = {
    documents: createDocumentStore(config.DATA_DIR, objectStore),
    linkSecret: await loadLinkSecret(config.DOCUMENT_LINK_SECRET, config.DATA_DIR),
  };
  // Alerts raised by requests (webhooks failing verification); the worker's go through its own mailer.
  const requestAlertMail = alertMailFromConfig(config);
  const previews = previewStoredReading();
  const app = await buildApp({
    database,
    site: config.site,
    storageDir: config.STORAGE_DIR,
    objectStore,
    documents: { ...kept, publicBaseUrl: config.PUBLIC_BASE_URL },
    // Looked in even with SMTP_URL set: messages written before it was set are erased too.
    outboxDir: outboxDirOf(config.DATA_DIR),
    webDir: config.WEB_DIR,
    searchCities: openCitySearch(config.CITIES_FILE, (error) => console.error(error.message)),
    geoip,
    trustProxy: config.TRUST_PROXY,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    createRateLimit: config.CREATE_RATE_LIMIT,
    signInRateLimit: config.SIGN_IN_RATE_LIMIT,
    writeRateLimit: config.WRITE_RATE_LIMIT,
    readingRateLimit: config.READING_RATE_LIMIT,
    confirmationRateLimit: config.CONFIRMATION_RATE_LIMIT,
    // The embedded database is one process's (it locks DATA_DIR), so memory counts right there.
    sharedRateLimits: database.kind === 'postgres',
    logLevel: config.LOG_LEVEL,
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    paypalVerifier: paypalVerifierFromConfig(config),
    meta: metaFromConfig(config),
    metaPixelId: config.META_PIXEL_ID,
    reviewsMode: config.REVIEWS_MODE,
    onDeliveryScheduled: () => worker?.wake(),
    metrics,
    metricsToken: config.METRICS_TOKEN,
    // Not ready while the renderer's last start or render failed.
    rendererReady: config.DELIVERY_WORKER ? () => renderer?.ready() ?? Promise.resolve('not started') : null,
    alertMail: requestAlertMail,
    fakeCheckout: config.FAKE_CHECKOUT,
    // Built in this process: a preview is a chart and the first answer, not a PDF (milliseconds, bench/reading-preview.ts).
    buildPreview: previews.build,
    // The questions screen's line, from the reader the PDF uses (already loaded here for the previews).
    describeQuestion,
  });

  const renderReading: RenderReading = timeRenders(
    (reading) =>
      renderer
        ? renderer.render(reading)
        : Promise.reject(new Error('this server delivers nothing (DELIVERY_WORKER=false)')),
    metrics,
  );
  const deliveryDeps = deliveryDepsFromConfig(config, database.db, renderReading, app.log, kept);

  // npm run db:backup asks this process for the embedded database's backup (it alone may open it).
  let stopBackups: (() => Promise<void>) | null = null;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // After the HTTP server: no new orders; before the database: the send in progress is recorded.
    await worker?.stop();
    await retention?.stop();
    await funnelRollup?.stop();
    deliveryDeps.mailer.close();
    requestAlertMail?.mailer.close();
    await renderer?.close();
    await stopBackups?.();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The year's ephemeris for the previews, in small steps, so the first visitor does not pay for it.
  void previews.warm(new Date()).catch((error: unknown) => app.log.warn({ err: error }, 'warming the previews failed'));
  app.log.info(`${config.site.brand} is serving ${config.PUBLIC_BASE_URL} on the ${database.kind} database`);
  if (config.FAKE_CHECKOUT)
    app.log.warn('FAKE_CHECKOUT is on: payment links lead to the test checkout; no money moves');
  if (database.writeBackup) {
    stopBackups = await serveBackupRequests(config.DATA_DIR, database.writeBackup, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'npm run db:backup cannot reach this server');
      return null;
    });
  }
  if (config.DELIVERY_WORKER) {
    const started = startReadingRenderer(config.site, {
      writer: config.llm ? { ...config.llm, timeoutMs: MODEL_TIMEOUT_MS } : null,
      onWriterFallback: ({ readingId, question, reason }) =>
        app.log.warn({ readingId, question }, `the model's answer was not used: ${reason}`),
      startOnDemand: { idleMs: RENDERER_IDLE_MS },
    });
    renderer = started;
    worker = startDeliveryWorker(deliveryDeps, { intervalMs: config.DELIVERY_INTERVAL_SECONDS * 1000 });
    // The server that delivers also keeps the retention promise: once now, then every hour.
    retention = startRetentionJob(
      {
        db: database.db,
        documents: kept.documents,
        outboxDir: outboxDirOf(config.DATA_DIR),
        now: () => new Date(),
        log: app.log,
        alertMail: deliveryDeps.alertMail ?? null,
      },
      {
        intervalMs: RETENTION_INTERVAL_MS,
        retentionDays: config.RETENTION_DAYS,
        deliveredRetentionDays: config.DELIVERED_RETENTION_DAYS,
      },
    );
    funnelRollup = startFunnelRollupJob({ db: database.db, log: app.log }, { intervalMs: FUNNEL_ROLLUP_INTERVAL_MS });
  }
  app.log.info(
    `deliveries: ${config.DELIVERY_WORKER ? `every ${config.DELIVERY_INTERVAL_SECONDS} s` : 'worker off'}, e-mail ${deliveryDeps.mailer.kind}`,
  );
  app.log.info(
    `retention: ${config.DELIVERY_WORKER ? `every hour, unpaid after ${config.RETENTION_DAYS} days, delivered after ${config.DELIVERED_RETENTION_DAYS} days` : 'off (runs where the delivery worker runs)'}; alerts: ${config.ALERT_EMAIL ? 'e-mailed' : 'recorded only (ALERT_EMAIL unset)'}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error);
  }
  process.exit(1);
});
