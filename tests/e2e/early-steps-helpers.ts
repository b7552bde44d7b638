import type { APIRequestContext, Page } from '@playwright/test';

import { expect } from './fixtures';

export type StoredAccess = { id: string; token: string };

/** The reading's id and token as the browser keeps them. */
export async function storedAccess(page: Page): Promise<StoredAccess> {
  const access = await page.evaluate(() => ({
    id: localStorage.getItem('readingId'),
    token: localStorage.getItem('readingToken'),
  }));
  expect(access.id, 'readingId in local storage').toMatch(/^\d+$/);
  expect(access.token, 'token in local storage').toBeTruthy();
  return { id: access.id ?? '', token: access.token ?? '' };
}

/** The stored reading, read through the API with its token. */
export async function readReading(request: APIRequestContext, access: StoredAccess): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/readings/${access.id}`, {
    headers: { authorization: `Bearer ${access.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The navigation state React Router keeps in the history entry. */
export async function navigationState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => (window.history.state as { usr: Record<string, unknown> }).usr);
}

/**
 * A reading created through the API and handed to the browser the way the home page does, so a
 * test can open a later step directly (with no navigation state, as after a typed URL).
 */
export async function startReadingAt(page: Page, request: APIRequestContext, path: string): Promise<StoredAccess> {
  const response = await request.post('/api/readings', { data: { gender: 'female' } });
  expect(response.status()).toBe(201);
  const { id, token } = (await response.json()) as { id: number; token: string };
  await page.goto('/');
  await page.evaluate(
    ([readingId, readingToken]) => {
      localStorage.setItem('readingId', readingId);
      localStorage.setItem('readingToken', readingToken);
    },
    [String(id), token] as const,
  );
  await page.goto(path);
  return { id: String(id), token };
}

/** The header's label ('3/14') and what a screen reader hears for it ('Step 3 of 14, 21%'). */
export async function progressLabel(page: Page, label: string): Promise<void> {
  const [step, total] = label.split('/');
  await expect(page.getByRole('banner').getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^Step ${step} of ${total},`),
  );
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
