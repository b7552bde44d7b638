import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import { runDeliveries } from '../../src/server/delivery/run-deliveries';
import type { DeliveryDeps } from '../../src/server/delivery/send-delivery';
import { createDocumentStore } from '../../src/server/documents/document-store';
import { createMailSender, type MailSender } from '../../src/server/mail/mail-sender';
import { senderAddress } from '../../src/server/mail/sender-address';
import {
  addConsoleOperators,
  CONSOLE_OWNER,
  CONSOLE_SUPPORT,
  consoleHeaders,
  signInOperator,
  type ConsoleSession,
} from './console-sessions';
import {
  auth,
  checkoutSession,
  createBuyer,
  postStripe,
  STRIPE_SECRET,
  stripeEvent,
  tinyPdfRenderer,
} from './fulfilment-helpers';
import { stripeCharge, stripeDispute, uniqueId } from './money-back-events';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const SECRET = 'document-link-revocation-secret-0123456789abcdef';
const BASE = 'https://astral.example';
const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('download links revoked on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailer: MailSender;
  let owner: ConsoleSession;
  let support: ConsoleSession;
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'astral-revocation-documents-'));
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'astral-revocation-outbox-'));
  const documents = createDocumentStore(documentsDir, null);

  const deps = (): DeliveryDeps => ({
    db: database.db,
    mailer,
    from: senderAddress(undefined, site),
    mail: { site, publicBaseUrl: BASE },
    renderReading: tinyPdfRenderer,
    documents,
    linkSecret: SECRET,
    now: () => new Date(),
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
  /** Everything due within two days: a $29 reading is due the next day at noon in Rome. */
  const deliverDue = () => runDeliveries(deps(), { dueBy: new Date(Date.now() + 2 * DAY) });

  /** The download link of the one message sent to this address, as a path the app answers. */
  async function linkSentTo(address: string): Promise<string> {
    const mails = await Promise.all(
      readdirSync(outboxDir).map((name) => simpleParser(readFileSync(path.join(outboxDir, name)))),
    );
    const sent = mails.filter((mail) => JSON.stringify(mail.to).includes(address));
    expect(sent).toHaveLength(1);
    const url = /https:\/\/astral\.example(\/api\/documents\/\S+)/.exec(sent[0]?.text ?? '')?.[1];
    expect(url).toBeDefined();
    return url as string;
  }

  const open = (link: string) => app.inject({ method: 'GET', url: link });
  async function expectPdf(link: string) {
    const response = await open(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  }
  async function expectPage(link: string, status: number, title: string) {
    const response = await open(link);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<h1 style="font-size:22px;margin:0 0 16px">${title}</h1>`);
    expect(response.body).not.toContain('%PDF');
  }

  /** A $29 reading paid through Stripe (its payment intent kept for refunds), delivered, with its link. */
  async function deliveredByStripe(email: string) {
    const buyer = await createBuyer(app, email, 'Rowena Revoke', '$29');
    const paymentIntent = uniqueId('pi_');
    const paid = await postStripe(
      app,
      stripeEvent('checkout.session.completed', checkoutSession(buyer.id, { payment_intent: paymentIntent })),
    );
    expect(paid.json().outcome).toBe('applied');
    expect(await deliverDue()).toMatchObject({ sent: 1 });
    const link = await linkSentTo(email);
    await expectPdf(link);
    return { ...buyer, paymentIntent, link };
  }
  const outcomeOf = async (type: string, object: Record<string, unknown>) =>
    (await postStripe(app, stripeEvent(type, object))).json().outcome as string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mailer = createMailSender({ from: senderAddress(undefined, site), outboxDir });
    app = await buildApp({
      database,
      site,
      storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
      searchCities: () => [],
      logLevel: 'silent',
      createRateLimit: 1000,
      signInRateLimit: 1000,
      stripeWebhookSecret: STRIPE_SECRET,
      documents: { documents, linkSecret: SECRET, publicBaseUrl: BASE },
    });
    await addConsoleOperators(database.db);
    owner = await signInOperator(app, CONSOLE_OWNER);
    support = await signInOperator(app, CONSOLE_SUPPORT);
  });

  afterAll(async () => {
    await app.close();
    mailer.close();
    await database.dispose();
    rmSync(documentsDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('after an address change the link already sent is refused with its own page, and the new one opens the reading', async () => {
    const reading = await deliveredByStripe('wrong.person@example.com');
    // Links e-mailed before generations existed carry none, and keep working until one is raised.
    expect(new URL(reading.link, BASE).searchParams.has('generation')).toBe(false);

    const changed = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${reading.id}/email`,
      headers: consoleHeaders(support),
      payload: { email: 'right.person@example.com' },
    });
    expect(changed.statusCode).toBe(200);
    await expectPage(reading.link, 410, 'This download link was replaced');

    expect(await deliverDue()).toMatchObject({ sent: 1 });
    const newLink = await linkSentTo('right.person@example.com');
    expect(new URL(newLink, BASE).searchParams.get('generation')).toBe('1');
    await expectPdf(newLink);
    await expectPage(reading.link, 410, 'This download link was replaced');
    // The visitor's own page hands out links of the new generation too.
    const own = await app.inject({
      method: 'GET',
      url: `/api/readings/${reading.id}/document`,
      headers: auth(reading.token),
    });
    const ownLink = new URL(own.json<{ url: string }>().url);
    expect(ownLink.searchParams.get('generation')).toBe('1');
    await expectPdf(ownLink.pathname + ownLink.search);
    // A generation written into an old link by hand is an altered link, not a newer one.
    await expectPage(
      reading.link.replace('&signature=', '&generation=1&signature='),
      403,
      'This download link is not valid',
    );
  });

  it("the visitor's own address change revokes the link already sent; saving the same address again does not", async () => {
    const reading = await deliveredByStripe('typo.visitor@example.com');
    const patch = (email: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/readings/${reading.id}`,
        headers: auth(reading.token),
        payload: { email },
      });

    expect((await patch('typo.visitor@example.com')).statusCode).toBe(204);
    await expectPdf(reading.link);
    expect((await patch('fixed.visitor@example.com')).statusCode).toBe(204);
    await expectPage(reading.link, 410, 'This download link was replaced');
  });

  it("an owner's refund revokes the links already sent", async () => {
    const reading = await deliveredByStripe('refunded.by.owner@example.com');
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${reading.id}/refund`,
      headers: consoleHeaders(owner),
      payload: { note: 'Refunded by bank transfer.' },
    });
    expect(refunded.statusCode).toBe(200);
    await expectPage(reading.link, 410, 'This reading was refunded');
    const own = await app.inject({
      method: 'GET',
      url: `/api/readings/${reading.id}/document`,
      headers: auth(reading.token),
    });
    expect(own.json()).toEqual({ ready: false });
  });

  it("a refund through the provider's webhook revokes them, a partial one too", async () => {
    const reading = await deliveredByStripe('refunded.at.stripe@example.com');
    expect(await outcomeOf('charge.refunded', stripeCharge(reading.paymentIntent, 1000))).toBe('applied');
    await expectPage(reading.link, 410, 'This reading was refunded');
  });

  it('a lost dispute revokes them; an open one leaves them working', async () => {
    const reading = await deliveredByStripe('disputed@example.com');
    expect(await outcomeOf('charge.dispute.created', stripeDispute(reading.paymentIntent, 'needs_response'))).toBe(
      'applied',
    );
    await expectPdf(reading.link);
    expect(await outcomeOf('charge.dispute.closed', stripeDispute(reading.paymentIntent, 'lost'))).toBe('applied');
    await expectPage(reading.link, 410, 'This reading was refunded');
  });
});
