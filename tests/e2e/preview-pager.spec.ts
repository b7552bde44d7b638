import { expect, test } from './fixtures';
import { arriveWithState, createReading, readReading, rememberReading, routerState } from './funnel-helpers';

const pageImage = (n: number, of = 5) => `Sample reading, page ${n} of ${of}`;

test('the pager shows the PNG pages in order, preloads the next and records the visit', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  const preloaded = page.waitForRequest((req) => /\/media\/pdf\/2\.png\?v=/.test(req.url()));
  await page.goto('/pdf-reader-pre-checkout');

  const first = page.getByRole('img', { name: pageImage(1) });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('src', /\/media\/pdf\/1\.png\?v=\w+$/);
  // Visible is not loaded: the image's size is known once its bytes have arrived.
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await preloaded;
  await expect(page.getByRole('banner').getByText('12/14', { exact: true })).toBeVisible();

  const previous = page.getByRole('button', { name: 'Previous page' });
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(previous).toBeDisabled();
  for (let n = 2; n <= 5; n += 1) {
    await next.click();
    await expect(page.getByRole('img', { name: pageImage(n) })).toBeVisible();
    await expect(page.getByText(`Page ${n} of 5`)).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(page.getByRole('img', { name: pageImage(4) })).toBeVisible();

  await expect.poll(async () => (await readReading(request, reading)).pdf_reader_visited).toBe(true);
});

test('pages sort numerically and only PNG files count', async ({ page, request }) => {
  await rememberReading(page, await createReading(request));
  const files = ['10.png', '2.png', 'notes.txt', '1.png'].map((name) => ({
    name,
    url: `/media/pdf/${name === '10.png' ? '3.png' : name}?v=t`,
  }));
  await page.route('**/api/storage/pdf', (route) => route.fulfill({ json: { files } }));
  await page.goto('/pdf-reader');
  await expect(page.getByRole('img', { name: pageImage(1, 3) })).toHaveAttribute('src', '/media/pdf/1.png?v=t');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('img', { name: pageImage(2, 3) })).toHaveAttribute('src', '/media/pdf/2.png?v=t');
  await page.getByRole('button', { name: 'Next page' }).click();
  // 10.png (served here by 3.png) comes last, not between 1 and 2.
  await expect(page.getByRole('img', { name: pageImage(3, 3) })).toHaveAttribute('src', '/media/pdf/3.png?v=t');
});

test('the main button goes to step ten with the pre-checkout state', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await page.goto('/pdf-reader-pre-checkout');
  await page.getByRole('button', { name: 'Continue to Your Full Reading' }).click();
  await expect(page).toHaveURL(/\/step-ten$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id, fromPdfReader: true, from: 'step-nine' });
});

test('a reading from the Philippines goes to the Philippines step ten, from both preview pages', async ({
  page,
  request,
}) => {
  const reading = await createReading(request, 'PH');
  expect((await readReading(request, reading)).country_code).toBe('PH');
  await rememberReading(page, reading);
  await page.goto('/pdf-reader-pre-checkout');
  await page.getByRole('button', { name: 'Continue to Your Full Reading' }).click();
  await expect(page).toHaveURL(/\/step-ten-philippines$/);

  await page.goto('/pdf-reader');
  await expect(page.getByRole('banner').getByText('10.5/14', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Your Full Reading' }).click();
  await expect(page).toHaveURL(/\/step-ten-philippines$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id, fromPdfReader: true });
});

test('the links lead to the video reviews and to the written reviews', async ({ page, request }) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await arriveWithState(page, '/pdf-reader-pre-checkout', { readingId: reading.id, fromVideoRev: true });
  await page.getByRole('link', { name: 'Not sure yet? Check out our reviews' }).click();
  await expect(page).toHaveURL(/\/video-rev$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id });

  await page.goto('/pdf-reader');
  await page.getByRole('link', { name: 'Read what our clients say' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
});

test('without a reading the preview says so and goes home after 2 s', async ({ page }) => {
  await page.goto('/pdf-reader');
  await expect(page.getByText('Missing information. Redirecting to home page.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 4000 });
});
