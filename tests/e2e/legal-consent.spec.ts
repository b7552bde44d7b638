import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, META_PIXEL_ID, test } from './fixtures';

test.use({ consentChoice: null });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** The consent flag of the next marketing event the page sends (the landing page's ViewContent). */
async function nextEventConsent(page: Page, action: () => Promise<unknown>): Promise<unknown> {
  const request = page.waitForRequest((req) => req.url().endsWith('/api/events') && req.method() === 'POST');
  await action();
  return ((await request).postDataJSON() as { consent?: unknown }).consent;
}

test('the banner asks once; accepting is remembered and marks the events as consented', async ({ page }) => {
  expect(await nextEventConsent(page, () => page.goto('/'))).toBe(false);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('tracking_consent'))).toBe('granted');

  expect(await nextEventConsent(page, () => page.reload())).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('declining is remembered, and the privacy policy lets the visitor change the answer', async ({ page }) => {
  await page.goto('/privacy-policy');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tracking_consent'))).toBe('denied');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  expect(await page.evaluate(() => localStorage.getItem('tracking_consent'))).toBe('granted');
});

test('the banner links to the privacy policy and leaves the page usable', async ({ page }) => {
  await page.goto('/terms-conditions');
  await banner(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
});

test('the banner has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('section[aria-label="Cookie consent"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('the ad click id and browser id go with events only after consent, and outlive the landing URL', async ({
  page,
}) => {
  const events: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/events') && req.method() === 'POST')
      events.push(req.postDataJSON() as Record<string, unknown>);
  });
  const first = page.waitForRequest((req) => req.url().endsWith('/api/events'));
  await page.goto('/?fbclid=IwAR0ad-click_1');
  await first;
  expect(events[0]).not.toHaveProperty('fbc');
  expect(events[0]).not.toHaveProperty('fbp');
  expect(await page.evaluate(() => document.cookie)).toBe('');

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  // The landing URL is gone after a reload without the parameter; the tab still knows the click.
  const second = page.waitForRequest((req) => req.url().endsWith('/api/events'));
  await page.goto('/love');
  const consented = (await second).postDataJSON() as { consent: boolean; fbc: string; fbp: string };
  expect(consented.consent).toBe(true);
  expect(consented.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR0ad-click_1$/);
  expect(consented.fbp).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === '_fbp')?.value).toBe(consented.fbp);
  expect(decodeURIComponent(cookies.find((cookie) => cookie.name === '_fbc')?.value ?? '')).toBe(consented.fbc);

  // Withdrawing consent removes both cookies and the remembered click.
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('_fbp');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('_fbc');
  const declined = page.waitForRequest((req) => req.url().endsWith('/api/events'));
  await page.goto('/?fbclid=IwAR0ad-click_2');
  const afterDecline = (await declined).postDataJSON() as Record<string, unknown>;
  expect(afterDecline.consent).toBe(false);
  expect(afterDecline).not.toHaveProperty('fbc');
});

test('Meta pixel: not loaded before consent; after it, it gets the same event id as the server', async ({ page }) => {
  const pixelScripts: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith('https://connect.facebook.net/')) pixelScripts.push(req.url());
  });
  await nextEventConsent(page, () => page.goto('/'));
  await expect(banner(page)).toBeVisible();
  expect(pixelScripts).toEqual([]);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  const event = page.waitForRequest((req) => req.url().endsWith('/api/events'));
  await page.goto('/love');
  const { eventId } = (await event).postDataJSON() as { eventId: string };
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __metaPixelCalls?: unknown[] }).__metaPixelCalls))
    .toEqual([
      ['init', META_PIXEL_ID],
      [
        'track',
        'ViewContent',
        { content_type: 'landing_page', content_name: 'astrology_reading' },
        { eventID: eventId },
      ],
    ]);
  expect(pixelScripts).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
});
