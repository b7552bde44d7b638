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
