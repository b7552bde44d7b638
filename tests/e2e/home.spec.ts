import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { makeRequestGate } from './request-gate';

const HEADLINE = 'Discover what the stars reveal about your destiny';
const SUBLINE = 'Begin your free astral reading and uncover the secrets of your destiny.';
const IDENTITIES = ['Female', 'Male', 'Non-binary'] as const;

const identity = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

async function expectLanding(page: Page, heading: string, subheading: string) {
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByText(SUBLINE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(page.getByText(subheading, { exact: true })).toBeVisible();
  for (const label of IDENTITIES) await expect(identity(page, label)).toBeEnabled();
}

test('home shows the headline, subline, hero over 100 stars, and the three identities', async ({ page }) => {
  const viewContent = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await page.goto('/');
  await expectLanding(page, 'Start your free reading', 'Choose your identity to reveal your insights');

  const hero = page.getByRole('img', { name: /crescent moon/ });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('width', '400');
  await expect(hero).toHaveAttribute('height', '300');
  expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.locator('[data-star]')).toHaveCount(100);

  const event: unknown = (await viewContent).postDataJSON();
  expect(event).toMatchObject({
    eventName: 'ViewContent',
    eventId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    eventData: { content_type: 'landing_page', content_name: 'astrology_reading' },
  });
});

test('the landing pages are prerendered: their content is in the HTML, with no inline script', async ({ request }) => {
  for (const [path, heading, subheading] of [
    ['/', 'Start your free reading', 'Choose your identity to reveal your insights'],
    ['/love', 'Start your free love reading', 'Choose your identity to reveal your love insights'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of [HEADLINE, SUBLINE, heading, subheading, ...IDENTITIES])
      expect(html, path).toContain(`>${text}<`);
    expect(html).toMatch(/<img[^>]+width="400"[^>]+height="300"/);
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, 'no inline scripts (CSP)').toMatch(/\ssrc="/);
  }
});

test('the landing page paints without JavaScript', async ({ browser, baseURL, guardPage }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  guardPage(page);
  await page.goto('/');
  await expectLanding(page, 'Start your free reading', 'Choose your identity to reveal your insights');
  await context.close();
});

test('choosing an identity creates the reading and opens /social-proof with the state', async ({ page, request }) => {
  await page.goto('/');
  // Holds the request until the saving state has been seen.
  const gate = makeRequestGate();
  await page.route('**/api/readings', async (route) => {
    await gate.passed;
    await route.continue();
  });
  await identity(page, 'Non-binary').click();
  for (const label of IDENTITIES) await expect(identity(page, label)).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Preparing your journey...' })).toBeVisible();
  gate.open();

  await expect(page).toHaveURL(/\/social-proof$/);
  const state = await page.evaluate(() => (window.history.state as { usr: unknown }).usr);
  expect(state).toMatchObject({ gender: 'non-binary', readingId: expect.any(Number), sourcePage: '/' });
  expect(state).toHaveProperty('userLocation');
  expect(state).toHaveProperty('countryCode');

  const stored = await page.evaluate(() => ({
    id: localStorage.getItem('readingId'),
    token: localStorage.getItem('readingToken'),
  }));
  expect(stored.id).toBe(String((state as { readingId: number }).readingId));
  const reading = await request.get(`/api/readings/${stored.id}`, {
    headers: { authorization: `Bearer ${stored.token}` },
  });
  expect(reading.status()).toBe(200);
  expect(await reading.json()).toMatchObject({ gender: 'non-binary', payment_status: 'pending' });
});

test('/love shows the love headings and carries sourcePage /love', async ({ page }) => {
  await page.goto('/love');
  await expectLanding(page, 'Start your free love reading', 'Choose your identity to reveal your love insights');
  await identity(page, 'Female').click();
  await expect(page).toHaveURL(/\/social-proof$/);
  const state = await page.evaluate(() => (window.history.state as { usr: unknown }).usr);
  expect(state).toMatchObject({ gender: 'female', sourcePage: '/love' });
});

test.describe('when the reading cannot be created', () => {
  // Chromium reports the failed request itself on the console; that is the point of these tests.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('an API error shows the save-failure toast and the picker comes back', async ({ page }) => {
    await page.route('**/api/readings', (route) =>
      route.fulfill({ status: 500, json: { error: 'internal', message: 'Database down.' } }),
    );
    await page.goto('/');
    await identity(page, 'Male').click();
    await expect(page.getByText('Impossibile salvare la selezione nel database. Riprova più tardi.')).toBeVisible();
    for (const label of IDENTITIES) await expect(identity(page, label)).toBeEnabled();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a network failure shows the unexpected-error toast and the picker comes back', async ({ page }) => {
    await page.route('**/api/readings', (route) => route.abort('failed'));
    await page.goto('/');
    await identity(page, 'Female').click();
    await expect(page.getByText('Si è verificato un errore imprevisto. Riprova.')).toBeVisible();
    for (const label of IDENTITIES) await expect(identity(page, label)).toBeEnabled();
  });
});

test.describe('an unknown path', () => {
  // The server answers 404 for paths outside the route table, which Chromium logs on the console.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  });
});

for (const path of ['/', '/love']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ browser, baseURL, guardPage }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    guardPage(page);
    await page.goto(path);
    await expect(identity(page, 'Female')).toBeEnabled();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });
}
