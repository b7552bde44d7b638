import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { createMetrics } from '../../src/server/metrics/create-metrics';
import { createPaypalVerifier } from '../../src/server/payments/verify-paypal-webhook';
import { FAKE_PAYPAL, startFakePaypal } from './fakes/fake-paypal';
import { eventId, STRIPE_SECRET } from './fulfilment-helpers';
import { openTestDatabase } from './test-databases';

let counter = 0;
/** An id no other test uses: payment ids must be unique, as the providers' are. */
export const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/** A Stripe charge as charge.refunded carries it (API reference: the Charge object); amount_refunded is the running total. */
export const stripeCharge = (
  paymentIntent: string | null,
  amountRefunded: number,
  overrides: Record<string, unknown> = {},
) => ({
  id: uniqueId('ch_'),
  object: 'charge',
  amount: 2900,
  amount_captured: 2900,
  amount_refunded: amountRefunded,
  currency: 'usd',
  captured: true,
  paid: true,
  refunded: amountRefunded >= 2900,
  status: 'succeeded',
  payment_intent: paymentIntent,
  billing_details: { email: 'payer@example.com', name: 'Pat Payer' },
  receipt_email: null,
  metadata: {},
  livemode: false,
  ...overrides,
});

/** A Stripe dispute as charge.dispute.* carries it (API reference: the Dispute object). */
export const stripeDispute = (paymentIntent: string, status: string, overrides: Record<string, unknown> = {}) => ({
  id: uniqueId('dp_'),
  object: 'dispute',
  amount: 2900,
  currency: 'usd',
  charge: uniqueId('ch_'),
  payment_intent: paymentIntent,
  reason: 'fraudulent',
  status,
  is_charge_refundable: false,
  livemode: false,
  metadata: {},
  ...overrides,
});

const usd = (value: string) => ({ currency_code: 'USD', value });

/**
 * A PayPal refund event (PAYMENT.CAPTURE.REFUNDED or .REVERSED) as PayPal's samples show it: the
 * resource is the refund, its 'up' link the capture it refunds, total_refunded_amount the running total.
 */
export function paypalRefund(type: string, captureId: string, value: string, total = value, createTime = new Date()) {
  const refundId = uniqueId('REF');
  return {
    id: eventId('WH'),
    event_version: '1.0',
    create_time: createTime.toISOString(),
    resource_type: 'refund',
    resource_version: '2.0',
    event_type: type,
    summary: `A $ ${value} USD capture payment was refunded`,
    resource: {
      id: refundId,
      amount: usd(value),
      status: 'COMPLETED',
      note_to_payer: 'Refund',
      seller_payable_breakdown: {
        gross_amount: usd(value),
        paypal_fee: usd('0.00'),
        net_amount: usd(value),
        total_refunded_amount: usd(total),
      },
      create_time: createTime.toISOString(),
      update_time: createTime.toISOString(),
      links: [
        { href: `https://api.paypal.com/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    },
  };
}

/** A PayPal dispute event (CUSTOMER.DISPUTE.CREATED or .RESOLVED) as PayPal's samples show it. */
export function paypalDispute(type: string, captureId: string, outcome?: string) {
  const now = new Date().toISOString();
  const disputeId = uniqueId('PP-D-');
  return {
    id: eventId('WH'),
    event_version: '1.0',
    create_time: now,
    resource_type: 'dispute',
    event_type: type,
    summary: `Dispute ${disputeId}`,
    resource: {
      dispute_id: disputeId,
      create_time: now,
      update_time: now,
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: outcome ? 'RESOLVED' : 'OPEN',
      dispute_amount: usd('29.00'),
      dispute_life_cycle_stage: 'CHARGEBACK',
      dispute_channel: 'INTERNAL',
      disputed_transactions: [
        {
          seller_transaction_id: captureId,
          seller: { merchant_id: 'RD465XN5VS364', name: 'Astral' },
          items: [],
          seller_protection_eligible: true,
        },
      ],
      ...(outcome
        ? {
            dispute_outcome: {
              outcome_code: outcome,
              amount_refunded: usd(outcome === 'RESOLVED_BUYER_FAVOUR' ? '29.00' : '0.00'),
            },
          }
        : {}),
      links: [{ href: `https://api.paypal.com/v1/customer/disputes/${disputeId}`, rel: 'self', method: 'GET' }],
    },
  };
}

/** A server with both webhooks and its own metrics, on a fresh database of `kind`. */
export async function startMoneyBackServer(kind: 'embedded' | 'postgres') {
  const database = await openTestDatabase(kind);
  const paypal = await startFakePaypal();
  const metrics = createMetrics();
  const app = await buildApp({
    database,
    site: loadSiteConfig('config/site.json'),
    storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
    searchCities: () => [],
    createRateLimit: 1000,
    logLevel: 'silent',
    stripeWebhookSecret: STRIPE_SECRET,
    paypalVerifier: createPaypalVerifier({ apiBase: paypal.apiBase, ...FAKE_PAYPAL }),
    metrics,
  });
  /** astral_webhook_events_total for one provider and outcome. */
  const outcomeCount = async (provider: string, outcome: string) =>
    (await metrics.webhookEvents.get()).values.find(
      (value) => value.labels.provider === provider && value.labels.outcome === outcome,
    )?.value ?? 0;
  const close = async () => {
    await app.close();
    await paypal.close();
    await database.dispose();
  };
  return { app, db: database.db, outcomeCount, close };
}
