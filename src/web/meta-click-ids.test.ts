import { describe, expect, it } from 'vitest';

import { fbcFor, newFbp, readCookie } from './meta-click-ids';

describe('Meta click ids', () => {
  it('reads one cookie among others, decoded, and nothing for an empty value', () => {
    const cookies = 'a=1; _fbp=fb.1.1700000000000.1234567890; _fbc=fb.1.1700000000000.Iw%3DAR; _fbx=';
    expect(readCookie(cookies, '_fbp')).toBe('fb.1.1700000000000.1234567890');
    expect(readCookie(cookies, '_fbc')).toBe('fb.1.1700000000000.Iw=AR');
    expect(readCookie(cookies, '_fbx')).toBeUndefined();
    expect(readCookie('', '_fbp')).toBeUndefined();
  });

  it('builds fbc and fbp in the format Meta documents', () => {
    expect(fbcFor('IwAR2x', 1_700_000_000_123)).toBe('fb.1.1700000000123.IwAR2x');
    expect(newFbp(1_700_000_000_123, () => 0)).toBe('fb.1.1700000000123.1000000000');
    expect(newFbp(1_700_000_000_123, () => 0.999_999_999_9)).toMatch(/^fb\.1\.1700000000123\.\d{10}$/);
  });
});
