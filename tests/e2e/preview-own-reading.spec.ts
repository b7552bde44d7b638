import type { APIRequestContext, Page } from '@playwright/test';

import { BIRTH_STATE, createReading, enterWithState } from './chart-steps-support';
import { expect, test } from './fixtures';
import { createReading as createBareReading, rememberReading } from './funnel-helpers';

// The spec's last steps walked for real: step eight saves the subject and question (and the birth
// data the earlier steps carried), step nine goes on to the preview.
async function walkToPreview(page: Page, request: APIRequestContext) {
  const credentials = await createReading(request);
  await enterWithState(page, '/step-eight', credentials, { ...BIRTH_STATE, zodiacSign: 'Gemini', ascendant: 'Libra' });
  await page.getByRole('radio', { name: 'Love' }).check();
  await page.getByLabel('Your question').fill('Will I meet the right person this year?');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/step-nine$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/pdf-reader-pre-checkout$/);
  return credentials;
}

test('the preview is the visitor’s own reading, legible on a phone, and the offer waits for its first page', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await walkToPreview(page, request);

  const reading = page.getByRole('article', { name: /^Your reading, page 1 of 6/ });
  await expect(reading).toContainText('Giulia');
  await expect(reading).toContainText('Gemini');
  await expect(reading).toContainText('2:30 PM');
  await expect(reading).toContainText('Rome, Italy');
  await expect(page.getByRole('img', { name: /Sample reading/ })).toHaveCount(0);
  await expect(page.getByText('Page 1 of 6')).toBeVisible();

  // The offer waits until the first page has been on screen for 6 s, then 300 ms more.
  await page.clock.runFor(5_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(1_000);
  const offer = page.getByRole('dialog', { name: 'Your full reading is one step away' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Keep reading the preview' }).click();

  const next = page.getByRole('button', { name: 'Next page' });
  await next.click();
  await expect(
    page.getByRole('img', { name: /^Birth chart wheel of Giulia: Sun in Gemini, Moon in \w+, Ascendant in \w+$/ }),
  ).toBeVisible();
  await next.click();
  const sun = page.getByRole('article', { name: 'Your reading, page 3 of 6: Your Sun in Gemini' });
  await expect(sun.getByRole('heading', { name: 'Your Sun in Gemini' })).toBeVisible();
  // Body text at least 16 px at 390 px wide.
  const fontSize = await sun
    .locator('p')
    .first()
    .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(16);
  await next.click();
  await expect(page.getByRole('heading', { name: /^Your Moon in / })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: /^Your Ascendant in / })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: '“Will I meet the right person this year?”' })).toBeVisible();
  await expect(page.getByText('The rest is in your full reading')).toBeVisible();
  await expect(next).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Pinch-zoom stays allowed.
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\.0)?\b/);

  await page.getByRole('button', { name: 'Continue to Your Full Reading' }).click();
  await expect(page).toHaveURL(/\/step-ten$/);
});

test.describe('when the preview cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the sample reading shows, with a quiet note, after a skeleton', async ({ page, request }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/readings/*/preview', async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong.' } });
    });
    await walkToPreview(page, request);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your preview…' })).toBeAttached();
    release();
    await expect(
      page.getByText('Your own preview could not be loaded just now, so this is a sample reading.'),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('img', { name: 'Sample reading, page 1 of 5' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('a reading without birth data yet shows the sample reading and says so', async ({ page, request }) => {
  await rememberReading(page, await createBareReading(request));
  await page.goto('/pdf-reader');
  await expect(page.getByText('This is a sample reading. Yours is written from your own birth details.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sample reading, page 1 of 5' })).toBeVisible();
});
