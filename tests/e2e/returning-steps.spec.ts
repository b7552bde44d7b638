import { BIRTH_STATE, createReading, enterWithState } from './chart-steps-support';
import { continueButton, readReading, startReadingAt } from './early-steps-helpers';
import { expect, test } from './fixtures';

const ROME = 'Rome, Lazio, Italy';

test('a visitor who comes Back sees their own birth time and city, not the defaults', async ({ page, request }) => {
  const access = await startReadingAt(page, request, '/step-three');
  // A first visit starts at the spec's default.
  await expect(page.getByLabel('Hour')).toHaveValue('3');
  await expect(page.getByLabel('Minutes')).toHaveValue('18');
  await expect(page.getByLabel('AM/PM')).toHaveValue('PM');
  await page.getByLabel('Hour').selectOption('2');
  await page.getByLabel('Minutes').selectOption('30');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-four$/);
  await page.getByRole('combobox', { name: 'Birth city' }).pressSequentially('Rome');
  await page.getByRole('option', { name: /^Rome\s*Lazio, Italy$/ }).click();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/ascendant-choice-step-five$/);
  expect(await readReading(request, access)).toMatchObject({ birth_time: '2:30 PM', birth_city_name: 'Rome' });

  // The header's Back, then the browser's.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/step-four$/);
  await expect(page.getByRole('button', { name: ROME })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/step-three$/);
  await expect(page.getByLabel('Hour')).toHaveValue('2');
  await expect(page.getByLabel('Minutes')).toHaveValue('30');
  await expect(page.getByLabel('AM/PM')).toHaveValue('PM');

  // Going on again opens step four anew: the city comes from the stored reading.
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step-four$/);
  await expect(page.getByRole('button', { name: ROME })).toBeVisible();

  // Opened by its address, with no navigation state at all: the stored time.
  await page.goto('/step-three');
  await expect(page.getByLabel('Hour')).toHaveValue('2');
  await expect(page.getByLabel('Minutes')).toHaveValue('30');
});

test('name, e-mail and birth date show again after Back', async ({ page, request }) => {
  await startReadingAt(page, request, '/step-one');
  await page.getByLabel('Your first name').fill('Noor');
  await page.getByLabel('Your email').fill('noor@example.com');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step-two$/);
  await page.getByLabel('Month').selectOption('March');
  await page.getByLabel('Day').selectOption('21');
  await page.getByLabel('Year').selectOption('1990');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step-three$/);

  await page.goBack();
  await expect(page.getByLabel('Month')).toHaveValue('3');
  await expect(page.getByLabel('Day')).toHaveValue('21');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await page.goBack();
  await expect(page.getByLabel('Your first name')).toHaveValue('Noor');
  await expect(page.getByLabel('Your email')).toHaveValue('noor@example.com');
});

test('the subject and questions show again after Back from step nine', async ({ page, request }) => {
  const credentials = await createReading(request);
  await enterWithState(page, '/step-eight', credentials, { ...BIRTH_STATE, zodiacSign: 'Gemini', ascendant: 'Libra' });
  await page.getByRole('radio', { name: 'Career' }).check();
  await page.getByLabel('Your question').fill('Should I change jobs this year?');
  await page.getByLabel('Additional information (optional)').fill('I work in a lab.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-nine$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/step-eight$/);
  await expect(page.getByRole('radio', { name: 'Career' })).toBeChecked();
  await expect(page.getByLabel('Your question')).toHaveValue('Should I change jobs this year?');
  await expect(page.getByLabel('Additional information (optional)')).toHaveValue('I work in a lab.');
});

test('the chart summary shows the birth time it was cast for, and leads back to change it', async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  await enterWithState(page, '/step-six', credentials, {
    ...BIRTH_STATE,
    ascendant: 'Libra',
    zodiacSign: 'Gemini',
    calculatedAscendant: true,
    manuallySelected: false,
  });
  const details = page.getByRole('heading', { name: 'Your birth details' }).locator('..');
  await expect(details).toContainText(/Date\s*June 15, 1990/);
  await expect(details).toContainText(/Time\s*2:30 PM/);
  await expect(details).toContainText(/Place\s*Rome, Lazio, Italy/);
  await details.getByRole('button', { name: 'Change birth time' }).click();

  await expect(page).toHaveURL(/\/step-three$/);
  await expect(page.getByLabel('Hour')).toHaveValue('2');
  await expect(page.getByLabel('Minutes')).toHaveValue('30');
  await expect(page.getByLabel('AM/PM')).toHaveValue('PM');
});
