import { describe, expect, it } from 'vitest';

import { checkDocumentLink, documentLink } from '../documents/document-link';
import { checkReviewToken, reviewToken } from './review-link';

const SECRET = 'review-link-test-secret-0123456789abcdef';
const now = new Date('2026-11-25T10:00:00Z');
const DAY_MS = 86_400_000;

describe('review links', () => {
  const { token, expiresAt } = reviewToken(SECRET, 42, 0, now);

  it('name their reading until they expire, 60 days on', () => {
    expect(checkReviewToken(SECRET, token, now)).toEqual({ status: 'valid', readingId: 42, generation: 0 });
    expect(expiresAt.getTime() - now.getTime()).toBe(60 * DAY_MS);
    expect(checkReviewToken(SECRET, token, new Date(expiresAt.getTime() - 1000))).toEqual({
      status: 'valid',
      readingId: 42,
      generation: 0,
    });
    expect(checkReviewToken(SECRET, token, expiresAt)).toEqual({ status: 'expired' });
  });

  it('refuse any change: another reading, a later expiry, another signature, another key', () => {
    const [, expires, signature] = token.split('.') as [string, string, string];
    expect(checkReviewToken(SECRET, `43.${expires}.${signature}`, now)).toEqual({ status: 'altered' });
    expect(checkReviewToken(SECRET, `42.${Number(expires) + 86_400}.${signature}`, now)).toEqual({ status: 'altered' });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(checkReviewToken(SECRET, `42.${expires}.${flipped}`, now)).toEqual({ status: 'altered' });
    expect(checkReviewToken(`${SECRET}-other`, token, now)).toEqual({ status: 'altered' });
    expect(checkReviewToken(SECRET, '42.abc.def', now)).toEqual({ status: 'altered' });
    expect(checkReviewToken(SECRET, '', now)).toEqual({ status: 'altered' });
  });

  it('are never download links, nor download links review links, under the same key', () => {
    const download = new URL(documentLink('https://astral.example', SECRET, 42, 0, now).url);
    const expires = download.searchParams.get('expires') ?? '';
    const documentSignature = download.searchParams.get('signature') ?? '';
    expect(checkDocumentLink(SECRET, 42, 0, expires, documentSignature, now)).toBe('valid');
    expect(checkReviewToken(SECRET, `42.${expires}.${documentSignature}`, now)).toEqual({ status: 'altered' });
    const [, reviewExpires, reviewSignature] = token.split('.') as [string, string, string];
    expect(checkDocumentLink(SECRET, 42, 0, reviewExpires, reviewSignature, now)).toBe('altered');
  });

  it("carry the reading's link generation, which cannot be written into an older link", () => {
    const later = reviewToken(SECRET, 42, 2, now).token;
    expect(later.split('.')).toHaveLength(4);
    expect(checkReviewToken(SECRET, later, now)).toEqual({ status: 'valid', readingId: 42, generation: 2 });
    const [id, expires, signature] = token.split('.') as [string, string, string];
    expect(checkReviewToken(SECRET, `${id}.${expires}.2.${signature}`, now)).toEqual({ status: 'altered' });
  });
});
