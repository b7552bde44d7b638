import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

import { expect } from './fixtures';
import { E2E_OPERATOR_PASSWORD } from './operator-accounts';

/** Messages the SMTP sink received for this address, parsed, oldest first. */
export async function mailsTo(address: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(outbox, file)))));
  return parsed.filter(
    (mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address),
  );
}

/** Signs an operator in with the e2e password, from a signed-out visit to /admin. */
export async function signInToConsole(page: Page, email: string) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

/** No axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
