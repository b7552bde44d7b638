import type { Page, Request } from '@playwright/test';

import { createReading, holdReading, postPaidWebhook } from './checkout-helpers';
import { expect, META_PIXEL_ID, test } from './fixtures';

const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __metaPixelCalls?: unknown[] }).__metaPixelCalls ?? []);
const isPurchasePost = (req: Request) =>
  req.url().endsWith('/api/events') && req.method() === 'POST' && req.postDataJSON()?.eventName === 'Purchase';

test.describe('with marketing consent', () => {
  test.use({ consentChoice: 'granted' });

  test("back from a paid checkout, the pixel gets one Purchase with the server's event id, value and currency", async ({
    page,
    request,
  }) => {
    const reading = await createReading(request, {
      email: 'luna@example.com',
      selected_price: '$29',
      payment_method: 'card',
    });
    await postPaidWebhook(request, reading.id, 2900);
    await holdReading(page, reading);
    const posted: Request[] = [];
    page.on('request', (req) => {
      if (isPurchasePost(req)) posted.push(req);
    });

    const purchase = page.waitForRequest(isPurchasePost);
    await page.goto('/checkout-step-eleven?success=true');
    await expect(page.getByText('Payment Successful')).toBeVisible();
    const sent = await purchase;
    const data = { value: 29, currency: 'USD', content_type: 'product', content_name: '$29' };
    expect(sent.postDataJSON()).toMatchObject({
      eventName: 'Purchase',
      eventId: `purchase-${reading.id}`,
      eventData: data,
      readingId: reading.id,
      consent: true,
    });
    // The reading's token goes along, so the server keeps the consent on this reading.
    expect(sent.headers().authorization).toBe(`Bearer ${reading.token}`);
    await expect
      .poll(() => pixelCalls(page))
      .toEqual([
        ['init', META_PIXEL_ID],
        ['track', 'Purchase', data, { eventID: `purchase-${reading.id}` }],
      ]);

    // Coming back through the same return address again counts nothing more.
    await page.goto('/checkout-step-eleven?success=true');
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-step-eleven$/);
    expect(posted).toHaveLength(1);
    expect(await pixelCalls(page)).toEqual([]);
  });
});

test('without consent the pixel hears of no purchase', async ({ page, request }) => {
  const reading = await createReading(request, {
    email: 'luna@example.com',
    selected_price: '$49',
    payment_method: 'card',
  });
  await postPaidWebhook(request, reading.id, 4900);
  await holdReading(page, reading);
  const posted: Request[] = [];
  page.on('request', (req) => {
    if (isPurchasePost(req) || req.url().startsWith('https://connect.facebook.net/')) posted.push(req);
  });
  await page.goto('/checkout-step-eleven?success=true');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-step-eleven$/);
  expect(posted).toEqual([]);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
});
