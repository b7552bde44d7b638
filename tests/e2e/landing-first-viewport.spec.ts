import type { Page } from '@playwright/test';

import { BIRTH_STATE, createReading, enterWithState } from './chart-steps-support';
import { expect, test } from './fixtures';

// A first visit: the consent banner is showing.
test.use({ consentChoice: null });

const IDENTITIES = ['Female', 'Male', 'Non-binary'] as const;

/** Whether the card is wholly inside the window and its centre is the card itself, not what covers it. */
function cardInView(page: Page, label: string) {
  return page.getByRole('button', { name: label, exact: true }).evaluate((card) => {
    const box = card.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
      uncovered: hit !== null && card.contains(hit),
    };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  for (const path of ['/', '/love']) {
    test(`${path} at ${viewport.width}x${viewport.height}: the identity cards are in the first viewport, clear of the consent banner`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
      for (const label of IDENTITIES)
        expect(await cardInView(page, label), label).toEqual({ inside: true, uncovered: true });
    });
  }
}

test('a card tapped before the app has started is not lost', async ({ page }) => {
  // The app's code is held back, so the tap lands on the painted page before anything runs.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  release();
  await expect(page).toHaveURL(/\/social-proof$/);
  const state = await page.evaluate(() => (window.history.state as { usr: unknown }).usr);
  expect(state).toMatchObject({ gender: 'male', sourcePage: '/' });
});

test("a long step's pinned main button stays in sight above the consent banner while the page scrolls", async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  await enterWithState(page, '/step-six', credentials, {
    ...BIRTH_STATE,
    ascendant: 'Libra',
    zodiacSign: 'Gemini',
    calculatedAscendant: true,
  });
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  const reveal = page.getByRole('button', { name: 'Reveal My Predictions' });
  await expect(reveal).toBeVisible();
  // Mid-page: the button is pinned, not at its place at the end of the content.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect
    .poll(() =>
      reveal.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && hit !== null && button.contains(hit);
      }),
    )
    .toBe(true);
});
