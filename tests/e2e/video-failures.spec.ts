import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { arriveWithState } from './funnel-helpers';
import { stockOperatorVideos } from './video-helpers';

test.use({ allowedConsoleErrors: [/Failed to load resource/] });

const video = (page: Page) => page.getByTestId('testimonial-video');

test('a failing listing shows a toast, retries once after 2 s, then plays the fallback video', async ({ page }) => {
  const calls: number[] = [];
  await page.route('**/api/storage/video-rev', async (route) => {
    calls.push(Date.now());
    await route.fulfill({ status: 500, json: { error: 'storage_failed', message: 'down' } });
  });
  await page.goto('/video-rev');
  await expect(page.getByText("Having trouble loading a video. We'll try again.")).toBeVisible();
  await expect(video(page)).toHaveAttribute('src', '/media/video-rev/default.mp4', { timeout: 6000 });
  expect(calls).toHaveLength(2);
  expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(1900);
  await expect(page.getByRole('button', { name: 'Next video' })).toHaveCount(0);
});

test('a listing that recovers on the retry shows the videos', async ({ page }) => {
  await stockOperatorVideos(page);
  let calls = 0;
  await page.route('**/api/storage/video-rev', async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 503, json: { error: 'busy', message: 'busy' } });
    else await route.fallback();
  });
  await page.goto('/video-rev');
  await expect(page.getByText("Having trouble loading a video. We'll try again.")).toBeVisible();
  await expect(page.getByText('Video 1 of 6')).toBeVisible({ timeout: 6000 });
});

test('an empty bucket plays the fallback video, with no arrows', async ({ page }) => {
  await page.route('**/api/storage/video-rev', (route) => route.fulfill({ json: { files: [] } }));
  await page.goto('/video-rev');
  await expect(video(page)).toHaveAttribute('src', '/media/video-rev/default.mp4');
  await expect(page.getByRole('button', { name: 'Previous video' })).toHaveCount(0);
});

test('a video that fails skips to the next, the last one back to the first', async ({ page }) => {
  await stockOperatorVideos(page);
  await page.route('**/media/video-rev/woman.mp4*', (route) => route.fulfill({ status: 404, body: '' }));
  await arriveWithState(page, '/video-rev', { gender: 'female', subject: 'love' });
  // woman.mp4 comes first for her, fails, and the next one plays.
  await expect(video(page)).toHaveAttribute('src', /career\.mp4/);
  await expect(page.getByText('Video 2 of 6')).toBeVisible();

  // In the default order woman.mp4 is the last one: when it fails, the first plays.
  await arriveWithState(page, '/video-rev', {});
  for (let n = 2; n <= 5; n += 1) await page.getByRole('button', { name: 'Next video' }).click();
  await expect(page.getByText('Video 5 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next video' }).click();
  await expect(page.getByText('Video 1 of 6')).toBeVisible();
  await expect(video(page)).toHaveAttribute('src', /career\.mp4/);
});

test('when every video fails, the fallback plays, and if it fails too the page says so', async ({ page }) => {
  const files = ['a.mp4', 'b.webm'].map((name) => ({ name, url: `/media/video-rev/${name}?v=1` }));
  await page.route('**/api/storage/video-rev', (route) => route.fulfill({ json: { files } }));
  await page.route(/\/media\/video-rev\/(a\.mp4|b\.webm)/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/video-rev');
  await expect(video(page)).toHaveAttribute('src', '/media/video-rev/default.mp4');

  await page.route('**/media/video-rev/default.mp4', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load any video' })).toBeVisible();
});
