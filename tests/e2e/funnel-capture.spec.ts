import type { APIRequestContext } from '@playwright/test';

import { signInToConsole } from './console-helpers';
import { continueButton, storedAccess } from './early-steps-helpers';
import { expect, test } from './fixtures';
import { E2E_OWNER } from './operator-accounts';

const LANDING =
  '/?utm_source=facebook&utm_medium=paid_social&utm_campaign=winter_love&utm_content=ad_7&utm_term=tarot&fbclid=IwAR_test_123';
const DISCOVER = 'Click here: Discover Your Destiny NOW!';

/** Every step walked, seen then completed, and the one reached last, seen. */
const WALKED = ['/', '/social-proof', '/tarot-vs-astrology', '/step-one', '/step-two', '/step-three'].flatMap(
  (step) => [`${step} view`, `${step} complete`],
);
const EXPECTED_STEPS = [...WALKED, '/step-four view'];

type Origin = Record<string, unknown> & { steps: { step: string; kind: string; at: string }[] };

async function originOf(request: APIRequestContext, readingId: string): Promise<Origin> {
  const response = await request.get(`/api/admin/orders/${readingId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { origin: Origin }).origin;
}

// A phone, as most visitors come from Facebook and Instagram ads on one; marketing consent is declined.
// The console asks who is signed in; signed out, that answer is a 401 the browser logs.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  allowedConsoleErrors: [/status of 401/],
});

test('a visitor from an ad walks to step four, and the reading keeps the campaign and each step seen and completed', async ({
  page,
  browser,
  guardPage,
}) => {
  await page.goto(LANDING);
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/social-proof$/);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/tarot-vs-astrology$/);
  await page.getByRole('button', { name: DISCOVER }).first().click();
  await expect(page).toHaveURL(/\/step-one$/);
  await page.getByLabel('Your first name').fill('Clara');
  await page.getByLabel('Your email').fill('clara.capture@example.com');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step-two$/);
  await page.getByLabel('Month').selectOption('March');
  await page.getByLabel('Day').selectOption('21');
  await page.getByLabel('Year').selectOption('1990');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step-three$/);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step-four$/);
  await expect(page.getByRole('combobox', { name: 'Birth city' })).toBeVisible();
  const access = await storedAccess(page);

  // The campaign stayed in the page's memory: nothing of it is in the browser's storage.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
  );
  expect(stored).not.toContain('winter_love');

  // The rows are read back as the console shows them to an owner, in a browser of its own.
  const consoleContext = await browser.newContext();
  const consolePage = await consoleContext.newPage();
  guardPage(consolePage);
  await signInToConsole(consolePage, E2E_OWNER);
  // Step records are sent after each page renders: the last one may still be on its way.
  await expect
    .poll(async () => (await originOf(consolePage.request, access.id)).steps.length)
    .toBe(EXPECTED_STEPS.length);

  const origin = await originOf(consolePage.request, access.id);
  expect(origin).toMatchObject({
    utm_source: 'facebook',
    utm_medium: 'paid_social',
    utm_campaign: 'winter_love',
    utm_content: 'ad_7',
    utm_term: 'tarot',
    fbclid: 'IwAR_test_123',
    device_class: 'phone',
    landing_path: '/',
  });
  expect(origin.steps.map((row) => `${row.step} ${row.kind}`)).toEqual(EXPECTED_STEPS);
  const times = origin.steps.map((row) => Date.parse(row.at));
  expect(
    times.every((time, i) => i === 0 || time >= (times[i - 1] ?? 0)),
    `non-decreasing: ${origin.steps.map((row) => row.at).join(', ')}`,
  ).toBe(true);

  // Support finds the same on the reading's page.
  await consolePage.goto(`/admin/readings/${access.id}`);
  await expect(consolePage.getByRole('heading', { level: 2, name: 'Where they came from' })).toBeVisible();
  await expect(consolePage.getByText('facebook / paid_social / winter_love')).toBeVisible();
  await expect(
    consolePage.getByRole('table', { name: 'Funnel steps seen and completed' }).getByRole('row'),
  ).toHaveCount(EXPECTED_STEPS.length + 1);
  await consoleContext.close();
});
