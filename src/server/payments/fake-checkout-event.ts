import { randomUUID } from 'node:crypto';

import Stripe from 'stripe';

/**
 * A Stripe checkout.session.completed for the reading, signed with the webhook's own secret, as
 * Stripe would send it after a payment link was paid: the test checkout goes through the same
 * verification, matching and delivery as a real payment.
 */
export function fakeCheckoutEvent(input: {
  readingId: number;
  method: 'card' | 'paypal';
  amountMinor: number;
  currency: 'USD' | 'PHP';
  email: string;
  secret: string;
  now: Date;
}): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_fake_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(input.now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_fake_${randomUUID()}`,
        object: 'checkout.session',
        client_reference_id: String(input.readingId),
        payment_status: 'paid',
        amount_total: input.amountMinor,
        currency: input.currency.toLowerCase(),
        payment_method_types: [input.method],
        customer_details: { email: input.email },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: input.secret });
  return { payload, signature };
}
