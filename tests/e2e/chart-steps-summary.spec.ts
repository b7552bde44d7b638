import { predictionsFor } from '../../src/astro/predictions';
import type { FunnelState } from '../../src/web/funnel/navigation-state';
import { expect, test } from './fixtures';
import {
  BIRTH_STATE,
  createReading,
  engineChart,
  enterWithState,
  locationState,
  storedReading,
} from './chart-steps-support';
import { expectRedirectAfterMessage, recordTimeline, watchRedirect } from './page-timeline';

const CALCULATED: FunnelState = {
  ...BIRTH_STATE,
  ascendant: 'Libra',
  zodiacSign: 'Gemini',
  calculatedAscendant: true,
  manuallySelected: false,
};

test('step six: the chart summary from the real chart, a backup save, and on to step seven', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  const chart = engineChart(BIRTH_STATE);
  const backupSave = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/readings/${credentials.id}`),
  );
  await enterWithState(page, '/step-six', credentials, CALCULATED);
  await expect(page.getByText('8/14', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Here Are Your Guiding Stars' })).toBeVisible();

  const summary = page.locator('dl').first();
  await expect(summary).toContainText(new RegExp(`Sun sign\\W*${chart.bodies.Sun.sign}`));
  await expect(summary).toContainText(new RegExp(`Moon sign\\W*${chart.bodies.Moon.sign}`));
  await expect(summary).toContainText(/Ascendant\W*Libra/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(14);
  await expect(page.getByRole('rowheader', { name: 'Chiron' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Mars/ })).toContainText(chart.bodies.Mars.sign);

  expect((await backupSave).postDataJSON()).toMatchObject({
    zodiac_sign: 'Gemini',
    ascendant: 'Libra',
    birth_city_name: 'Rome',
  });
  await expect.poll(async () => (await storedReading(request, credentials)).ascendant).toBe('Libra');

  await page.getByRole('button', { name: 'Reveal My Predictions' }).click();
  await expect(page).toHaveURL(/\/step-seven$/);
  const state = await locationState(page);
  expect(state).toMatchObject({ zodiacSign: 'Gemini', ascendant: 'Libra', readingId: credentials.id });
  expect(state.planetPositions).toHaveLength(13);
  expect(state.planetPositions?.find((p) => p.planet === 'Moon')).toMatchObject({
    sign: chart.bodies.Moon.sign,
    house: chart.bodies.Moon.house,
  });
});

test('step six without an ascendant returns to the manual choice after 2 s', async ({ page, request }) => {
  const credentials = await createReading(request);
  const timeline = await watchRedirect(page, 'Missing ascendant data. Returning to previous page...');
  await enterWithState(page, '/step-six', credentials, BIRTH_STATE);
  await expectRedirectAfterMessage(
    page,
    timeline,
    'Missing ascendant data. Returning to previous page...',
    '/select-ascendant-step-five',
  );
});

test('step six with a birth the engine cannot compute shows why, with no summary', async ({ page, request }) => {
  const state = { ...CALCULATED, birthDate: '1850-06-15' };
  const credentials = await createReading(request);
  await enterWithState(page, '/step-six', credentials, state);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not calculate your natal chart' })).toContainText(
    'outside the years our chart calculation covers',
  );
  await expect(page.getByRole('button', { name: 'Reveal My Predictions' })).toHaveCount(0);
});

test('step seven: 800 ms of loading, then love, wellness and growth for the sun, moon and ascendant', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  const chart = engineChart(BIRTH_STATE);
  const planetPositions = chart.planets.map(({ planet, sign, degree, house, retrograde }) => ({
    planet,
    sign,
    degree,
    house,
    retrograde,
  }));
  const expected = predictionsFor({ sunSign: 'Gemini', ascendant: 'Libra', moonSign: chart.bodies.Moon.sign });

  await page.clock.install();
  const appearances = await recordTimeline(page, ['Loading your cosmic reading...', expected.love]);
  await enterWithState(page, '/step-seven', credentials, { ...CALCULATED, planetPositions });
  const loading = page.getByRole('status').filter({ hasText: 'Loading your cosmic reading...' });
  await expect(page.getByRole('heading', { name: 'Your Cosmic Revelations' })).toBeVisible();
  await expect(page.getByText('9/14', { exact: true })).toBeVisible();
  await page.clock.runFor(800);
  await expect(page.getByRole('heading', { name: 'Love' })).toBeVisible();
  await expect(loading).toHaveCount(0);
  const times = await appearances();
  expect(times[expected.love]! - times['Loading your cosmic reading...']!).toBeGreaterThanOrEqual(780);
  await expect(page.getByText(expected.love)).toBeVisible();
  await expect(page.getByText(expected.wellness)).toBeVisible();
  await expect(page.getByText(expected.growth)).toBeVisible();

  await page.getByRole('button', { name: 'Ask Your Questions' }).click();
  await expect(page).toHaveURL(/\/step-eight$/);
  expect(await locationState(page)).toMatchObject({ zodiacSign: 'Gemini', ascendant: 'Libra' });
});

test.describe('step seven opened cold', () => {
  test.use({ waitForApp: false });

  test('its 800 ms count from when the painted page showed the loading message, not from when the app came', async ({
    page,
    request,
  }) => {
    const credentials = await createReading(request);
    const expected = predictionsFor({ sunSign: 'Gemini', ascendant: 'Libra', moonSign: undefined });
    // What the page held when the app replaced the painted copy: its first render.
    await page.addInitScript((love) => {
      const record = { painted: false, firstRender: null as string | null };
      (window as unknown as { __takeover: typeof record }).__takeover = record;
      new MutationObserver(() => {
        const painted = document.querySelector('[data-painted-screen]') !== null;
        if (painted) record.painted = true;
        else if (record.painted && record.firstRender === null) {
          const text = document.body.textContent ?? '';
          record.firstRender = text.includes(love) ? 'predictions' : text.includes('Loading your') ? 'loading' : text;
        }
      }).observe(document, { childList: true, subtree: true });
    }, expected.love);
    // The app arrives a second after the page has painted, as on a slow phone.
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await enterWithState(page, '/step-seven', credentials, CALCULATED);
    await expect(page.locator('[data-painted-screen]').getByText('Loading your cosmic reading...')).toBeVisible();
    // Held until the painted page has been on screen for a second by the page's own clock: what is
    // tested is an app that really arrives late, so no fake clock stands in for it.
    await expect
      .poll(() =>
        page.evaluate(
          () => performance.now() - (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity),
        ),
      )
      .toBeGreaterThan(1_000);
    releaseEntry();

    await expect(page.getByText(expected.love)).toBeVisible();
    // The message had shown for more than its 800 ms, so the app's first render has the predictions.
    expect(await page.evaluate(() => (window as unknown as { __takeover: object }).__takeover)).toEqual({
      painted: true,
      firstRender: 'predictions',
    });
  });
});

test('step seven without the signs returns to step six after 2 s', async ({ page, request }) => {
  const credentials = await createReading(request);
  const timeline = await watchRedirect(page, 'Missing important astrological data. Returning to previous page...');
  await enterWithState(page, '/step-seven', credentials, { ...BIRTH_STATE, ascendant: 'Libra' });
  await expectRedirectAfterMessage(
    page,
    timeline,
    'Missing important astrological data. Returning to previous page...',
    '/step-six',
  );
});

test("step seven opened from an older build's history entry drops the field of another shape and keeps the rest", async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  // An earlier shape of planetPositions, keyed by planet: not a FunnelState, as history may hold.
  const olderEntry = { ...CALCULATED, planetPositions: { Moon: { sign: 'Aries' } } } as unknown as FunnelState;
  const expected = predictionsFor({ sunSign: 'Gemini', ascendant: 'Libra', moonSign: undefined });
  await page.clock.install();
  await enterWithState(page, '/step-seven', credentials, olderEntry);
  await expect(page.getByRole('heading', { name: 'Your Cosmic Revelations' })).toBeVisible();
  await page.clock.runFor(800);
  await expect(page.getByText(expected.love)).toBeVisible();
  await page.getByRole('button', { name: 'Ask Your Questions' }).click();
  await expect(page).toHaveURL(/\/step-eight$/);
  const carried = await locationState(page);
  expect(carried).toMatchObject({ zodiacSign: 'Gemini', ascendant: 'Libra', birthDate: '1990-06-15' });
  expect(carried).not.toHaveProperty('planetPositions');
});
