import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { readReading, storedAccess } from './early-steps-helpers';

test.use({ viewport: { width: 320, height: 640 } });

/**
 * Moves the focus to `target` with the Tab key alone (arrow keys inside a native radio group, as
 * a keyboard user would), failing if Tab never gets there.
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    const sameRadioGroup = await target.evaluate((element) => {
      const active = document.activeElement;
      return (
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        active instanceof HTMLInputElement &&
        active.type === 'radio' &&
        active.name === element.name
      );
    });
    await page.keyboard.press(sameRadioGroup ? 'ArrowDown' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Nothing on the screen may be wider than the phone. */
async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

test('the whole free path can be walked with the keyboard alone on a 320 px phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `keys.${Date.now()}@example.com`;

  await page.goto('/');
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: 'Non-binary', exact: true }));
  await expect(page).toHaveURL(/\/social-proof$/);
  await expectNoOverflow(page);
  await press(page, next(page));

  await expect(page).toHaveURL(/\/tarot-vs-astrology$/);
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: 'Click here: Discover Your Destiny NOW!' }).first());

  await expect(page).toHaveURL(/\/step-one$/);
  await expectNoOverflow(page);
  await tabTo(page, page.getByLabel('Your first name'));
  await page.keyboard.type('Sam');
  await tabTo(page, page.getByLabel('Your email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/step-two$/);
  await expectNoOverflow(page);
  await tabTo(page, page.getByLabel('Month'));
  await page.keyboard.type('March');
  await tabTo(page, page.getByLabel('Day'));
  await page.keyboard.type('3');
  await tabTo(page, page.getByLabel('Year'));
  await page.keyboard.type('1988');
  await expect(page.getByLabel('Month')).toHaveValue('3');
  await press(page, next(page));

  await expect(page).toHaveURL(/\/step-three$/);
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: "I don't remember (it's ok)" }));

  await expect(page).toHaveURL(/\/step-four$/);
  await expectNoOverflow(page);
  await tabTo(page, page.getByRole('combobox', { name: 'Birth city' }));
  await page.keyboard.type('Manila');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectNoOverflow(page);
  await press(page, next(page));

  await expect(page).toHaveURL(/\/ascendant-choice-step-five$/);
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: /Calculate Automatically/ }));
  await expect(page).toHaveURL(/\/step-six$/, { timeout: 10_000 });
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: 'Reveal My Predictions' }));

  await expect(page.getByRole('heading', { name: 'Your Cosmic Revelations' })).toBeVisible();
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: 'Ask Your Questions' }));

  await expect(page).toHaveURL(/\/step-eight$/);
  await expectNoOverflow(page);
  await press(page, page.getByRole('radio', { name: 'Career' }), 'Space');
  await expect(page.getByRole('radio', { name: 'Career' })).toBeChecked();
  await tabTo(page, page.getByLabel('Your question'));
  await page.keyboard.type('Should I start my own studio?');
  await press(page, next(page));

  await expect(page).toHaveURL(/\/step-nine$/);
  await expectNoOverflow(page);
  await press(page, next(page));

  await expect(page).toHaveURL(/\/pdf-reader-pre-checkout$/);
  const offer = page.getByRole('dialog', { name: 'Your full reading is one step away' });
  // It opens once the preview's first page has been on screen for 6 s.
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: 'Continue to Your Full Reading' }));

  await expect(page).toHaveURL(/\/step-ten(-philippines)?$/);
  await expectNoOverflow(page);
  await press(page, page.getByRole('radio', { name: /STANDARD/ }));
  await expect(page.getByRole('radio', { name: /STANDARD/ })).toHaveAttribute('aria-checked', 'true');
  await press(page, page.getByRole('button', { name: 'CONTINUE' }));

  await expect(page).toHaveURL(/\/checkout-step-eleven$/);
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: 'Get My Free Reading' }));

  await expect(page).toHaveURL(/\/limited-offer$/);
  await expectNoOverflow(page);
  await press(page, page.getByRole('button', { name: "No, I Want My Free Preview via Email - I'll Wait" }));

  await expect(page).toHaveURL(/\/free-order-confirmation$/);
  await expectNoOverflow(page);

  const access = await storedAccess(page);
  // The confirmation page records the free order as it loads.
  await expect.poll(async () => (await readReading(request, access)).payment_status).toBe('completed');
  expect(await readReading(request, access)).toMatchObject({
    gender: 'non-binary',
    name: 'Sam',
    email,
    birth_date: '1988-03-03',
    birth_time: 'unknown',
    birth_city_name: 'Manila',
    selected_subject: 'career',
    question1: 'Should I start my own studio?',
    selected_price: 'FREE',
    payment_status: 'completed',
  });
});
