import type { StoredFile } from '../../domain/storage';

export type PreviewPage = { number: number; url: string };

export type PreviewListing = { kind: 'pages'; pages: PreviewPage[] } | { kind: 'empty'; message: string };

export const NO_IMAGES_IN_STORAGE = 'No images found in storage';
export const NO_PAGE_IMAGES = 'No page images found';

/**
 * The preview's pages from the `pdf` bucket (spec section 7): PNG files only, in numeric order
 * (so 10.png follows 9.png), each with the public URL the server versioned with `v`.
 */
export function previewPagesFrom(files: StoredFile[]): PreviewListing {
  if (files.length === 0) return { kind: 'empty', message: NO_IMAGES_IN_STORAGE };
  const pages = files
    .map((file) => ({ match: /^(\d+)\.png$/i.exec(file.name), url: file.url }))
    .filter((entry): entry is { match: RegExpExecArray; url: string } => entry.match !== null)
    .map(({ match, url }) => ({ number: Number(match[1]), url }))
    .sort((a, b) => a.number - b.number);
  return pages.length === 0 ? { kind: 'empty', message: NO_PAGE_IMAGES } : { kind: 'pages', pages };
}

/** A URL that makes the browser ask again after a failed load (the `v` stays, for the cache). */
export function retryUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
