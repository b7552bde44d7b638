import { describe, expect, it } from 'vitest';

import type { PaymentEvent } from './payment-event';
import { paypalPaymentEvent } from './paypal-payment-event';
import { priceFromAmount } from './price-from-amount';

const NOW = new Date('2030-05-01T12:00:00Z');
const AT = '2030-05-01T11:00:00Z';

function valid(eventType: string, resource: Record<string, unknown>): PaymentEvent {
  const body = { id: 'WH-UNIT', event_type: eventType, create_time: AT, resource };
  const parsed = paypalPaymentEvent(body, Buffer.from(JSON.stringify(body)), NOW);
  if (!parsed.valid) throw new Error(parsed.rejected.note);
  return parsed.event;
}

const usd = (value: string) => ({ currency_code: 'USD', value });
const link = (rel: string, path: string) => ({
  href: `https://api.paypal.com/v2/payments/${path}`,
  rel,
  method: 'GET',
});

describe('PayPal refunds: the capture they take money from', () => {
  it('a refund names its capture in its up link, with its own amount and the running total', () => {
    const event = valid('PAYMENT.CAPTURE.REFUNDED', {
      id: 'REF-1',
      amount: usd('10.00'),
      seller_payable_breakdown: { total_refunded_amount: usd('15.00') },
      links: [link('self', 'refunds/REF-1'), link('up', 'captures/CAP-UNIT')],
    });
    expect(event).toMatchObject({
      providerPaymentId: 'CAP-UNIT',
      amountMinor: 1000,
      currency: 'USD',
      change: { kind: 'refunded', at: new Date(AT), totalRefundedMinor: 1500, refundMinor: 1000 },
    });
  });

  it('a reversal whose resource is the capture itself, stated negative, takes the whole capture back', () => {
    const event = valid('PAYMENT.CAPTURE.REVERSED', {
      id: 'CAP-REV',
      status: 'REVERSED',
      amount: usd('-29.00'),
      links: [link('self', 'captures/CAP-REV'), { href: 'https://api.paypal.com/v2/checkout/orders/O-1', rel: 'up' }],
    });
    expect(event).toMatchObject({
      providerPaymentId: 'CAP-REV',
      amountMinor: 2900,
      change: { kind: 'refunded', totalRefundedMinor: 2900, refundMinor: null },
    });
  });

  it('a refund that links to no capture names no payment, whatever its custom_id says', () => {
    const event = valid('PAYMENT.CAPTURE.REFUNDED', { id: 'REF-2', custom_id: '42', amount: usd('29.00') });
    expect(event).toMatchObject({ providerPaymentId: null, readingRef: 42 });
  });

  it('a completed capture still names itself, its links to the order notwithstanding', () => {
    const event = valid('PAYMENT.CAPTURE.COMPLETED', {
      id: 'CAP-OK',
      custom_id: '7',
      amount: usd('29.00'),
      links: [link('self', 'captures/CAP-OK'), { href: 'https://api.paypal.com/v2/checkout/orders/O-2', rel: 'up' }],
    });
    expect(event).toMatchObject({
      providerPaymentId: 'CAP-OK',
      readingRef: 7,
      amountMinor: 2900,
      change: { kind: 'completed', method: 'paypal' },
    });
  });

  it('a negative amount is read as it is, so a completion stating one is no tier of ours', () => {
    const event = valid('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP-NEG', custom_id: '7', amount: usd('-29.00') });
    expect(event.amountMinor).toBe(-2900);
    expect(priceFromAmount(event.amountMinor, event.currency)).toBeNull();
  });
});

describe('PayPal disputes', () => {
  const dispute = (outcome?: string) => ({
    dispute_id: 'PP-D-1',
    status: outcome ? 'RESOLVED' : 'OPEN',
    dispute_amount: usd('29.00'),
    disputed_transactions: [{ seller_transaction_id: 'CAP-DISPUTED', buyer: { email: 'client@example.com' } }],
    ...(outcome ? { dispute_outcome: { outcome_code: outcome } } : {}),
  });

  it("CUSTOMER.DISPUTE.CREATED opens a dispute on the disputed transaction's capture", () => {
    expect(valid('CUSTOMER.DISPUTE.CREATED', dispute())).toMatchObject({
      providerPaymentId: 'CAP-DISPUTED',
      amountMinor: 2900,
      currency: 'USD',
      email: 'client@example.com',
      change: { kind: 'disputed', status: 'open', at: new Date(AT) },
    });
  });

  it.each([
    ['RESOLVED_SELLER_FAVOUR', 'won'],
    ['CANCELED_BY_BUYER', 'won'],
    ['DENIED', 'won'],
    ['RESOLVED_BUYER_FAVOUR', 'lost'],
    ['ACCEPTED', 'lost'],
    ['RESOLVED_WITH_PAYOUT', null],
    ['NONE', null],
  ])('CUSTOMER.DISPUTE.RESOLVED as %s is a dispute %s', (outcome, expected) => {
    expect(valid('CUSTOMER.DISPUTE.RESOLVED', dispute(outcome)).change).toMatchObject({
      kind: 'disputed',
      status: expected,
      providerStatus: outcome,
    });
  });

  it('other dispute events are recorded and ignored', () => {
    expect(valid('CUSTOMER.DISPUTE.UPDATED', dispute()).change).toEqual({ kind: 'ignore' });
  });
});
