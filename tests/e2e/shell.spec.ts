import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const footer = (page: Page) => page.getByRole('contentinfo');

test('funnel pages have the progress bar, the back button and the minimal footer', async ({ page }) => {
  // A reading first: funnel steps need a readingId, which then resolves from local storage.
  await page.goto('/');
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/social-proof$/);
  const progress = page.getByRole('progressbar', { name: 'Reading progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '7');
  await expect(page.getByRole('banner').getByText('1/14', { exact: true })).toBeVisible();

  await page.goto('/step-one');
  await expect(progress).toHaveAttribute('aria-valuenow', '21');
  await expect(page.getByRole('banner').getByText('3/14', { exact: true })).toBeVisible();
  await expect(footer(page)).toHaveText(/© 2025 .+ All rights reserved\./);
  await expect(footer(page).getByRole('link')).toHaveCount(0);

  // Opened directly, there is no page of ours to go back to: Back goes home.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('reviews and the legal pages are white with the full footer', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Testimonials' })).toBeVisible();
  const background = await page.locator('#root > div').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  for (const name of ['Reviews', 'Privacy Policy', 'Terms & Conditions']) {
    await expect(footer(page).getByRole('link', { name })).toBeVisible();
  }
  await expect(footer(page)).toContainText('Support e-mail:');
  await expect(footer(page)).toContainText('Support phone:');
});

test('the menu opens the legal pages, and Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the menu closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  await expect(menu).toBeFocused();
});

test("the app's start leaves a visitor where they scrolled the painted page", async ({ page }) => {
  // The app's code arrives only once the visitor has scrolled down.
  let scrolled = () => {};
  const hasScrolled = new Promise<void>((resolve) => (scrolled = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await hasScrolled;
    await route.continue();
  });
  await page.goto('/');
  const scrolledTo = await page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY));
  expect(scrolledTo).toBeGreaterThan(0);
  scrolled();
  // The menu (in the sticky header) opens once the app runs, past its first commit.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
  // Scrolled back to the top there, a tap on the footer link landed on whatever came under it.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await footer(page).getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('/payment-method-2 replaces itself with /direct-payment', async ({ page }) => {
  await page.goto('/payment-method-2');
  await expect(page).toHaveURL(/\/direct-payment$/);
  // about:blank and /direct-payment: the redirect took no history entry of its own.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test('nothing overflows at 320 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/love', '/reviews', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});
