import type { Config } from '../config';
import { createMailSender, type MailAddress, type MailSender } from '../mail/mail-sender';
import { outboxDirOf } from '../mail/outbox-dir';
import { senderAddress } from '../mail/sender-address';

/** Where and how alerts are e-mailed: the site's own sender, to ALERT_EMAIL. */
export type AlertMail = { mailer: MailSender; from: MailAddress; to: string };

/**
 * Null without ALERT_EMAIL (alerts are then only recorded). The delivery worker passes its own
 * mailer so one transport serves both; elsewhere a sender is made the way deliveries make theirs.
 */
export function alertMailFromConfig(config: Config, mailer?: MailSender): AlertMail | null {
  if (!config.ALERT_EMAIL) return null;
  const from = senderAddress(config.MAIL_FROM, config.site);
  return {
    mailer: mailer ?? createMailSender({ from, smtpUrl: config.SMTP_URL, outboxDir: outboxDirOf(config.DATA_DIR) }),
    from,
    to: config.ALERT_EMAIL,
  };
}
