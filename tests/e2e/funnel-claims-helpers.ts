import type { Page } from '@playwright/test';

import type { FunnelClaims } from '../../src/domain/funnel-claims';

/**
 * The browser is told another funnel-claims mode than the server's (truthful, config/site.json):
 * the simulated widgets are the browser's own, so the specification's behaviour is shown this way.
 */
export async function showFunnelClaims(page: Page, mode: FunnelClaims): Promise<void> {
  await page.route('**/api/public-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), funnelClaims: mode } });
  });
}
