import { readFileSync } from 'node:fs';

import type { APIRequestContext, Page } from '@playwright/test';
import Stripe from 'stripe';

import { createReading, postPaidWebhook, STRIPE_SECRET } from './checkout-helpers';
import { expectAccessible, signInToConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { E2E_OWNER, E2E_SUPPORT } from './operator-accounts';

// The console asks who is signed in; signed out, that answer is a 401 the browser logs.
test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/status of 401/] });

/** Clicks the download button and reads the JSON file the browser saved. */
async function downloadExport(
  page: Page,
): Promise<{ name: string; data: { summary: string; readings: { id: number; name: string | null }[] } }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download everything held' }).click(),
  ]);
  const file = await download.path();
  return {
    name: download.suggestedFilename(),
    data: JSON.parse(readFileSync(file, 'utf8')) as {
      summary: string;
      readings: { id: number; name: string | null }[];
    },
  };
}

/** A paid checkout that came back without our reading reference: the webhook holds it for review. */
async function postUnreferencedPayment(request: APIRequestContext, payerEmail: string): Promise<void> {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const payload = JSON.stringify({
    id: `evt_e2e_held_${stamp}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_e2e_held_${stamp}`,
        object: 'checkout.session',
        client_reference_id: null,
        payment_intent: `pi_e2e_held_${stamp}`,
        payment_status: 'paid',
        amount_total: 2900,
        currency: 'usd',
        payment_method_types: ['card'],
        customer_details: { email: payerEmail },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
  const response = await request.post('/api/webhooks/stripe', {
    data: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { outcome: string }).outcome).toBe('held');
}

test('an owner downloads everything held about a person, erases them, and nothing of them is left to find', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `privacy.${Date.now()}@example.com`;
  const reading = await createReading(request, {
    email,
    name: 'Priya Private',
    selected_price: '$29',
    payment_method: 'card',
  });
  await postPaidWebhook(request, reading.id, 2900);

  await signInToConsole(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("The person's e-mail address").fill(email.toUpperCase());
  const first = await downloadExport(page);
  expect(first.name).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
  expect(first.data.readings).toEqual([
    expect.objectContaining({ id: reading.id, name: 'Priya Private', email, birth_date: '1990-02-28' }),
  ]);
  await expect(page.getByRole('status')).toContainText('Held about this e-mail address: 1 reading.');
  // Another address in the field: the result for the last one is gone, never shown under the new one.
  await page.getByLabel("The person's e-mail address").fill(`other.${email}`);
  await expect(page.getByText('Held about this e-mail address: 1 reading.')).toHaveCount(0);
  await page.getByLabel("The person's e-mail address").fill(email.toUpperCase());

  const erase = page.getByRole('region', { name: 'Erase this person' });
  await expect(erase).toContainText('Kept for the accounts: the amount paid');
  await erase.getByLabel('Type the e-mail address again to confirm').fill('someone.else@example.com');
  await erase.getByRole('button', { name: 'Erase this person' }).click();
  await expect(erase.getByRole('alert')).toHaveText('Type the same e-mail address in both fields.');
  await erase.getByLabel('Type the e-mail address again to confirm').fill(email);
  await erase.getByRole('button', { name: 'Erase this person' }).click();
  await expect(erase.getByRole('group', { name: 'Confirm' })).toContainText('This cannot be undone.');
  await expectAccessible(page);
  await erase.getByRole('button', { name: 'Yes, erase' }).click();
  await expect(erase.getByRole('status')).toContainText('Erased.');
  await expect(erase.getByRole('status')).toContainText(`1 reading: ${reading.id}`);
  await expectAccessible(page);

  const again = await downloadExport(page);
  expect(again.data).toMatchObject({ summary: 'Nothing is held about this e-mail address.', readings: [] });

  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('E-mail, name or id').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();

  await page.goto(`/admin/readings/${reading.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reading ${reading.id}`, exact: true })).toBeVisible();
  await expect(page.getByText('This reading was erased; nothing can be done with it.')).toBeVisible();
  await expect(page.getByText(/· erased /)).toBeVisible();
  for (const gone of ['Priya Private', email, '1990-02-28', 'Rome', 'Will I find love this year?'])
    await expect(page.getByText(gone)).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Operator actions on this reading' });
  await expect(history.getByRole('row', { name: new RegExp(`${E2E_OWNER} privacy.erase`) })).toBeVisible();
  await expect(history.getByRole('row', { name: new RegExp(`${E2E_OWNER} privacy.export`) })).toBeVisible();
});

test('an owner erases one reading from its page after confirming', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: `one.reading.${Date.now()}@example.com`,
    name: 'Oona Reading',
    selected_price: '$29',
    payment_method: 'card',
  });
  await signInToConsole(page, E2E_OWNER);
  await page.goto(`/admin/readings/${reading.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reading ${reading.id}: Oona Reading` })).toBeVisible();
  const action = page.getByRole('region', { name: "Erase this reading's personal data" });
  await action.getByRole('button', { name: "Erase this reading's personal data" }).click();
  await action.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reading ${reading.id}: Oona Reading` })).toBeVisible();
  await action.getByRole('button', { name: "Erase this reading's personal data" }).click();
  await expectAccessible(page);
  await action.getByRole('button', { name: 'Yes, erase' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reading ${reading.id}`, exact: true })).toBeVisible();
  await expect(page.getByText('Oona Reading')).toHaveCount(0);
});

test('an owner attaches a held payment to its reading and dismisses another with a reason', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const reading = await createReading(request, {
    email: `held.${stamp}@example.com`,
    name: 'Hana Held',
    selected_price: '$29',
    payment_method: 'card',
  });
  await postUnreferencedPayment(request, `attach.payer.${stamp}@example.com`);
  await postUnreferencedPayment(request, `dismiss.payer.${stamp}@example.com`);

  await signInToConsole(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments to review' })).toBeVisible();
  await expectAccessible(page);

  const toAttach = page.getByRole('listitem').filter({ hasText: `attach.payer.${stamp}@example.com` });
  await expect(toAttach).toContainText('29.00 USD');
  await expect(toAttach).toContainText('no reading reference');
  await toAttach.getByLabel('Reading id').fill(String(reading.id));
  await toAttach.getByRole('button', { name: 'Attach to reading' }).click();
  await expect(toAttach.getByRole('group', { name: 'Confirm' })).toContainText(
    `Credit this payment of 29.00 USD to reading ${reading.id}?`,
  );
  await toAttach.getByRole('button', { name: 'Yes, attach' }).click();
  await expect(toAttach.getByRole('status')).toContainText(`Attached to reading ${reading.id} as $29`);

  const toDismiss = page.getByRole('listitem').filter({ hasText: `dismiss.payer.${stamp}@example.com` });
  await toDismiss.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toDismiss.getByRole('alert')).toHaveText('Say why this payment is dismissed.');
  await toDismiss.getByLabel('Why dismiss it').fill('A test payment by the owner');
  await toDismiss.getByRole('button', { name: 'Dismiss' }).click();
  await toDismiss.getByRole('button', { name: 'Yes, dismiss' }).click();
  await expect(toDismiss.getByRole('status')).toHaveText('Dismissed; it has left the queue.');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `payer.${stamp}@example.com` })).toHaveCount(0);
  await page.goto(`/admin/readings/${reading.id}`);
  await expect(page.getByText('completed, card')).toBeVisible();
});

test('support sees the alerts but neither Privacy nor Payments, and the export answers them 403', async ({
  page,
  request,
}) => {
  // Forged webhooks, five within ten minutes: the server raises the alert itself.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const forged = await request.post('/api/webhooks/stripe', {
      data: JSON.stringify({
        id: `evt_forged_${attempt}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: {} },
      }),
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(forged.status()).toBe(400);
  }

  await signInToConsole(page, E2E_SUPPORT);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Privacy' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Alerts \d+ in the last 24 hours$/ })).toBeVisible();
  const exported = await page.request.get('/api/admin/privacy/export?email=someone%40example.com');
  expect(exported.status()).toBe(403);

  await nav.getByRole('link', { name: /^Alerts/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByText('ALERT_EMAIL is not set: alerts are only listed here, never e-mailed.')).toBeVisible();
  const alerts = page.getByRole('list', { name: 'Alerts, newest first' });
  const webhookAlert = alerts.getByRole('article', { name: /^Payment webhooks are failing verification/ }).first();
  await expect(webhookAlert).toContainText('stripe webhook requests failed verification within 10 minutes');
  await expectAccessible(page);

  await page.getByLabel('Kind').selectOption({ label: 'Erased readings still have stored files' });
  await expect(page).toHaveURL(/kind=erasure_incomplete/);
  await expect(page.getByText('No alerts of this kind.')).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Payment webhooks are failing verification' });
  await expect(alerts.getByRole('article').first()).toContainText('failed verification');
});
