import { describe, expect, it } from 'vitest';

import { suggestDisplayName } from './reviews';

describe('suggestDisplayName', () => {
  it("is the first name and the surname's initial, never the full name", () => {
    expect(suggestDisplayName('Vera Castellano')).toBe('Vera C.');
    expect(suggestDisplayName('  zoë  van nguyễn ')).toBe('zoë N.');
    expect(suggestDisplayName('Ada')).toBe('Ada');
    expect(suggestDisplayName(null)).toBe('');
    expect(suggestDisplayName('   ')).toBe('');
  });
});
