import { createReading, holdReading } from './checkout-helpers';
import { expect, test } from './fixtures';

test('the free order confirmation offers no download before the reading is delivered', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: 'not-yet@example.com',
    selected_price: 'FREE',
    payment_method: 'free',
  });
  await holdReading(page, reading);
  const asked = page.waitForResponse((response) => response.url().endsWith(`/api/readings/${reading.id}/document`));
  await page.goto('/free-order-confirmation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Reading Order Has Been Received!' }),
  ).toBeVisible();
  // The real server answers that it is not ready: the page asks, and shows nothing more.
  expect(await (await asked).json()).toEqual({ ready: false });
  // The free order waits for its address: the page asks the visitor to confirm it from the e-mail.
  await expect(page.getByText(/Open it and press its link to confirm that the address is yours/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your reading is ready' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('a visitor who comes back after delivery gets the download button', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: 'delivered@example.com',
    selected_price: 'FREE',
    payment_method: 'free',
  });
  await holdReading(page, reading);
  // Delivery takes three days, which this server cannot be made to skip: its answer for a delivered
  // reading (tested against the real database in tests/integration/reading-documents.test.ts) is played here.
  const url = `http://127.0.0.1/api/documents/${reading.id}?expires=1900000000&signature=abc`;
  await page.route(`**/api/readings/${reading.id}/document`, (route) =>
    route.fulfill({ json: { ready: true, url, expires_at: '2030-03-17T12:00:00.000Z' } }),
  );
  await page.goto('/free-order-confirmation');
  await expect(page.getByRole('heading', { name: 'Your reading is ready' })).toBeVisible();
  await expect(page.getByText('The link works until 17 March 2030.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download your reading (PDF)' })).toHaveAttribute('href', url);
});
