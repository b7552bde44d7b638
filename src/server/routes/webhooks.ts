import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AlertMail } from '../alerts/alert-mail-from-config';
import { countWebhookFailure } from '../alerts/count-webhook-failure';
import type { Database } from '../db/open-database';
import { summarizeError } from '../db/summarize-error';
import { HttpError } from '../http/http-error';
import { applyPaymentEvent, type AppliedPayment, type PaymentOutcome } from '../payments/apply-payment-event';
import type { ParsedEvent } from '../payments/payment-event';
import { paypalPaymentEvent } from '../payments/paypal-payment-event';
import { recordRejectedEvent } from '../payments/record-rejected-event';
import { stripePaymentEvent } from '../payments/stripe-payment-event';
import type { PaypalVerifier } from '../payments/verify-paypal-webhook';
import { verifyStripeEvent } from '../payments/verify-stripe-event';
import { createWebhookFailureLimit } from '../payments/webhook-failure-limit';

export type WebhookRoutesOptions = {
  db: Database;
  /** Unset: the Stripe webhook answers 503. */
  stripeWebhookSecret?: string | undefined;
  /** Null: the PayPal webhook answers 503. */
  paypal: PaypalVerifier | null;
  /** Called after a payment put a delivery in the outbox, so the worker can look sooner. */
  onDeliveryScheduled?: (() => void) | undefined;
  /** Told each signed event's outcome (the metrics count them). */
  onOutcome?: ((provider: string, outcome: PaymentOutcome) => void) | undefined;
  /** Repeated verification failures raise an operator alert, e-mailed here when set. */
  alertMail?: AlertMail | null | undefined;
};

// Providers' events are larger than the API's 16 KB bodies (line items, addresses).
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const notConfigured = (provider: string) =>
  new HttpError(503, 'webhook_not_configured', `The ${provider} webhook is not configured on this server.`);

function rawBody(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0)
    throw new HttpError(400, 'invalid_event', 'The webhook body is empty.');
  return request.body;
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid_event', 'The webhook body is not JSON.');
  }
}

/** A wrong secret or webhook id, or a forger, fail here: counted so that a run of them reaches an operator. */
const VERIFICATION_FAILURES = new Set(['invalid_signature', 'verification_unavailable']);

export async function webhookRoutes(app: FastifyInstance, options: WebhookRoutesOptions): Promise<void> {
  const failures = createWebhookFailureLimit(app);

  /**
   * Runs what stands between a request and a verified event (its body, its signature). A refusal
   * counts against the sender's address, answered 429 past its allowance (which spares the
   * alert's count the rest of a flood), and a failed verification towards the operators' alert.
   */
  const verified = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    verify: () => T | Promise<T>,
  ): Promise<T> => {
    try {
      return await verify();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await failures.countFailure(request, reply);
      if (VERIFICATION_FAILURES.has(error.code)) {
        await countWebhookFailure(
          { db: options.db, mail: options.alertMail ?? null, now: () => new Date() },
          provider,
          error.code,
        ).catch((countError: unknown) =>
          request.log.warn({ error: summarizeError(countError) }, 'webhook verification failure not counted'),
        );
      }
      throw error;
    }
  };

  // Every signed event is answered 200, even one held or rejected: both providers retry anything
  // else for days, and a retry cannot change the outcome.
  const answer = async (request: FastifyRequest, reply: FastifyReply, parsed: ParsedEvent) => {
    const { provider, eventType } = parsed.valid ? parsed.event : parsed.rejected;
    const result: AppliedPayment = parsed.valid
      ? await applyPaymentEvent(options.db, parsed.event)
      : await recordRejectedEvent(options.db, parsed.rejected);
    request.log.info({ provider, eventType, outcome: result.outcome, readingId: result.readingId }, 'payment webhook');
    options.onOutcome?.(provider, result.outcome);
    if (result.outcome === 'held') request.log.warn({ provider, eventType }, 'payment held for review');
    if (result.outcome === 'rejected') request.log.warn({ provider, eventType }, 'malformed payment event rejected');
    if (result.deliveryScheduled) options.onDeliveryScheduled?.();
    return reply.status(200).send({ received: true, outcome: result.outcome });
  };

  // Encapsulated: only these routes see the body as raw bytes, which signature checks need.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    // Verified first, then limited: a signed event is never refused, whoever floods the route.
    scope.post('/api/webhooks/stripe', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      if (!options.stripeWebhookSecret) throw notConfigured('Stripe');
      const secret = options.stripeWebhookSecret;
      const { raw, body } = await verified(request, reply, 'stripe', () => {
        const raw = rawBody(request);
        return { raw, body: verifyStripeEvent(raw, request.headers['stripe-signature'], secret) };
      });
      return answer(request, reply, stripePaymentEvent(body, raw));
    });

    scope.post('/api/webhooks/paypal', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      if (!options.paypal) throw notConfigured('PayPal');
      const verify = options.paypal;
      const { raw, body } = await verified(request, reply, 'paypal', async () => {
        const raw = rawBody(request);
        const body = parseJson(raw);
        await verify(request.headers, raw, request.ip);
        return { raw, body };
      });
      return answer(request, reply, paypalPaymentEvent(body, raw));
    });
  });
}
