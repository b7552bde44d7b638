import { eq } from 'drizzle-orm';

import { promisedDeliveryAt } from '../../domain/delivery-time';
import type { Reading } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { composeOrderConfirmationEmail } from '../mail/confirmation-email';
import type { MailContext } from '../mail/email-layout';
import type { MailAddress, MailSender } from '../mail/mail-sender';
import { composeReadingEmail, type ComposedMail } from '../mail/reading-email';
import { messageIdFor } from '../mail/sender-address';
import { readingColumns, toReading } from '../readings/reading-row';
import type { ClaimedDelivery } from './claim-deliveries';
import { recordDeliveryFailure, recordDeliverySent } from './record-delivery-result';
import type { RenderReading } from './render-reading';

export type DeliveryLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type DeliveryDeps = {
  db: Database;
  mailer: MailSender;
  from: MailAddress;
  mail: MailContext;
  renderReading: RenderReading;
  now: () => Date;
  log: DeliveryLog;
  maxAttempts?: number;
};

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'lease_lost';

const PLACEHOLDER = /@pending\.invalid$/i;

async function loadReading(db: Database, id: number): Promise<Reading> {
  const [row] = await db.select(readingColumns).from(readings).where(eq(readings.id, id)).limit(1);
  if (!row) throw new Error('the reading no longer exists');
  const reading = toReading(row);
  if (!reading.email || PLACEHOLDER.test(reading.email)) throw new Error('the reading has no e-mail address yet');
  return reading;
}

async function compose(deps: DeliveryDeps, delivery: ClaimedDelivery, reading: Reading): Promise<ComposedMail> {
  if (delivery.kind === 'order_confirmation') {
    const completedAt = reading.payment_completed_at ? new Date(reading.payment_completed_at) : delivery.due_at;
    return composeOrderConfirmationEmail(reading, promisedDeliveryAt('FREE', completedAt), deps.mail);
  }
  const pdf = await deps.renderReading(reading);
  return composeReadingEmail(reading, Buffer.from(pdf), deps.mail);
}

/**
 * One claimed delivery: build, send, record. The record follows the SMTP server's acceptance
 * immediately; if the process dies in between, the lease expires, another attempt re-sends with
 * the same Message-ID and receiving systems that de-duplicate on it show one message.
 */
export async function sendDelivery(deps: DeliveryDeps, delivery: ClaimedDelivery, workerId: string): Promise<DeliveryOutcome> {
  const context = { deliveryId: delivery.id, readingId: delivery.reading_id, kind: delivery.kind, attempt: delivery.attempts };
  try {
    const reading = await loadReading(deps.db, delivery.reading_id);
    const composed = await compose(deps, delivery, reading);
    await deps.mailer.send({ ...composed, to: reading.email as string, messageId: messageIdFor(delivery.message_key, deps.from) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const outcome = await recordDeliveryFailure(deps.db, delivery, workerId, message, deps.now(), deps.maxAttempts);
    deps.log[outcome === 'failed' ? 'error' : 'warn']({ ...context, error: message }, `delivery ${outcome === 'failed' ? 'gave up' : 'will be retried'}`);
    return outcome;
  }
  // Sent. A failure to record now must not be recorded as a failed send: the lease will expire
  // and the retry carries the same Message-ID.
  const recorded = await recordDeliverySent(deps.db, delivery, workerId, deps.now());
  if (!recorded) {
    deps.log.warn(context, 'delivery sent after its lease had been taken over');
    return 'lease_lost';
  }
  deps.log.info(context, 'delivery sent');
  return 'sent';
}
