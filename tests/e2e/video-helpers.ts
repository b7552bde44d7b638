import type { Page } from '@playwright/test';

/**
 * An operator's bucket of real client videos, under the names the priority rules pick by (listing
 * order, by name). The shipped bucket holds only the brand clip (media/video-rev/default.mp4).
 */
export const OPERATOR_VIDEOS = ['career.mp4', 'default.mp4', 'health.mp4', 'man-40-plus.mp4', 'man.mp4', 'woman.mp4'];

const BRAND_CLIP = new URL('../../media/video-rev/default.mp4', import.meta.url).pathname;

/**
 * Gives the page that operator's bucket: the listing names the six videos and each plays the brand
 * clip. Register it before a test's own routes for the bucket, which then take precedence.
 */
export async function stockOperatorVideos(page: Page): Promise<void> {
  const files = OPERATOR_VIDEOS.map((name) => ({ name, url: `/media/video-rev/${name}?v=e2e` }));
  await page.route('**/api/storage/video-rev', (route) => route.fulfill({ json: { files } }));
  await page.route(/\/media\/video-rev\/[^/?]+\.mp4\?v=e2e$/, (route) =>
    route.fulfill({ path: BRAND_CLIP, contentType: 'video/mp4' }),
  );
}
