import { expect, test } from './fixtures';

test.describe('when a screen cannot load', () => {
  // The blocked chunk and React's report of the caught error are what these tests provoke.
  // One pattern: a two-element array would read as Playwright's [value, options] fixture tuple.
  test.use({ allowedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  const TERMS_CHUNK = /\/assets\/terms-conditions-[^/]+\.js$/;

  test('a blocked chunk shows the retry screen in the frame, and Try again recovers once it is back', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await page.route(TERMS_CHUNK, (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();

    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeFocused();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.unroute(TERMS_CHUNK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('opened directly, the retry screen shows, and the next page works', async ({ page }) => {
    await page.route(TERMS_CHUNK, (route) => route.abort());
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  });
});
