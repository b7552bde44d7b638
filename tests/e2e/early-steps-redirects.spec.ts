import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { startReadingAt } from './early-steps-helpers';

/** The toast shows, the page stays put for most of the 2 s, then the visitor is home. */
async function expectRedirectHome(page: Page, path: string, message: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  const shownAt = Date.now();
  await page.waitForTimeout(1_300);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
  await expect(page.getByRole('button', { name: 'Female', exact: true })).toBeVisible();
}

test('social proof with no reading says what is missing and goes home after 2 s', async ({ page }) => {
  await page.goto('/social-proof');
  await expectRedirectHome(page, '/social-proof', 'Missing required information. Redirecting to home page.');
});

test('social proof with a stored reading but no identity in the state goes home too', async ({ page, request }) => {
  await startReadingAt(page, request, '/social-proof');
  await expectRedirectHome(page, '/social-proof', 'Missing required information. Redirecting to home page.');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
});

for (const path of ['/tarot-vs-astrology', '/step-one', '/step-two', '/step-three', '/step-four']) {
  test(`${path} with no reading goes home after 2 s`, async ({ page }) => {
    await page.goto(path);
    await expectRedirectHome(page, path, 'Missing information. Redirecting to home page.');
  });
}

test('a step opened by URL with a stored reading needs no more state: it stays', async ({ page, request }) => {
  await startReadingAt(page, request, '/step-three');
  await expect(page.getByRole('heading', { level: 1, name: 'What time were you born?' })).toBeVisible();
  await page.waitForTimeout(2_300);
  await expect(page).toHaveURL(/\/step-three$/);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
