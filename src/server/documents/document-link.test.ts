import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { checkDocumentLink, documentLink } from './document-link';

const SECRET = 'document-link-test-secret-0123456789abcdef';
const now = new Date('2026-11-25T10:00:00Z');

const partsOf = (url: string) => {
  const query = new URL(url).searchParams;
  return {
    expires: query.get('expires') ?? '',
    generation: query.get('generation'),
    signature: query.get('signature') ?? '',
  };
};

describe('download links and their generation', () => {
  it('sign generation 0 exactly as links were signed before generations, so those already e-mailed keep working', () => {
    const { expires, generation, signature } = partsOf(documentLink('https://astral.example', SECRET, 42, 0, now).url);
    expect(generation).toBeNull();
    const before = createHmac('sha256', SECRET).update(`reading-document:42:${expires}`).digest('base64url');
    expect(signature).toBe(before);
    expect(checkDocumentLink(SECRET, 42, 0, expires, before, now)).toBe('valid');
  });

  it('carry a later generation in the link and the signature: it cannot be claimed by another generation', () => {
    const { expires, generation, signature } = partsOf(documentLink('https://astral.example', SECRET, 42, 2, now).url);
    expect(generation).toBe('2');
    expect(checkDocumentLink(SECRET, 42, 2, expires, signature, now)).toBe('valid');
    for (const other of [0, 1, 3])
      expect(checkDocumentLink(SECRET, 42, other, expires, signature, now)).toBe('altered');
    const zero = partsOf(documentLink('https://astral.example', SECRET, 42, 0, now).url);
    expect(checkDocumentLink(SECRET, 42, 1, zero.expires, zero.signature, now)).toBe('altered');
  });
});
