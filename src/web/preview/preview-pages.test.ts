import { describe, expect, it } from 'vitest';

import { NO_IMAGES_IN_STORAGE, NO_PAGE_IMAGES, previewPagesFrom, retryUrl } from './preview-pages';

const file = (name: string) => ({ name, url: `/media/pdf/${name}?v=abc` });

describe('previewPagesFrom', () => {
  it('keeps PNG pages only, in numeric order', () => {
    const listing = previewPagesFrom(['10.png', '2.png', 'notes.txt', '1.png', 'cover.png', '3.jpg'].map(file));
    expect(listing).toEqual({
      kind: 'pages',
      pages: [
        { number: 1, url: '/media/pdf/1.png?v=abc' },
        { number: 2, url: '/media/pdf/2.png?v=abc' },
        { number: 10, url: '/media/pdf/10.png?v=abc' },
      ],
    });
  });

  it('tells an empty bucket from a bucket without page images', () => {
    expect(previewPagesFrom([])).toEqual({ kind: 'empty', message: NO_IMAGES_IN_STORAGE });
    expect(previewPagesFrom([file('readme.txt')])).toEqual({ kind: 'empty', message: NO_PAGE_IMAGES });
  });
});

describe('retryUrl', () => {
  it('keeps the first URL and adds an attempt number after', () => {
    expect(retryUrl('/media/pdf/1.png?v=abc', 0)).toBe('/media/pdf/1.png?v=abc');
    expect(retryUrl('/media/pdf/1.png?v=abc', 2)).toBe('/media/pdf/1.png?v=abc&retry=2');
    expect(retryUrl('/media/pdf/1.png', 1)).toBe('/media/pdf/1.png?retry=1');
  });
});
