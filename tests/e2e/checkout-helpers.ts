import type { APIRequestContext, Page } from '@playwright/test';
import Stripe from 'stripe';

import { expect } from './fixtures';

/** The secret playwright.config.ts gives the e2e server. */
export const STRIPE_SECRET = 'whsec_e2e_checkout';

export type TestReading = { id: number; token: string };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A reading as the funnel leaves it before step ten, with the given fields on top. */
export async function createReading(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<TestReading> {
  const created = await request.post('/api/readings', { data: { gender: 'female' } });
  expect(created.status()).toBe(201);
  const { id, token } = (await created.json()) as TestReading;
  const patch = {
    name: 'Luna Rivera',
    birth_date: '1990-02-28',
    birth_time: '3:18 PM',
    birth_city_name: 'Rome',
    birth_city_country: 'Italy',
    zodiac_sign: 'Pisces',
    ascendant: 'Leo',
    selected_subject: 'love',
    question1: 'Will I find love this year?',
    ...fields,
  };
  const saved = await request.patch(`/api/readings/${id}`, { data: patch, headers: auth(token) });
  expect(saved.status()).toBe(204);
  return { id, token };
}

export async function storedReading(
  request: APIRequestContext,
  reading: TestReading,
): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/readings/${reading.id}`, { headers: auth(reading.token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** This browser holds the reading (as after the gender choice); `extra` adds storage entries. */
export async function holdReading(page: Page, reading: TestReading, extra: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ({ id, token, entries }) => {
      // Only once per test: a reload must see what the page itself stored.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('readingId', String(id));
      localStorage.setItem('readingToken', token);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { id: reading.id, token: reading.token, entries: extra },
  );
}

/** Replaces the page's router state (what the previous page would have handed on) and reloads. */
export async function withNavigationState(page: Page, state: Record<string, unknown>): Promise<void> {
  await page.evaluate((usr) => window.history.replaceState({ usr, key: 'e2e', idx: 0 }, ''), state);
  await page.reload();
}

/** A Stripe checkout.session.completed for the reading, signed as Stripe signs it. */
export async function postPaidWebhook(
  request: APIRequestContext,
  readingId: number,
  amountCents: number,
): Promise<void> {
  const payload = JSON.stringify({
    id: `evt_e2e_${readingId}_${Date.now()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_e2e_${readingId}`,
        object: 'checkout.session',
        client_reference_id: String(readingId),
        payment_status: 'paid',
        amount_total: amountCents,
        currency: 'usd',
        payment_method_types: ['card'],
        customer_details: { email: 'buyer@example.com' },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
  const response = await request.post('/api/webhooks/stripe', {
    data: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
  expect(response.status()).toBe(200);
}

/** Stands in for the external payment pages, so the test sees where the browser was sent. */
export async function fakePaymentPages(page: Page): Promise<void> {
  for (const pattern of ['https://buy.stripe.com/**', 'https://www.paypal.com/**']) {
    await page.route(pattern, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Payment</title><h1>Payment page</h1>',
      }),
    );
  }
}
