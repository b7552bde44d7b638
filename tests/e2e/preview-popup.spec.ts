import { expect, test } from './fixtures';
import { arriveWithState, createReading, rememberReading } from './funnel-helpers';

const fromStepNine = (readingId: number) => ({
  readingId,
  gender: 'female',
  name: 'Ada',
  subject: 'love',
  questions: ['Will I find love this year?'],
});

test('arriving from step nine opens the limited offer once per reading', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await arriveWithState(page, '/pdf-reader-pre-checkout', fromStepNine(reading.id));
  const dialog = page.getByRole('dialog', { name: 'Your full reading is one step away' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`popup_shown_${id}`), reading.id)).toBe('true');
  await dialog.getByRole('button', { name: 'Keep reading the preview' }).click();
  await expect(dialog).toBeHidden();

  // The same reading arriving again: no second popup.
  await arriveWithState(page, '/pdf-reader-pre-checkout', fromStepNine(reading.id));
  await expect(page.getByRole('img', { name: /Sample reading, page 1/ })).toBeVisible();
  await page.waitForTimeout(600);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the popup waits 300 ms and its button goes on to step ten', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await page.goto('/privacy-policy');
  const shownAfter = await page.evaluate(async (usr) => {
    const start = performance.now();
    window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', '/pdf-reader-pre-checkout');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    while (!document.querySelector('[role="dialog"]')) await new Promise((resolve) => setTimeout(resolve, 10));
    return performance.now() - start;
  }, fromStepNine(reading.id));
  expect(shownAfter).toBeGreaterThanOrEqual(300);
  await page.getByRole('button', { name: 'See delivery options' }).click();
  await expect(page).toHaveURL(/\/step-ten$/);
});

test('no popup when the page is opened directly or on the plain reader', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await page.goto('/pdf-reader-pre-checkout');
  await expect(page.getByRole('img', { name: /Sample reading, page 1/ })).toBeVisible();
  await page.waitForTimeout(600);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await arriveWithState(page, '/pdf-reader', fromStepNine(reading.id));
  await page.waitForTimeout(600);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate((id) => localStorage.getItem(`popup_shown_${id}`), reading.id)).toBeNull();
});
