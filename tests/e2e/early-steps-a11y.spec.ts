import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { startReadingAt } from './early-steps-helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// One test per page: an axe scan takes seconds, and each page's scan stands alone.
test('axe finds no serious or critical violations on /social-proof', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [path, ready] of [
  ['/tarot-vs-astrology', 'Tarot or astrology: which one truly speaks about you?'],
  ['/step-one', 'Who is the reading for?'],
  ['/step-two', 'When were you born?'],
  ['/step-three', 'What time were you born?'],
] as const) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page, request }) => {
    await startReadingAt(page, request, path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    if (path === '/step-one') await page.getByLabel('Your first name').fill('A');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violations on /step-four with suggestions open', async ({ page, request }) => {
  await startReadingAt(page, request, '/step-four');
  await page.getByRole('combobox', { name: 'Birth city' }).pressSequentially('Lon');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
