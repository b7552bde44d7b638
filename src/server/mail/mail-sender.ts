import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
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
      mkdirSync(options.outboxDir, { recursive: true });
      // Named after the Message-ID: a retry rewrites the same file instead of adding a duplicate.
      const name = `${mail.messageId.replace(/[^A-Za-z0-9@._-]/g, '')}.eml`;
      const file = path.join(options.outboxDir, name);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
