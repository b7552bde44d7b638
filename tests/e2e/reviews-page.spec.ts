import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { arriveWithState, createReading, readReading, rememberReading, routerState } from './funnel-helpers';

/**
 * The e2e server runs REVIEWS_MODE=real (tests/e2e/reviews.spec.ts); the page's generated modes are
 * what the server's public settings say, so these tests answer them with another mode.
 */
async function showReviewsMode(page: Page, mode: 'illustrative' | 'simulated') {
  await page.route('**/api/public-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), reviewsMode: mode } });
  });
}

// The specification's page (REVIEWS_MODE=simulated): its texts, filter, pagination and call to action.
test.beforeEach(async ({ page }) => showReviewsMode(page, 'simulated'));

const cards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('article') });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Review pages' });
const currentPage = (page: Page) => pages(page).locator('[aria-current="page"]');

test('the page shows the rating, the illustrative notice and six cards a page on a phone', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Testimonials' })).toBeVisible();
  await expect(page.getByText('4.9 / 5')).toBeVisible();
  await expect(page.getByText(/^\(\d{1},\d{3} reviews\)$/)).toBeVisible();
  await expect(page.getByText(/illustrative examples/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Video testimonials' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);

  const first = cards(page).first();
  await expect(first.getByRole('img', { name: /Rated [45] out of 5/ })).toBeVisible();
  await expect(first.getByText('Illustrative example')).toBeVisible();
  const quote = await first.locator('blockquote').innerText();
  expect(quote.length).toBeLessThanOrEqual(283);
  expect(quote).toMatch(/^“.+”$/);
});

test('illustrative mode: the examples and their notice, with no rating, no count and no permission claimed', async ({
  page,
}) => {
  // The last route added answers first.
  await showReviewsMode(page, 'illustrative');
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Testimonials' })).toBeVisible();
  await expect(page.getByText(/illustrative examples/)).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first().getByText('Illustrative example')).toBeVisible();
  const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  await expect(header).not.toContainText('/ 5');
  await expect(header).not.toContainText('reviews)');
  await expect(page.getByText(/permission/)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Review pages' })).toBeVisible();
});

test('pagination: previous disabled on page 1, a sliding window of five, next disabled on the last page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Instant scrolling: the walk to the last page clicks many times.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/reviews?subject=career');
  await expect(currentPage(page)).toHaveText('1');
  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pages(page).getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);

  const firstBefore = await cards(page).first().innerText();
  await pages(page).getByRole('button', { name: 'Page 5' }).click();
  await expect(currentPage(page)).toHaveText('5');
  await expect(pages(page).getByRole('button', { name: /^Page \d+$/ })).toHaveText(['3', '4', '5', '6', '7']);
  expect(await cards(page).first().innerText()).not.toBe(firstBefore);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Walk to the last page by the window's highest number.
  for (let guard = 0; guard < 40; guard += 1) {
    const next = pages(page).getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    await pages(page)
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .click();
  }
  await expect(pages(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  const last = Number(await currentPage(page).innerText());
  expect(last).toBeGreaterThanOrEqual(34);
  expect(last).toBeLessThanOrEqual(50);
  await pages(page).getByRole('button', { name: 'Previous' }).click();
  await expect(currentPage(page)).toHaveText(String(last - 1));
});

test('a subject filter shows only that subject and goes back to page 1', async ({ page }) => {
  await page.goto('/reviews');
  await pages(page).getByRole('button', { name: 'Page 3' }).click();
  await expect(currentPage(page)).toHaveText('3');
  const filters = page.getByRole('group', { name: 'Filter by subject' });
  await filters.getByRole('button', { name: 'Family harmony' }).click();
  await expect(filters.getByRole('button', { name: 'Family harmony' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(currentPage(page)).toHaveText('1');
  await expect(page).toHaveURL(/\?subject=family$/);
  for (const card of await cards(page).all()) await expect(card).toContainText('Family harmony');

  await filters.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
});

test('a wider screen shows nine a page and a size change goes back to page 1', async ({ page }) => {
  await page.goto('/reviews');
  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(currentPage(page)).toHaveText('2');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(cards(page)).toHaveCount(9);
  await expect(currentPage(page)).toHaveText('1');
});

test('an unknown subject shows the empty state without pagination', async ({ page }) => {
  await page.goto('/reviews?subject=astrology');
  await expect(page.getByText('No reviews found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible();
  await expect(pages(page)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
});

test('Begin Your Journey Now: step ten with a known reading, else back, else home', async ({ page, request }) => {
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Begin Your Journey Now' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await page.getByRole('button', { name: 'Begin Your Journey Now' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);

  const reading = await createReading(request);
  await rememberReading(page, reading);
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Begin Your Journey Now' }).click();
  await expect(page).toHaveURL(/\/step-ten$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id });
  expect((await readReading(request, reading)).reviews_page_visited).toBe(true);
});

test('the reading id in navigation state is used too', async ({ page, request }) => {
  const reading = await createReading(request);
  await arriveWithState(page, '/reviews', { readingId: reading.id, name: 'Ada' });
  await page.getByRole('button', { name: 'Begin Your Journey Now' }).click();
  await expect(page).toHaveURL(/\/step-ten$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id, name: 'Ada' });
});
