import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { arriveWithState, createReading, readReading, rememberReading, routerState } from './funnel-helpers';
import { stockOperatorVideos } from './video-helpers';

const video = (page: Page) => page.getByTestId('testimonial-video');

test('the shipped bucket holds the brand clip alone: every visitor sees it, with no arrows', async ({
  page,
  request,
}) => {
  const listing = await request.get('/api/storage/video-rev');
  expect(((await listing.json()) as { files: { name: string }[] }).files.map((file) => file.name)).toEqual([
    'default.mp4',
  ]);
  for (const state of [{}, { gender: 'female', subject: 'love' }, { gender: 'male', subject: 'money' }]) {
    await arriveWithState(page, '/video-rev', state);
    await expect(video(page), JSON.stringify(state)).toHaveAttribute('src', /\/media\/video-rev\/default\.mp4\?v=/);
    await expect(page.getByRole('button', { name: 'Next video' })).toHaveCount(0);
  }
  // The clip itself: portrait 9:16, a few seconds long.
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  const clip = await video(page).evaluate((element: HTMLVideoElement) => ({
    width: element.videoWidth,
    height: element.videoHeight,
    duration: element.duration,
  }));
  expect(clip).toMatchObject({ width: 360, height: 640 });
  expect(clip.duration).toBeGreaterThan(5);
  expect(clip.duration).toBeLessThan(10);
});

test('"Tap for sound" is offered only on a video that has sound: never on the silent brand clip', async ({ page }) => {
  await page.goto('/video-rev');
  // Played for a while, long enough for the browser to have found any sound.
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1);
  await expect(page.getByText('Tap for sound')).toHaveCount(0);

  const withSound = new URL('./media/with-sound.webm', import.meta.url).pathname;
  await page.route('**/api/storage/video-rev', (route) =>
    route.fulfill({ json: { files: [{ name: 'default.webm', url: '/media/video-rev/default.webm?v=e2e' }] } }),
  );
  await page.route(/\/media\/video-rev\/default\.webm\?v=e2e$/, (route) =>
    route.fulfill({ path: withSound, contentType: 'video/webm' }),
  );
  await page.reload();
  await expect(page.getByText('Tap for sound')).toBeVisible();
  await page.getByRole('button', { name: 'Unmute video' }).click();
  await expect(page.getByText('Tap for sound')).toHaveCount(0);
});

test('a woman asking about love sees her video first; arrows move within bounds', async ({ page }) => {
  await stockOperatorVideos(page);
  await page.clock.install();
  await page.goto('/privacy-policy');
  // Measured in the page's (fake) time, from the navigation to the video's arrival in the document.
  const revealedAfter = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="testimonial-video"]')) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(document.body, { childList: true, subtree: true });
        window.history.pushState(
          { usr: { gender: 'female', subject: 'love', birthDate: '1990-04-02' }, key: 'e2e', idx: 1 },
          '',
          '/video-rev',
        );
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }),
  );
  await page.clock.runFor(500);
  expect(await revealedAfter).toBeGreaterThanOrEqual(500);
  await expect(
    page.getByRole('heading', { level: 1, name: "Listen to the voices of those who've already begun their journey" }),
  ).toBeVisible();
  await expect(video(page)).toHaveAttribute('src', /\/media\/video-rev\/woman\.mp4\?v=/);
  await expect(page.getByRole('banner').getByText('-/14', { exact: true })).toBeVisible();

  const previous = page.getByRole('button', { name: 'Previous video' });
  const next = page.getByRole('button', { name: 'Next video' });
  await expect(previous).toBeDisabled();
  await expect(page.getByText('Video 1 of 6')).toBeVisible();
  await next.click();
  // Then the bucket's order by name, without the one moved forward.
  await expect(video(page)).toHaveAttribute('src', /career\.mp4/);
  for (let n = 3; n <= 6; n += 1) await next.click();
  await expect(page.getByText('Video 6 of 6')).toBeVisible();
  await expect(video(page)).toHaveAttribute('src', /man\.mp4/);
  await expect(next).toBeDisabled();
});

test('the priority rules pick by subject, gender and age', async ({ page }) => {
  await stockOperatorVideos(page);
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ gender: 'female', subject: 'money' }, /career\.mp4/],
    [{ gender: 'male', subject: 'health' }, /health\.mp4/],
    [{ gender: 'male', subject: 'family', birthDate: '1960-01-01' }, /man-40-plus\.mp4/],
    [{ gender: 'male', selectedSubject: 'friends', birthDate: '2000-01-01' }, /\/man\.mp4/],
    [{ gender: 'non-binary', subject: 'love' }, /career\.mp4/],
  ];
  for (const [state, expected] of cases) {
    await arriveWithState(page, '/video-rev', state);
    await expect(video(page), JSON.stringify(state)).toHaveAttribute('src', expected);
  }
});

test('the video autoplays muted and looping; the first tap unmutes, the next ones toggle play', async ({ page }) => {
  await page.goto('/video-rev');
  const frame = video(page);
  await expect(frame).toHaveJSProperty('muted', true);
  await expect(frame).toHaveJSProperty('loop', true);
  await expect(frame).toHaveJSProperty('autoplay', true);
  await expect(frame).toHaveJSProperty('paused', false);

  await page.getByRole('button', { name: 'Unmute video' }).click();
  await expect(frame).toHaveJSProperty('muted', false);
  await expect(frame).toHaveJSProperty('paused', false);
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect(frame).toHaveJSProperty('paused', true);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect(frame).toHaveJSProperty('paused', false);
});

test('the page styles the body, blocks touch scrolling in the frame, and cleans up when left', async ({ page }) => {
  await page.goto('/video-rev');
  await expect(page.locator('body')).toHaveClass(/video-rev-page/);
  const blocked = await page.getByRole('button', { name: 'Unmute video' }).evaluate((element) => {
    const event = new TouchEvent('touchmove', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(blocked).toBe(true);
  await page.getByRole('link', { name: 'Need more proof? View all testimonials →' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.locator('body')).not.toHaveClass(/video-rev-page/);
});

test('links carry the visitor on; Continue goes to step ten flagged fromVideoRev and the visit is recorded', async ({
  page,
  request,
}) => {
  const reading = await createReading(request);
  await rememberReading(page, reading);
  await arriveWithState(page, '/video-rev', { readingId: reading.id, name: 'Ada', subject: 'love', gender: 'female' });
  await page.getByRole('link', { name: 'Want to see an example of the reading? View PDF Sample →' }).click();
  await expect(page).toHaveURL(/\/pdf-reader$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id, name: 'Ada' });

  await arriveWithState(page, '/video-rev', { readingId: reading.id, name: 'Ada' });
  await page.getByRole('link', { name: 'Need more proof? View all testimonials →' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id, name: 'Ada' });

  await arriveWithState(page, '/video-rev', { readingId: reading.id, name: 'Ada' });
  await page.getByRole('button', { name: 'Continue to Choose Your Delivery Option ✨' }).click();
  await expect(page).toHaveURL(/\/step-ten$/);
  expect(await routerState(page)).toMatchObject({ readingId: reading.id, name: 'Ada', fromVideoRev: true });
  await expect.poll(async () => (await readReading(request, reading)).video_rev_visited).toBe(true);
});

test('without state, the order comes from the stored reading', async ({ page, request }) => {
  const reading = await createReading(request);
  const patch = await request.patch(`/api/readings/${reading.id}`, {
    headers: { authorization: `Bearer ${reading.token}` },
    data: { selected_subject: 'health' },
  });
  expect(patch.ok()).toBe(true);
  await rememberReading(page, reading);
  await stockOperatorVideos(page);
  await page.goto('/video-rev');
  await expect(video(page)).toHaveAttribute('src', /health\.mp4/);
});
