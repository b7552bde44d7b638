import type { Page } from '@playwright/test';

import { REFUND_PROMISE } from '../../src/domain/product';

import {
  createReading,
  fakePaymentPages,
  holdReading,
  postPaidWebhook,
  storedReading,
  withNavigationState,
} from './checkout-helpers';
import { expect, test } from './fixtures';
import { showFunnelClaims } from './funnel-claims-helpers';

const payButton = (page: Page) =>
  page.getByRole('button', { name: /^(Pay .+ Securely|Get My Free Reading|Continue to Payment)$/ });

test('a paid choice sends the browser to the payment link with the e-mail and the reading reference', async ({
  page,
  request,
}) => {
  await showFunnelClaims(page, 'simulated');
  const reading = await createReading(request, {
    email: 'luna@example.com',
    selected_price: '$29',
    question1: null,
    selected_subject: 'love',
  });
  await holdReading(page, reading);
  await fakePaymentPages(page);
  await page.goto('/checkout-step-eleven');
  // What step eight handed on, with blanks the server must not write.
  await withNavigationState(page, {
    readingId: reading.id,
    selectedPrice: '$29',
    subject: 'career',
    question1: '  Will I change jobs?  ',
    question2: '   ',
    additionalInfo: '',
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();
  await expect(page.getByText('14/14')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$29');
  await expect(page.getByText('free second reading')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toHaveAttribute('aria-checked', 'true');
  const waiting = Number(await page.getByTestId('waiting-count').textContent());
  expect(waiting).toBeGreaterThanOrEqual(240);
  expect(waiting).toBeLessThanOrEqual(271);

  const leaving = page.waitForRequest(/buy\.stripe\.com/);
  await payButton(page).click();
  const url = new URL((await leaving).url());
  expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_fast29');
  expect(url.searchParams.get('email')).toBe('luna@example.com');
  expect(url.searchParams.get('prefilled_email')).toBe('luna@example.com');
  expect(url.searchParams.get('client_reference_id')).toBe(String(reading.id));
  await expect(page.getByRole('heading', { name: 'Payment page' })).toBeVisible();

  const stored = await storedReading(request, reading);
  expect(stored).toMatchObject({
    selected_price: '$29',
    payment_method: 'card',
    email: 'luna@example.com',
    selected_subject: 'career',
    question1: 'Will I change jobs?',
    question2: null,
    additional_info: null,
    checkout_visited: true,
  });
  expect(stored.checkout_started_at).toEqual(expect.any(String));
  expect(stored.last_session_time).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} - \d{2}:\d{2}$/);
});

test('switching tier and method changes the summary, and PayPal goes to its link', async ({ page, request }) => {
  const reading = await createReading(request, { email: 'luna@example.com', selected_price: 'FREE' });
  await holdReading(page, reading);
  await fakePaymentPages(page);
  await page.goto('/checkout-step-eleven');
  await expect(page.getByTestId('order-total')).toHaveText('FREE');
  await expect(page.getByText('The standard reading is free: no payment is needed.')).toBeVisible();
  await expect(page.getByText('free second reading')).toHaveCount(0);

  await page.getByRole('radio', { name: /VIP SKIP THE LINE/ }).click();
  await expect(page.getByTestId('order-total')).toHaveText('$49');
  await expect(page.getByText('free second reading')).toBeVisible();
  // Leaving the free tier puts the method back to card.
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /PayPal/ }).click();
  await expect.poll(async () => (await storedReading(request, reading)).payment_method).toBe('paypal');
  expect((await storedReading(request, reading)).selected_price).toBe('$49');

  const leaving = page.waitForRequest(/www\.paypal\.com/);
  await payButton(page).click();
  const url = new URL((await leaving).url());
  expect(url.pathname).toBe('/ncp/payment/TESTVIP49');
  expect(url.searchParams.get('email')).toBe('luna@example.com');
  expect(url.searchParams.get('custom_id')).toBe(String(reading.id));
});

test.describe('when the payment cannot start', () => {
  // Chromium logs the 422 of the missing link itself.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('a price with no link for the method shows Payment Error and stays', async ({ page, request }) => {
    const reading = await createReading(request, { email: 'maria@example.ph', selected_price: '₱999' });
    await holdReading(page, reading);
    await page.goto('/checkout-step-eleven');
    await expect(page.getByTestId('order-total')).toHaveText('₱999');
    await expect(page.getByRole('radio', { name: /FAST TRACK/ })).toContainText('₱699');
    await page.getByRole('radio', { name: /PayPal/ }).click();
    await payButton(page).click();
    await expect(page.getByText('Payment Error')).toBeVisible();
    await expect(page.getByText('Could not process your payment. Please try again later.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-step-eleven$/);
    await expect(payButton(page)).toBeEnabled();
    expect((await storedReading(request, reading)).checkout_started_at).toBeNull();
  });
});

test("checkout asks for a tier, then for an e-mail, in the spec's words", async ({ page, request }) => {
  const reading = await createReading(request);
  await holdReading(page, reading);
  await page.goto('/checkout-step-eleven');
  await payButton(page).click();
  await expect(page.getByText('Selection Required')).toBeVisible();
  await expect(page.getByText('Please choose a delivery option before proceeding to payment.')).toBeVisible();

  await page.getByRole('radio', { name: /FAST TRACK/ }).click();
  await payButton(page).click();
  await expect(page.getByText('Email Required')).toBeVisible();
  await expect(page.getByText('We need your email to send your reading. Please add your email.')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter your email address to receive your reading.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-step-eleven$/);
});

test('the free tier goes to the limited offer, which records itself, counts down 120 s and stops at 0', async ({
  page,
  request,
}) => {
  await showFunnelClaims(page, 'simulated');
  const reading = await createReading(request, { email: 'luna@example.com', selected_price: 'FREE' });
  await holdReading(page, reading);
  await page.clock.install();
  await page.goto('/checkout-step-eleven');
  await expect(page.getByTestId('order-total')).toHaveText('FREE');
  await page.getByRole('button', { name: 'Get My Free Reading' }).click();
  await expect(page).toHaveURL(/\/limited-offer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'High Demand Alert' })).toBeVisible();
  await expect(page.getByText('$29', { exact: true })).toBeVisible();
  await expect(page.getByText('$19', { exact: true })).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Offer time left' });
  // The page's clock is Playwright's: it flows as usual until the test moves it on.
  await expect(timer).toHaveText(/^(02:00|01:5\d)$/);
  await expect.poll(async () => (await storedReading(request, reading)).free_selected_at).toEqual(expect.any(String));
  expect(await storedReading(request, reading)).toMatchObject({
    make_sent: false,
    selected_price: 'FREE',
    payment_method: 'free',
  });

  await page.clock.runFor(61_000);
  await expect(timer).toHaveText(/^00:5\d$/);
  await page.clock.runFor(120_000);
  await expect(timer).toHaveText('00:00');
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('00:00');
});

test('declining the offer confirms the free order and completes it', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: 'luna@example.com',
    selected_price: 'FREE',
    payment_method: 'free',
  });
  await holdReading(page, reading);
  await page.goto('/limited-offer');
  await page.getByRole('button', { name: "No, I Want My Free Preview via Email - I'll Wait" }).click();
  await expect(page).toHaveURL(/\/free-order-confirmation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Reading Order Has Been Received!' }),
  ).toBeVisible();
  await expect(page.getByText('info@astral-reading.example')).toBeVisible();
  await expect(page.getByText('Free Reading Confirmed')).toBeVisible();
  await expect(
    page.getByText(
      'Your free reading will be delivered to your email within a few days based on current request volume.',
    ),
  ).toBeVisible();
  expect(await storedReading(request, reading)).toMatchObject({ payment_status: 'completed', payment_method: 'free' });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the $19 offer leads to the payment method page and its link; direct payment is the Instant Delivery variant', async ({
  page,
  request,
}) => {
  const reading = await createReading(request, {
    email: 'luna@example.com',
    selected_price: 'FREE',
    payment_method: 'free',
  });
  await holdReading(page, reading);
  await fakePaymentPages(page);
  await page.goto('/limited-offer');
  await page.getByRole('button', { name: 'Yes! Get My Reading for $19' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
  expect(await storedReading(request, reading)).toMatchObject({ selected_price: '$19', payment_method: 'card' });
  await expect(page.getByTestId('order-total')).toHaveText('$19');
  await page.getByRole('radio', { name: /PayPal/ }).click();
  const leaving = page.waitForRequest(/www\.paypal\.com/);
  await page.getByRole('button', { name: 'Pay $19 Securely' }).click();
  const url = new URL((await leaving).url());
  expect(url.pathname).toBe('/ncp/payment/TESTOFFER19');
  expect(url.searchParams.get('email')).toBe('luna@example.com');

  await page.goto('/direct-payment');
  await expect(page.getByTestId('order-total')).toHaveText('$19');
  // The one-time offer is the FAST TRACK reading at a lower price (src/domain/product.ts).
  await expect(page.getByText('FAST TRACK · Instant Delivery')).toBeVisible();
  await page.goto('/payment-method');
  await expect(page.getByText(/Instant Delivery/)).toHaveCount(0);
});

test('the accepted brands and the refund line sit under the pay button at checkout, on the payment method page and on direct payment', async ({
  page,
  request,
}) => {
  const reading = await createReading(request, { email: 'luna@example.com', selected_price: '$29' });
  await holdReading(page, reading);
  for (const path of ['/checkout-step-eleven', '/payment-method', '/direct-payment']) {
    await page.goto(path);
    const pay = page.getByRole('button', { name: /^Pay .+ Securely$/ });
    const accepted = page.getByRole('group', { name: 'We accept' });
    for (const brand of ['Visa', 'Mastercard', 'American Express', 'PayPal'])
      await expect(accepted.getByRole('img', { name: brand }), `${path}: ${brand}`).toBeVisible();
    const refund = page.getByText(REFUND_PROMISE.short);
    await expect(refund.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    const payBox = await pay.boundingBox();
    const brandsBox = await accepted.boundingBox();
    expect(brandsBox!.y, path).toBeGreaterThanOrEqual(payBox!.y + payBox!.height);
  }
});

test("the offer's reviews button opens the reviews", async ({ page, request }) => {
  const reading = await createReading(request, { email: 'luna@example.com' });
  await holdReading(page, reading);
  await page.goto('/limited-offer');
  await page.getByRole('button', { name: 'Read what our clients say' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
});

test('coming back after a paid Stripe checkout says the payment succeeded', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: 'luna@example.com',
    selected_price: '$29',
    payment_method: 'card',
  });
  await postPaidWebhook(request, reading.id, 2900);
  expect(await storedReading(request, reading)).toMatchObject({ payment_status: 'completed' });
  await holdReading(page, reading);
  await page.goto('/checkout-step-eleven?success=true');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(
    page.getByText('Your reading will be delivered according to your selected timeframe.', { exact: true }),
  ).toBeVisible();
  // The return parameters are dropped, so a reload does not repeat the message.
  await expect(page).toHaveURL(/\/checkout-step-eleven$/);
  // A paid order is not offered for payment again.
  await expect(page.getByRole('status').filter({ hasText: 'Your payment has been received.' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
});

test('checkout with no reading says so and goes home after 2 s', async ({ page }) => {
  await page.goto('/checkout-step-eleven');
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText("We couldn't identify your reading. Please start over.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 4_000 });
});

test('coming back canceled from PayPal says there was an issue', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: 'luna@example.com',
    selected_price: '$49',
    payment_method: 'paypal',
  });
  await holdReading(page, reading);
  await page.goto('/checkout-step-eleven?canceled=true&token=EC-123');
  await expect(page.getByText('Payment Issue')).toBeVisible();
  await expect(page.getByText('There was an issue with your payment. Please try again.')).toBeVisible();
});

test.describe('the session', () => {
  const staleBy = (minutes: number) => String(Date.now() - minutes * 60_000);

  test('older than 60 minutes: the dialog, and continuing refreshes the activity', async ({ page, request }) => {
    const reading = await createReading(request, { email: 'luna@example.com', selected_price: '$29' });
    await holdReading(page, reading, { [`reading_session_${reading.id}`]: staleBy(61) });
    await page.goto('/checkout-step-eleven');
    const dialog = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(dialog).toBeVisible();
    expect((await storedReading(request, reading)).last_session_time).toBeNull();

    await dialog.getByRole('button', { name: 'Continue this session' }).click();
    await expect(dialog).toBeHidden();
    const stamp = Number(await page.evaluate((key) => localStorage.getItem(key), `reading_session_${reading.id}`));
    expect(Date.now() - stamp).toBeLessThan(60_000);
    await expect
      .poll(async () => (await storedReading(request, reading)).last_session_time)
      .toEqual(expect.any(String));
  });

  test('older than 60 minutes: starting a new reading goes home', async ({ page, request }) => {
    const reading = await createReading(request, { email: 'luna@example.com', selected_price: '$29' });
    await holdReading(page, reading, { [`reading_session_${reading.id}`]: staleBy(90) });
    await page.goto('/checkout-step-eleven');
    await page.getByRole('button', { name: 'Start a new reading' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('newer than 60 minutes is a refresh: no dialog, and activity keeps the stamp fresh', async ({
    page,
    request,
  }) => {
    const reading = await createReading(request, { email: 'luna@example.com', selected_price: '$29' });
    await holdReading(page, reading, { [`reading_session_${reading.id}`]: staleBy(59) });
    await page.clock.install();
    await page.goto('/checkout-step-eleven');
    await expect(page.getByTestId('order-total')).toHaveText('$29');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const key = `reading_session_${reading.id}`;
    await page.evaluate((name) => localStorage.setItem(name, '1'), key);
    // Past the one-stamp-a-second throttle of the stamp the page wrote on arrival.
    await page.clock.runFor(1_100);
    await page.mouse.move(100, 200);
    await page.mouse.move(120, 240);
    await expect
      .poll(async () => Number(await page.evaluate((name) => localStorage.getItem(name), key)))
      .toBeGreaterThan(Date.now() - 60_000);
  });
});
