import { expect, test } from './fixtures';
import { createReading, rememberReading } from './funnel-helpers';

test.use({ allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async ({ page, request }) => {
  await rememberReading(page, await createReading(request));
});

test('a failed listing shows the storage error with Try again, which recovers', async ({ page }) => {
  let failing = true;
  let calls = 0;
  await page.route('**/api/storage/pdf', async (route) => {
    calls += 1;
    if (failing)
      await route.fulfill({ status: 503, json: { error: 'storage_unavailable', message: 'Bucket offline' } });
    else await route.fallback();
  });
  await page.goto('/pdf-reader-pre-checkout');
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading PDF' });
  await expect(alert).toContainText('The document could not be loaded');
  await expect(alert).toContainText('Error accessing storage: Bucket offline');
  // Spec section 4: one retry before giving up.
  expect(calls).toBe(2);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('img', { name: 'Sample reading, page 1 of 5' })).toBeVisible();
});

test('an empty bucket and a bucket without page images say so', async ({ page }) => {
  let files: { name: string; url: string }[] = [];
  await page.route('**/api/storage/pdf', (route) => route.fulfill({ json: { files } }));
  await page.goto('/pdf-reader');
  await expect(page.getByRole('alert')).toContainText('No images found in storage');

  files = [{ name: 'readme.txt', url: '/media/pdf/readme.txt?v=1' }];
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toContainText('No page images found');
});

test('a page image that fails offers Try again, then points to the other pages', async ({ page }) => {
  let failures = 0;
  await page.route('**/media/pdf/1.png*', async (route) => {
    failures += 1;
    await route.fulfill({ status: 404, body: '' });
  });
  await page.goto('/pdf-reader');
  await expect(page.getByRole('alert')).toHaveText(/Unable to load image for page 1\./);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to display page 1. Please try another page.');
  expect(failures).toBe(2);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('img', { name: 'Sample reading, page 2 of 5' })).toBeVisible();
});

test('Try again loads a page image that failed once', async ({ page }) => {
  let first = true;
  await page.route('**/media/pdf/1.png*', async (route) => {
    if (first) {
      first = false;
      await route.fulfill({ status: 500, body: '' });
    } else {
      await route.fallback();
    }
  });
  await page.goto('/pdf-reader');
  await page.getByRole('button', { name: 'Try again' }).click();
  const image = page.getByRole('img', { name: 'Sample reading, page 1 of 5' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /1\.png\?v=\w+&retry=1$/);
});
