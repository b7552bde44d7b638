// npm run deliver [-- --due-by ISO_TIME]: sends every delivery due by then, once, runs the
// retention job once (so a site whose servers run no worker, only this from cron, keeps the
// privacy policy's promise), and exits.
// Built, it is `node dist/server/deliver.mjs`, the production image's worker command.
// Exit code 0 when everything claimed was sent (or skipped: a confirmation its reading overtook),
// 1 when something failed or will be retried.
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock-data-dir';
import { openDatabase } from '../db/open-database';
import { deliveryDepsFromConfig } from '../delivery/delivery-deps-from-config';
import { runDeliveries } from '../delivery/run-deliveries';
import { outboxDirOf } from '../mail/outbox-dir';
import { runRetention } from '../privacy/run-retention';
import type { DeliveryLog } from '../delivery/send-delivery';
// The composition root wires the report into the delivery worker (the one place server meets report).
import { startReadingRenderer } from '../../report/pdf/start-reading-renderer';
import { createDocumentStore } from '../documents/document-store';
import { loadLinkSecret } from '../documents/load-link-secret';
import { createObjectStore } from '../storage/create-object-store';
import { MODEL_TIMEOUT_MS } from '../../report/writer/model-writer';

const log: DeliveryLog = {
  info: (details, message) => console.log(message, JSON.stringify(details)),
  warn: (details, message) => console.warn(message, JSON.stringify(details)),
  error: (details, message) => console.error(message, JSON.stringify(details)),
};

function parseDueBy(argv: string[]): Date {
  const { values } = parseArgs({ args: argv, options: { 'due-by': { type: 'string' } }, strict: true });
  const raw = values['due-by'];
  if (raw === undefined) return new Date();
  const dueBy = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(dueBy.getTime())) {
    throw new ConfigError(`--due-by must be an ISO 8601 time such as 2026-11-25T12:00:00+01:00, not '${raw}'`);
  }
  return dueBy;
}

async function main(): Promise<number> {
  const dueBy = parseDueBy(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The same heap-capped worker thread as the server's: memory stays flat over many readings.
  const renderer = startReadingRenderer(config.site, {
    writer: config.llm ? { ...config.llm, timeoutMs: MODEL_TIMEOUT_MS } : null,
    onWriterFallback: ({ readingId, question, reason }) =>
      log.warn({ readingId, question }, `the model's answer was not used: ${reason}`),
  });
  const kept = {
    documents: createDocumentStore(config.DATA_DIR, createObjectStore(config)),
    linkSecret: await loadLinkSecret(config.DOCUMENT_LINK_SECRET, config.DATA_DIR),
  };
  const deps = deliveryDepsFromConfig(config, database.db, (reading) => renderer.render(reading), log, kept);
  try {
    const summary = await runDeliveries(deps, { dueBy });
    // "sent" counts the readings and order e-mails; review requests and Meta's Purchases are told apart.
    console.log(
      `due by ${dueBy.toISOString()}: sent ${summary.sent - summary.review_requests_sent - summary.meta_purchases_sent}, skipped ${summary.skipped}, canceled ${summary.canceled}, to retry ${summary.retry}, failed ${summary.failed}, lease lost ${summary.lease_lost}, review requests sent ${summary.review_requests_sent}, Purchases sent to Meta ${summary.meta_purchases_sent} (e-mail: ${deps.mailer.kind})`,
    );
    // Retention runs on the real clock: --due-by only moves what counts as due.
    const retention = await runRetention(
      { db: database.db, documents: kept.documents, outboxDir: outboxDirOf(config.DATA_DIR), now: () => new Date() },
      { retentionDays: config.RETENTION_DAYS, deliveredRetentionDays: config.DELIVERED_RETENTION_DAYS },
    );
    const pending =
      retention.documentsPending > 0
        ? `, still to delete ${retention.documentsPending} (${retention.documentError ?? 'the store refused'})`
        : '';
    console.log(
      `retention: erased ${retention.abandoned} unpaid after ${config.RETENTION_DAYS} days, ${retention.completed} delivered after ${config.DELIVERED_RETENTION_DAYS} days; documents deleted ${retention.documentsDeleted}${pending}; outbox messages deleted ${retention.mailDeleted}`,
    );
    return summary.retry + summary.failed + retention.documentsPending > 0 ? 1 : 0;
  } finally {
    deps.mailer.close();
    await renderer.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirLockedError
        ? error.message
        : error instanceof Error
          ? `deliver failed: ${error.message}`
          : error,
    );
    process.exit(error instanceof ConfigError || error instanceof DataDirLockedError ? 2 : 1);
  },
);
