const YEAR = 31_536_000;

/** A URL with a version (`?v=`) names one content for good; an unversioned one may change. */
export function mediaCacheControl(url: string): string {
  return /[?&]v=/.test(url) ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300';
}
