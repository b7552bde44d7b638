import { createHash } from 'node:crypto';
import { readPdfText } from '../../src/report/pdf/read-pdf-text';
import { createReading, postPaidWebhook } from './checkout-helpers';
import { expectAccessible, mailsTo, signInToConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { E2E_OWNER, E2E_SUPPORT } from './operator-accounts';

// The console asks who is signed in; signed out, that answer is a 401 the browser logs.
test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/status of 401/] });

test('an owner finds a paid reading by e-mail, sends it now, and resends the same PDF', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `console.${Date.now()}@example.com`;
  const reading = await createReading(request, {
    email,
    name: 'Vera Console',
    selected_price: '$29',
    payment_method: 'card',
    birth_city_lat: 41.9028,
    birth_city_lon: 12.4964,
    birth_city_timezone: 'Europe/Rome',
  });
  await postPaidWebhook(request, reading.id, 2900);

  await page.goto('/admin/sign-in');
  // The console is a lazy chunk: axe looks once its page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await expectAccessible(page);
  await signInToConsole(page, E2E_OWNER);
  await expectAccessible(page);

  await page.getByLabel('E-mail, name or id').fill(email.slice(0, 20).toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Orders, newest first' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await results.getByRole('link', { name: String(reading.id) }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Reading ${reading.id}: Vera Console` })).toBeVisible();
  await expect(page.getByText('29.00 USD')).toBeVisible();
  const deliveries = page.getByRole('table', { name: 'Delivery attempts' });
  await expect(deliveries.getByRole('row', { name: /reading pending/ })).toBeVisible();
  await expectAccessible(page);

  // Due long ago: the delivery worker sends it at once.
  const reschedule = page.getByRole('region', { name: 'Reschedule' });
  await reschedule.getByLabel('Send at (your time)').fill('2020-01-01T09:00');
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  const lastAction = page.getByRole('status', { name: 'Last action' });
  await expect(lastAction).toContainText('will be sent at');
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 45_000 }).toBe(1);
  await page.reload();
  await expect(deliveries.getByRole('row', { name: /reading sent/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'download' })).toBeVisible();

  const resend = page.getByRole('region', { name: 'Resend' });
  await resend.getByRole('button', { name: 'Resend the reading' }).click();
  await expect(lastAction).toHaveText('The reading will be sent again in a moment.');
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 45_000 }).toBe(2);
  const [first, second] = await mailsTo(email);
  const pdfHash = (mail: typeof first) =>
    createHash('sha256')
      .update(mail?.attachments.find((a) => a.contentType === 'application/pdf')?.content ?? Buffer.alloc(0))
      .digest('hex');
  expect(pdfHash(first)).not.toBe(pdfHash(undefined));
  expect(pdfHash(second)).toBe(pdfHash(first));
  expect(second?.messageId).not.toBe(first?.messageId);

  // "My birth time was wrong, and I was born in Sydney": the chart is cast again and a new PDF sent.
  const correction = page.getByRole('region', { name: 'Correct the birth data' });
  await correction.getByLabel('Birth time').fill('11:15 PM');
  await correction.getByLabel('Find a city').fill('Sydney');
  await correction.getByRole('button', { name: 'Search' }).click();
  await correction.getByRole('radio', { name: /^Sydney, New South Wales, Australia/ }).check();
  await correction
    .getByLabel('What the client told you (for the audit log)')
    .fill('Born in Sydney at 11:15 PM, says her birth certificate.');
  await expectAccessible(page);
  await correction.getByRole('button', { name: 'Correct and render again' }).click();
  await expect(lastAction).toHaveText('Birth data corrected; the reading is rendered again and sent in a moment.');
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 45_000 }).toBe(3);
  const corrected = (await mailsTo(email))[2];
  expect(pdfHash(corrected)).not.toBe(pdfHash(first));
  const pdfText = async (mail: typeof first) =>
    (await readPdfText(mail?.attachments.find((a) => a.contentType === 'application/pdf')?.content ?? Buffer.alloc(0)))
      .text;
  expect(await pdfText(corrected)).toContain('Sydney');
  expect(await pdfText(first)).not.toContain('Sydney');

  await page.reload();
  await expect(page.getByText('11:15 PM')).toBeVisible();
  const history = page.getByRole('table', { name: 'Operator actions on this reading' });
  await expect(history.getByRole('row', { name: new RegExp(`${E2E_OWNER} reading.resend`) })).toBeVisible();
  await expect(history.getByRole('row', { name: new RegExp(`${E2E_OWNER} reading.correct_birth_data`) })).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expectAccessible(page);
});

test("support sees no money and is refused the owners' pages and routes", async ({ page, request }) => {
  const email = `support.view.${Date.now()}@example.com`;
  const reading = await createReading(request, { email, selected_price: '$29', payment_method: 'card' });
  await postPaidWebhook(request, reading.id, 2900);
  await signInToConsole(page, E2E_SUPPORT);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto(`/admin/readings/${reading.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reading ${reading.id}: Luna Rivera` })).toBeVisible();
  await expect(page.getByText('29.00 USD')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Mark as refunded' })).toHaveCount(0);
  const audit = await page.request.get('/api/admin/audit');
  expect(audit.status()).toBe(403);
});

test('a signed-out visitor to the console gets the sign-in page, and a wrong password is told plainly', async ({
  page,
}) => {
  await page.goto('/admin/readings/1');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('E-mail').fill(E2E_OWNER);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('That e-mail and password do not match an account.');
});
