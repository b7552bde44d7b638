import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliveryDueAt } from '../../src/domain/delivery-time';
import type { Database } from '../../src/server/db/open-database';
import { HttpError } from '../../src/server/http/http-error';
import { attachHeldPayment } from '../../src/server/payments/attach-held-payment';
import { dismissHeldPayment } from '../../src/server/payments/dismiss-held-payment';
import { listHeldPayments } from '../../src/server/payments/list-held-payments';
import {
  auth,
  checkoutSession,
  createBuyer,
  paypalCapture,
  postPaypal,
  postStripe,
  rows,
  startPaymentServer,
  stripeEvent,
} from './fulfilment-helpers';
import { stripeCharge, uniqueId } from './money-back-events';
import { DATABASE_KINDS } from './test-databases';

type EventRow = { outcome: string; reading_id: number | null; note: string | null; payer_email: string | null };
type AuditRow = {
  operator_email: string;
  action: string;
  reading_id: number | null;
  detail: Record<string, unknown> | null;
};

const OWNER = { email: 'owner@astral.example', role: 'owner' };
const SUPPORT = { email: 'support@astral.example', role: 'support' };

describe.each(DATABASE_KINDS)('the review queue of held payments on the %s database', (kind) => {
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
      await rows<Record<string, unknown>>(
        db,
        sql`select payment_status, payment_method, selected_price, payment_completed_at, paid_amount_minor::int,
      paid_currency, provider_payment_id from readings where id = ${id}`,
      )
    )[0];
  const deliveriesOf = (id: number) =>
    rows<{ kind: string; status: string; due_at: Date | string }>(
      db,
      sql`select kind, status, due_at from deliveries where reading_id = ${id}`,
    );
  const eventRow = async (paymentEventId: number) =>
    (
      await rows<EventRow>(
        db,
        sql`select outcome, reading_id::int, note, payer_email from payment_events where id = ${paymentEventId}`,
      )
    )[0];
  const auditOf = (paymentEventId: number) =>
    rows<AuditRow>(
      db,
      sql`select operator_email, action, reading_id::int, detail from audit_log where (detail->>'payment_event_id')::bigint = ${paymentEventId} order by id`,
    );
  /** The queue's row for an event id the provider gave. */
  const heldRow = async (providerEventId: string) => {
    const [row] = await rows<{ id: number }>(
      db,
      sql`select id::int from payment_events where event_id = ${providerEventId}`,
    );
    if (!row) throw new Error(`no event ${providerEventId}`);
    return row.id;
  };
  /** A $29 card payment that came back without our reference: held, with the payer's e-mail kept. */
  async function heldPayment(email = 'payer@example.com', overrides: Record<string, unknown> = {}) {
    const paymentIntent = uniqueId('pi_');
    const payload = stripeEvent(
      'checkout.session.completed',
      checkoutSession(null, { payment_intent: paymentIntent, customer_details: { email }, ...overrides }),
    );
    expect((await postStripe(app, payload)).json().outcome).toBe('held');
    return { id: await heldRow((JSON.parse(payload) as { id: string }).id), paymentIntent };
  }
  /** The error a call was refused with, as the console would show it. */
  async function refusal(call: Promise<unknown>) {
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    const { statusCode, code, message } = error as HttpError;
    return { statusCode, code, message };
  }

  describe('listing', () => {
    it('lists held events newest first, with what an operator needs, a page at a time', async () => {
      const before = (await listHeldPayments(db)).total;
      const noReference = await heldPayment('hint@example.com');
      const unknownRefund = stripeEvent('charge.refunded', stripeCharge('pi_queue_nobody', 2900));
      expect((await postStripe(app, unknownRefund)).json().outcome).toBe('held');
      const pesos = await createBuyer(app, 'queue-peso@example.com', 'Pia Peso', '$29');
      const peso = paypalCapture('PAYMENT.CAPTURE.COMPLETED', pesos.id, {
        id: uniqueId('CAP'),
        amount: { currency_code: 'PHP', value: '999.00' },
      });
      expect((await postPaypal(app, peso)).json().outcome).toBe('held');

      const first = await listHeldPayments(db, { limit: 2 });
      expect(first.total).toBe(before + 3);
      expect(first.items.map((item) => item.eventId)).toEqual([
        peso.id,
        (JSON.parse(unknownRefund) as { id: string }).id,
      ]);
      expect(first.items[0]).toMatchObject({
        provider: 'paypal',
        eventType: 'PAYMENT.CAPTURE.COMPLETED',
        amountMinor: 99900,
        currency: 'PHP',
        readingRef: pesos.id,
        readingId: pesos.id,
        note: 'paid in PHP; the chosen tier $29 is in USD',
        attachable: true,
      });
      expect(first.items[1]).toMatchObject({
        provider: 'stripe',
        eventType: 'charge.refunded',
        amountMinor: 2900,
        currency: 'USD',
        providerPaymentId: 'pi_queue_nobody',
        payerEmail: 'payer@example.com',
        attachable: false,
      });
      expect(first.items[0]?.receivedAt).toBeInstanceOf(Date);
      expect(first.nextCursor).toBe(first.items[1]?.id);

      const second = await listHeldPayments(db, { limit: 2, after: first.nextCursor });
      expect(second.items[0]).toMatchObject({
        id: noReference.id,
        provider: 'stripe',
        eventType: 'checkout.session.completed',
        amountMinor: 2900,
        currency: 'USD',
        payerEmail: 'hint@example.com',
        readingRef: null,
        readingId: null,
        providerPaymentId: noReference.paymentIntent,
        note: expect.stringMatching(/no reading reference/),
        attachable: true,
      });
      // Pages never overlap, and the last one says so.
      const all = [];
      for (
        let page = await listHeldPayments(db, { limit: 2 });
        ;
        page = await listHeldPayments(db, { limit: 2, after: page.nextCursor })
      ) {
        all.push(...page.items);
        if (page.nextCursor === null) break;
      }
      expect(all).toHaveLength(before + 3);
      expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    });
  });

  describe('attaching', () => {
    it('an owner attaches a held payment: the reading completes with what was paid, its delivery is scheduled, the event is applied, and it is audited', async () => {
      const { id: readingId } = await createBuyer(app, 'attach-me@example.com', 'Ann Attach', '$29');
      const held = await heldPayment('attach-payer@example.com');
      const attached = await attachHeldPayment(db, { paymentEventId: held.id, readingId, operator: OWNER });
      expect(attached).toMatchObject({ readingId, tier: '$29', upgraded: false });

      const stored = await reading(readingId);
      expect(stored).toMatchObject({
        payment_status: 'completed',
        payment_method: 'card',
        selected_price: '$29',
        paid_amount_minor: 2900,
        paid_currency: 'USD',
        provider_payment_id: held.paymentIntent,
      });
      const [delivery] = await deliveriesOf(readingId);
      expect(delivery).toMatchObject({ kind: 'reading', status: 'pending' });
      expect(new Date(delivery?.due_at ?? 0).toISOString()).toBe(
        deliveryDueAt('$29', new Date(stored?.payment_completed_at as string)).toISOString(),
      );
      expect(new Date(delivery?.due_at ?? 0).toISOString()).toBe(attached.deliveryDueAt.toISOString());

      expect(await eventRow(held.id)).toMatchObject({
        outcome: 'applied',
        reading_id: readingId,
        payer_email: null,
        note: expect.stringMatching(new RegExp(`^attached to reading ${readingId} by owner@astral\\.example`)),
      });
      expect(await auditOf(held.id)).toEqual([
        {
          operator_email: OWNER.email,
          action: 'payment.attach',
          reading_id: readingId,
          detail: expect.objectContaining({
            payment_event_id: held.id,
            provider: 'stripe',
            amount_minor: 2900,
            currency: 'USD',
            provider_payment_id: held.paymentIntent,
            tier: '$29',
          }),
        },
      ]);
      expect((await listHeldPayments(db, { limit: 200 })).items.map((item) => item.id)).not.toContain(held.id);

      // The payment id it stored is what a later refund finds it by.
      expect(
        (await postStripe(app, stripeEvent('charge.refunded', stripeCharge(held.paymentIntent, 2900)))).json().outcome,
      ).toBe('applied');
      expect((await deliveriesOf(readingId))[0]?.status).toBe('canceled');
    });

    it('attaching to a completed free order upgrades it to the tier paid for', async () => {
      const { id: readingId, token } = await createBuyer(app, 'attach-free@example.com', 'Fay Free', 'FREE');
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/readings/${readingId}/free-completion`,
            payload: {},
            headers: auth(token),
          })
        ).statusCode,
      ).toBe(200);
      const held = await heldPayment('attach-free@example.com', { amount_total: 4900 });
      expect(await attachHeldPayment(db, { paymentEventId: held.id, readingId, operator: OWNER })).toMatchObject({
        tier: '$49',
        upgraded: true,
      });
      expect(await reading(readingId)).toMatchObject({
        payment_status: 'completed',
        payment_method: 'card',
        selected_price: '$49',
        paid_amount_minor: 4900,
      });
    });

    it('is refused, changing nothing, for a missing reading, an erased one, one already paid, a non-owner, a payment already attached, and an event that is no payment', async () => {
      const held = await heldPayment('refused@example.com');
      const paidReading = await createBuyer(app, 'already-paid@example.com');
      expect(
        (
          await postStripe(
            app,
            stripeEvent(
              'checkout.session.completed',
              checkoutSession(paidReading.id, { payment_intent: 'pi_already_paid' }),
            ),
          )
        ).json().outcome,
      ).toBe('applied');
      const erased = await createBuyer(app, 'erased@example.com');
      await db.execute(sql`update readings set erased_at = now() where id = ${erased.id}`);
      const free = await createBuyer(app, 'not-paid-yet@example.com');
      const attach = (readingId: number, operator = OWNER, paymentEventId = held.id) =>
        attachHeldPayment(db, { paymentEventId, readingId, operator });
      const before = { free: await reading(free.id), paid: await reading(paidReading.id) };

      expect(await refusal(attach(987_654_321))).toEqual({
        statusCode: 404,
        code: 'reading_not_found',
        message: 'There is no reading 987654321.',
      });
      expect(await refusal(attach(erased.id))).toMatchObject({ statusCode: 409, code: 'reading_erased' });
      expect(await refusal(attach(paidReading.id))).toEqual({
        statusCode: 409,
        code: 'reading_already_paid',
        message: `Reading ${paidReading.id} is already paid (pi_already_paid).`,
      });
      expect(await refusal(attach(free.id, SUPPORT))).toMatchObject({ statusCode: 403, code: 'owner_only' });
      expect(await refusal(attach(free.id, OWNER, 987_654_321))).toMatchObject({
        statusCode: 404,
        code: 'payment_event_not_found',
      });

      // The same payment, reported again without a reference, cannot pay a second reading.
      const again = stripeEvent('payment_intent.succeeded', {
        id: 'pi_already_paid',
        object: 'payment_intent',
        metadata: {},
        amount_received: 2900,
        currency: 'usd',
      });
      expect((await postStripe(app, again)).json().outcome).toBe('unchanged');
      await db.execute(
        sql`update payment_events set outcome = 'held' where event_id = ${(JSON.parse(again) as { id: string }).id}`,
      );
      const againId = await heldRow((JSON.parse(again) as { id: string }).id);
      expect(await refusal(attach(free.id, OWNER, againId))).toEqual({
        statusCode: 409,
        code: 'payment_already_attached',
        message: `Payment pi_already_paid already pays for reading ${paidReading.id}.`,
      });

      const refund = stripeEvent('charge.refunded', stripeCharge('pi_refused_nobody', 2900));
      await postStripe(app, refund);
      expect(
        await refusal(attach(free.id, OWNER, await heldRow((JSON.parse(refund) as { id: string }).id))),
      ).toMatchObject({ statusCode: 409, code: 'not_a_payment' });

      expect(await eventRow(held.id)).toMatchObject({
        outcome: 'held',
        reading_id: null,
        payer_email: 'refused@example.com',
      });
      expect(await auditOf(held.id)).toEqual([]);
      expect({ free: await reading(free.id), paid: await reading(paidReading.id) }).toEqual(before);
      expect(await deliveriesOf(free.id)).toEqual([]);
    });

    it('refuses an amount that is no tier of ours: it cannot say what to deliver', async () => {
      const held = await heldPayment('odd-amount@example.com', { amount_total: 1234 });
      const { id: readingId } = await createBuyer(app, 'odd-amount-reading@example.com');
      expect(
        await refusal(attachHeldPayment(db, { paymentEventId: held.id, readingId, operator: OWNER })),
      ).toMatchObject({ statusCode: 409, code: 'amount_not_a_tier' });
      expect((await reading(readingId))?.payment_status).toBe('pending');
    });

    it('two owners attaching the same payment at once: one succeeds, the other is told it is no longer held', async () => {
      const held = await heldPayment('race@example.com');
      const first = await createBuyer(app, 'race-one@example.com');
      const second = await createBuyer(app, 'race-two@example.com');
      const results = await Promise.allSettled([
        attachHeldPayment(db, { paymentEventId: held.id, readingId: first.id, operator: OWNER }),
        attachHeldPayment(db, {
          paymentEventId: held.id,
          readingId: second.id,
          operator: { ...OWNER, email: 'other-owner@astral.example' },
        }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((result) => result.status === 'rejected');
      expect((rejected?.reason as HttpError).code).toBe('payment_not_held');
      const completed = [(await reading(first.id))?.payment_status, (await reading(second.id))?.payment_status];
      expect(completed.filter((status) => status === 'completed')).toHaveLength(1);
      expect(await auditOf(held.id)).toHaveLength(1);
    });
  });

  describe('dismissing', () => {
    it('dismisses a held event with the operator and the reason, audited, and it leaves the queue; the reading is untouched', async () => {
      const { id: readingId } = await createBuyer(app, 'dismiss-reading@example.com', 'Dee Dismiss', '$49');
      const cheap = stripeEvent('checkout.session.completed', checkoutSession(readingId, { amount_total: 1900 }));
      expect((await postStripe(app, cheap)).json().outcome).toBe('held');
      const held = await heldRow((JSON.parse(cheap) as { id: string }).id);
      await dismissHeldPayment(db, { paymentEventId: held, reason: '  refunded at Stripe by hand  ', operator: OWNER });

      expect(await eventRow(held)).toMatchObject({
        outcome: 'dismissed',
        reading_id: readingId,
        payer_email: null,
        note: expect.stringMatching(
          /^dismissed by owner@astral\.example: refunded at Stripe by hand \(held: paid \$19/,
        ),
      });
      expect(await auditOf(held)).toEqual([
        {
          operator_email: OWNER.email,
          action: 'payment.dismiss',
          reading_id: readingId,
          detail: expect.objectContaining({
            payment_event_id: held,
            reason: 'refunded at Stripe by hand',
            event_type: 'checkout.session.completed',
            amount_minor: 1900,
          }),
        },
      ]);
      expect((await listHeldPayments(db, { limit: 200 })).items.map((item) => item.id)).not.toContain(held);
      expect(await reading(readingId)).toMatchObject({ payment_status: 'pending', selected_price: '$49' });
      expect(
        await refusal(dismissHeldPayment(db, { paymentEventId: held, reason: 'again', operator: OWNER })),
      ).toMatchObject({ statusCode: 409, code: 'payment_not_held' });
      expect(await auditOf(held)).toHaveLength(1);
    });

    it('refuses a dismissal without a reason, and one of an event that was applied', async () => {
      const held = await heldPayment('no-reason@example.com');
      expect(
        await refusal(dismissHeldPayment(db, { paymentEventId: held.id, reason: ' \n ', operator: OWNER })),
      ).toMatchObject({ statusCode: 400, code: 'reason_required' });
      expect((await eventRow(held.id))?.outcome).toBe('held');
      const { id } = await createBuyer(app, 'applied-not-dismissed@example.com');
      const applied = stripeEvent('checkout.session.completed', checkoutSession(id));
      await postStripe(app, applied);
      const appliedId = await heldRow((JSON.parse(applied) as { id: string }).id);
      expect(
        await refusal(dismissHeldPayment(db, { paymentEventId: appliedId, reason: 'mistake', operator: OWNER })),
      ).toMatchObject({ statusCode: 409, code: 'payment_not_held' });
      expect((await eventRow(appliedId))?.outcome).toBe('applied');
      expect([...(await auditOf(held.id)), ...(await auditOf(appliedId))]).toEqual([]);
    });
  });
});
