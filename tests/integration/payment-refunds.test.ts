import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/open-database';
import { claimDeliveries } from '../../src/server/delivery/claim-deliveries';
import type { RenderReading } from '../../src/server/delivery/render-reading';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import { sendDelivery, type DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { DISPUTED_REASON, REFUNDED_REASON } from '../../src/server/delivery/stop-reading-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import type { MailSender, OutgoingMail } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import {
  checkoutSession,
  createBuyer,
  paypalCapture,
  postPaypal,
  postStripe,
  rows,
  stripeEvent,
  tinyPdfRenderer,
} from './fulfilment-helpers';
import {
  paypalDispute,
  paypalRefund,
  startMoneyBackServer,
  stripeCharge,
  stripeDispute,
  uniqueId,
} from './money-back-events';
import { DATABASE_KINDS } from './test-databases';

type ReadingRow = {
  payment_status: string;
  selected_price: string;
  paid_amount_minor: number | null;
  paid_currency: string | null;
  provider_payment_id: string | null;
  refunded_amount_minor: number | null;
  refunded_at: Date | string | null;
  dispute_status: string | null;
  disputed_at: Date | string | null;
};
type DeliveryRow = { id: number; status: string; last_error: string | null };
type EventRow = {
  outcome: string;
  reading_id: number | null;
  note: string | null;
  payer_email: string | null;
  provider_payment_id: string | null;
  amount_minor: number | null;
};

const DAY = 24 * 60 * 60_000;
const site = loadSiteConfig('config/site.json');

describe.each(DATABASE_KINDS)('refunds and disputes on the %s database', (kind) => {
  let server: Awaited<ReturnType<typeof startMoneyBackServer>>;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    server = await startMoneyBackServer(kind);
    ({ app, db } = server);
  });
  afterAll(() => server.close());

  // bigint columns come back as strings from node-postgres: read as int to compare as numbers.
  const reading = async (id: number) =>
    (
      await rows<ReadingRow>(
        db,
        sql`select payment_status, selected_price, paid_amount_minor::int, paid_currency, provider_payment_id,
      refunded_amount_minor::int, refunded_at, dispute_status, disputed_at from readings where id = ${id}`,
      )
    )[0] as ReadingRow;
  const readingDelivery = async (id: number) =>
    (
      await rows<DeliveryRow>(
        db,
        sql`select id::int, status, last_error from deliveries where reading_id = ${id} and kind = 'reading'`,
      )
    )[0];
  const storedEvent = async (eventId: string) =>
    (
      await rows<EventRow>(
        db,
        sql`select outcome, reading_id::int, note, payer_email, provider_payment_id, amount_minor::int from payment_events where event_id = ${eventId}`,
      )
    )[0];
  const idOf = (payload: string) => (JSON.parse(payload) as { id: string }).id;
  const outcomeOf = async (payload: string) => (await postStripe(app, payload)).json().outcome as string;

  /** A $29 order paid by card through a session whose payment intent is returned. */
  async function paidByStripe(email: string) {
    const { id } = await createBuyer(app, email);
    const paymentIntent = uniqueId('pi_');
    expect(
      await outcomeOf(
        stripeEvent('checkout.session.completed', checkoutSession(id, { payment_intent: paymentIntent })),
      ),
    ).toBe('applied');
    return { id, paymentIntent };
  }

  /** A $29 order paid through PayPal, with its own capture id. */
  async function paidByPaypal(email: string) {
    const { id } = await createBuyer(app, email);
    const captureId = uniqueId('CAP');
    expect(
      (await postPaypal(app, paypalCapture('PAYMENT.CAPTURE.COMPLETED', id, { id: captureId }))).json().outcome,
    ).toBe('applied');
    return { id, captureId };
  }

  describe('what a completion keeps', () => {
    it('a Stripe completion stores the amount, the upper-case currency and the payment intent, on the reading and the event', async () => {
      const { id } = await createBuyer(app, 'keeps-stripe@example.com', 'Kim Keep', '$49');
      const payload = stripeEvent(
        'checkout.session.completed',
        checkoutSession(id, { id: 'cs_keep', amount_total: 4900, payment_intent: 'pi_keep_1' }),
      );
      expect(await outcomeOf(payload)).toBe('applied');
      expect(await reading(id)).toMatchObject({
        payment_status: 'completed',
        paid_amount_minor: 4900,
        paid_currency: 'USD',
        provider_payment_id: 'pi_keep_1',
      });
      expect(await storedEvent(idOf(payload))).toMatchObject({ provider_payment_id: 'pi_keep_1' });
    });

    it('a session without a payment intent keeps its own id, and a payment_intent.succeeded keeps the intent', async () => {
      const session = await createBuyer(app, 'keeps-session@example.com');
      await postStripe(
        app,
        stripeEvent('checkout.session.completed', checkoutSession(session.id, { id: 'cs_no_intent' })),
      );
      expect(await reading(session.id)).toMatchObject({ paid_amount_minor: 2900, provider_payment_id: 'cs_no_intent' });
      const intent = await createBuyer(app, 'keeps-intent@example.com');
      const succeeded = {
        id: 'pi_keep_2',
        object: 'payment_intent',
        metadata: { reading_id: String(intent.id) },
        amount_received: 2900,
        currency: 'usd',
        payment_method_types: ['card'],
      };
      expect(await outcomeOf(stripeEvent('payment_intent.succeeded', succeeded))).toBe('applied');
      expect(await reading(intent.id)).toMatchObject({
        paid_amount_minor: 2900,
        paid_currency: 'USD',
        provider_payment_id: 'pi_keep_2',
      });
    });

    it("a PayPal capture keeps the capture id; an order keeps its purchase unit's capture, not the order id", async () => {
      const captured = await paidByPaypal('keeps-capture@example.com');
      expect(await reading(captured.id)).toMatchObject({
        paid_amount_minor: 2900,
        paid_currency: 'USD',
        provider_payment_id: captured.captureId,
      });
      const { id } = await createBuyer(app, 'keeps-order@example.com');
      const order = {
        id: uniqueId('WH-'),
        event_type: 'CHECKOUT.ORDER.COMPLETED',
        create_time: new Date().toISOString(),
        resource: {
          id: 'ORDER-KEEP',
          purchase_units: [
            {
              custom_id: String(id),
              amount: { currency_code: 'USD', value: '29.00' },
              payments: { captures: [{ id: 'CAP-ORDER-KEEP' }] },
            },
          ],
        },
      };
      expect((await postPaypal(app, order)).json().outcome).toBe('applied');
      expect(await reading(id)).toMatchObject({ paid_amount_minor: 2900, provider_payment_id: 'CAP-ORDER-KEEP' });
    });

    it('the same payment reported again without our reference is unchanged, not held for review', async () => {
      const { id, paymentIntent } = await paidByStripe('same-payment@example.com');
      const succeeded = {
        id: paymentIntent,
        object: 'payment_intent',
        metadata: {},
        amount_received: 2900,
        currency: 'usd',
        payment_method_types: ['card'],
      };
      const payload = stripeEvent('payment_intent.succeeded', succeeded);
      expect(await outcomeOf(payload)).toBe('unchanged');
      expect(await storedEvent(idOf(payload))).toMatchObject({
        outcome: 'unchanged',
        reading_id: id,
        payer_email: null,
      });
    });
  });

  describe('Stripe refunds', () => {
    it('a full refund records the amount and its time, and cancels the reading not yet sent', async () => {
      const { id, paymentIntent } = await paidByStripe('refund-full@example.com');
      expect((await readingDelivery(id))?.status).toBe('pending');
      const payload = stripeEvent('charge.refunded', stripeCharge(paymentIntent, 2900));
      const sentAt = Date.now();
      expect(await outcomeOf(payload)).toBe('applied');
      const stored = await reading(id);
      expect(stored).toMatchObject({ payment_status: 'completed', refunded_amount_minor: 2900, dispute_status: null });
      expect(Math.abs(new Date(stored.refunded_at ?? 0).getTime() - sentAt)).toBeLessThan(60_000);
      expect(await readingDelivery(id)).toMatchObject({ status: 'canceled', last_error: REFUNDED_REASON });
      expect(await storedEvent(idOf(payload))).toMatchObject({
        outcome: 'applied',
        reading_id: id,
        provider_payment_id: paymentIntent,
        amount_minor: 2900,
        payer_email: null,
        note: expect.stringMatching(/refunded 2900 in total; the reading will not be sent/),
      });
    });

    it('a partial refund stops the delivery too; the rest raises the total; an older event arriving last changes nothing', async () => {
      const { id, paymentIntent } = await paidByStripe('refund-partial@example.com');
      expect(await outcomeOf(stripeEvent('charge.refunded', stripeCharge(paymentIntent, 1000)))).toBe('applied');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 1000 });
      expect(await readingDelivery(id)).toMatchObject({ status: 'canceled', last_error: REFUNDED_REASON });
      expect(await outcomeOf(stripeEvent('charge.refunded', stripeCharge(paymentIntent, 2900)))).toBe('applied');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 2900 });
      const late = stripeEvent('charge.refunded', stripeCharge(paymentIntent, 1000));
      expect(await outcomeOf(late)).toBe('unchanged');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 2900 });
      expect((await storedEvent(idOf(late)))?.note).toMatch(/already recorded/);
    });

    it('a replayed refund is a duplicate and changes nothing', async () => {
      const { id, paymentIntent } = await paidByStripe('refund-replay@example.com');
      const payload = stripeEvent('charge.refunded', stripeCharge(paymentIntent, 1500));
      expect(await outcomeOf(payload)).toBe('applied');
      const after = {
        reading: await reading(id),
        delivery: await readingDelivery(id),
        event: await storedEvent(idOf(payload)),
      };
      const replays = await Promise.all([postStripe(app, payload), postStripe(app, payload)]);
      for (const replay of replays) expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect({
        reading: await reading(id),
        delivery: await readingDelivery(id),
        event: await storedEvent(idOf(payload)),
      }).toEqual(after);
      expect(
        (
          await rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from payment_events where event_id = ${idOf(payload)}`,
          )
        )[0]?.n,
      ).toBe(1);
    });

    it("a refund whose payment matches no reading is held, with the payer's e-mail as a hint, and counted", async () => {
      const heldBefore = await server.outcomeCount('stripe', 'held');
      const unknown = stripeEvent('charge.refunded', stripeCharge('pi_nobody', 2900));
      expect(await outcomeOf(unknown)).toBe('held');
      expect(await storedEvent(idOf(unknown))).toMatchObject({
        outcome: 'held',
        reading_id: null,
        provider_payment_id: 'pi_nobody',
        amount_minor: 2900,
        payer_email: 'payer@example.com',
        note: 'no reading was paid by pi_nobody',
      });
      // A charge made without a payment intent names only itself.
      const bare = stripeEvent('charge.refunded', stripeCharge(null, 2900, { id: 'ch_bare' }));
      expect(await outcomeOf(bare)).toBe('held');
      expect(await storedEvent(idOf(bare))).toMatchObject({
        provider_payment_id: 'ch_bare',
        note: 'no reading was paid by ch_bare',
      });
      expect(await server.outcomeCount('stripe', 'held')).toBe(heldBefore + 2);
    });

    it('a refund after the reading was sent is recorded, and the delivery stays sent', async () => {
      const { id, paymentIntent } = await paidByStripe('refund-after-send@example.com');
      await db.execute(sql`update deliveries set status = 'sent', sent_at = now() where reading_id = ${id}`);
      const payload = stripeEvent('charge.refunded', stripeCharge(paymentIntent, 2900));
      expect(await outcomeOf(payload)).toBe('applied');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 2900 });
      expect(await readingDelivery(id)).toMatchObject({ status: 'sent', last_error: null });
      expect((await storedEvent(idOf(payload)))?.note).toMatch(/the reading was already sent/);
    });

    it('a refund never matches by reference: a charge carrying a reading id in its metadata but another payment is held', async () => {
      const { id } = await paidByStripe('refund-by-ref@example.com');
      const payload = stripeEvent(
        'charge.refunded',
        stripeCharge('pi_other', 2900, { metadata: { reading_id: String(id) } }),
      );
      expect(await outcomeOf(payload)).toBe('held');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: null, refunded_at: null });
      expect((await readingDelivery(id))?.status).toBe('pending');
    });
  });

  describe('Stripe disputes', () => {
    it('opened: the reading is not sent; won: it goes back to the outbox; a late copy of the opening does not reopen it', async () => {
      const { id, paymentIntent } = await paidByStripe('dispute-won@example.com');
      const opened = stripeEvent('charge.dispute.created', stripeDispute(paymentIntent, 'needs_response'));
      expect(await outcomeOf(opened)).toBe('applied');
      const open = await reading(id);
      expect(open).toMatchObject({ dispute_status: 'open', refunded_at: null });
      expect(open.disputed_at).not.toBeNull();
      expect(await readingDelivery(id)).toMatchObject({ status: 'canceled', last_error: DISPUTED_REASON });

      expect(await outcomeOf(stripeEvent('charge.dispute.closed', stripeDispute(paymentIntent, 'won')))).toBe(
        'applied',
      );
      expect(await reading(id)).toMatchObject({ dispute_status: 'won', disputed_at: open.disputed_at });
      expect(await readingDelivery(id)).toMatchObject({ status: 'pending', last_error: null });

      // The opening delivered again, as a new event from before the close.
      const stale = JSON.stringify({
        ...JSON.parse(opened),
        id: uniqueId('evt_'),
        created: Math.floor(new Date(open.disputed_at ?? 0).getTime() / 1000),
      });
      expect(await outcomeOf(stale)).toBe('unchanged');
      expect(await reading(id)).toMatchObject({ dispute_status: 'won' });
      expect((await readingDelivery(id))?.status).toBe('pending');
    });

    it('opened then lost: the delivery stays canceled', async () => {
      const { id, paymentIntent } = await paidByStripe('dispute-lost@example.com');
      expect(
        await outcomeOf(stripeEvent('charge.dispute.created', stripeDispute(paymentIntent, 'warning_needs_response'))),
      ).toBe('applied');
      expect(await outcomeOf(stripeEvent('charge.dispute.closed', stripeDispute(paymentIntent, 'lost')))).toBe(
        'applied',
      );
      expect(await reading(id)).toMatchObject({ dispute_status: 'lost' });
      expect(await readingDelivery(id)).toMatchObject({ status: 'canceled', last_error: DISPUTED_REASON });
    });

    it('a won dispute does not resend a reading that was refunded as well', async () => {
      const { id, paymentIntent } = await paidByStripe('dispute-refunded@example.com');
      await postStripe(app, stripeEvent('charge.dispute.created', stripeDispute(paymentIntent, 'needs_response')));
      await postStripe(app, stripeEvent('charge.refunded', stripeCharge(paymentIntent, 2900)));
      expect(await outcomeOf(stripeEvent('charge.dispute.closed', stripeDispute(paymentIntent, 'won')))).toBe(
        'applied',
      );
      expect(await reading(id)).toMatchObject({ dispute_status: 'won', refunded_amount_minor: 2900 });
      expect((await readingDelivery(id))?.status).toBe('canceled');
    });

    it('an inquiry closed without a chargeback counts as won; a close that is neither won nor lost is only noted', async () => {
      const inquiry = await paidByStripe('dispute-inquiry@example.com');
      await postStripe(
        app,
        stripeEvent('charge.dispute.created', stripeDispute(inquiry.paymentIntent, 'warning_needs_response')),
      );
      expect(
        await outcomeOf(stripeEvent('charge.dispute.closed', stripeDispute(inquiry.paymentIntent, 'warning_closed'))),
      ).toBe('applied');
      expect(await reading(inquiry.id)).toMatchObject({ dispute_status: 'won' });
      expect((await readingDelivery(inquiry.id))?.status).toBe('pending');

      const prevented = await paidByStripe('dispute-prevented@example.com');
      await postStripe(
        app,
        stripeEvent('charge.dispute.created', stripeDispute(prevented.paymentIntent, 'needs_response')),
      );
      const closed = stripeEvent('charge.dispute.closed', stripeDispute(prevented.paymentIntent, 'prevented'));
      expect(await outcomeOf(closed)).toBe('noted');
      expect(await reading(prevented.id)).toMatchObject({ dispute_status: 'open' });
      expect((await storedEvent(idOf(closed)))?.note).toMatch(/closed as prevented/);
    });

    it('a dispute on a payment of no reading is held', async () => {
      const payload = stripeEvent('charge.dispute.created', stripeDispute('pi_unknown_dispute', 'needs_response'));
      expect(await outcomeOf(payload)).toBe('held');
      expect(await storedEvent(idOf(payload))).toMatchObject({
        outcome: 'held',
        provider_payment_id: 'pi_unknown_dispute',
        amount_minor: 2900,
      });
    });
  });

  describe('PayPal', () => {
    it('PAYMENT.CAPTURE.REFUNDED, partial then the rest, found by the capture its up link names', async () => {
      const { id, captureId } = await paidByPaypal('paypal-refund@example.com');
      const partial = paypalRefund('PAYMENT.CAPTURE.REFUNDED', captureId, '10.00');
      expect((await postPaypal(app, partial)).json().outcome).toBe('applied');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 1000 });
      expect(await readingDelivery(id)).toMatchObject({ status: 'canceled', last_error: REFUNDED_REASON });
      expect(await storedEvent(partial.id)).toMatchObject({
        outcome: 'applied',
        reading_id: id,
        provider_payment_id: captureId,
        amount_minor: 1000,
      });
      expect(
        (await postPaypal(app, paypalRefund('PAYMENT.CAPTURE.REFUNDED', captureId, '19.00', '29.00'))).json().outcome,
      ).toBe('applied');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 2900 });
      expect((await postPaypal(app, partial)).json().outcome).toBe('duplicate');
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 2900 });
    });

    it('a refund without a running total adds its own amount', async () => {
      const { id, captureId } = await paidByPaypal('paypal-refund-sum@example.com');
      for (const value of ['5.00', '7.50']) {
        const refund = paypalRefund('PAYMENT.CAPTURE.REFUNDED', captureId, value);
        delete (refund.resource as { seller_payable_breakdown?: unknown }).seller_payable_breakdown;
        expect((await postPaypal(app, refund)).json().outcome).toBe('applied');
      }
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 1250 });
    });

    it('PAYMENT.CAPTURE.REVERSED takes the money back as a refund', async () => {
      const { id, captureId } = await paidByPaypal('paypal-reversed@example.com');
      expect((await postPaypal(app, paypalRefund('PAYMENT.CAPTURE.REVERSED', captureId, '29.00'))).json().outcome).toBe(
        'applied',
      );
      expect(await reading(id)).toMatchObject({ refunded_amount_minor: 2900 });
      expect((await readingDelivery(id))?.status).toBe('canceled');
    });

    it('a refund of a capture no reading has is held', async () => {
      const refund = paypalRefund('PAYMENT.CAPTURE.REFUNDED', 'CAP-NOBODY', '29.00');
      expect((await postPaypal(app, refund)).json().outcome).toBe('held');
      expect(await storedEvent(refund.id)).toMatchObject({
        outcome: 'held',
        provider_payment_id: 'CAP-NOBODY',
        note: 'no reading was paid by CAP-NOBODY',
      });
    });

    it('CUSTOMER.DISPUTE.CREATED then RESOLVED for the client: lost; for us: won, and the reading goes back to the outbox', async () => {
      const lost = await paidByPaypal('paypal-dispute-lost@example.com');
      expect((await postPaypal(app, paypalDispute('CUSTOMER.DISPUTE.CREATED', lost.captureId))).json().outcome).toBe(
        'applied',
      );
      expect(await reading(lost.id)).toMatchObject({ dispute_status: 'open' });
      expect(await readingDelivery(lost.id)).toMatchObject({ status: 'canceled', last_error: DISPUTED_REASON });
      expect(
        (
          await postPaypal(app, paypalDispute('CUSTOMER.DISPUTE.RESOLVED', lost.captureId, 'RESOLVED_BUYER_FAVOUR'))
        ).json().outcome,
      ).toBe('applied');
      expect(await reading(lost.id)).toMatchObject({ dispute_status: 'lost' });
      expect((await readingDelivery(lost.id))?.status).toBe('canceled');

      const won = await paidByPaypal('paypal-dispute-won@example.com');
      await postPaypal(app, paypalDispute('CUSTOMER.DISPUTE.CREATED', won.captureId));
      expect(
        (
          await postPaypal(app, paypalDispute('CUSTOMER.DISPUTE.RESOLVED', won.captureId, 'RESOLVED_SELLER_FAVOUR'))
        ).json().outcome,
      ).toBe('applied');
      expect(await reading(won.id)).toMatchObject({ dispute_status: 'won' });
      expect((await readingDelivery(won.id))?.status).toBe('pending');
    });
  });
});

describe.each(DATABASE_KINDS)('the delivery worker after a refund or dispute on the %s database', (kind) => {
  let server: Awaited<ReturnType<typeof startMoneyBackServer>>;
  let app: FastifyInstance;
  let db: Database;
  const sent: OutgoingMail[] = [];
  const mailer: MailSender = { kind: 'smtp', close: () => {}, send: async (mail) => void sent.push(mail) };
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-documents-'));
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  // Far enough ahead that every delivery scheduled here is due.
  const later = () => new Date(Date.now() + 10 * DAY);

  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: 'https://astral.example' },
    renderReading: tinyPdfRenderer,
    documents: createDocumentStore(documentsDir, null),
    linkSecret: 'refund-test-link-secret-0123456789abcdef',
    now: later,
    log: quiet,
    ...overrides,
  });
  const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);
  const readingDelivery = async (id: number) =>
    (
      await rows<DeliveryRow>(
        db,
        sql`select id::int, status, last_error from deliveries where reading_id = ${id} and kind = 'reading'`,
      )
    )[0];

  beforeAll(async () => {
    server = await startMoneyBackServer(kind);
    ({ app, db } = server);
  });
  afterAll(() => server.close());

  async function paid(email: string) {
    const { id } = await createBuyer(app, email);
    const paymentIntent = uniqueId('pi_');
    await postStripe(
      app,
      stripeEvent(
        'checkout.session.completed',
        checkoutSession(id, { payment_intent: paymentIntent, customer_details: { email } }),
      ),
    );
    return { id, paymentIntent };
  }
  const refund = (paymentIntent: string) =>
    postStripe(app, stripeEvent('charge.refunded', stripeCharge(paymentIntent, 2900)));

  it('a reading refunded before its time is never sent; the one beside it is', async () => {
    const refunded = await paid('worker-refunded@example.com');
    const kept = await paid('worker-kept@example.com');
    expect((await refund(refunded.paymentIntent)).json().outcome).toBe('applied');
    const summary = await runDeliveries(deps(), { dueBy: later() });
    expect(summary).toMatchObject({ sent: 1, canceled: 0 });
    expect(mailsTo('worker-refunded@example.com')).toEqual([]);
    expect(mailsTo('worker-kept@example.com')).toHaveLength(1);
    expect(await readingDelivery(refunded.id)).toMatchObject({ status: 'canceled', last_error: REFUNDED_REASON });
    expect((await readingDelivery(kept.id))?.status).toBe('sent');
  });

  it('a canceled delivery is never claimed, even with its times due and an old lease', async () => {
    const { id, paymentIntent } = await paid('worker-never-claimed@example.com');
    await refund(paymentIntent);
    await db.execute(
      sql`update deliveries set next_attempt_at = now() - interval '1 day', claimed_until = now() - interval '1 hour', claimed_by = 'dead-worker' where reading_id = ${id}`,
    );
    const claimed = await claimDeliveries(db, {
      workerId: 'w-claim',
      dueBy: later(),
      now: later(),
      leaseMs: 60_000,
      limit: 100,
    });
    expect(claimed.map((delivery) => delivery.reading_id)).not.toContain(id);
    expect((await readingDelivery(id))?.status).toBe('canceled');
  });

  it('a delivery already claimed when the refund arrives is not sent: its worker finds the refund before sending', async () => {
    const { id, paymentIntent } = await paid('worker-claimed@example.com');
    const claimed = (
      await claimDeliveries(db, { workerId: 'w-race', dueBy: later(), now: new Date(), leaseMs: 60_000, limit: 100 })
    ).find((delivery) => delivery.reading_id === id);
    expect(claimed?.status).toBe('sending');
    const response = await refund(paymentIntent);
    expect(response.json().outcome).toBe('applied');
    // The refund leaves a send in progress to its worker, and says so.
    expect((await readingDelivery(id))?.status).toBe('sending');
    expect(await sendDelivery(deps(), claimed as NonNullable<typeof claimed>, 'w-race')).toBe('canceled');
    expect(mailsTo('worker-claimed@example.com')).toEqual([]);
    expect(await readingDelivery(id)).toMatchObject({ status: 'canceled', last_error: REFUNDED_REASON });
  });

  it('a refund recorded while the reading is being rendered stops the send', async () => {
    const { id, paymentIntent } = await paid('worker-rendering@example.com');
    let refundedDuringRender = false;
    const refundWhileRendering: RenderReading = async (reading) => {
      if (reading.id === id) refundedDuringRender = (await refund(paymentIntent)).json().outcome === 'applied';
      return tinyPdfRenderer(reading);
    };
    const summary = await runDeliveries(deps({ renderReading: refundWhileRendering }), { dueBy: later() });
    expect(refundedDuringRender).toBe(true);
    expect(summary.canceled).toBe(1);
    expect(mailsTo('worker-rendering@example.com')).toEqual([]);
    expect(await readingDelivery(id)).toMatchObject({ status: 'canceled', last_error: REFUNDED_REASON });
  });

  it('a refund landing while the mail server takes the message cannot stop it: the records say it was sent (0015)', async () => {
    const { id, paymentIntent } = await paid('worker-smtp@example.com');
    const refundDuringSmtp: MailSender = {
      ...mailer,
      send: async (mail) => {
        if (mail.to === 'worker-smtp@example.com') await refund(paymentIntent);
        await mailer.send(mail);
      },
    };
    await runDeliveries(deps({ mailer: refundDuringSmtp }), { dueBy: later() });
    expect(mailsTo('worker-smtp@example.com')).toHaveLength(1);
    expect((await readingDelivery(id))?.status).toBe('sent');
    const [event] = await rows<{ note: string }>(
      db,
      sql`select note from payment_events where event_type = 'charge.refunded' and reading_id = ${id}`,
    );
    expect(event?.note).toMatch(/being sent/);
  });

  it('a dispute holds the reading back while open, and the worker sends it once the dispute is won', async () => {
    const { id, paymentIntent } = await paid('worker-dispute@example.com');
    await postStripe(app, stripeEvent('charge.dispute.created', stripeDispute(paymentIntent, 'needs_response')));
    await runDeliveries(deps(), { dueBy: later() });
    expect(mailsTo('worker-dispute@example.com')).toEqual([]);
    await postStripe(app, stripeEvent('charge.dispute.closed', stripeDispute(paymentIntent, 'won')));
    await runDeliveries(deps(), { dueBy: later() });
    expect(mailsTo('worker-dispute@example.com')).toHaveLength(1);
    expect((await readingDelivery(id))?.status).toBe('sent');
  });
});
