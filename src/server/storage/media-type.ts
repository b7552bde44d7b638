/** The types the buckets hold (preview page images, testimonial videos), by file extension. */
const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
};

/** The Content-Type to store a file with; the browser needs it to show an image or play a video. */
export function mediaType(fileName: string): string {
  const extension = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0] ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}
