// Visual regression of the reading: the cover and wheel pages of three fixed charts, and the reading
// e-mail in a browser, compared with the PNGs in tests/visual/reference/ (tolerance in compare-png.ts).
// `npm run test:visual:update` rewrites the references on purpose; look at them before committing.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildReadingDocument } from '../../src/report/document/build-reading-document';
import { summarizeReading } from '../../src/report/document/summarize-reading';
import { readPdfText, squash } from '../../src/report/pdf/read-pdf-text';
import { renderReadingDocument } from '../../src/report/pdf/render-reading-pdf';
import { NOW, SITE, STORED_READING } from '../../src/report/synthesis/test-fixtures';
import { composeReadingEmail } from '../../src/server/mail/reading-email';
import { comparePng } from './compare-png';
import { pdfPagePng } from './pdf-page-png';
import { STELLIUM, VISUAL_CHARTS } from './visual-charts';

/**
 * The wheel page is found by what it shows, not by its number (the pages before it may change): its
 * chapter title with the wheel's legend, which a table of contents naming the chapter does not have.
 */
const isWheelPage = (text: string) =>
  text.includes(squash('The sky at your birth')) && text.includes(squash('Trine, sextile: flowing'));

describe('the reading, page by page, against its reference images', () => {
  for (const chart of VISUAL_CHARTS) {
    it(`${chart.name}: the cover and the wheel page`, async () => {
      const doc = buildReadingDocument(chart.input, SITE, NOW);
      expect(doc.chart.houseSystem).toBe(chart.houses);
      const pdf = await renderReadingDocument(doc);
      const { pageTexts } = await readPdfText(pdf);
      const wheelPages = pageTexts.flatMap((text, i) => (isWheelPage(text) ? [i + 1] : []));
      expect(wheelPages.length, 'the wheel chapter is in the PDF').toBeGreaterThan(0);
      const pages = [
        { name: `${chart.name}-cover`, page: 1 },
        ...wheelPages.map((page, i) => ({ name: `${chart.name}-wheel${i ? `-${i + 1}` : ''}`, page })),
      ];
      const failures: string[] = [];
      for (const { name, page } of pages) {
        const failure = comparePng(name, await pdfPagePng(pdf, page));
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

describe('the reading e-mail in a browser, against its reference images', () => {
  let browser: Browser;
  beforeAll(async () => {
    // Debian's Chromium, as the browser suite uses (`.ci/run` installs it).
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
    });
  }, 60_000);
  afterAll(() => browser?.close());

  const context = { site: SITE, publicBaseUrl: 'https://astral-reading.example' };
  const link = {
    url: 'https://astral-reading.example/reading/7/download?expires=1770717600&signature=visual-test',
    expiresAt: new Date('2026-02-09T10:00:00Z'),
  };

  for (const variant of [
    { name: 'email-paid-phone', viewport: { width: 390, height: 844 }, paid: true },
    { name: 'email-free-desktop', viewport: { width: 800, height: 900 }, paid: false },
  ]) {
    it(`${variant.name}: the HTML part as a mail client shows it`, async () => {
      const doc = buildReadingDocument(STELLIUM, SITE, NOW);
      const reading = {
        ...STORED_READING,
        name: STELLIUM.name,
        payment_method: variant.paid ? 'card' : 'free',
        selected_price: variant.paid ? '$29' : 'FREE',
      };
      const mail = await composeReadingEmail(
        { reading, pdf: Buffer.from('%PDF'), summary: summarizeReading(doc), link, sentAt: NOW },
        context,
      );
      const page = await browser.newPage({ viewport: variant.viewport, deviceScaleFactor: 1 });
      try {
        // A mail client loads nothing the message does not carry; neither does the test.
        await page.route('**/*', (route) => route.abort());
        await page.setContent(mail.html ?? '', { waitUntil: 'load' });
        expect(comparePng(variant.name, await page.screenshot({ fullPage: true, animations: 'disabled' }))).toBeNull();
      } finally {
        await page.close();
      }
    }, 60_000);
  }
});
