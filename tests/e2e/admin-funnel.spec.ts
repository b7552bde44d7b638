import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { postPaidWebhook, type TestReading } from './checkout-helpers';
import { expectAccessible, signInToConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { E2E_OWNER, E2E_SUPPORT } from './operator-accounts';

// The console asks who is signed in; signed out, that answer is a 401 the browser logs. A range
// that ends before it starts is refused with a 400 on purpose. One pattern: a two-item array here
// would be read by Playwright as [value, fixture options].
test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/status of 40[01]/] });

type Walk = [step: string, kind: 'view' | 'complete'][];

const THROUGH_SOCIAL_PROOF: Walk = [
  ['/social-proof', 'view'],
  ['/social-proof', 'complete'],
  ['/tarot-vs-astrology', 'view'],
];

/** A reading started from an ad on the home page, then the steps it walked, as the funnel records them. */
async function readingFromAd(request: APIRequestContext, campaign: string, walk: Walk): Promise<TestReading> {
  const created = await request.post('/api/readings', {
    data: {
      gender: 'female',
      utm_source: 'facebook',
      utm_medium: 'paid_social',
      utm_campaign: campaign,
      device_class: 'phone',
      entry_step: '/',
      entry_view_ms: 4000,
    },
  });
  expect(created.status()).toBe(201);
  const reading = (await created.json()) as TestReading;
  for (const [step, kind] of walk) {
    const recorded = await request.post(`/api/readings/${reading.id}/steps`, {
      data: { step, kind },
      headers: { authorization: `Bearer ${reading.token}` },
    });
    expect(recorded.status()).toBe(204);
  }
  return reading;
}

async function choosePaidTier(request: APIRequestContext, reading: TestReading): Promise<void> {
  const saved = await request.patch(`/api/readings/${reading.id}`, {
    data: { name: 'Fay Funnel', email: `fay.${reading.id}@example.com`, selected_price: '$29', payment_method: 'card' },
    headers: { authorization: `Bearer ${reading.token}` },
  });
  expect(saved.status()).toBe(204);
}

/** Clicks a download control and reads the file the browser saved, byte order mark and all. */
async function download(page: Page, control: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), control.click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** With E2E_SCREENSHOT_DIR set, the page as it looks now, for a person to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOT_DIR;
  if (directory) await page.screenshot({ path: path.join(directory, `funnel-${name}.png`), fullPage: true });
}

test('an owner reads the funnel of one campaign: steps, drop-off, money, the daily chart, and each table as CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const campaign = `winter_love_${stamp}`;
  const other = `summer_${stamp}`;
  const today = new Date().toISOString().slice(0, 10);
  // Four readings of the campaign reach the tarot page and one goes on: there, the funnel loses three of four.
  const readings = [
    await readingFromAd(request, campaign, [
      ...THROUGH_SOCIAL_PROOF,
      ['/tarot-vs-astrology', 'complete'],
      ['/step-one', 'view'],
    ]),
    await readingFromAd(request, campaign, THROUGH_SOCIAL_PROOF),
    await readingFromAd(request, campaign, THROUGH_SOCIAL_PROOF),
    await readingFromAd(request, campaign, THROUGH_SOCIAL_PROOF),
  ];
  await readingFromAd(request, other, [['/social-proof', 'view']]);
  const buyer = readings[0] as TestReading;
  await choosePaidTier(request, buyer);
  await postPaidWebhook(request, buyer.id, 2900);

  await signInToConsole(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Funnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  const campaignFilter = page.getByRole('combobox', { name: 'Campaign' });
  // The report's campaigns, most readings first (other tests' campaigns of today may sit among them).
  await expect(campaignFilter.locator('option').first()).toHaveText('Any');
  await expect(campaignFilter.locator('option').filter({ hasText: stamp })).toHaveText([campaign, other]);

  await campaignFilter.selectOption(campaign);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/funnel\\?.*campaign=${campaign}`));
  await expect(page.getByText(`4 readings started: `)).toContainText(`campaign ${campaign}`);

  const steps = page.getByRole('table', { name: 'Funnel steps, in the order of the progress bar' });
  await expect(steps.getByRole('row', { name: /^Landing · Home page/ })).toContainText('4');
  await expect(steps.getByRole('row', { name: /^1\/14 · Social proof/ })).toContainText('100.0%');
  const tarot = steps.getByRole('row', { name: /^2\/14 · Tarot or astrology/ });
  await expect(tarot).toContainText('Biggest drop-off');
  await expect(tarot.getByRole('cell')).toHaveText(['4', '1', '25.0%', /\d/]);
  await expect(steps.getByText('Biggest drop-off')).toHaveCount(1);
  await expect(
    steps
      .getByRole('row', { name: /^3\/14 · Name and e-mail/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');

  await expect(
    page
      .getByRole('table', { name: 'Conversion to paid by tier' })
      .getByRole('row', { name: /^\$29/ })
      .getByRole('cell'),
  ).toHaveText(['29.00 USD', '1', '1', '100.0%']);
  await expect(
    page
      .getByRole('table', { name: 'Revenue by currency, refunds netted' })
      .getByRole('row', { name: /^USD/ })
      .getByRole('cell'),
  ).toHaveText(['1', '29.00 USD', '0.00 USD', '29.00 USD']);

  const chart = page.getByRole('img', { name: /^Line chart of readings started and paid orders per day/ });
  await expect(chart).toHaveAccessibleName(/4 readings started and 1 order paid in all/);
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByText('Loading the chart…')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'desktop');

  const stepsCsv = await download(page, page.getByRole('button', { name: 'Download CSV of the steps' }));
  expect(stepsCsv.name).toMatch(/^funnel-steps-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = stepsCsv.text.split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFStep,Visitors,Completions,Conversion to next step (1 = 100%),Median time (seconds),Biggest drop-off',
  );
  // Plain numbers: a share as a fraction, the time in whole seconds, the drop-off a column of its own.
  expect(lines).toContainEqual(expect.stringMatching(/^2\/14 · Tarot or astrology,4,1,0\.25,\d+,true$/));
  expect(lines).toContainEqual(expect.stringMatching(/^Landing · Home page,4,4,1,\d+,false$/));
  expect(lines.filter((line) => line.endsWith(',true'))).toHaveLength(1);
  expect(lines.at(-1)).toBe('');

  await page.getByText("The chart's numbers as a table").click();
  await expect(
    page
      .getByRole('table', { name: 'Readings started and orders paid per day' })
      .getByRole('row', { name: new RegExp(`^${today}`) })
      .getByRole('cell'),
  ).toHaveText(['4', '1', '29.00 USD']);
  const daysCsv = await download(page, page.getByRole('button', { name: 'Download CSV of the days' }));
  // One net revenue column per currency, the amount a plain number.
  expect(daysCsv.text).toContain('Day,Readings started,Paid orders,Net revenue USD\r\n');
  expect(daysCsv.text).toContain(`\r\n${today},4,1,29\r\n`);

  const exact = await download(page, page.getByRole('link', { name: 'Exact figures as CSV' }));
  expect(exact.name).toMatch(/^funnel-.*\.csv$/);
  expect(exact.text).toContain('/tarot-vs-astrology,4,1,0.2500');

  // The view is in the address: a reload (or a shared link) shows the same campaign.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Campaign' })).toHaveValue(campaign);
  await expect(page.getByText('4 readings started: ')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart.locator('canvas')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'phone');
});

test('the funnel says when a range has no readings, and why a range is refused', async ({ page }) => {
  await signInToConsole(page, E2E_OWNER);
  await page.goto('/admin/funnel?from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('No readings started in this range.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('From', { exact: true }).fill('2020-02-10');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The range must end on or after its first day.');
  await expect(page).toHaveURL(/from=2020-01-01/);

  await page.goto('/admin/funnel?from=2020-02-10&to=2020-01-31');
  await expect(page.getByRole('alert')).toHaveText(
    'The funnel could not be loaded: The range must end on or after its first day.',
  );
});

test('support is not offered the funnel, and the server refuses it its figures', async ({ page }) => {
  await signInToConsole(page, E2E_SUPPORT);
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Funnel' })).toHaveCount(0);
  await page.goto('/admin/funnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  await expect(page.getByText('The funnel is for owners only.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const today = new Date().toISOString().slice(0, 10);
  expect((await page.request.get(`/api/admin/funnel?from=${today}&to=${today}`)).status()).toBe(403);
  expect((await page.request.get(`/api/admin/exports/funnel.csv?from=${today}&to=${today}`)).status()).toBe(403);
});
