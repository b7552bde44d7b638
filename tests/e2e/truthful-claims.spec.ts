import type { FunnelState } from '../../src/web/funnel/navigation-state';
import { BIRTH_STATE, createReading as createAskedReading, enterWithState } from './chart-steps-support';
import { createReading, holdReading, storedReading } from './checkout-helpers';
import { expect, test } from './fixtures';

// The e2e server runs with config/site.json's default: truthful funnel claims.

test('the one-time offer counts to the deadline the server keeps: Back and reload keep it, then the offer is gone', async ({
  page,
  request,
}) => {
  const reading = await createReading(request, { email: 'luna@example.com', selected_price: 'FREE' });
  await holdReading(page, reading);
  await page.clock.install();
  await page.goto('/checkout-step-eleven');
  await page.getByRole('button', { name: 'Get My Free Reading' }).click();
  await expect(page).toHaveURL(/\/limited-offer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'High Demand Alert' })).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Offer time left' });
  await expect(timer).toHaveText(/^(02:00|01:5\d)$/);
  await expect.poll(async () => (await storedReading(request, reading)).free_selected_at).toEqual(expect.any(String));

  await page.clock.runFor(45_000);
  await expect(timer).toHaveText(/^01:1\d$/);

  // Back to the checkout and on to the offer again: the same deadline, not a fresh two minutes.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout-step-eleven$/);
  await page.getByRole('button', { name: 'Get My Free Reading' }).click();
  await expect(page).toHaveURL(/\/limited-offer$/);
  await expect(timer).toHaveText(/^01:[01]\d$/);

  // A reload asks the server again and gets the same deadline.
  await page.reload();
  await expect(timer).toHaveText(/^01:[01]\d$/);
  await expect(page.getByRole('button', { name: 'Yes! Get My Reading for $19' })).toBeEnabled();

  // The deadline passes: the $19 offer is gone for this reading, plainly, and the usual prices stay.
  await page.clock.runFor(80_000);
  await expect(page.getByText('This one-time offer has ended')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Yes! Get My Reading for $19' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go VIP for $49: delivered within 2 hours' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('This one-time offer has ended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes! Get My Reading for $19' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Get Fast Track for $29' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
  await expect(page.getByTestId('order-total')).toHaveText('$29');
  expect(await storedReading(request, reading)).toMatchObject({ selected_price: '$29', payment_method: 'card' });
});

test.describe('step ten', () => {
  test.use({ timezoneId: 'UTC' });

  test('counts come from the server and hold still; the countdown is the real next-day cut-off', async ({
    page,
    request,
  }) => {
    await page.route('**/api/funnel-counts', (route) =>
      route.fulfill({ json: { readings_last_hour: 12, waiting_deliveries: null } }),
    );
    const reading = await createReading(request, { email: 'luna@example.com' });
    await holdReading(page, reading);
    await page.clock.install({ time: new Date('2026-11-27T20:00:00Z') });
    await page.goto('/step-ten');
    await expect(page.getByTestId('viewer-count')).toHaveText('12');
    // Held at 21:30 in Rome (the page's requests are answered by now: a paused clock stops its timers).
    await page.clock.pauseAt(new Date('2026-11-27T20:30:00Z'));
    await expect(page.getByText('people started their reading in the last hour')).toBeVisible();
    // Too few readings wait to say anything: no waiting count rather than an invented one.
    await expect(page.getByTestId('waiting-count')).toHaveCount(0);
    await expect(page.getByText('people are viewing this page right now')).toHaveCount(0);

    // 21:30 in Rome: two and a half hours before tomorrow's noon stops being next day's.
    const timer = page.getByRole('timer', { name: 'Time left for next-day delivery' });
    await expect(timer).toHaveText('2:30:00');
    await expect(page.getByText(/to have your reading by Sat, Nov 28, 11:00 AM/)).toBeVisible();
    await expect(page.getByText("Today's prices are reserved for you for")).toHaveCount(0);

    await page.clock.runFor(20_000);
    await expect(page.getByTestId('viewer-count')).toHaveText('12');
    await expect(timer).toHaveText('2:29:40');
  });
});

test('step nine quotes a real approved review, with the name its writer chose, or nothing', async ({
  page,
  request,
}) => {
  const asked: FunnelState = {
    ...BIRTH_STATE,
    zodiacSign: 'Gemini',
    ascendant: 'Libra',
    subject: 'career',
    selectedSubject: 'career',
    questions: ['Should I change jobs this year?'],
    question1: 'Should I change jobs this year?',
  };
  let reviews: object[] = [];
  await page.route('**/api/reviews?*', (route) =>
    route.fulfill({ json: { count: reviews.length, average: null, matching: reviews.length, reviews } }),
  );
  const credentials = await createAskedReading(request);
  await enterWithState(page, '/step-nine', credentials, asked);
  await expect(page.getByRole('listitem')).toHaveText(['Should I change jobs this year?']);
  await expect(page.getByRole('figure')).toHaveCount(0);

  reviews = [
    {
      id: 4,
      rating: 4,
      body: 'It named the doubt I had about my job.',
      display_name: 'Vera C.',
      subject: 'career',
      date: '2026-11-01',
    },
  ];
  await page.reload();
  const quote = page.getByRole('figure');
  await expect(quote).toContainText('It named the doubt I had about my job.');
  await expect(quote).toContainText('Vera C.');
  await expect(quote).toContainText('Verified client');
  await expect(quote.getByLabel('Rated 4 out of 5')).toBeVisible();
  await expect(quote).not.toContainText('Rome');
});
