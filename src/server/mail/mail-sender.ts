import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export type MailAddress = string | { name: string; address: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The full Message-ID header, '<key@domain>'; the same on every attempt of one delivery. */
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The reading the message is about: the outbox names its file after it, so an erasure finds it. */
  readingId?: number;
};

export type MailSender = {
  kind: 'smtp' | 'outbox';
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

export type MailSenderOptions = {
  from: MailAddress;
  /** smtp:// or smtps://; without it messages become .eml files in outboxDir. */
  smtpUrl?: string | undefined;
  outboxDir: string;
};

// A send must finish well inside the delivery lease (5 minutes), or another worker could
// reclaim the delivery while this one is still talking to the server.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

function toMessage(from: MailAddress, mail: OutgoingMail): Mail.Options {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments,
  };
}

/** How an outbox file about a reading begins, before the reading's id and a dash. */
export const OUTBOX_READING_PREFIX = 'reading-';

/**
 * Named after the Message-ID, so a retry rewrites the same file instead of adding a duplicate, and
 * after the reading first ("reading-12-<message-id>.eml"), so its erasure finds every one of them.
 */
function outboxFileName(mail: OutgoingMail): string {
  const name = `${mail.messageId.replace(/[^A-Za-z0-9@._-]/g, '')}.eml`;
  return mail.readingId === undefined ? name : `${OUTBOX_READING_PREFIX}${mail.readingId}-${name}`;
}

/** SMTP when configured, else the local outbox folder (the product's no-configuration default). */
export function createMailSender(options: MailSenderOptions): MailSender {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS } as Parameters<
      typeof nodemailer.createTransport
    >[0]);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail(toMessage(options.from, mail));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transport.sendMail(toMessage(options.from, mail));
      // The messages hold the visitors' addresses, answers and PDFs: the owner's alone.
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      chmodSync(options.outboxDir, 0o700);
      const file = path.join(options.outboxDir, outboxFileName(mail));
      rmSync(`${file}.tmp`, { force: true });
      writeFileSync(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
