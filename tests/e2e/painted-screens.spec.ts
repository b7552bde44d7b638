import { expect, test } from './fixtures';
import { createReading, rememberReading } from './funnel-helpers';

// A new visitor who has not answered the consent banner yet; these tests look at the painted page.
test.use({ consentChoice: null, waitForApp: false });

const HEADING = 'Who is the reading for?';

test('a step opened cold paints before its code runs, then the app takes it over without a loading state', async ({
  page,
  request,
}) => {
  await rememberReading(page, await createReading(request));
  // Whether the step's heading ever left the page, and whether a loading state ever showed.
  await page.addInitScript((heading) => {
    const seen = { headingLeft: false, loading: false, painted: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const h1 = [...document.querySelectorAll('h1')].some((el) => el.textContent === heading);
      if (h1) seen.painted = true;
      else if (seen.painted) seen.headingLeft = true;
      if (document.querySelector('[data-page-loading]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  }, HEADING);
  // The app's entry script is held until the painted page has been looked at.
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/step-one');

  const painted = page.locator('[data-painted-screen]');
  await expect(painted.getByRole('heading', { name: HEADING, includeHidden: true })).toHaveCount(1);
  await expect(painted.getByText(HEADING)).toBeVisible();
  await expect(painted.getByText('May we tell Meta')).toBeVisible();
  // Inert and disabled until the app runs: nothing typed into it could be lost when the app takes over.
  await expect(painted).toHaveAttribute('inert', '');
  await expect(page.getByRole('textbox', { name: 'Your first name' })).toBeDisabled();

  releaseEntry();
  const name = page.getByRole('textbox', { name: 'Your first name' });
  await expect(name).toBeEditable();
  await name.fill('Ada');
  await expect(painted).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: object }).__seen)).toEqual({
    headingLeft: false,
    loading: false,
    painted: true,
  });
});

test('once the banner is answered, the server paints pages without it', async ({ page, request }) => {
  await rememberReading(page, await createReading(request));
  await page.goto('/step-one');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  const answered = await page.request.get('/step-one');
  expect(await answered.text()).not.toContain('May we tell Meta');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByText('May we tell Meta')).toHaveCount(0);

  // Cookie settings in the privacy policy forget the answer: the banner is painted again.
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  expect(await (await page.request.get('/step-one')).text()).toContain('May we tell Meta');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a step and the delivery page still show their heading', async ({ page }) => {
    for (const [path, heading] of [
      ['/step-one', HEADING],
      ['/step-ten', 'Choose Your Delivery Option'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('h1'), path).toHaveText(heading);
    }
    // The page may be sent days after the build painted it: no date of the build's day shows.
    const estimates = page.getByText(/^Estimated delivery:/);
    await expect(estimates).toHaveCount(3);
    for (const estimate of await estimates.all())
      await expect(estimate.locator('.invisible')).toHaveCSS('visibility', 'hidden');
  });
});
