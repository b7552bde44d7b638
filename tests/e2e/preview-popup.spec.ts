import { expect, test } from './fixtures';
import { arriveWithState, createReading, rememberReading } from './funnel-helpers';
import { holdClock } from './page-timeline';

const fromStepNine = (readingId: number) => ({
  readingId,
  gender: 'female',
  name: 'Ada',
  subject: 'love',
  questions: ['Will I find love this year?'],
});

// The popup waits until the visitor has seen the preview's first page (6 s on it, or paging on), then 300 ms.
test('arriving from step nine opens the limited offer once per reading', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await page.clock.install();
  await arriveWithState(page, '/pdf-reader-pre-checkout', fromStepNine(reading.id));
  await expect(page.getByRole('img', { name: /Sample reading, page 1/ })).toBeVisible();
  await page.clock.runFor(6_500);
  const dialog = page.getByRole('dialog', { name: 'Your full reading is one step away' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`popup_shown_${id}`), reading.id)).toBe('true');
  await dialog.getByRole('button', { name: 'Keep reading the preview' }).click();
  await expect(dialog).toBeHidden();

  // The same reading arriving again: no second popup.
  await arriveWithState(page, '/pdf-reader-pre-checkout', fromStepNine(reading.id));
  await expect(page.getByRole('img', { name: /Sample reading, page 1/ })).toBeVisible();
  await page.clock.runFor(8_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the popup waits for the first page to be seen, and its button goes on to step ten', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await page.clock.install();
  await arriveWithState(page, '/pdf-reader-pre-checkout', fromStepNine(reading.id));
  await expect(page.getByRole('img', { name: /Sample reading, page 1/ })).toBeVisible();
  // Held as the page shows, then 5 s on: short of the 6 s that would open the popup by itself.
  await holdClock(page);
  await page.clock.runFor(4_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Paging on counts as having seen the first page: the popup follows 300 ms later, not before.
  await page.getByRole('button', { name: 'Next page' }).click();
  // The clock moves only once page 2 is on screen: the popup's delay counts from there.
  await expect(page.getByRole('img', { name: /Sample reading, page 2/ })).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(page.getByRole('dialog', { name: 'Your full reading is one step away' })).toBeVisible();
  await page.getByRole('button', { name: 'See delivery options' }).click();
  await expect(page).toHaveURL(/\/step-ten$/);
});

test('no popup when the page is opened directly or on the plain reader', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await page.clock.install();
  await page.goto('/pdf-reader-pre-checkout');
  await expect(page.getByRole('img', { name: /Sample reading, page 1/ })).toBeVisible();
  await page.clock.runFor(8_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await arriveWithState(page, '/pdf-reader', fromStepNine(reading.id));
  await page.clock.runFor(8_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate((id) => localStorage.getItem(`popup_shown_${id}`), reading.id)).toBeNull();
});
