import { readFileSync } from 'node:fs';

import ical from 'node-ical';
import type { VEvent } from 'node-ical';

import { writeReadingCalendar } from '../../src/domain/reading-calendar';
import { createReading, holdReading } from './checkout-helpers';
import { expect, test } from './fixtures';

test('a visitor who comes back after delivery downloads the dates of the reading for a calendar', async ({
  page,
  request,
  baseURL,
}) => {
  const reading = await createReading(request, {
    email: 'calendar-page@example.com',
    selected_price: 'FREE',
    payment_method: 'free',
  });
  await holdReading(page, reading);
  // Delivery takes three days, which this server cannot be made to skip: its answers for a delivered
  // reading (tested against the real database in tests/integration/reading-calendar.test.ts) are played here.
  const query = 'expires=1900000000&signature=abc';
  const url = `${baseURL}/api/documents/${reading.id}?${query}`;
  const calendarUrl = `${baseURL}/api/documents/${reading.id}/calendar?${query}`;
  const ics = writeReadingCalendar({
    readingId: reading.id,
    calendar: {
      preparedOn: '2026-11-28',
      windows: [
        {
          question: 'Will I find love this year?',
          planet: 'Jupiter',
          aspect: 'trine',
          natal: 'Venus',
          from: '2027-03-03',
          to: '2027-04-20',
          peak: '2027-03-28',
        },
      ],
    },
    brand: 'Astral',
    host: '127.0.0.1',
  });
  await page.route(`**/api/readings/${reading.id}/document`, (route) =>
    route.fulfill({
      json: { ready: true, url, calendar_url: calendarUrl, expires_at: '2030-03-17T12:00:00.000Z' },
    }),
  );
  // The server's attachment header makes it a download; a refusal would show its page instead.
  await page.route(
    (u) => u.pathname === `/api/documents/${reading.id}/calendar`,
    (route) =>
      route.fulfill({
        body: ics,
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="astral-reading-dates.ics"; filename*=UTF-8''Cal-astral-reading-dates.ics`,
        },
      }),
  );
  await page.goto('/free-order-confirmation');
  await expect(page.getByRole('heading', { name: 'Your reading is ready' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Add the dates to your calendar' });
  await expect(link).toHaveAttribute('href', calendarUrl);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Cal-astral-reading-dates.ics');
  const saved = readFileSync(await download.path(), 'utf8');
  const events = Object.values(ical.sync.parseICS(saved)).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events.map((e) => e.summary)).toEqual(['Jupiter trine your Venus — Will I find love this year?']);
});
