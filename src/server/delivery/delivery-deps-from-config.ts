import { alertMailFromConfig } from '../alerts/alert-mail-from-config';
import type { Config } from '../config';
import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { metaFromConfig } from '../events/meta-from-config';
import { createMailSender } from '../mail/mail-sender';
import { outboxDirOf } from '../mail/outbox-dir';
import { senderAddress } from '../mail/sender-address';
import type { RenderReading } from './render-reading';
import type { DeliveryDeps, DeliveryLog } from './send-delivery';

/** What the server and `npm run deliver` both need to deliver: one place, so they cannot differ. */
export function deliveryDepsFromConfig(
  config: Config,
  db: Database,
  renderReading: RenderReading,
  log: DeliveryLog,
  kept: { documents: DocumentStore; linkSecret: string },
): DeliveryDeps {
  const from = senderAddress(config.MAIL_FROM, config.site);
  const mailer = createMailSender({
    from,
    smtpUrl: config.SMTP_URL,
    outboxDir: outboxDirOf(config.DATA_DIR),
  });
  return {
    db,
    from,
    mailer,
    alertMail: alertMailFromConfig(config, mailer),
    mail: { site: config.site, publicBaseUrl: config.PUBLIC_BASE_URL },
    renderReading,
    documents: kept.documents,
    linkSecret: kept.linkSecret,
    meta: metaFromConfig(config),
    now: () => new Date(),
    log,
  };
}
