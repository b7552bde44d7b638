import { describe, expect, it } from 'vitest';

import { csvField } from './csv-field';

describe('csvField', () => {
  it('passes plain text and numbers, and leaves null empty', () => {
    expect(csvField('/step-one')).toBe('/step-one');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
