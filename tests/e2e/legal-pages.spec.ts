import AxeBuilder from '@axe-core/playwright';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** The day the text last changed, written out and machine-readable. */
async function expectLastUpdated(page: Page) {
  await expect(page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, 20\d\d$/)).toBeVisible();
  await expect(page.locator('time')).toHaveAttribute('datetime', /^20\d\d-\d\d-\d\d$/);
}

test('the privacy policy covers the spec sections and the operator contact', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectLastUpdated(page);
  const headings = [
    'Information we collect',
    'How we use your information',
    'How we share your information',
    'Your choices',
    'Security',
    'Children under 18',
    'Changes to this policy',
    'Contact us',
  ];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    headings.map((heading, index) => `${index + 1}. ${heading}`),
  );
  await expect(page.getByText(/birth date, birth time/)).toBeVisible();
  await expect(page.getByText(/Payment processors/)).toBeVisible();
  await expect(page.getByText(/only if you accept in our cookie banner/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@astral-reading.example' })).toHaveAttribute(
    'href',
    'mailto:support@astral-reading.example',
  );
  await expect(page.getByRole('main').getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute(
    'href',
    'tel:+15550100199',
  );
});

test('the terms cover age, entertainment only, refunds and California law', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expectLastUpdated(page);
  for (const heading of [
    'Eligibility: 18 and over',
    'Readings are for entertainment only',
    'Orders, payments and refunds',
    'Limitation of liability',
    'Indemnification',
    'Governing law',
    'Entire agreement',
    'Contact us',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
  }
  await expect(page.getByText(/laws of the State of California/)).toBeVisible();
  await expect(page.getByText(/for entertainment purposes only/)).toBeVisible();
});

test('the legal pages and the reviews have no detectable accessibility violations', async ({ page }) => {
  for (const path of ['/privacy-policy', '/terms-conditions', '/reviews']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
