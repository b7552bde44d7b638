import type { Page } from '@playwright/test';

import { createReading, holdReading } from './checkout-helpers';
import { expect, test } from './fixtures';

/** Where the window is scrolled, and whether keyboard focus sits on the main heading. */
function arrival(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return {
      scrollY: window.scrollY,
      focusOnHeading: heading !== null && document.activeElement === heading,
      heading: heading?.textContent ?? null,
      outline: heading ? getComputedStyle(heading).outlineStyle : null,
    };
  });
}

test.describe('a route change', () => {
  // Instant scrolling: a reveal of the call to action would move the page at once, not over frames.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('a visitor scrolled down on the preview lands at the top of the delivery tiers, with focus on the heading', async ({
    page,
    request,
  }) => {
    const reading = await createReading(request, { email: 'luna@example.com' });
    await holdReading(page, reading);
    await page.clock.install();
    await page.goto('/pdf-reader-pre-checkout');
    const next = page.getByRole('button', { name: 'Continue to Your Full Reading' });
    await expect(next).toBeEnabled();
    // Past the page's own reveal of its button (1 s after load), then scrolled to the bottom.
    await page.clock.runFor(2_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    // From the keyboard, where a focus ring would show if the heading drew one.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/step-ten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Delivery Option' })).toBeVisible();
    // Past the check that scrolls a call to action below the fold into view (500-800 ms after a route change).
    await page.clock.runFor(2_000);
    expect(await arrival(page)).toEqual({
      scrollY: 0,
      focusOnHeading: true,
      heading: 'Choose Your Delivery Option',
      outline: 'none',
    });
    await expect(page.getByRole('radio', { name: /VIP SKIP THE LINE/ })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');

    // Tab goes on from the heading, not from the top of the document.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('Back also starts the earlier page at its top, with focus on its heading', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the first page of a visit keeps the focus where the browser puts it', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
});
