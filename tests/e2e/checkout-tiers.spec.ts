import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { createReading, holdReading, storedReading } from './checkout-helpers';
import { expect, test } from './fixtures';
import { showFunnelClaims } from './funnel-claims-helpers';
import { holdClock } from './page-timeline';

// Estimates are shown in the visitor's own zone: the browser runs in UTC here.
test.use({ timezoneId: 'UTC' });

const tier = (page: Page, name: RegExp) => page.getByRole('radio', { name });
const numberIn = async (page: Page, testId: string) => Number(await page.getByTestId(testId).textContent());

test('step ten shows the US tiers with names, prices and estimates, live counts, and records the visit', async ({
  page,
  request,
}) => {
  await showFunnelClaims(page, 'simulated');
  const reading = await createReading(request, { email: 'luna@example.com' });
  await holdReading(page, reading);
  await page.clock.install();
  await page.goto('/step-ten');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Delivery Option' })).toBeVisible();
  await expect(page.getByText('13/14')).toBeVisible();
  const options = page.getByRole('radiogroup', { name: 'Delivery options' }).getByRole('radio');
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toContainText('VIP SKIP THE LINE');
  await expect(options.nth(0)).toContainText('$49');
  await expect(options.nth(0)).toContainText('Within 2 hours');
  await expect(options.nth(1)).toContainText('FAST TRACK');
  await expect(options.nth(1)).toContainText('$29');
  await expect(options.nth(1)).toContainText('Next day');
  await expect(options.nth(2)).toContainText('STANDARD');
  await expect(options.nth(2)).toContainText('FREE');
  await expect(options.nth(2)).toContainText('Within 3 days');
  // Next day and 3 days are promised for noon in Rome: 11:00 UTC, or 10:00 in Rome's summer time.
  await expect(options.nth(1)).toContainText(/Estimated delivery: \w{3}, \w{3} \d{1,2}, 1[01]:00 AM/);
  await expect(options.nth(2)).toContainText(/Estimated delivery: \w{3}, \w{3} \d{1,2}, 1[01]:00 AM/);

  const waiting = await numberIn(page, 'waiting-count');
  expect(waiting).toBeGreaterThanOrEqual(55);
  expect(waiting).toBeLessThanOrEqual(71);
  // The waiting count grows by one after 5 s.
  await page.clock.runFor(5_000);
  await expect.poll(() => numberIn(page, 'waiting-count')).toBe(waiting + 1);

  // The viewer count is drawn again every 3 s (a draw may repeat the last number).
  const viewers = await numberIn(page, 'viewer-count');
  expect(viewers).toBeGreaterThanOrEqual(120);
  expect(viewers).toBeLessThanOrEqual(150);
  await expect
    .poll(async () => {
      await page.clock.runFor(3_000);
      return numberIn(page, 'viewer-count');
    })
    .not.toBe(viewers);

  // The chosen card is highlighted for one second, and the choice is saved.
  await holdClock(page);
  await tier(page, /FAST TRACK/).click();
  await expect(tier(page, /FAST TRACK/)).toHaveAttribute('aria-checked', 'true');
  await expect(tier(page, /FAST TRACK/)).toHaveAttribute('data-highlighted', '');
  await page.clock.runFor(1_000);
  await expect(tier(page, /FAST TRACK/)).not.toHaveAttribute('data-highlighted', '');
  await expect.poll(async () => (await storedReading(request, reading)).selected_price).toBe('$29');
  const stored = await storedReading(request, reading);
  expect(stored).toMatchObject({ payment_method: 'card', step_ten_visited: true });

  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/checkout-step-eleven$/);
  const state = await page.evaluate(() => (window.history.state as { usr: Record<string, unknown> }).usr);
  expect(state).toMatchObject({
    readingId: reading.id,
    selectedPrice: '$29',
    email: 'luna@example.com',
    waitingCount: expect.any(Number),
  });
});

test('the Philippines page shows peso prices and converts a stored US price', async ({ page, request }) => {
  const reading = await createReading(request, { email: 'maria@example.ph', selected_price: '$49' });
  await holdReading(page, reading);
  await page.goto('/step-ten-philippines');

  const options = page.getByRole('radiogroup', { name: 'Delivery options' }).getByRole('radio');
  await expect(options.nth(0)).toContainText('₱999');
  await expect(options.nth(1)).toContainText('₱699');
  await expect(options.nth(2)).toContainText('FREE');
  await expect(tier(page, /VIP SKIP THE LINE/)).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await storedReading(request, reading)).selected_price).toBe('₱999');

  await tier(page, /FAST TRACK/).click();
  await expect.poll(async () => (await storedReading(request, reading)).selected_price).toBe('₱699');
});

test('step ten asks for an e-mail before a tier, validates and saves the e-mail, then needs a tier', async ({
  page,
  request,
}) => {
  const reading = await createReading(request);
  await holdReading(page, reading);
  await page.goto('/step-ten');

  await tier(page, /VIP SKIP THE LINE/).click();
  await expect(page.getByText('Please enter your email address before proceeding.')).toBeVisible();
  await expect(tier(page, /VIP SKIP THE LINE/)).toHaveAttribute('aria-checked', 'false');

  const box = page.getByLabel('Your reading will be sent to');
  const saveButton = page.getByRole('button', { name: 'Save', exact: true });
  await expect(box).toHaveValue('');
  await expect(saveButton).toBeDisabled();
  await box.fill('luna@nowhere');
  await saveButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  await box.fill('luna@example.com');
  await saveButton.click();
  await expect(page.getByText('Email Updated')).toBeVisible();
  await expect(page.getByText('Your email has been successfully updated.')).toBeVisible();
  await expect(saveButton).toBeDisabled();
  expect((await storedReading(request, reading)).email).toBe('luna@example.com');
  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe('luna@example.com');
  await box.fill('');
  await saveButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is required' })).toBeVisible();
  await box.fill('luna@example.com');
  await expect(saveButton).toBeDisabled();

  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText('Please choose a delivery option before proceeding to checkout.')).toBeVisible();
  await expect(page).toHaveURL(/\/step-ten$/);
});

test('CONTINUE with a stored tier but no e-mail asks for the e-mail', async ({ page, request }) => {
  const reading = await createReading(request, { selected_price: '$29' });
  await holdReading(page, reading);
  await page.goto('/step-ten');
  await expect(tier(page, /FAST TRACK/)).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText('Please enter your email address.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/step-ten$/);
});

test.describe('when the e-mail cannot be saved', () => {
  // Chromium logs the failed request itself; the test provokes it.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the e-mail update failure shows the error toast', async ({ page, request }) => {
    const reading = await createReading(request, { email: 'luna@example.com' });
    await holdReading(page, reading);
    await page.goto('/step-ten');
    await page.route(`**/api/readings/${reading.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Down.' } })
        : route.continue(),
    );
    const box = page.getByLabel('Your reading will be sent to');
    await expect(box).toHaveValue('luna@example.com');
    await box.fill('new@example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('An error occurred while updating your email. Please try again.')).toBeVisible();
    expect((await storedReading(request, reading)).email).toBe('luna@example.com');
  });
});

test('the 20-minute promo is kept per reading across reloads and restarts when it runs out', async ({
  page,
  request,
}) => {
  await showFunnelClaims(page, 'simulated');
  const reading = await createReading(request, { email: 'luna@example.com' });
  await holdReading(page, reading);
  await page.goto('/step-ten');
  const timer = page.getByRole('timer', { name: 'Offer time left' });
  await expect(timer).toHaveText(/^(20:00|19:5\d)$/);
  const key = `promo_${reading.id}_endTime`;
  const end = Number(await page.evaluate((name) => localStorage.getItem(name), key));
  expect(end - Date.now()).toBeGreaterThan(19 * 60_000);

  // Seven minutes later (as far as the stored end time knows), a reload carries on from there.
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [
    key,
    String(Date.now() + 13 * 60_000 + 30_000),
  ] as const);
  await page.reload();
  await expect(timer).toHaveText(/^13:(30|2\d)$/);

  // An end time in the past starts a fresh 20 minutes, and the block stays.
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, String(Date.now() - 5_000)] as const);
  await page.reload();
  await expect(timer).toHaveText(/^(20:00|19:5\d)$/);
  expect(Number(await page.evaluate((name) => localStorage.getItem(name), key))).toBeGreaterThan(
    Date.now() + 19 * 60_000,
  );
});

test('the reviews button goes to the video reviews with the reading', async ({ page, request }) => {
  const reading = await createReading(request, { email: 'luna@example.com' });
  await holdReading(page, reading);
  await page.goto('/step-ten');
  await page.getByRole('button', { name: 'Not sure yet? See our reviews' }).click();
  await expect(page).toHaveURL(/\/video-rev$/);
  const state = await page.evaluate(() => (window.history.state as { usr: Record<string, unknown> }).usr);
  expect(state).toMatchObject({ readingId: reading.id });
});

for (const path of [
  '/step-ten',
  '/step-ten-philippines',
  '/checkout-step-eleven',
  '/limited-offer',
  '/payment-method',
  '/free-order-confirmation',
]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page, request }) => {
    const reading = await createReading(request, { email: 'luna@example.com', selected_price: '$29' });
    await holdReading(page, reading);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('nothing overflows at 320 px wide on the tier, checkout and offer pages', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: 'a.rather.long.address.for.a.small.phone@example.com',
    selected_price: '$29',
  });
  await holdReading(page, reading);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [
    '/step-ten',
    '/step-ten-philippines',
    '/checkout-step-eleven',
    '/limited-offer',
    '/direct-payment',
    '/free-order-confirmation',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});
