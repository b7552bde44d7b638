/**
 * The object key for a path under /media/ (`pdf/1.png`), or null for anything that is not a file
 * directly in one of the two buckets: another prefix, a deeper or climbing path, a dot-file, a
 * control character.
 */
export function mediaKey(pathUnderMedia: string): string | null {
  return /^(pdf|video-rev)\/[^./\p{Cc}][^/\p{Cc}]*$/u.test(pathUnderMedia) ? pathUnderMedia : null;
}
