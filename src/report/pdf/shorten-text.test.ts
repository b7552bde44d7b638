import { describe, expect, it } from 'vitest';

import { shortenText } from './shorten-text';

describe('shortenText', () => {
  it('keeps a short text whole', () => {
    expect(shortenText('  Will I find love this year?  ', 40)).toBe('Will I find love this year?');
  });

  it('cuts a long one at a space with an ellipsis, within the length, without a dangling comma', () => {
    const cut = shortenText('Should I leave my job in Milan, move back home to my family, and open a bakery?', 40);
    expect(cut).toBe('Should I leave my job in Milan, move…');
    expect(Array.from(cut).length).toBeLessThanOrEqual(40);
  });

  it('cuts a text without spaces between letters, never inside a letter with its marks', () => {
    expect(shortenText('我什么时候会遇到真爱我们会在哪里相遇', 10)).toBe('我什么时候会遇到真…');
    const marked = shortenText('e\u0301'.repeat(30), 10);
    expect(marked).toBe(`${'e\u0301'.repeat(9)}…`);
  });
});
