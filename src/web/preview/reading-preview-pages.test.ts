import { describe, expect, it } from 'vitest';

import type { ReadingPreview } from '../../domain/reading-preview';
import { readingPreviewPages } from './reading-preview-pages';

const preview = (firstAnswer: ReadingPreview['firstAnswer'], sections = 3) =>
  ({
    cover: {
      name: 'Ada',
      birthDate: '1 March 1990',
      birthTime: '3:18 PM',
      birthPlace: 'Rome, Italy',
      sunSign: 'Pisces',
      subject: 'Love',
    },
    wheel: {} as ReadingPreview['wheel'],
    sections: Array.from({ length: sections }, (_, i) => ({ title: `Section ${i}`, paragraphs: ['Text.'] })),
    firstAnswer,
  }) satisfies ReadingPreview;

describe('readingPreviewPages', () => {
  it('orders the cover, the wheel, each section and the first answer', () => {
    const pages = readingPreviewPages(preview({ question: 'Will I?', about: 'Love', opening: 'Yes.' }));
    expect(pages.map((page) => page.kind)).toEqual(['cover', 'wheel', 'section', 'section', 'section', 'answer']);
    expect(pages[2]).toMatchObject({ label: 'Section 0' });
  });

  it('has no answer page without a question, and two sections without a birth time', () => {
    expect(readingPreviewPages(preview(null, 2)).map((page) => page.kind)).toEqual([
      'cover',
      'wheel',
      'section',
      'section',
    ]);
  });
});
