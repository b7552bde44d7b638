import type { APIRequestContext, Page } from '@playwright/test';

export type TestReading = { id: number; token: string };

/** A reading made through the API, as the gender picker makes it; `country` fakes the CDN's country header. */
export async function createReading(request: APIRequestContext, country?: string): Promise<TestReading> {
  const response = await request.post('/api/readings', {
    data: { gender: 'female' },
    headers: country ? { 'cf-ipcountry': country } : {},
  });
  if (!response.ok()) throw new Error(`creating a reading failed: ${response.status()}`);
  const { id, token } = (await response.json()) as TestReading;
  return { id, token };
}

/** The stored reading, read back through the API with its token. */
export async function readReading(request: APIRequestContext, reading: TestReading): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/readings/${reading.id}`, {
    headers: { authorization: `Bearer ${reading.token}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Puts the reading in local storage, as the gender picker leaves it for the following pages. */
export async function rememberReading(page: Page, reading: TestReading): Promise<void> {
  await page.addInitScript(({ id, token }) => {
    window.localStorage.setItem('readingId', String(id));
    window.localStorage.setItem('readingToken', token);
  }, reading);
}

/**
 * Arrives at `path` as an in-app navigation with router state, as the previous funnel page would
 * send it (React Router keeps the state under `usr` and listens to popstate).
 */
export async function arriveWithState(page: Page, path: string, state: Record<string, unknown>): Promise<void> {
  await page.goto('/privacy-policy');
  await page.evaluate(
    ({ path: target, usr }) => {
      window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { path, usr: state },
  );
  await page.waitForURL((url) => url.pathname === path);
}

/** The router state the current page was reached with. */
export function routerState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => (window.history.state as { usr?: Record<string, unknown> } | null)?.usr ?? {});
}
