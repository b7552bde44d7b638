import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { readPdfText, squash } from './read-pdf-text';
import { startReadingRenderer } from './start-reading-renderer';
import { SITE, STORED_READING } from '../synthesis/test-fixtures';

describe('startReadingRenderer', () => {
  const renderer = startReadingRenderer(SITE);
  afterAll(() => renderer.close());

  it('renders a stored reading in its worker thread', async () => {
    expect(await renderer.ready()).toBeNull();
    const { pdf, summary } = await renderer.render(STORED_READING);
    const { text, pages } = await readPdfText(pdf);
    // The e-mail's summary comes with the PDF: Pisces Sun (28 February), the first question.
    expect(summary).toMatchObject({ sun: 'Pisces', rising: null, firstQuestion: 'Should I change jobs?' });
    expect(summary.firstAnswerPreview?.length).toBeGreaterThan(20);
    expect(pages).toBeGreaterThanOrEqual(12);
    expect(text).toContain(squash('Zoë Nguyễn'));
    expect(text).toContain(squash('Should I change jobs?'));
  }, 60_000);

  it('fails a reading it cannot render with the reason, and goes on with the next', async () => {
    await expect(renderer.render({ ...STORED_READING, birth_city_lat: null })).rejects.toThrow(
      'no birth city latitude',
    );
    const { text } = await readPdfText((await renderer.render({ ...STORED_READING, name: 'Ana Lucía' })).pdf);
    expect(text).toContain(squash('Ana Lucía'));
  }, 60_000);

  it('renders a batch of readings asked for at once within its heap cap', async () => {
    // A delivery batch claims several readings together; rendered side by side they ran the thread out of memory.
    const batch = await Promise.all(
      Array.from({ length: 5 }, (_, i) => renderer.render({ ...STORED_READING, id: 100 + i, name: `Reader ${i}` })),
    );
    for (const [i, { pdf }] of batch.entries()) expect((await readPdfText(pdf)).text).toContain(squash(`Reader ${i}`));
  }, 120_000);

  it('fails the render instead of hanging when the worker dies, and starts a new one', async () => {
    const starved = startReadingRenderer(SITE, { maxHeapMb: 4 });
    try {
      await expect(starved.render(STORED_READING)).rejects.toThrow(/reading renderer/);
      await expect(starved.render(STORED_READING)).rejects.toThrow(/reading renderer/);
    } finally {
      await starved.close();
    }
  }, 60_000);
});

/** This process's threads (Linux): a renderer's worker is one of them. */
const threadCount = () => Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);

describe('startReadingRenderer started on demand', () => {
  it('starts no thread until the first render, stops it when idle, and starts a new one for the next', async () => {
    const before = threadCount();
    const renderer = startReadingRenderer(SITE, { startOnDemand: { idleMs: 500 } });
    try {
      // Nothing to wait for: a probe sees it ready before any render.
      expect(await renderer.ready()).toBeNull();
      expect(threadCount()).toBe(before);
      const first = renderer.render(STORED_READING);
      expect(threadCount()).toBeGreaterThan(before);
      expect((await readPdfText((await first).pdf)).text).toContain(squash('Zoë Nguyễn'));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(threadCount()).toBe(before);
      const { text } = await readPdfText((await renderer.render({ ...STORED_READING, name: 'Ana Lucía' })).pdf);
      expect(text).toContain(squash('Ana Lucía'));
      expect(await renderer.ready()).toBeNull();
    } finally {
      await renderer.close();
    }
    expect(await renderer.ready()).toBe('closed');
  }, 120_000);

  it('keeps a render asked for as the idle thread stops, on the thread that replaces it', async () => {
    const renderer = startReadingRenderer(SITE, { startOnDemand: { idleMs: 1 } });
    try {
      await renderer.render(STORED_READING);
      // The idle stop is due at once: the next render may meet the old thread exiting.
      await new Promise((resolve) => setTimeout(resolve, 1));
      const { text } = await readPdfText((await renderer.render({ ...STORED_READING, name: 'Reader Two' })).pdf);
      expect(text).toContain(squash('Reader Two'));
    } finally {
      await renderer.close();
    }
  }, 120_000);
});
