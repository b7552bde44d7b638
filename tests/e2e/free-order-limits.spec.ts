import { createReading, holdReading } from './checkout-helpers';
import { expect, test } from './fixtures';

// The page's own completion is refused on purpose here: the browser logs the 429.
test.use({ allowedConsoleErrors: [/status of 429/] });

test('past the confirmation e-mails one address may get a day, the free order page says so instead', async ({
  page,
  request,
}) => {
  const email = `limited.${Date.now()}@example.com`;
  // Three free orders for this address, from anyone: its three confirmation e-mails of the day.
  for (let i = 0; i < 3; i += 1) {
    const earlier = await createReading(request, { email, selected_price: 'FREE', payment_method: 'free' });
    const completed = await request.post(`/api/readings/${earlier.id}/free-completion`, {
      data: {},
      headers: { authorization: `Bearer ${earlier.token}` },
    });
    expect(completed.status()).toBe(200);
  }
  const reading = await createReading(request, { email, selected_price: 'FREE', payment_method: 'free' });
  await holdReading(page, reading);
  await page.goto('/free-order-confirmation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Reading Order Has Been Received!' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'We cannot send another confirmation e-mail to this address right now. If an earlier one reached you, its link still works; otherwise please try again tomorrow.',
  );
  await expect(page.getByText('We have sent a confirmation e-mail from')).toHaveCount(0);
});
