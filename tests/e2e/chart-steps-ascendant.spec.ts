import { expect, test } from './fixtures';
import {
  BIRTH_STATE,
  NEW_YORK,
  createReading,
  engineChart,
  enterWithState,
  locationState,
  storedReading,
} from './chart-steps-support';
import { expectRedirectAfterMessage, recordTimeline, watchRedirect } from './page-timeline';
import { makeRequestGate } from './request-gate';

test('the choice page explains the ascendant, offers both ways and a restart', async ({ page, request }) => {
  const credentials = await createReading(request);
  await enterWithState(page, '/ascendant-choice-step-five', credentials, BIRTH_STATE);
  await expect(page.getByText('7/14', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is the ascendant?' })).toBeVisible();
  await expect(page.getByText(/rising on the eastern horizon/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Missing key data' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Restart from your birth date' }).click();
  await expect(page).toHaveURL(/\/step-two$/);
  expect(await locationState(page)).toMatchObject({ readingId: credentials.id, birthDate: '1990-06-15' });
});

test('automatic: the real ascendant from the chart engine, after the spec timings, saved and carried to step six', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  const expected = engineChart(BIRTH_STATE);
  // Sanity check of the fixture itself: Rome, 15 June 1990, 2:30 PM CEST.
  expect([expected.bodies.Sun.sign, expected.ascendant.sign]).toEqual(['Gemini', 'Libra']);

  await page.clock.install();
  const timeline = await recordTimeline(page, []);
  await enterWithState(page, '/ascendant-choice-step-five', credentials, BIRTH_STATE);
  await page.getByRole('button', { name: /Calculate Automatically/ }).click();
  await expect(page).toHaveURL(/\/loading-ascendant-step-five$/);
  await expect(page.getByText('7/14', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connecting to the cosmos...' })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Ascendant calculation' });
  await page.clock.runFor(1_000);
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(5);

  await page.clock.runFor(3_500);
  await expect(page).toHaveURL(/\/step-six$/);
  // 1.5 s before the calculation, then the 3 s wait.
  const seen = await timeline();
  expect(seen['path:/step-six']! - seen['path:/loading-ascendant-step-five']!).toBeGreaterThanOrEqual(4_500);
  expect(await locationState(page)).toMatchObject({
    ascendant: expected.ascendant.sign,
    zodiacSign: expected.bodies.Sun.sign,
    calculatedAscendant: true,
    manuallySelected: false,
    readingId: credentials.id,
  });
  await expect(page.getByRole('heading', { name: 'Here Are Your Guiding Stars' })).toBeVisible();

  const reading = await storedReading(request, credentials);
  expect(reading).toMatchObject({
    ascendant: 'Libra',
    zodiac_sign: 'Gemini',
    name: 'Giulia',
    birth_date: '1990-06-15',
    birth_time: '2:30 PM',
    birth_city_name: 'Rome',
    birth_city_country: 'Italy',
    birth_city_lat: 41.89193,
    birth_city_lon: 12.51133,
    birth_city_timezone: 'Europe/Rome',
  });
});

test('automatic: the last moments show 100% and the final text while the result is saved', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  // The result's save is held until the last moments have been seen.
  const gate = makeRequestGate();
  await page.route(`**/api/readings/${credentials.id}`, async (route) => {
    if (route.request().method() === 'PATCH') await gate.passed;
    await route.continue();
  });
  await page.clock.install();
  await enterWithState(page, '/loading-ascendant-step-five', credentials, BIRTH_STATE);
  await expect(page.getByRole('progressbar', { name: 'Ascendant calculation' })).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(page.getByRole('status').filter({ hasText: 'Finalizing your cosmic profile... 100%' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Ascendant calculation' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  gate.open();
  await expect(page).toHaveURL(/\/step-six$/);
});

test("automatic with an unknown birth time: the engine's local-noon chart, and the visitor is told", async ({
  page,
  request,
}) => {
  const state = {
    ...BIRTH_STATE,
    birthDate: '1985-11-03',
    birthTime: 'unknown',
    timeUnknown: true,
    birthCity: NEW_YORK,
  };
  const credentials = await createReading(request, state);
  const expected = engineChart(state);
  await page.clock.install();
  await enterWithState(page, '/loading-ascendant-step-five', credentials, state);
  await expect(page.getByText('Your birth time is unknown, so your chart is cast for local noon.')).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(page).toHaveURL(/\/step-six$/);
  expect(await locationState(page)).toMatchObject({ ascendant: expected.ascendant.sign, zodiacSign: 'Scorpio' });
  await expect(page.getByText(/this chart is cast for local noon/)).toBeVisible();
  expect(await storedReading(request, credentials)).toMatchObject({
    ascendant: expected.ascendant.sign,
    birth_time: 'unknown',
  });
});

test('automatic: a birth the engine cannot compute gets a clear error and the choice page, never made-up data', async ({
  page,
  request,
}) => {
  const state = { ...BIRTH_STATE, birthCity: { ...BIRTH_STATE.birthCity!, timeZone: 'Mars/Olympus_Mons' } };
  const credentials = await createReading(request, state);
  await page.clock.install();
  await enterWithState(page, '/loading-ascendant-step-five', credentials, state);
  await expect(page.getByRole('progressbar', { name: 'Ascendant calculation' })).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(page.getByText('Failed to calculate your ascendant. Please try again.')).toBeVisible();
  await expect(page.getByText("Your birthplace's time zone is unknown.")).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/ascendant-choice-step-five$/);
  const reading = await storedReading(request, credentials);
  expect([reading.ascendant, reading.zodiac_sign]).toEqual([null, null]);
});

test('automatic without a birth date: back to /step-two after 2 s', async ({ page, request }) => {
  const state = { ...BIRTH_STATE, birthDate: undefined };
  const credentials = await createReading(request, state);
  const timeline = await watchRedirect(page, 'Missing birth date data');
  await enterWithState(page, '/loading-ascendant-step-five', credentials, state);
  await expectRedirectAfterMessage(page, timeline, 'Missing birth date data', '/step-two');
});

test('automatic without a birth place: back to /step-three after 2 s, as the spec says', async ({ page, request }) => {
  const state = { ...BIRTH_STATE, birthCity: undefined };
  const credentials = await createReading(request, state);
  const timeline = await watchRedirect(page, 'Missing birth place data');
  await enterWithState(page, '/loading-ascendant-step-five', credentials, state);
  await expectRedirectAfterMessage(page, timeline, 'Missing birth place data', '/step-three');
});

test('manual: the 12 signs with glyphs, a choice is required, saved and carried to step six', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  await enterWithState(page, '/ascendant-choice-step-five', credentials, BIRTH_STATE);
  await page.getByRole('button', { name: /Enter Manually/ }).click();
  await expect(page).toHaveURL(/\/select-ascendant-step-five$/);
  await expect(page.getByText('7/14', { exact: true })).toBeVisible();

  const select = page.getByRole('combobox', { name: 'Your ascendant sign' });
  // The address changes at once; the screen shows when its code has arrived.
  await expect(select).toBeVisible();
  const options = await select.locator('option').allTextContents();
  expect(options).toEqual([
    'Please select your ascendant sign',
    '♈ Aries',
    '♉ Taurus',
    '♊ Gemini',
    '♋ Cancer',
    '♌ Leo',
    '♍ Virgo',
    '♎ Libra',
    '♏ Scorpio',
    '♐ Sagittarius',
    '♑ Capricorn',
    '♒ Aquarius',
    '♓ Pisces',
  ]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Please select your ascendant sign' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/select-ascendant-step-five$/);

  await select.selectOption('Scorpio');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-six$/);
  expect(await locationState(page)).toMatchObject({
    ascendant: 'Scorpio',
    zodiacSign: 'Gemini',
    manuallySelected: true,
    calculatedAscendant: false,
  });
  await expect(page.getByText('(your choice)')).toBeVisible();
  expect(await storedReading(request, credentials)).toMatchObject({
    ascendant: 'Scorpio',
    zodiac_sign: 'Gemini',
    birth_city_name: 'Rome',
  });
});

test('without birth data the ascendant pages say so and offer a restart', async ({ page, request }) => {
  const state = { ...BIRTH_STATE, birthDate: undefined, birthCity: undefined };
  const credentials = await createReading(request, state);
  await enterWithState(page, '/ascendant-choice-step-five', credentials, state);
  const panel = page.getByRole('alert').filter({ hasText: 'Missing key data' });
  await expect(panel).toContainText('Missing birth information. Please restart the process.');
  await page.getByRole('button', { name: /Calculate Automatically/ }).click();
  await expect(page.getByText('Required information missing')).toBeVisible();
  await expect(page.getByText('You need to provide your birth date and birth location to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/ascendant-choice-step-five$/);
  await panel.getByRole('button', { name: 'Restart' }).click();
  await expect(page).toHaveURL(/\/step-two$/);
});

test('the manual page without birth data explains it', async ({ page, request }) => {
  const state = { ...BIRTH_STATE, birthCity: undefined };
  const credentials = await createReading(request, state);
  await enterWithState(page, '/select-ascendant-step-five', credentials, state);
  await expect(page.getByRole('alert').filter({ hasText: 'Missing key data' })).toContainText(
    'Missing required birth information. Please restart the process.',
  );
});

test('with no reading the ascendant choice sends the visitor home after 2 s', async ({ page }) => {
  const timeline = await watchRedirect(page, 'Missing information. Redirecting to home page.');
  await enterWithState(page, '/ascendant-choice-step-five', null, BIRTH_STATE);
  await expectRedirectAfterMessage(page, timeline, 'Missing information. Redirecting to home page.', '/');
});
