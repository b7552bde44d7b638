/** Longer than this, a word may be broken: no ordinary word or name is this long. */
const LONG_WORD = 24;
/** The shortest piece a long word is broken into, so that no line ends or starts with a letter or two. */
const PIECE = 6;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * react-pdf's hyphenation callback: the pieces a word may be broken into at a line's end (react-pdf
 * adds the hyphen). Words of ordinary length stay whole; a longer one may break every few letters,
 * never inside a letter with its marks.
 */
export function breakLongWord(word: string): string[] {
  if (word.length <= LONG_WORD) return [word];
  const letters = Array.from(graphemes.segment(word), (s) => s.segment);
  if (letters.length <= LONG_WORD) return [word];
  const pieces: string[] = [];
  // The last piece takes the remainder, so it is never shorter than PIECE.
  const count = Math.floor(letters.length / PIECE);
  for (let i = 0; i < count; i++) {
    pieces.push(letters.slice(i * PIECE, i === count - 1 ? letters.length : (i + 1) * PIECE).join(''));
  }
  return pieces;
}
