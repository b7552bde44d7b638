import { expectAccessible, signInToConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { E2E_OPERATOR_PASSWORD, E2E_SUPPORT } from './operator-accounts';

// Signed out, the console's session check is a 401 the browser logs; so are the refusals provoked here.
test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/status of (401|403|429)/] });

const NEW_PASSWORD = 'a changed e2e console password';

// This spec changes a shared account's password (and back), so playwright.config.ts runs it alone, after the rest.
test('an operator changes their password with the current one, which signs their other sessions out', async ({
  page,
  browser,
}) => {
  const elsewhere = await browser.newPage();
  await signInToConsole(elsewhere, E2E_SUPPORT);
  await signInToConsole(page, E2E_SUPPORT);
  await page.getByRole('link', { name: 'Passkeys' }).click();
  const form = page.getByRole('region', { name: 'Change your password' });

  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('That is not your current password.');

  await form.getByLabel('Current password').fill(E2E_OPERATOR_PASSWORD);
  await form.getByLabel('New password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed. Your other sessions are signed out.');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expectAccessible(page);

  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await elsewhere.close();

  // Back to the password every other spec signs in with.
  await form.getByLabel('Current password').fill(NEW_PASSWORD);
  await form.getByLabel('New password').fill(E2E_OPERATOR_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed. Your other sessions are signed out.');
});

test('after five wrong passwords the sign-in page says the lock leaves passkeys and sign-in links working', async ({
  page,
}) => {
  await page.goto('/admin/sign-in');
  // An address with no account locks exactly as one with an account would.
  await page.getByLabel('E-mail').fill(`nobody.${Date.now()}@e2e.example.com`);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Password').fill(`wrong guess ${attempt}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      attempt < 5
        ? 'That e-mail and password do not match an account.'
        : 'Too many wrong passwords. Try again in 15 minutes.',
    );
  }
  await expect(
    page.getByText(
      'The lock is only on passwords from here: signing in with a passkey, or with a one-time sign-in link, still works.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expectAccessible(page);
});
