import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { simpleParser } from 'mailparser';

import { expect, test } from './fixtures';
import { expectAccessible } from './console-helpers';
import { continueButton, readReading, storedAccess } from './early-steps-helpers';

const PERSONA = 'Madame Selene';

/** The e-mails the e2e server wrote to its outbox (no SMTP_URL: .eml files in DATA_DIR/outbox). */
function outboxMailsTo(address: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`));
}

test('a visitor walks the whole free path, from the identity choice to the confirmed address', async ({
  page,
  browser,
  request,
  guardPage,
}) => {
  test.setTimeout(90_000);
  const email = `zoe.${Date.now()}@example.com`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/social-proof$/);
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/tarot-vs-astrology$/);
  await page.getByRole('button', { name: 'Click here: Discover Your Destiny NOW!' }).first().click();

  await expect(page).toHaveURL(/\/step-one$/);
  await page.getByLabel('Your first name').fill('Zoë Nguyễn');
  await page.getByLabel('Your email').fill(email);
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-two$/);
  await page.getByLabel('Month').selectOption('June');
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Year').selectOption('1992');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-three$/);
  await page.getByLabel('Hour').selectOption('7');
  await page.getByLabel('Minutes').selectOption('45');
  await page.getByLabel('AM/PM').selectOption('AM');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-four$/);
  await page.getByRole('combobox', { name: 'Birth city' }).pressSequentially('Rome');
  await page.getByRole('option', { name: /^Rome\s*Lazio, Italy$/ }).click();
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/ascendant-choice-step-five$/);
  await page.getByRole('button', { name: /Calculate Automatically/ }).click();
  await expect(page).toHaveURL(/\/step-six$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Here Are Your Guiding Stars' })).toBeVisible();
  await page.getByRole('button', { name: 'Reveal My Predictions' }).click();

  await expect(page.getByRole('heading', { name: 'Your Cosmic Revelations' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask Your Questions' }).click();

  await expect(page).toHaveURL(/\/step-eight$/);
  await page.getByRole('radio', { name: 'Love' }).check();
  await page.getByLabel('Your question').fill('Will I meet the right person this year?');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/step-nine$/);
  await expect(page.getByRole('heading', { level: 1, name: `${PERSONA} will ask your guiding stars` })).toBeVisible();
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/pdf-reader-pre-checkout$/);
  const offer = page.getByRole('dialog', { name: 'Your full reading is one step away' });
  // The preview is the visitor's own reading; the offer opens once its first page has been seen (6 s).
  await expect(page.getByRole('article', { name: /^Your reading, page 1 of/ })).toContainText('Zoë Nguyễn');
  await offer.getByRole('button', { name: 'Keep reading the preview' }).click();
  await page.getByRole('button', { name: 'Continue to Your Full Reading' }).click();

  await expect(page).toHaveURL(/\/step-ten$/);
  await page.getByRole('radio', { name: /STANDARD/ }).click();
  await page.getByRole('button', { name: 'CONTINUE' }).click();

  await expect(page).toHaveURL(/\/checkout-step-eleven$/);
  await expect(page.getByTestId('order-total')).toHaveText('FREE');
  await page.getByRole('button', { name: 'Get My Free Reading' }).click();

  await expect(page).toHaveURL(/\/limited-offer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'High Demand Alert' })).toBeVisible();
  await page.getByRole('button', { name: "No, I Want My Free Preview via Email - I'll Wait" }).click();

  await expect(page).toHaveURL(/\/free-order-confirmation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Reading Order Has Been Received!' }),
  ).toBeVisible();

  const access = await storedAccess(page);
  // The confirmation page records the free order as it loads.
  await expect.poll(async () => (await readReading(request, access)).payment_status).toBe('completed');
  const reading = await readReading(request, access);
  expect(reading).toMatchObject({
    gender: 'female',
    name: 'Zoë Nguyễn',
    email,
    birth_date: '1992-06-14',
    birth_time: '7:45 AM',
    birth_city_name: 'Rome',
    zodiac_sign: 'Gemini',
    selected_subject: 'love',
    question1: 'Will I meet the right person this year?',
    selected_price: 'FREE',
    payment_status: 'completed',
    make_sent: false,
  });
  expect(reading.ascendant).toEqual(expect.any(String));

  // The confirmation page promises an e-mail now: a plain one asking to confirm the address, with
  // nothing the visitor wrote in it; the reading itself follows three days after the confirmation.
  await expect(page.getByText(/We have sent a confirmation e-mail from/)).toBeVisible();
  await expect.poll(() => outboxMailsTo(email).length, { timeout: 15_000 }).toBe(1);
  const confirmation = await simpleParser(outboxMailsTo(email)[0] ?? '');
  expect(confirmation.subject).toBe('Please confirm your e-mail address for your free reading');
  for (const words of ['Zoë', 'Nguyễn', 'Will I meet']) {
    expect(confirmation.text).not.toContain(words);
    expect(String(confirmation.html)).not.toContain(words);
  }
  const link = /(\S+\/confirm-email\?t=\S+)/.exec(confirmation.text ?? '')?.[1] ?? '';
  expect(link).not.toBe('');

  // The e-mail is read on a phone, where the funnel's stored reading is not: the link's page needs none.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  guardPage(phone);
  const url = new URL(link);
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  // The token leaves the address bar at once, and opening the page confirmed nothing.
  await expect(phone).toHaveURL(/\/confirm-email$/);
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(phone.getByText(/Your reading will reach this inbox by/)).toBeVisible();
  await phoneContext.close();

  // Back on the funnel's page, the order now shows its address confirmed and the reading's date.
  await page.reload();
  await expect(page.getByText(/Your e-mail address is confirmed/)).toBeVisible();
  await expect(page.getByText(/Within the processing timeframe .* \(by /)).toBeVisible();
  expect(outboxMailsTo(email)).toHaveLength(1);
});
