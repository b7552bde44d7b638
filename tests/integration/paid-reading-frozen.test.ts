import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/server/db/open-database';
import {
  auth,
  checkoutSession,
  createBuyer,
  postStripe,
  rows,
  startPaymentServer,
  stripeEvent,
} from './fulfilment-helpers';
import { DATABASE_KINDS } from './test-databases';

const COMPLETED = { error: 'order_completed', message: 'Your order is complete; its tier can no longer be changed.' };

describe.each(DATABASE_KINDS)("a completed order's tier is frozen on the %s database", (kind) => {
  let server: Awaited<ReturnType<typeof startPaymentServer>>;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    ({ app, db } = server);
  });
  afterAll(() => server.close());

  const row = async (id: number) => (await rows(db, sql`select * from readings where id = ${id}`))[0];
  const patch = (id: number, token: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/readings/${id}`, payload, headers: auth(token) });
  const checkout = (id: number, token: string, price: string, method = 'card') =>
    app.inject({
      method: 'POST',
      url: `/api/readings/${id}/checkout`,
      payload: { selected_price: price, payment_method: method, email: 'frozen@example.com' },
      headers: auth(token),
    });

  async function paidBuyer(email: string) {
    const buyer = await createBuyer(app, email, 'Paula Paid', '$29');
    expect(
      (await postStripe(app, stripeEvent('checkout.session.completed', checkoutSession(buyer.id)))).json().outcome,
    ).toBe('applied');
    return buyer;
  }

  it('answers 409 to a PATCH of selected_price or payment_method after a $29 payment, and changes nothing', async () => {
    const { id, token } = await paidBuyer('frozen-patch@example.com');
    const before = await row(id);
    for (const payload of [
      { selected_price: '$49' },
      { payment_method: 'paypal' },
      { selected_price: '$49', question1: 'Changed?' },
    ]) {
      const response = await patch(id, token, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(COMPLETED);
    }
    expect(await row(id)).toEqual(before);
    // Other steps still save, and a stranger still learns nothing.
    expect((await patch(id, token, { question2: 'And next year?' })).statusCode).toBe(204);
    expect((await patch(id, 'x'.repeat(43), { selected_price: '$49' })).statusCode).toBe(404);
  });

  it('answers 409 to a new checkout after a paid order, and changes nothing', async () => {
    const { id, token } = await paidBuyer('frozen-checkout@example.com');
    const before = await row(id);
    const response = await checkout(id, token, '$49');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(COMPLETED);
    expect(await row(id)).toEqual(before);
  });

  it('still lets a pending reading change its tier, and 404s a stranger', async () => {
    const { id, token } = await createBuyer(app, 'pending-choice@example.com');
    expect((await patch(id, token, { selected_price: '$49', payment_method: 'paypal' })).statusCode).toBe(204);
    expect(await row(id)).toMatchObject({ selected_price: '$49', payment_method: 'paypal' });
    const other = await createBuyer(app, 'pending-stranger@example.com');
    expect((await patch(id, other.token, { selected_price: '$19' })).statusCode).toBe(404);
    expect((await row(id))?.selected_price).toBe('$49');
  });

  it('lets a completed free order be upgraded by checkout and a matching payment, but not by a PATCH', async () => {
    const { id, token } = await createBuyer(app, 'free-upgrade@example.com', 'Fran Free', 'FREE');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/readings/${id}/free-completion`,
          payload: {},
          headers: auth(token),
        })
      ).statusCode,
    ).toBe(200);
    expect((await patch(id, token, { selected_price: '$49', payment_method: 'card' })).statusCode).toBe(409);

    const started = await checkout(id, token, '$49');
    expect(started.statusCode).toBe(200);
    expect(started.json().payment_url).toContain(`client_reference_id=${id}`);
    // Until the money arrives the order is still the free one.
    expect(await row(id)).toMatchObject({
      payment_status: 'completed',
      selected_price: 'FREE',
      payment_method: 'free',
    });

    const paid = await postStripe(
      app,
      stripeEvent('checkout.session.completed', checkoutSession(id, { amount_total: 4900 })),
    );
    expect(paid.json().outcome).toBe('applied');
    expect(await row(id)).toMatchObject({ payment_status: 'completed', selected_price: '$49', payment_method: 'card' });
    // Now paid, it is frozen like any other.
    expect((await checkout(id, token, '$49')).statusCode).toBe(409);
  });
});
