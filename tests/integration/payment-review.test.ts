import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/server/db/open-database';
import {
  checkoutSession,
  createBuyer,
  paypalCapture,
  postPaypal,
  postStripe,
  rows,
  startPaymentServer,
  stripeEvent,
} from './fulfilment-helpers';
import { DATABASE_KINDS } from './test-databases';

type EventRow = {
  outcome: string;
  reading_id: number | null;
  note: string | null;
  amount_minor: number | null;
  currency: string | null;
  reading_ref: number | null;
  payer_email: string | null;
  provider_payment_id: string | null;
};

describe.each(DATABASE_KINDS)('payments held for review on the %s database', (kind) => {
  let server: Awaited<ReturnType<typeof startPaymentServer>>;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    ({ app, db } = server);
  });
  afterAll(() => server.close());

  const reading = async (id: number) =>
    (
      await rows<{ payment_status: string; selected_price: string; payment_method: string }>(
        db,
        sql`select payment_status, selected_price, payment_method from readings where id = ${id}`,
      )
    )[0];
  const deliveryCount = async (id: number) =>
    (await rows<{ n: number }>(db, sql`select count(*)::int as n from deliveries where reading_id = ${id}`))[0]?.n;
  // bigint columns come back as strings from node-postgres: read as int to compare as numbers.
  const storedEvent = async (eventId: string) =>
    (
      await rows<EventRow>(
        db,
        sql`select outcome, reading_id::int, note, amount_minor::int, currency, reading_ref::int, payer_email, provider_payment_id from payment_events where event_id = ${eventId}`,
      )
    )[0];
  const idOf = (payload: string) => (JSON.parse(payload) as { id: string }).id;

  it("holds a completion with no reference that names a victim's e-mail; the victim's reading stays pending", async () => {
    const victim = await createBuyer(app, 'victim@example.com', 'Vera Victim', '$49');
    const payload = stripeEvent(
      'checkout.session.completed',
      checkoutSession(null, { id: 'cs_no_ref', amount_total: 1900, customer_details: { email: 'Victim@Example.com' } }),
    );
    expect((await postStripe(app, payload)).json()).toEqual({ received: true, outcome: 'held' });
    expect(await reading(victim.id)).toMatchObject({ payment_status: 'pending', selected_price: '$49' });
    expect(await deliveryCount(victim.id)).toBe(0);
    expect(await storedEvent(idOf(payload))).toMatchObject({
      outcome: 'held',
      reading_id: null,
      reading_ref: null,
      amount_minor: 1900,
      currency: 'USD',
      payer_email: 'Victim@Example.com',
      provider_payment_id: 'cs_no_ref',
      note: expect.stringMatching(/no reading reference/),
    });
  });

  it('holds a reference to no reading, keeping the reference it carried', async () => {
    const payload = stripeEvent('checkout.session.completed', checkoutSession(987_654_321));
    expect((await postStripe(app, payload)).json().outcome).toBe('held');
    expect(await storedEvent(idOf(payload))).toMatchObject({
      outcome: 'held',
      reading_ref: 987_654_321,
      note: 'no reading 987654321',
    });
  });

  it('holds a $19 payment that references a $49 reading; the reading stays pending', async () => {
    const { id } = await createBuyer(app, 'cheap@example.com', 'Carl Cheap', '$49');
    const payload = stripeEvent('checkout.session.completed', checkoutSession(id, { amount_total: 1900 }));
    expect((await postStripe(app, payload)).json().outcome).toBe('held');
    expect(await reading(id)).toMatchObject({ payment_status: 'pending', selected_price: '$49' });
    expect(await deliveryCount(id)).toBe(0);
    expect(await storedEvent(idOf(payload))).toMatchObject({
      outcome: 'held',
      reading_id: id,
      reading_ref: id,
      amount_minor: 1900,
      note: 'paid $19, less than the chosen tier $49',
    });
  });

  it('holds a PHP payment for a USD tier, and an amount that is no tier of ours', async () => {
    const { id } = await createBuyer(app, 'peso@example.com', 'Pia Peso', '$29');
    const pesos = paypalCapture('PAYMENT.CAPTURE.COMPLETED', id, { amount: { currency_code: 'PHP', value: '999.00' } });
    expect((await postPaypal(app, pesos)).json().outcome).toBe('held');
    expect(await storedEvent(pesos.id)).toMatchObject({
      outcome: 'held',
      currency: 'PHP',
      amount_minor: 99900,
      note: 'paid in PHP; the chosen tier $29 is in USD',
    });
    const odd = paypalCapture('PAYMENT.CAPTURE.COMPLETED', id, { amount: { currency_code: 'USD', value: '0.01' } });
    expect((await postPaypal(app, odd)).json().outcome).toBe('held');
    expect(await reading(id)).toMatchObject({ payment_status: 'pending', selected_price: '$29' });
    expect(await deliveryCount(id)).toBe(0);
  });

  it('still applies a correct payment by its reference and schedules the delivery, storing what was paid', async () => {
    const { id } = await createBuyer(app, 'correct@example.com', 'Cora Correct', '$29');
    const payload = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { id: 'cs_correct', customer_details: { email: 'someone-else@example.com' } }),
    );
    expect((await postStripe(app, payload)).json().outcome).toBe('applied');
    expect(await reading(id)).toMatchObject({
      payment_status: 'completed',
      selected_price: '$29',
      payment_method: 'card',
    });
    expect(await deliveryCount(id)).toBe(1);
    expect(await storedEvent(idOf(payload))).toEqual({
      outcome: 'applied',
      reading_id: id,
      note: null,
      amount_minor: 2900,
      currency: 'USD',
      reading_ref: id,
      payer_email: null,
      provider_payment_id: 'cs_correct',
    });
  });

  it('still applies a failure found by reference, and holds one that has none', async () => {
    const { id } = await createBuyer(app, 'declined-ref@example.com');
    const failed = paypalCapture('PAYMENT.CAPTURE.DENIED', id, { status_details: { reason: 'DECLINED' } });
    expect((await postPaypal(app, failed)).json().outcome).toBe('applied');
    expect(await reading(id)).toMatchObject({ payment_status: 'failed' });
    const other = await createBuyer(app, 'declined-noref@example.com');
    const anonymous = paypalCapture('PAYMENT.CAPTURE.DENIED', null, {
      payer: { email_address: 'declined-noref@example.com' },
    });
    expect((await postPaypal(app, anonymous)).json().outcome).toBe('held');
    expect(await reading(other.id)).toMatchObject({ payment_status: 'pending' });
  });
});
