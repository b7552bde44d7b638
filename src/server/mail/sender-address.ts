import type { SiteConfig } from '../../domain/site-config';
import type { MailAddress } from './mail-sender';

/** MAIL_FROM when set, else '<brand> <infoEmail>' from config/site.json. */
export function senderAddress(mailFrom: string | undefined, site: SiteConfig): MailAddress {
  return mailFrom ?? { name: site.brand, address: site.infoEmail };
}

/** A Message-ID from the delivery's key, at the sender's domain (RFC 5322 wants a unique left part). */
export function messageIdFor(key: string, from: MailAddress): string {
  const address = typeof from === 'string' ? (/<([^>]+)>/.exec(from)?.[1] ?? from) : from.address;
  const domain = address.split('@')[1]?.trim() || 'localhost';
  return `<${key}@${domain}>`;
}
