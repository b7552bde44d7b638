import type { Page } from '@playwright/test';

import { expectAccessible } from './console-helpers';
import { expect, test } from './fixtures';
import { E2E_OPERATOR_PASSWORD, E2E_OWNER } from './operator-accounts';

// Signed out, the console's session check is a 401 the browser logs; so is the refused passkey.
test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/status of 401/] });

// A passkey's site must be a name, never an IP address: the console is opened at localhost, which
// is also the e2e server's PUBLIC_BASE_URL (playwright.config.ts leaves it at its default).
const CONSOLE = `http://localhost:${process.env.E2E_PORT ?? 4321}/admin`;

/** Chromium's virtual authenticator: a platform authenticator that keeps discoverable passkeys and verifies the user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
}

test('an owner adds a passkey, signs in with it alone, removes it, and is then refused plainly', async ({ page }) => {
  const credentials = await addVirtualAuthenticator(page);
  await page.goto(`${CONSOLE}/sign-in`);
  await page.getByLabel('E-mail').fill(E2E_OWNER);
  await page.getByLabel('Password').fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  // No name: refused before the device is asked.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name the passkey, like "work laptop".');
  expect(await credentials()).toHaveLength(0);

  await page.getByLabel('Name for this passkey').fill('e2e laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Passkey "e2e laptop" added. It signs you in on this device from now on.',
  );
  const passkeys = page.getByRole('table', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('row', { name: /e2e laptop .* Never/ })).toBeVisible();
  expect(await credentials()).toHaveLength(1);
  await expectAccessible(page);

  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText(`${E2E_OWNER} (owner)`)).toBeVisible();

  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(passkeys.getByRole('row', { name: /e2e laptop/ })).not.toContainText('Never');
  await passkeys.getByRole('button', { name: 'Remove e2e laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove "e2e laptop"?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(passkeys.getByRole('row', { name: /e2e laptop/ })).toBeVisible();
  await passkeys.getByRole('button', { name: 'Remove e2e laptop' }).click();
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey "e2e laptop" removed.');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds the passkey; the console no longer knows it.
  await signOut(page);
  expect(await credentials()).toHaveLength(1);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This passkey is not registered for the console (it may have been removed). Sign in with your password or a one-time link.',
  );
  await expect(page).toHaveURL(`${CONSOLE}/sign-in`);
});
