import { randomUUID } from 'node:crypto';

import { ALERT_TITLES, type AlertKind } from '../../domain/alert-kinds';
import { escapeHtml } from '../mail/email-layout';
import { messageIdFor } from '../mail/sender-address';
import type { AlertMail } from './alert-mail-from-config';

export type AlertToSend = { id: number; kind: AlertKind; message: string; readingId: number | null; createdAt: Date };

/** One plain alert e-mail; the console holds the full list, so the mail says where to look. */
export async function sendAlertEmail(mail: AlertMail, alert: AlertToSend): Promise<void> {
  const lines = [
    alert.message,
    alert.readingId === null ? null : `Reading: ${alert.readingId}`,
    `Raised: ${alert.createdAt.toISOString()} (alert ${alert.id})`,
    'Further alerts of this kind within the hour are recorded in the operator console without an e-mail.',
  ].filter((line): line is string => line !== null);
  await mail.mailer.send({
    to: mail.to,
    subject: `Alert: ${ALERT_TITLES[alert.kind]}`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    // Unique per alert: the outbox folder names its files after the Message-ID.
    messageId: messageIdFor(`alert-${alert.id}-${randomUUID()}`, mail.from),
  });
}
