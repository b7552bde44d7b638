import { describe, expect, it } from 'vitest';

import { READING_ID_KEY, READING_TOKEN_KEY, resolveReadingAccess, saveReadingAccess } from './reading-access';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const stored = () => memoryStorage({ [READING_ID_KEY]: '7', [READING_TOKEN_KEY]: 'token-of-seven' });

describe('resolveReadingAccess', () => {
  it('prefers page state, then location state, then the query parameter, then storage', () => {
    const storage = memoryStorage();
    const all = { pageState: { readingId: 1 }, locationState: { readingId: 2 }, search: '?readingId=3', storage };
    expect(resolveReadingAccess(all)?.readingId).toBe(1);
    expect(resolveReadingAccess({ ...all, pageState: {} })?.readingId).toBe(2);
    expect(resolveReadingAccess({ ...all, pageState: null, locationState: null })?.readingId).toBe(3);
    storage.setItem(READING_ID_KEY, '4');
    expect(resolveReadingAccess({ storage })?.readingId).toBe(4);
  });

  it('takes only a numeric query parameter', () => {
    const storage = stored();
    expect(resolveReadingAccess({ search: '?readingId=abc', storage })?.readingId).toBe(7);
    expect(resolveReadingAccess({ search: '?readingId=1e3', storage })?.readingId).toBe(7);
    expect(resolveReadingAccess({ search: '?readingId=-5', storage })?.readingId).toBe(7);
    expect(resolveReadingAccess({ search: '?readingId=12', storage })?.readingId).toBe(12);
  });

  it('ignores ids in state that are not positive integers', () => {
    const storage = stored();
    expect(resolveReadingAccess({ locationState: { readingId: 'x' }, storage })?.readingId).toBe(7);
    expect(resolveReadingAccess({ locationState: { readingId: 1.5 }, storage })?.readingId).toBe(7);
    expect(resolveReadingAccess({ locationState: 'junk', storage })?.readingId).toBe(7);
  });

  it('returns the stored token with the stored id', () => {
    expect(resolveReadingAccess({ locationState: { readingId: 7 }, storage: stored() })).toEqual({
      readingId: 7,
      token: 'token-of-seven',
    });
  });

  it('saves a new id back and drops the token that belonged to the old one', () => {
    const storage = stored();
    expect(resolveReadingAccess({ search: '?readingId=9', storage })).toEqual({ readingId: 9, token: null });
    expect(storage.map.get(READING_ID_KEY)).toBe('9');
    expect(storage.map.has(READING_TOKEN_KEY)).toBe(false);
  });

  it('is null when nothing knows the id, and survives missing storage', () => {
    expect(resolveReadingAccess({ storage: memoryStorage() })).toBeNull();
    expect(resolveReadingAccess({ storage: null })).toBeNull();
    expect(resolveReadingAccess({ search: '?readingId=5', storage: null })).toEqual({ readingId: 5, token: null });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(resolveReadingAccess({ locationState: { readingId: 3 }, storage: broken })).toEqual({
      readingId: 3,
      token: null,
    });
    expect(() => saveReadingAccess(broken, 3, 't')).not.toThrow();
  });
});

describe('saveReadingAccess', () => {
  it('stores the id and its token side by side', () => {
    const storage = memoryStorage();
    saveReadingAccess(storage, 42, 'secret');
    expect(Object.fromEntries(storage.map)).toEqual({ [READING_ID_KEY]: '42', [READING_TOKEN_KEY]: 'secret' });
  });
});
