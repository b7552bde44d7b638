import { expect, test } from './fixtures';
import { continueButton, navigationState, progressLabel, readReading, storedAccess } from './early-steps-helpers';

const PERSONA = 'Madame Selene';
const DISCOVER = 'Click here: Discover Your Destiny NOW!';

test('a visitor walks from the identity choice through step four, and every answer reaches the reading', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Male', exact: true }).click();

  await expect(page).toHaveURL(/\/social-proof$/);
  await progressLabel(page, '1/14');
  await expect(
    page.getByRole('heading', { level: 1, name: `+130,000 people already ask ${PERSONA} about their future` }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await continueButton(page).click();

  // Not from /love: the tarot page comes next, with the call to action three times.
  await expect(page).toHaveURL(/\/tarot-vs-astrology$/);
  await progressLabel(page, '2/14');
  await expect(page.getByRole('button', { name: DISCOVER })).toHaveCount(3);
  await page.getByRole('button', { name: DISCOVER }).nth(2).click();

  await expect(page).toHaveURL(/\/step-one$/);
  await progressLabel(page, '3/14');
  await page.getByLabel('Your first name').fill("  Anne-Marie O'Neil ");
  await page.getByLabel('Your email').fill('anne@example.com');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-two$/);
  await progressLabel(page, '4/14');
  const access = await storedAccess(page);
  expect(await readReading(request, access)).toMatchObject({
    name: "Anne-Marie O'Neil",
    email: 'anne@example.com',
    gender: 'male',
  });
  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe('anne@example.com');
  expect(await navigationState(page)).toMatchObject({
    gender: 'male',
    name: "Anne-Marie O'Neil",
    email: 'anne@example.com',
    sourcePage: '/',
  });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Anne-Marie O'Neil, when were you born?");
  await page.getByLabel('Month').selectOption('March');
  await page.getByLabel('Day').selectOption('21');
  await page.getByLabel('Year').selectOption('1990');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-three$/);
  await progressLabel(page, '5/14');
  expect(await readReading(request, access)).toMatchObject({ birth_date: '1990-03-21' });
  await expect(page.getByLabel('Hour')).toHaveValue('3');
  await expect(page.getByLabel('Minutes')).toHaveValue('18');
  await expect(page.getByLabel('AM/PM')).toHaveValue('PM');
  await page.getByLabel('Hour').selectOption('7');
  await page.getByLabel('Minutes').selectOption('05');
  await page.getByLabel('AM/PM').selectOption('AM');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-four$/);
  await progressLabel(page, '6/14');
  expect(await readReading(request, access)).toMatchObject({ birth_time: '7:05 AM' });
  expect(await navigationState(page)).toMatchObject({
    birthDate: '1990-03-21',
    birthTime: '7:05 AM',
    timeUnknown: false,
  });

  await page.getByRole('combobox', { name: 'Birth city' }).pressSequentially('Rome');
  await page.getByRole('option', { name: /^Rome\s*Lazio, Italy$/ }).click();
  await expect(page.getByRole('button', { name: 'Rome, Lazio, Italy' })).toBeVisible();
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/ascendant-choice-step-five$/);
  const state = await navigationState(page);
  expect(state).toMatchObject({
    gender: 'male',
    readingId: Number(access.id),
    name: "Anne-Marie O'Neil",
    birthDate: '1990-03-21',
    birthTime: '7:05 AM',
    timeUnknown: false,
    birthCity: {
      name: 'Rome',
      state: 'Lazio',
      country: 'Italy',
      displayName: 'Rome, Lazio, Italy',
      type: 'city',
      timeZone: 'Europe/Rome',
    },
  });
  const city = state.birthCity as { lat: number; lon: number };
  expect(city.lat).toBeCloseTo(41.89, 1);
  expect(city.lon).toBeCloseTo(12.48, 1);
  expect(await readReading(request, access)).toMatchObject({
    birth_city_name: 'Rome',
    birth_city_country: 'Italy',
    birth_city_state: 'Lazio',
    birth_city_timezone: 'Europe/Rome',
    birth_city_lat: city.lat,
    birth_city_lon: city.lon,
  });
});

test('a visitor from /love goes from social proof straight to step one', async ({ page }) => {
  await page.goto('/love');
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/social-proof$/);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step-one$/);
  expect(await navigationState(page)).toMatchObject({ gender: 'female', sourcePage: '/love' });
});

test("the skip link saves the birth time as 'unknown'", async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Non-binary', exact: true }).click();
  await continueButton(page).click();
  await page.getByRole('button', { name: DISCOVER }).first().click();
  await page.getByLabel('Your first name').fill('Sam');
  await page.getByLabel('Your email').fill('sam@example.org');
  await continueButton(page).click();
  await page.getByLabel('Month').selectOption('December');
  await page.getByLabel('Day').selectOption('1');
  await page.getByLabel('Year').selectOption('1975');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-three$/);
  await page.getByRole('button', { name: "I don't remember (it's ok)" }).click();
  await expect(page).toHaveURL(/\/step-four$/);
  expect(await navigationState(page)).toMatchObject({
    birthTime: 'unknown',
    timeUnknown: true,
    birthDate: '1975-12-01',
  });
  expect(await readReading(request, await storedAccess(page))).toMatchObject({
    birth_time: 'unknown',
    birth_date: '1975-12-01',
  });
});
