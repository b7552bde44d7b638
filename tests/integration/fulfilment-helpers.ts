import { mkdtempSync } from 'node:fs';
import type { ReadingSummary } from '../../src/domain/reading-summary';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loadSiteConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/open-database';
import type { RenderReading } from '../../src/server/delivery/render-reading';
import { createPaypalVerifier } from '../../src/server/payments/verify-paypal-webhook';
import { FAKE_PAYPAL, fakePaypalCertUrl, signPaypal, startFakePaypal } from './fakes/fake-paypal';
import { openTestDatabase } from './test-databases';

export const STRIPE_SECRET = 'whsec_test_fulfilment';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function rows<T = Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A reading as the funnel leaves it before payment: answers saved, e-mail known. */
export async function createBuyer(app: FastifyInstance, email: string, name = 'Zoë Nguyễn', price = '$29') {
  const created = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'female' } });
  expect(created.statusCode).toBe(201);
  const { id, token } = created.json() as { id: number; token: string };
  const patch = {
    name,
    email,
    birth_date: '1990-02-28',
    birth_time: '3:18 PM',
    birth_city_name: 'Rome',
    birth_city_country: 'Italy',
    birth_city_lat: 41.89193,
    birth_city_lon: 12.51133,
    birth_city_timezone: 'Europe/Rome',
    zodiac_sign: 'Pisces',
    ascendant: 'Leo',
    selected_subject: 'love',
    question1: 'Will I find love this year?',
    selected_price: price,
    payment_method: price === 'FREE' ? 'free' : 'card',
  };
  const saved = await app.inject({ method: 'PATCH', url: `/api/readings/${id}`, payload: patch, headers: auth(token) });
  expect(saved.statusCode).toBe(204);
  return { id, token };
}

let counter = 0;
export const eventId = (prefix = 'evt') => `${prefix}_${Date.now().toString(36)}_${(counter += 1)}`;

export function stripeEvent(type: string, object: Record<string, unknown>, id = eventId()) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
}

export function checkoutSession(readingId: number | null, overrides: Record<string, unknown> = {}) {
  return {
    id: `cs_test_${(counter += 1)}`,
    object: 'checkout.session',
    client_reference_id: readingId === null ? null : String(readingId),
    payment_status: 'paid',
    amount_total: 2900,
    currency: 'usd',
    payment_method_types: ['card'],
    customer_details: { email: 'buyer@example.com' },
    ...overrides,
  };
}

/** Posts a payload signed with the secret (or with a header the caller supplies). */
export function postStripe(
  app: FastifyInstance,
  payload: string,
  signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET }),
) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

export type PaypalPostOptions = {
  tamper?: (body: string) => string;
  signature?: string;
  /** Signed for this webhook rather than ours. */
  webhookId?: string;
  certUrl?: string;
  omit?: string;
  remoteAddress?: string;
};

/** Posts an event (or a body as given) signed as the fake PayPal signs, unless told to spoil the headers. */
export function postPaypal(app: FastifyInstance, event: object | string, options: PaypalPostOptions = {}) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const transmissionId = `tx-${eventId()}`;
  const time = new Date().toISOString();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': options.certUrl ?? fakePaypalCertUrl(),
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig':
      options.signature ?? signPaypal(transmissionId, time, options.webhookId ?? FAKE_PAYPAL.webhookId, body),
  };
  if (options.omit) delete headers[options.omit];
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    payload: options.tamper ? options.tamper(body) : body,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** A PayPal capture event for a reading (null: no custom_id), $29 unless `extra` says otherwise. */
export const paypalCapture = (type: string, readingId: number | null, extra: Record<string, unknown> = {}) => ({
  id: eventId('WH'),
  event_type: type,
  create_time: new Date().toISOString(),
  resource_type: 'capture',
  resource: {
    id: 'CAP-1',
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: '29.00' },
    ...(readingId === null ? {} : { custom_id: String(readingId) }),
    ...extra,
  },
});

/** The summary the tiny renderer gives: fixed, since it computes no chart. */
export const TINY_SUMMARY: ReadingSummary = {
  sun: 'Pisces',
  moon: 'Cancer',
  rising: 'Leo',
  firstQuestion: 'Will I find love this year?',
  firstAnswerPreview: 'Yes, and sooner than you think. Venus is on your side.',
};

/**
 * A tiny but valid PDF naming the visitor: stands in for src/report until it is wired. Tests take
 * the renderer as a parameter, so the real one can replace it without touching them.
 */
export const tinyPdfRenderer: RenderReading = async (reading) => {
  const text = `(Astral reading for ${(reading.name ?? '')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '')}) Tj`;
  const stream = `BT /F1 18 Tf 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { pdf: Buffer.from(body, 'latin1'), summary: TINY_SUMMARY };
};

/** A server with both webhooks configured (PayPal verified by the fake) on a fresh database of `kind`. */
export async function startPaymentServer(kind: 'embedded' | 'postgres') {
  const database = await openTestDatabase(kind);
  const paypal = await startFakePaypal();
  const app = await buildApp({
    database,
    site: loadSiteConfig('config/site.json'),
    storageDir: mkdtempSync(path.join(tmpdir(), 'astral-media-')),
    searchCities: () => [],
    createRateLimit: 1000,
    logLevel: 'silent',
    stripeWebhookSecret: STRIPE_SECRET,
    paypalVerifier: createPaypalVerifier({ apiBase: paypal.apiBase, ...FAKE_PAYPAL }),
  });
  const close = async () => {
    await app.close();
    await paypal.close();
    await database.dispose();
  };
  return { app, db: database.db, close };
}
