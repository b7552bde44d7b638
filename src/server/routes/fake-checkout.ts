import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { PAID_PRICES, TIER_AMOUNTS } from '../../domain/prices';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { escapeHtml } from '../mail/email-layout';
import { fakeCheckoutEvent } from '../payments/fake-checkout-event';

const params = z.object({ method: z.enum(['card', 'paypal']), price: z.enum(PAID_PRICES) });
const readingId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
// The pay press appends these to a payment link: the reading travels as client_reference_id (card)
// or custom_id (PayPal), as with the real providers.
const linkQuery = z.object({
  email: z.string().max(254).default(''),
  client_reference_id: readingId.optional(),
  custom_id: readingId.optional(),
});
const decision = z.object({
  reading: readingId,
  email: z.string().max(254),
  outcome: z.enum(['pay', 'cancel']),
});

const RETURN_PATH = '/checkout-step-eleven';

function parseParams(raw: unknown) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, 'not_found', 'No test checkout for this method and price.');
  return parsed.data;
}

function page(input: { method: string; price: string; reading: number; email: string }): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f1633}
.note{background:#fff4d6;border:1px solid #e0b84c;padding:.75rem;border-radius:.5rem}
button{font-size:1.1rem;padding:.75rem 1.25rem;margin:.5rem .5rem 0 0;border-radius:.5rem;border:1px solid #5b3fa0}
.pay{background:#5b3fa0;color:#fff}</style></head>
<body><main>
<h1>Test checkout</h1>
<p class="note">Test mode (FAKE_CHECKOUT): no money moves. Paying here sends this server the signed
payment event a real ${input.method === 'card' ? 'card' : 'PayPal'} payment would.</p>
<p>Reading ${input.reading} for ${e(input.email) || 'no e-mail given'}: <strong>${e(input.price)}</strong></p>
<form method="post">
<input type="hidden" name="reading" value="${input.reading}">
<input type="hidden" name="email" value="${e(input.email)}">
<button class="pay" name="outcome" value="pay">Pay ${e(input.price)}</button>
<button name="outcome" value="cancel">Cancel</button>
</form></main></body></html>`;
}

/**
 * FAKE_CHECKOUT's stand-in for the payment providers, so the paid path can be walked on a machine
 * without their accounts: the payment links lead here, and "Pay" posts a signed Stripe event to
 * this server's own webhook before returning the visitor as the provider would.
 */
export async function fakeCheckoutRoutes(app: FastifyInstance, options: { webhookSecret: string }): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get('/api/dev/checkout/:method/:price', async (request, reply) => {
      const { method, price } = parseParams(request.params);
      const query = parseBody(linkQuery, request.query);
      const reading = query.client_reference_id ?? query.custom_id;
      if (reading === undefined)
        throw new HttpError(400, 'invalid_input', 'The link names no reading (client_reference_id or custom_id).');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page({ method, price, reading, email: query.email }));
    });

    scope.post('/api/dev/checkout/:method/:price', async (request, reply) => {
      const { method, price } = parseParams(request.params);
      const input = parseBody(decision, request.body);
      if (input.outcome === 'cancel') return reply.redirect(`${RETURN_PATH}?canceled=true`, 303);
      const amount = TIER_AMOUNTS[price];
      const event = fakeCheckoutEvent({
        readingId: input.reading,
        method,
        amountMinor: amount.minor,
        currency: amount.currency,
        email: input.email,
        secret: options.webhookSecret,
        now: new Date(),
      });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: event.payload,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
      });
      if (answer.statusCode !== 200)
        throw new HttpError(502, 'webhook_refused', `The webhook answered ${answer.statusCode}: ${answer.body}`);
      return reply.redirect(`${RETURN_PATH}?success=true`, 303);
    });
  });
}
