import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { continueButton, readReading, startReadingAt } from './early-steps-helpers';
import { makeRequestGate } from './request-gate';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The field's error: an alert next to it, which the field is invalid for and described by. */
async function expectFieldError(page: Page, field: Locator, message: string): Promise<Locator> {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return alert;
}

test.describe('step one', () => {
  test('shows every name and e-mail message and enables Continue only when both are valid', async ({
    page,
    request,
  }) => {
    await startReadingAt(page, request, '/step-one');
    const name = page.getByLabel('Your first name');
    const email = page.getByLabel('Your email');
    await expect(continueButton(page)).toBeDisabled();
    await expect(page.getByText('Please fill in all required fields correctly.')).toBeVisible();
    await expect(page.getByText('Please enter your name')).toHaveCount(0);

    await name.fill('A');
    await expectFieldError(page, name, 'Name must be at least 2 characters');
    await expect(page.getByText('Please fill in all required fields correctly.')).toBeVisible();
    await name.fill('R2-D2');
    await expect(page.getByText('Please enter a valid name')).toBeVisible();
    await name.fill('   ');
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await name.fill('Zoë');
    await expect(page.getByText(/Please enter|Name must/)).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(continueButton(page)).toBeDisabled();

    await email.fill('zoe@example');
    await expectFieldError(page, email, 'Please enter a valid email address');
    await expect(page.getByText("Perfect! We'll send your astral reading to this email")).toHaveCount(0);
    await email.fill('zoe@example.com');
    await expect(page.getByText("Perfect! We'll send your astral reading to this email")).toBeVisible();
    await expect(page.getByText('Please fill in all required fields correctly.')).toHaveCount(0);
    await expect(continueButton(page)).toBeEnabled();

    await name.fill('Z');
    await expect(continueButton(page)).toBeDisabled();
    await expect(page.getByText('Please fill in all required fields correctly.')).toBeVisible();
  });

  test.describe('when the save fails', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('says so and stays, without keeping the e-mail', async ({ page, request }) => {
      await startReadingAt(page, request, '/step-one');
      await page.route('**/api/readings/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Down.' } })
          : route.continue(),
      );
      await page.getByLabel('Your first name').fill('Zoë');
      await page.getByLabel('Your email').fill('zoe@example.com');
      await continueButton(page).click();
      await expect(toast(page, 'Failed to save your information. Please try again.')).toBeVisible();
      await expect(page).toHaveURL(/\/step-one$/);
      await expect(continueButton(page)).toBeEnabled();
      expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBeNull();
    });
  });
});

test.describe('step two', () => {
  const dayOptions = (page: Page) => page.getByLabel('Day').locator('option:not([value=""])');

  test('offers 100 years back, days by month and leap year, and resets a day past the month end to 1', async ({
    page,
    request,
  }) => {
    await startReadingAt(page, request, '/step-two');
    const thisYear = new Date().getUTCFullYear();
    const years = page.getByLabel('Year').locator('option:not([value=""])');
    await expect(years).toHaveCount(101);
    await expect(years.first()).toHaveText(String(thisYear));
    await expect(years.last()).toHaveText(String(thisYear - 100));

    await page.getByLabel('Month').selectOption('April');
    await expect(dayOptions(page)).toHaveCount(30);
    await page.getByLabel('Month').selectOption('February');
    await page.getByLabel('Year').selectOption('2000');
    await expect(dayOptions(page)).toHaveCount(29);
    await page.getByLabel('Day').selectOption('29');
    await page.getByLabel('Year').selectOption('2001');
    await expect(dayOptions(page)).toHaveCount(28);
    await expect(page.getByLabel('Day')).toHaveValue('1');

    await page.getByLabel('Month').selectOption('January');
    await page.getByLabel('Day').selectOption('31');
    await page.getByLabel('Month').selectOption('June');
    await expect(page.getByLabel('Day')).toHaveValue('1');
  });

  test('says inline what is wrong with the date, clears it when fixed, and saves a leap day', async ({
    page,
    request,
  }) => {
    const access = await startReadingAt(page, request, '/step-two');
    await page.getByLabel('Month').selectOption('February');
    await continueButton(page).click();
    await expectFieldError(page, page.getByLabel('Year'), 'Please select a complete birth date.');
    await expect(page.getByLabel('Month')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/step-two$/);

    await page.getByLabel('Day').selectOption('29');
    await page.getByLabel('Year').selectOption(String(new Date().getFullYear() - 10));
    await expectFieldError(page, page.getByLabel('Year'), 'You must be at least 18 years old to receive a reading.');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step-two$/);
    expect(await readReading(request, access)).toMatchObject({ birth_date: null });

    await page.getByLabel('Month').selectOption('December');
    await page.getByLabel('Day').selectOption('31');
    await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear()));
    await expectFieldError(page, page.getByLabel('Day'), 'That date is in the future.');

    await page.getByLabel('Month').selectOption('February');
    await page.getByLabel('Year').selectOption('1996');
    await page.getByLabel('Day').selectOption('29');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Year')).not.toHaveAttribute('aria-invalid', 'true');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step-three$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await readReading(request, access)).toMatchObject({ birth_date: '1996-02-29' });
  });
});

test.describe('step two when the save fails', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('says so and stays', async ({ page, request }) => {
    await startReadingAt(page, request, '/step-two');
    await page.route('**/api/readings/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Down.' } })
        : route.continue(),
    );
    await page.getByLabel('Month').selectOption('July');
    await page.getByLabel('Day').selectOption('4');
    await page.getByLabel('Year').selectOption('1980');
    await continueButton(page).click();
    await expect(toast(page, 'Failed to save your birth date. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/step-two$/);
  });
});

test.describe('step four', () => {
  const combobox = (page: Page) => page.getByRole('combobox', { name: 'Birth city' });

  test('needs a city: the required-field message under the search', async ({ page, request }) => {
    await startReadingAt(page, request, '/step-four');
    await continueButton(page).click();
    const required = await expectFieldError(page, combobox(page), 'Please enter your birth city');
    await expect(required).toContainText('Required field');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await combobox(page).fill('Paris');
    // The suggestions open over the button: the visitor closes them without picking one.
    await expect(page.getByRole('option').first()).toBeVisible();
    await combobox(page).press('Escape');
    await continueButton(page).click();
    await expect(required).toContainText('pick it from the suggestions');
    await expect(page).toHaveURL(/\/step-four$/);
  });

  test('searches from 2 characters, once per 300 ms pause, with at most 5 suggestions', async ({ page, request }) => {
    await page.clock.install();
    await startReadingAt(page, request, '/step-four');
    const queries: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/cities') queries.push(url.searchParams.get('q') ?? '');
    });

    await combobox(page).fill('S');
    await page.clock.runFor(700);
    expect(queries).toEqual([]);
    await expect(page.getByRole('option')).toHaveCount(0);

    // Typed faster than the debounce: one search, for the whole word.
    await combobox(page).pressSequentially('an', { delay: 80 });
    await expect(page.getByRole('option')).toHaveCount(5);
    expect(queries).toEqual(['San']);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('choosing a city shows it; clicking it clears it and the search comes back', async ({ page, request }) => {
    const access = await startReadingAt(page, request, '/step-four');
    await combobox(page).pressSequentially('Manila');
    await page
      .getByRole('option', { name: /^Manila/ })
      .first()
      .click();
    const chosen = page.getByRole('button', { name: /^Manila, .*Philippines$/ });
    await expect(chosen).toBeVisible();
    await expect(combobox(page)).toHaveCount(0);

    await chosen.click();
    await expect(chosen).toHaveCount(0);
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue('');
    await continueButton(page).click();
    await expectFieldError(page, combobox(page), 'Please enter your birth city');

    // Keyboard: arrow down to the first suggestion, Enter to choose it.
    await combobox(page).pressSequentially('Tokyo');
    await expect(page.getByRole('option', { name: /^Tokyo/ }).first()).toBeVisible();
    await combobox(page).press('ArrowDown');
    await combobox(page).press('Enter');
    await expect(page.getByRole('button', { name: /^Tokyo, .*Japan$/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/ascendant-choice-step-five$/);
    expect(await readReading(request, access)).toMatchObject({
      birth_city_name: 'Tokyo',
      birth_city_country: 'Japan',
      birth_city_timezone: 'Asia/Tokyo',
    });
  });

  test.describe('when the search or the save fails', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a failed search shows the Error toast', async ({ page, request }) => {
      await startReadingAt(page, request, '/step-four');
      await page.route('**/api/cities?*', (route) =>
        route.fulfill({ status: 500, json: { error: 'internal', message: 'Down.' } }),
      );
      await combobox(page).pressSequentially('Rome');
      const failed = toast(page, 'Error while searching for cities');
      await expect(failed).toBeVisible({ timeout: 8_000 });
      await expect(failed).toContainText('Error');
    });

    test('a failed save says so and stays on the page', async ({ page, request }) => {
      await startReadingAt(page, request, '/step-four');
      await combobox(page).pressSequentially('Rome');
      await page.getByRole('option', { name: /^Rome\s*Lazio, Italy$/ }).click();
      await page.route('**/api/readings/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Down.' } })
          : route.continue(),
      );
      await continueButton(page).click();
      await expect(toast(page, 'Failed to save your birth city. Please try again.')).toBeVisible();
      await expect(page).toHaveURL(/\/step-four$/);
    });
  });
});

test.describe('step three', () => {
  test('disables Continue and the skip link while the time is being saved', async ({ page, request }) => {
    const access = await startReadingAt(page, request, '/step-three');
    const gate = makeRequestGate();
    await page.route('**/api/readings/*', async (route) => {
      if (route.request().method() === 'PATCH') await gate.passed;
      await route.continue();
    });
    await page.getByLabel('Minutes').selectOption('00');
    await page.getByLabel('Hour').selectOption('12');
    await continueButton(page).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: "I don't remember (it's ok)" })).toBeDisabled();
    gate.open();
    await expect(page).toHaveURL(/\/step-four$/);
    expect(await readReading(request, access)).toMatchObject({ birth_time: '12:00 PM' });
  });

  test.describe('when the save fails', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('the skip link says so and stays', async ({ page, request }) => {
      await startReadingAt(page, request, '/step-three');
      await page.route('**/api/readings/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Down.' } })
          : route.continue(),
      );
      await page.getByRole('button', { name: "I don't remember (it's ok)" }).click();
      await expect(toast(page, 'Failed to save your birth time. Please try again.')).toBeVisible();
      await expect(page).toHaveURL(/\/step-three$/);
    });
  });
});
