import type { FunnelState } from '../../src/web/funnel/navigation-state';
import site from '../../config/site.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { showFunnelClaims } from './funnel-claims-helpers';
import { BIRTH_STATE, createReading, enterWithState, locationState, storedReading } from './chart-steps-support';
import { expectRedirectAfterMessage, recordTimeline, watchRedirect } from './page-timeline';

const PREDICTED: FunnelState = { ...BIRTH_STATE, ascendant: 'Libra', zodiacSign: 'Gemini' };
const ASKED: FunnelState = {
  ...PREDICTED,
  subject: 'career',
  selectedSubject: 'career',
  questions: ['Should I change jobs this year?', 'What about my boss?'],
  question1: 'Should I change jobs this year?',
  question2: 'What about my boss?',
  additionalInfo: 'I work in design.',
};
const REQUIRED = 'Please select a subject and enter at least one question';

test('step eight: a subject and a question are required; everything is saved, then a Lead event', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  await enterWithState(page, '/step-eight', credentials, PREDICTED);
  await expect(page.getByText('10/14', { exact: true })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Continue' });

  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED })).toBeVisible();
  const toasts = page.locator('[data-sonner-toast]').filter({ hasText: REQUIRED });
  await expect(toasts).toHaveCount(1);
  await page.getByRole('radio', { name: 'Career' }).check();
  await page.getByLabel('Question 2 (optional)').fill('   ');
  await submit.click();
  // A subject alone (and a blank question) is refused again: a second toast.
  await expect(toasts).toHaveCount(2);
  await expect(page).toHaveURL(/\/step-eight$/);
  expect((await storedReading(request, credentials)).selected_subject).toBeNull();

  await page.getByLabel('Question 2 (optional)').fill('  Should I change jobs this year? ');
  await page.getByLabel('Question 3 (optional)').fill('What about my boss?');
  // How the reading will read each question, from the reader the PDF uses, tied to its field.
  await expect(page.getByLabel('Question 2 (optional)')).toHaveAccessibleDescription(
    'Read as: you · changing jobs · yes or no · this year',
  );
  await expect(page.getByText('Read as: your boss · trouble with a boss or authority')).toBeVisible();
  await page.getByLabel('Additional information (optional)').fill('I work in design.');
  const lead = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.postDataJSON()?.eventName === 'Lead');
  await submit.click();
  await expect(page).toHaveURL(/\/step-nine$/);
  expect((await lead).postDataJSON()).toMatchObject({
    eventName: 'Lead',
    readingId: credentials.id,
    eventData: { subject: 'career' },
  });

  expect(await storedReading(request, credentials)).toMatchObject({
    selected_subject: 'career',
    question1: 'Should I change jobs this year?',
    question2: 'What about my boss?',
    question3: null,
    additional_info: 'I work in design.',
    zodiac_sign: 'Gemini',
    ascendant: 'Libra',
    name: 'Giulia',
    email: 'giulia@example.com',
    birth_city_name: 'Rome',
  });
  expect(await locationState(page)).toMatchObject({
    subject: 'career',
    selectedSubject: 'career',
    questions: ['Should I change jobs this year?', 'What about my boss?'],
    question1: 'Should I change jobs this year?',
    additionalInfo: 'I work in design.',
  });
});

test.describe('when step eight cannot save', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('it says so, sends no Lead event and stays', async ({ page, request }) => {
    const credentials = await createReading(request);
    let leads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events') && r.postDataJSON()?.eventName === 'Lead') leads += 1;
    });
    await page.route(`**/api/readings/${credentials.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Down.' } })
        : route.continue(),
    );
    await enterWithState(page, '/step-eight', credentials, PREDICTED);
    await page.getByRole('radio', { name: 'Family harmony' }).check();
    await page.getByLabel('Your question').fill('How can we get along?');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('There was an error saving your data. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/step-eight$/);
    expect(leads).toBe(0);
  });
});

test("step nine: the persona's summary with the signs, the request and a testimonial, then the PDF preview", async ({
  page,
  request,
}) => {
  // The specification's generated testimonial (simulated funnel claims); truthful-claims.spec.ts has the real one.
  await showFunnelClaims(page, 'simulated');
  const credentials = await createReading(request);
  await enterWithState(page, '/step-nine', credentials, ASKED);
  await expect(page.getByText('11/14', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `${site.persona} will ask your guiding stars` }),
  ).toBeVisible();
  await expect(page.getByText('Sun in Gemini')).toBeVisible();
  await expect(page.getByText('Libra rising')).toBeVisible();
  await expect(page.getByText('Career', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText(['Should I change jobs this year?', 'What about my boss?']);
  await expect(page.getByText('I work in design.')).toBeVisible();
  const testimonial = page.getByRole('figure');
  await expect(testimonial).toContainText('stuck at a crossroads in my work');
  await expect(testimonial).toContainText('I asked whether I should make the change');
  await expect(testimonial).toContainText('A client from Rome, Italy');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pdf-reader-pre-checkout$/);
  expect(await locationState(page)).toMatchObject({ ...ASKED, readingId: credentials.id });
});

test('step nine without questions returns to step eight after 2 s', async ({ page, request }) => {
  const credentials = await createReading(request);
  const timeline = await watchRedirect(page, 'Missing important information. Redirecting to previous step...');
  await enterWithState(page, '/step-nine', credentials, { ...PREDICTED, subject: 'love' });
  await expectRedirectAfterMessage(
    page,
    timeline,
    'Missing important information. Redirecting to previous step...',
    '/step-eight',
  );
});

test('review details: 10 of 11, the summary block, Processing... for 800 ms, then /pdf-reader with the state', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  await page.clock.install();
  const appearances = await recordTimeline(page, []);
  await enterWithState(page, '/review-details', credentials, ASKED);
  await expect(page.getByText('10/11', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', '90');
  await expect(
    page.getByRole('heading', { level: 1, name: `${site.persona} will ask your guiding stars` }),
  ).toBeVisible();
  const summary = page.locator('dl');
  for (const row of [
    'SignGemini',
    'AscendantLibra',
    'SubjectCareer',
    'First questionShould I change jobs this year?',
    'GenderFemale',
    'Birth cityRome, Italy',
  ]) {
    await expect(summary).toContainText(row);
  }

  // The page's time just before the click: the 800 ms start at the click, the text draws a moment later.
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await page.clock.runFor(800);
  await expect(page).toHaveURL(/\/pdf-reader$/);
  const times = await appearances();
  expect(times['path:/pdf-reader']! - clickedAt).toBeGreaterThanOrEqual(800);
  expect(await locationState(page)).toMatchObject({ ...ASKED, readingId: credentials.id });
});

test('review details without a subject returns to step eight after 2 s', async ({ page, request }) => {
  const credentials = await createReading(request);
  const timeline = await watchRedirect(page, 'Missing important information. Redirecting to previous step...');
  await enterWithState(page, '/review-details', credentials, { ...PREDICTED, questions: ['Why?'] });
  await expectRedirectAfterMessage(
    page,
    timeline,
    'Missing important information. Redirecting to previous step...',
    '/step-eight',
  );
});
