import { and, eq, inArray } from 'drizzle-orm';

import type { Reading } from '../../domain/reading';
import { EMAIL_CONFIRMATION_PATH } from '../../domain/routes';
import type { AlertMail } from '../alerts/alert-mail-from-config';
import { raiseAlert } from '../alerts/raise-alert';
import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { confirmationToken, confirmationUrl } from '../email-confirmation/confirmation-token';
import { issueDocumentLink } from '../documents/issue-document-link';
import { keepReadingDocument } from '../documents/keep-reading-document';
import type { MetaConfig } from '../events/forward-to-meta';
import { sendMetaPurchase } from '../events/send-meta-purchase';
import { summarizeError } from '../db/summarize-error';
import { deliveries, readings } from '../db/schema';
import { composeAddressConfirmationEmail } from '../mail/confirmation-email';
import type { MailContext } from '../mail/email-layout';
import type { MailAddress, MailSender } from '../mail/mail-sender';
import { composeReadingEmail, type ComposedMail } from '../mail/reading-email';
import { composeReviewRequestEmail } from '../mail/review-request-email';
import { messageIdFor } from '../mail/sender-address';
import { readingColumns, toReading } from '../readings/reading-row';
import { findReviewRequestStop } from '../reviews/find-review-request-stop';
import { reviewToken } from '../reviews/review-link';
import { readLinkGeneration } from '../documents/read-link-generation';
import type { ClaimedDelivery } from './claim-deliveries';
import { findStopReason } from './find-stop-reason';
import {
  recordDeliveryCanceled,
  recordDeliveryFailure,
  recordDeliveryHeld,
  recordDeliverySent,
  recordDeliverySkipped,
} from './record-delivery-result';
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
  /** Where delivered PDFs are kept, so a resend sends the same bytes and the download link serves them. */
  documents: DocumentStore;
  /** Signs the download link in the e-mail. */
  linkSecret: string;
  now: () => Date;
  log: DeliveryLog;
  maxAttempts?: number;
  /** Where operator alerts (a delivery given up, the queue running late) are e-mailed; unset or null: only recorded. */
  alertMail?: AlertMail | null;
  /** The Conversions API for meta_purchase deliveries; unset or null: they are skipped. */
  meta?: MetaConfig | null;
  fetchImpl?: typeof fetch;
};

export type DeliveryOutcome = 'sent' | 'skipped' | 'canceled' | 'retry' | 'failed' | 'lease_lost';

const PLACEHOLDER = /@pending\.invalid$/i;

/**
 * The reading as one snapshot: the address the message goes to, and whether it is a free order's
 * address not (or no longer) confirmed, read together so a change between them cannot slip through.
 */
async function loadReading(db: Database, id: number): Promise<{ reading: Reading; awaitingAddress: boolean }> {
  const [row] = await db.select(readingColumns).from(readings).where(eq(readings.id, id)).limit(1);
  if (!row) throw new Error('the reading no longer exists');
  const reading = toReading(row);
  if (!reading.email || PLACEHOLDER.test(reading.email)) throw new Error('the reading has no e-mail address yet');
  return { reading, awaitingAddress: reading.payment_method === 'free' && row.email_confirmed_at === null };
}

async function compose(deps: DeliveryDeps, delivery: ClaimedDelivery, reading: Reading): Promise<ComposedMail> {
  if (delivery.kind === 'order_confirmation') {
    // Made now, for the address the reading has now: the link confirms that address and no other.
    const { token, expiresAt } = confirmationToken(deps.linkSecret, reading.id, reading.email ?? '', deps.now());
    const url = confirmationUrl(deps.mail.publicBaseUrl, EMAIL_CONFIRMATION_PATH, token);
    return composeAddressConfirmationEmail({ url, expiresAt, sentAt: deps.now() }, deps.mail);
  }
  if (delivery.kind === 'review_request') {
    const generation = await readLinkGeneration(deps.db, reading.id);
    const link = reviewToken(deps.linkSecret, reading.id, generation, deps.now());
    return composeReviewRequestEmail({ reading, ...link, sentAt: deps.now() }, deps.mail);
  }
  const kept = await keepReadingDocument(deps, reading);
  const settings = { publicBaseUrl: deps.mail.publicBaseUrl, linkSecret: deps.linkSecret };
  const link = await issueDocumentLink(deps.db, settings, reading.id, deps.now());
  return composeReadingEmail({ reading, pdf: kept.pdf, summary: kept.summary, link, sentAt: deps.now() }, deps.mail);
}

export const CONFIRMATION_OVERTAKEN =
  'not sent: the reading itself was sent (or being sent) first, so there is nothing left to confirm it for';
export const CONFIRMATION_NOT_NEEDED = 'not sent: the address was confirmed meanwhile, or the order was paid';
export const HELD_FOR_ADDRESS =
  "held: the free order's address is not confirmed (or was changed since), so nothing the visitor wrote goes to it yet";

/**
 * An address confirmation is for a reading still to come: once the reading is sent or being sent,
 * it must not go out. While the confirmation is claimed its reading cannot be claimed
 * (claimDeliveries), so this answer holds until we send.
 */
async function isOvertakenByReading(db: Database, delivery: ClaimedDelivery): Promise<boolean> {
  if (delivery.kind !== 'order_confirmation') return false;
  const [reading] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.reading_id, delivery.reading_id),
        eq(deliveries.kind, 'reading'),
        inArray(deliveries.status, ['sent', 'sending']),
      ),
    )
    .limit(1);
  return reading !== undefined;
}

/** Back to pending, the attempt not counted: claimDeliveries leaves it until the address is confirmed. */
async function holdDelivery(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  workerId: string,
  context: object,
): Promise<DeliveryOutcome> {
  if (!(await recordDeliveryHeld(deps.db, delivery, workerId, HELD_FOR_ADDRESS))) return 'lease_lost';
  deps.log.info(context, 'delivery held for its address to be confirmed');
  return 'retry';
}

async function skipDelivery(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  workerId: string,
  reason: string,
  context: object,
): Promise<DeliveryOutcome> {
  if (!(await recordDeliverySkipped(deps.db, delivery, workerId, reason))) return 'lease_lost';
  deps.log.info({ ...context, reason }, 'delivery skipped');
  return 'skipped';
}

/** A delivery given up is the operator's to fix: an alert, which must not turn the outcome into an error. */
async function alertGivenUp(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  error: string,
  context: object,
): Promise<void> {
  const what =
    {
      order_confirmation: 'order confirmation',
      review_request: 'review request',
      meta_purchase: 'Purchase event for Meta',
    }[delivery.kind] ?? 'reading e-mail';
  await raiseAlert(
    { db: deps.db, mail: deps.alertMail ?? null, now: deps.now },
    {
      kind: 'delivery_failed',
      readingId: delivery.reading_id,
      message:
        `The ${what} of reading ${delivery.reading_id} failed for good after ${delivery.attempts} attempts: ${error}. ` +
        'Fix the cause, then set the delivery back to pending to retry it.',
    },
  ).catch((alertError: unknown) =>
    deps.log.warn(
      { ...context, error: summarizeError(alertError).message },
      'the delivery-failed alert could not be raised',
    ),
  );
}

async function cancelDelivery(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  workerId: string,
  reason: string,
  context: object,
): Promise<DeliveryOutcome> {
  if (!(await recordDeliveryCanceled(deps.db, delivery, workerId, reason))) return 'lease_lost';
  deps.log.info({ ...context, reason }, 'delivery canceled');
  return 'canceled';
}

async function stopReasonFor(db: Database, delivery: ClaimedDelivery): Promise<string | null> {
  if (delivery.kind === 'reading') return findStopReason(db, delivery.reading_id);
  if (delivery.kind === 'review_request') return findReviewRequestStop(db, delivery.reading_id);
  return null;
}

/**
 * One claimed delivery: build, send, record. The record follows the SMTP server's acceptance
 * immediately; if the process dies in between, the lease expires, another attempt re-sends with
 * the same Message-ID and receiving systems that de-duplicate on it show one message.
 */
export async function sendDelivery(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  workerId: string,
): Promise<DeliveryOutcome> {
  const context = {
    deliveryId: delivery.id,
    readingId: delivery.reading_id,
    kind: delivery.kind,
    attempt: delivery.attempts,
  };
  try {
    if (delivery.kind === 'meta_purchase') {
      // No e-mail: the Purchase for Meta's Conversions API rides the same outbox (0019).
      const purchase = {
        db: deps.db,
        meta: deps.meta ?? null,
        publicBaseUrl: deps.mail.publicBaseUrl,
        now: deps.now(),
        fetchImpl: deps.fetchImpl,
      };
      const notSent = await sendMetaPurchase(purchase, delivery.reading_id);
      if (notSent) return await skipDelivery(deps, delivery, workerId, notSent, context);
    } else {
      if (await isOvertakenByReading(deps.db, delivery))
        return await skipDelivery(deps, delivery, workerId, CONFIRMATION_OVERTAKEN, context);
      const { reading, awaitingAddress } = await loadReading(deps.db, delivery.reading_id);
      // The confirmation asks a free order's address to confirm; any other message waits for that.
      const confirming = delivery.kind === 'order_confirmation';
      if (confirming && !awaitingAddress)
        return await skipDelivery(deps, delivery, workerId, CONFIRMATION_NOT_NEEDED, context);
      if (!confirming && awaitingAddress) return await holdDelivery(deps, delivery, workerId, context);
      const composed = await compose(deps, delivery, reading);
      // Looked for after rendering, the slow part, right before the mail server takes the message:
      // a refund or dispute recorded while this delivery was claimed stops it here (0015), and a
      // review request also stops for a client who asked not to be asked (0016).
      const stopReason = await stopReasonFor(deps.db, delivery);
      if (stopReason) return await cancelDelivery(deps, delivery, workerId, stopReason, context);
      await deps.mailer.send({
        ...composed,
        to: reading.email as string,
        messageId: messageIdFor(delivery.message_key, deps.from),
        readingId: reading.id,
      });
    }
  } catch (error) {
    // A failed query's message carries its SQL and values (the visitor's e-mail): keep only the summary.
    const { message } = summarizeError(error);
    const outcome = await recordDeliveryFailure(deps.db, delivery, workerId, message, deps.now(), deps.maxAttempts);
    deps.log[outcome === 'failed' ? 'error' : 'warn'](
      { ...context, error: message },
      `delivery ${outcome === 'failed' ? 'gave up' : 'will be retried'}`,
    );
    if (outcome === 'failed') await alertGivenUp(deps, delivery, message, context);
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
