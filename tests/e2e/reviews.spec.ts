import { createReading, postPaidWebhook } from './checkout-helpers';
import { expectAccessible, mailsTo } from './console-helpers';
import { expect, test } from './fixtures';
import { E2E_OPERATOR_PASSWORD, E2E_OWNER } from './operator-accounts';

// Signed out, the console's session check is a 401; an altered review link's form answer a 403.
test.use({ allowedConsoleErrors: [/status of 40[13]/] });

const REQUEST_SUBJECT = /^How did your reading speak to you\?$/;

test("a delivered reading's review request arrives, the client rates it from the e-mail, the owner approves, the page shows it", async ({
  page,
  browser,
  request,
  guardPage,
}) => {
  test.setTimeout(120_000);
  const email = `reviewer.${Date.now()}@example.com`;
  const reading = await createReading(request, {
    email,
    name: 'Vera Castellano',
    selected_price: '$29',
    payment_method: 'card',
    selected_subject: 'career',
    birth_city_lat: 41.9028,
    birth_city_lon: 12.4964,
    birth_city_timezone: 'Europe/Rome',
  });
  await postPaidWebhook(request, reading.id, 2900);

  // The owner sends the reading now; its review request is then in the outbox for a week later.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(E2E_OWNER);
  await page.getByLabel('Password').fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.goto(`/admin/readings/${reading.id}`);
  const reschedule = page.getByRole('region', { name: 'Reschedule' });
  await reschedule.getByLabel('Send at (your time)').fill('2020-01-01T09:00');
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 45_000 }).toBe(1);
  const deliveries = page.getByRole('table', { name: 'Delivery attempts' });
  // Recorded in the commit that follows the mail server's acceptance: reload until it shows.
  await expect(async () => {
    await page.reload();
    await expect(deliveries.getByRole('row', { name: /review_request pending/ })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await expect(deliveries.getByRole('row', { name: /^reading sent/ })).toBeVisible();

  // The server's clock cannot be moved: the owner brings the one request forward instead of waiting a week.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const askNow = page.getByRole('region', { name: 'Ask for a review now' });
  await askNow.getByLabel('Reading id').fill(String(reading.id));
  await askNow.getByRole('button', { name: 'Send the review request now' }).click();
  await expect(askNow.getByRole('status')).toHaveText(
    `The review request of reading ${reading.id} will be sent in a moment.`,
  );
  await expect
    .poll(async () => (await mailsTo(email)).filter((mail) => REQUEST_SUBJECT.test(mail.subject ?? '')).length, {
      timeout: 45_000,
    })
    .toBe(1);
  const mail = (await mailsTo(email)).find((m) => REQUEST_SUBJECT.test(m.subject ?? ''));
  // The name stays out of the subject (decision 0032).
  expect(mail?.subject).toBe('How did your reading speak to you?');
  expect(mail?.text).toContain('Madame Selene');
  const fourStars = /^4 stars: (\S+)$/m.exec(mail?.text ?? '')?.[1] ?? '';
  expect(fourStars).toMatch(new RegExp(`/review\\?t=${reading.id}\\.\\d+\\.[\\w-]{43}&rating=4$`));
  expect(mail?.html).toContain(fourStars.replace(/&/g, '&amp;'));
  expect(mail?.text).toMatch(/Don't ask me again|not to be asked|asked for a review again\? \S+&stop=1/);

  // The client, on a phone, follows the four-star link.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  guardPage(visitor);
  const link = new URL(fourStars);
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'How was your reading?' })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(visitor).toHaveURL(/\/review$/);
  await expect(visitor.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(visitor.getByLabel('The name to show')).toHaveValue('Vera C.');
  await expectAccessible(visitor);
  await visitor.getByLabel(/A few words/).fill('Clear, kind and surprisingly specific about my work.');
  await visitor.getByRole('button', { name: 'Send my review' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Please agree that we may publish your review.');
  await visitor.getByRole('checkbox', { name: /may publish my rating/ }).check();
  await visitor.getByRole('button', { name: 'Send my review' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible();

  // Not shown before an operator approves it.
  await visitor.goto('/reviews');
  await expect(visitor.getByText('No reviews yet')).toBeVisible();

  await page.reload();
  const item = page.getByRole('article', { name: `Review of reading ${reading.id}` });
  await expect(item).toContainText('Clear, kind and surprisingly specific about my work.');
  await expect(item).toContainText('Waiting for a decision');
  await expect(item.getByRole('link', { name: `Reading ${reading.id}` })).toHaveAttribute(
    'href',
    `/admin/readings/${reading.id}`,
  );
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toContainText(`Approved by ${E2E_OWNER}`);

  await visitor.reload();
  await expect(visitor.getByText('4.0 / 5')).toBeVisible();
  await expect(visitor.getByText('(1 review)')).toBeVisible();
  await expect(visitor.getByText(/shared with their permission/)).toBeVisible();
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('article') });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(card).toContainText('“Clear, kind and surprisingly specific about my work.”');
  await expect(card).toContainText('Vera C.');
  await expect(card).toContainText('Verified client');
  await expect(card).toContainText('Career');
  await visitor
    .getByRole('group', { name: 'Filter by subject' })
    .getByRole('button', { name: 'Love', exact: true })
    .click();
  await expect(card).toHaveCount(0);
  await expect(visitor.getByText('No reviews found')).toBeVisible();
  await expectAccessible(visitor);

  // A link changed by one character gets a clear page, not a form.
  await visitor.goto(
    `${link.pathname}${link.search.replace(/&rating=4$/, '').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
  );
  await expect(visitor.getByRole('heading', { level: 1, name: 'This review link cannot be used' })).toBeVisible();
  await expect(visitor.getByText(/This review link is not valid/)).toBeVisible();
  await visitorContext.close();
});
