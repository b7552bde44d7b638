import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { startReadingAt } from './early-steps-helpers';
import { expectRedirectAfterMessage, type Timeline, watchRedirect } from './page-timeline';

const MISSING_REQUIRED = 'Missing required information. Redirecting to home page.';
const MISSING = 'Missing information. Redirecting to home page.';

/** The message shows as a toast, the page stays put for its 2 s, then the visitor is home. */
async function expectRedirectHome(page: Page, timeline: () => Promise<Timeline>, message: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  await expectRedirectAfterMessage(page, timeline, message, '/');
  await expect(page.getByRole('button', { name: 'Female', exact: true })).toBeVisible();
}

test('social proof with no reading says what is missing and goes home after 2 s', async ({ page }) => {
  const timeline = await watchRedirect(page, MISSING_REQUIRED);
  await page.goto('/social-proof');
  await expectRedirectHome(page, timeline, MISSING_REQUIRED);
});

test('social proof with a stored reading but no identity in the state goes home too', async ({ page, request }) => {
  const timeline = await watchRedirect(page, MISSING_REQUIRED);
  await startReadingAt(page, request, '/social-proof');
  await expectRedirectHome(page, timeline, MISSING_REQUIRED);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
});

for (const path of ['/tarot-vs-astrology', '/step-one', '/step-two', '/step-three', '/step-four']) {
  test(`${path} with no reading goes home after 2 s`, async ({ page }) => {
    const timeline = await watchRedirect(page, MISSING);
    await page.goto(path);
    await expectRedirectHome(page, timeline, MISSING);
  });
}

test('a step opened by URL with a stored reading needs no more state: it stays', async ({ page, request }) => {
  await page.clock.install();
  await startReadingAt(page, request, '/step-three');
  await expect(page.getByRole('heading', { level: 1, name: 'What time were you born?' })).toBeVisible();
  await page.clock.runFor(2_300);
  await expect(page).toHaveURL(/\/step-three$/);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
