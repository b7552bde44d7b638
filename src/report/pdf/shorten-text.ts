const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text whole when it has at most `max` letters, else cut with an ellipsis: at the last space of
 * its second half when there is one, so no word is cut, and never inside a letter with its marks.
 */
export function shortenText(text: string, max: number): string {
  const letters = Array.from(graphemes.segment(text.trim()), (s) => s.segment);
  if (letters.length <= max) return text.trim();
  const kept = letters.slice(0, max - 1);
  const space = kept.lastIndexOf(' ');
  const cut = space >= max / 2 ? kept.slice(0, space) : kept;
  return `${cut
    .join('')
    .replace(/[\s,;:.!?…\-–—]+$/u, '')
    .trimEnd()}…`;
}
