import type { APIRequestContext, BrowserContext } from '@playwright/test';

import { assignArm } from '../../src/server/experiments/assign-arm';
import {
  createReading,
  fakePaymentPages,
  holdReading,
  postPaidWebhook,
  storedReading,
  withNavigationState,
} from './checkout-helpers';
import { signInToConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { E2E_OPERATOR_PASSWORD, E2E_OWNER } from './operator-accounts';

// The console asks who is signed in; signed out, that answer is a 401 the browser logs.
test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: [/status of 401/] });

const SPEC_HEADLINE = 'Discover what the stars reveal about your destiny';
const ALTERNATIVE_HEADLINE = 'Read what your own birth chart says about you';
const HEADLINES = { spec: SPEC_HEADLINE, alternative: ALTERNATIVE_HEADLINE } as const;
const ARMS = [
  { key: 'spec', weight: 1 },
  { key: 'alternative', weight: 3 },
];

const visitorIdOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'visitor_id')?.value ?? '';

/** A 22-character visitor id the hash puts on the wanted arm: the assignment is deterministic, so the test can pick one. */
function visitorOn(experimentId: number, arm: string): string {
  for (let i = 0; ; i += 1) {
    const id = `e2evisitor${String(i).padStart(12, '0')}`;
    if (assignArm(id, experimentId, 100, ARMS) === arm) return id;
  }
}

/** An owner's API session in this request context; answers the CSRF token its changes need. */
async function ownerSession(request: APIRequestContext): Promise<string> {
  const session = await request.post('/api/admin/session', {
    data: { email: E2E_OWNER, password: E2E_OPERATOR_PASSWORD },
  });
  expect(session.status()).toBe(200);
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

const DEFAULT_ARMS: Record<string, string> = { landing_headline: 'spec', tarot_pitch: 'shown', price: 'control' };

/** Stops whatever experiment still runs with its default arm: the other suites expect the specification's pages and prices. */
async function stopRunningExperiments(request: APIRequestContext) {
  const csrfToken = await ownerSession(request);
  const list = (await (await request.get('/api/admin/experiments')).json()) as {
    experiments: { id: number; target: string; status: string }[];
  };
  for (const experiment of list.experiments.filter((e) => e.status === 'running')) {
    await request.post(`/api/admin/experiments/${experiment.id}/stop`, {
      data: { winner: DEFAULT_ARMS[experiment.target] },
      headers: { 'x-csrf-token': csrfToken },
    });
  }
}

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await stopRunningExperiments(request);
  await request.dispose();
});

test('an owner runs a headline experiment: each visitor gets their arm in the served HTML, sticky, then the winner', async ({
  page,
  browser,
  baseURL,
  guardPage,
}) => {
  await signInToConsole(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Experiments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New experiment' });
  await form.getByLabel('Name').fill('A plainer headline');
  await expect(form.getByLabel('What it changes')).toHaveValue('landing_headline');
  await form.getByLabel('Traffic share (%)').fill('100');
  await form.getByLabel('Arm 2 weight').fill('3');
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/experiments') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Start experiment' }).click();
  const { id: experimentId } = (await (await created).json()) as { id: number };
  const card = page.getByRole('article', { name: 'A plainer headline' });
  await expect(card.getByText('Running')).toBeVisible();

  // A fresh visitor with scripts off: what they see is the HTML exactly as the server sent it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await noScript.newPage();
  await fresh.goto('/');
  const freshId = await visitorIdOf(noScript);
  expect(freshId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const freshArm = assignArm(freshId, experimentId, 100, ARMS) as keyof typeof HEADLINES;
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[freshArm]);
  for (let i = 0; i < 2; i += 1) {
    await fresh.reload();
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[freshArm]);
    expect(await visitorIdOf(noScript)).toBe(freshId);
  }
  await noScript.close();

  // A visitor on the alternative arm: the served body already carries it, and the hydrated page keeps it.
  const visitorContext = await browser.newContext({ baseURL });
  await visitorContext.addCookies([
    { name: 'visitor_id', value: visitorOn(experimentId, 'alternative'), url: baseURL ?? '' },
  ]);
  const served = await visitorContext.request.get('/');
  expect(await served.text()).toContain(ALTERNATIVE_HEADLINE);
  const visitor = await visitorContext.newPage();
  guardPage(visitor);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ALTERNATIVE_HEADLINE);
  await expect(visitor.getByRole('button', { name: 'Female', exact: true })).toBeEnabled();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ALTERNATIVE_HEADLINE);

  // The owner reads the results and stops the experiment with the specification's headline.
  await page.reload();
  await expect(card.getByRole('row', { name: /Plainer|alternative/ })).toBeVisible();
  // A handful of visitors: no "probability best" figures yet, only words saying why.
  await expect(card.getByRole('cell', { name: 'Not enough visitors yet' })).toHaveCount(2);
  await card.getByLabel('Winner').selectOption('spec');
  await card.getByRole('button', { name: 'Stop and pick winner' }).click();
  await card.getByRole('button', { name: 'Yes, stop it' }).click();
  await expect(card.getByText(/Stopped .* winner: spec/)).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(SPEC_HEADLINE);
  await visitorContext.close();
});

test("a price arm's visitor sees its price on the delivery and checkout pages, is sent to its link and charged its amount", async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const csrfToken = await ownerSession(request);
  const arms = [
    { key: 'control', label: 'Usual prices', weight: 1, price: { tiers: {} } },
    {
      key: 'low',
      label: 'VIP at $39',
      weight: 1,
      price: { tiers: { $49: { minor: 3900, card: 'https://buy.stripe.com/test_arm_vip39' } } },
    },
  ];
  const created = await request.post('/api/admin/experiments', {
    data: { name: 'VIP at $39', target: 'price', traffic_percent: 100, arms },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(created.status()).toBe(201);
  const { id: experimentId } = (await created.json()) as { id: number };

  // The visitor's cookie travels with the reading's creation, as it does from the landing.
  const priceArms = arms.map(({ key, weight }) => ({ key, weight }));
  let visitorId = '';
  for (let i = 0; !visitorId; i += 1) {
    const id = `e2eprice${String(i).padStart(14, '0')}`;
    if (assignArm(id, experimentId, 100, priceArms) === 'low') visitorId = id;
  }
  const visitorRequest = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `visitor_id=${visitorId}` },
  });
  const reading = await createReading(visitorRequest, { email: 'arm.low@example.com' });
  await visitorRequest.dispose();

  await holdReading(page, reading);
  await fakePaymentPages(page);
  await page.goto('/step-ten');
  const vip = page.getByRole('radiogroup', { name: 'Delivery options' }).getByRole('radio').nth(0);
  await expect(vip).toContainText('VIP SKIP THE LINE');
  await expect(vip).toContainText('$39');
  await expect(vip).not.toContainText('$49');

  await page.goto('/checkout-step-eleven');
  await withNavigationState(page, { readingId: reading.id, selectedPrice: '$49', email: 'arm.low@example.com' });
  await expect(page.getByTestId('order-total')).toHaveText('$39');
  const pay = page.getByRole('button', { name: 'Pay $39 Securely' });
  await expect(pay).toBeVisible();
  await expect.poll(async () => (await storedReading(request, reading)).email).toBe('arm.low@example.com');
  const leaving = page.waitForRequest(/buy\.stripe\.com/);
  await pay.click();
  const url = new URL((await leaving).url());
  expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_arm_vip39');
  expect(url.searchParams.get('client_reference_id')).toBe(String(reading.id));

  await postPaidWebhook(request, reading.id, 3900);
  await expect.poll(async () => (await storedReading(request, reading)).payment_status).toBe('completed');
  expect(await storedReading(request, reading)).toMatchObject({ selected_price: '$49' });
  expect(
    (
      await request.post(`/api/admin/experiments/${experimentId}/stop`, {
        data: { winner: 'control' },
        headers: { 'x-csrf-token': csrfToken },
      })
    ).status(),
  ).toBe(200);
});
