import { describe, expect, it } from 'vitest';

import type { ParsedEvent, PaymentEvent } from './payment-event';
import { stripePaymentEvent } from './stripe-payment-event';

const NOW = new Date('2030-05-01T12:00:00Z');
const CREATED = Math.floor(NOW.getTime() / 1000) - 60;

function parse(type: string, object: Record<string, unknown>): ParsedEvent {
  const body = { id: 'evt_unit', object: 'event', type, created: CREATED, data: { object } };
  return stripePaymentEvent(body, Buffer.from(JSON.stringify(body)), NOW);
}

function valid(type: string, object: Record<string, unknown>): PaymentEvent {
  const parsed = parse(type, object);
  if (!parsed.valid) throw new Error(parsed.rejected.note);
  return parsed.event;
}

const session = (overrides: Record<string, unknown>) => ({
  id: 'cs_unit',
  object: 'checkout.session',
  client_reference_id: '7',
  payment_status: 'paid',
  amount_total: 2900,
  currency: 'usd',
  ...overrides,
});
const charge = (overrides: Record<string, unknown>) => ({
  id: 'ch_unit',
  object: 'charge',
  amount: 2900,
  amount_refunded: 1000,
  currency: 'usd',
  payment_intent: 'pi_unit',
  ...overrides,
});
const dispute = (status: string) => ({
  id: 'dp_unit',
  object: 'dispute',
  amount: 2900,
  currency: 'usd',
  charge: 'ch_unit',
  payment_intent: 'pi_unit',
  status,
});

describe('Stripe events: the payment they name', () => {
  it('a session names its payment intent, as an id or expanded, and itself only when it has none', () => {
    expect(valid('checkout.session.completed', session({ payment_intent: 'pi_a' })).providerPaymentId).toBe('pi_a');
    expect(
      valid('checkout.session.completed', session({ payment_intent: { id: 'pi_b', object: 'payment_intent' } }))
        .providerPaymentId,
    ).toBe('pi_b');
    expect(valid('checkout.session.completed', session({ payment_intent: null })).providerPaymentId).toBe('cs_unit');
  });

  it("charge.refunded is a refund of the charge's payment intent, with the running total refunded", () => {
    expect(valid('charge.refunded', charge({}))).toMatchObject({
      readingRef: null,
      amountMinor: 1000,
      currency: 'USD',
      providerPaymentId: 'pi_unit',
      change: { kind: 'refunded', at: new Date(CREATED * 1000), totalRefundedMinor: 1000, refundMinor: null },
    });
    expect(valid('charge.refunded', charge({ payment_intent: null })).providerPaymentId).toBe('ch_unit');
    expect(valid('charge.succeeded', charge({})).change).toEqual({ kind: 'ignore' });
  });

  it('a charge whose refunded amount is not a whole number of minor units is rejected, naming the field', () => {
    const parsed = parse('charge.refunded', charge({ amount_refunded: '1000' }));
    expect(parsed.valid).toBe(false);
    if (!parsed.valid) expect(parsed.rejected.note).toMatch(/^malformed event: data\.object\.amount_refunded: /);
  });

  it.each([
    ['charge.dispute.created', 'warning_needs_response', 'open'],
    ['charge.dispute.created', 'needs_response', 'open'],
    ['charge.dispute.closed', 'won', 'won'],
    ['charge.dispute.closed', 'warning_closed', 'won'],
    ['charge.dispute.closed', 'lost', 'lost'],
    ['charge.dispute.closed', 'prevented', null],
    ['charge.dispute.closed', 'charge_refunded', null],
  ])('%s with status %s is a dispute %s', (type, status, expected) => {
    expect(valid(type, dispute(status))).toMatchObject({
      providerPaymentId: 'pi_unit',
      amountMinor: 2900,
      change: { kind: 'disputed', status: expected, providerStatus: status },
    });
  });

  it('other dispute events are recorded and ignored', () => {
    expect(valid('charge.dispute.funds_withdrawn', dispute('needs_response')).change).toEqual({ kind: 'ignore' });
  });
});
