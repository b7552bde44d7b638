/** Longer than this, a word may be broken: no ordinary word or name is this long. */
const LONG_WORD = 24;
/** The shortest piece a long word is broken into, so that no line ends or starts with a letter or two. */
const PIECE = 6;
/** Chinese and Japanese are written without spaces, and a line may end between any two of their characters. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** No line starts with closing punctuation, a small kana or the long-vowel mark, in Chinese or Japanese. */
const NO_LINE_START = /^[、。，．・：；？！）」』】〉》〕ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ’”)\]}.,:;!?%]/u;
/** No line ends with opening punctuation. */
const NO_LINE_END = /^[（「『【〈《〔‘“([{]/u;
/** Where a web address or a path may break: after its separators. */
const ADDRESS_BREAK = /^[/?&=#_.@\\-]$/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A long run of letters in pieces of six, the last taking the remainder so that it is never shorter. */
function inPieces(letters: string[]): string[][] {
  if (letters.length <= LONG_WORD) return [letters];
  const count = Math.floor(letters.length / PIECE);
  return Array.from({ length: count }, (_, i) =>
    letters.slice(i * PIECE, i === count - 1 ? undefined : (i + 1) * PIECE),
  );
}

/** A long token split after each run of separators (a web address, a path); other text whole. */
function afterSeparators(letters: string[]): string[][] {
  if (letters.length <= LONG_WORD || !letters.some((l) => ADDRESS_BREAK.test(l))) return [letters];
  const parts: string[][] = [[]];
  for (const [i, letter] of letters.entries()) {
    if (i > 0 && ADDRESS_BREAK.test(letters[i - 1]!) && !ADDRESS_BREAK.test(letter)) parts.push([]);
    parts.at(-1)!.push(letter);
  }
  return parts;
}

/** Chinese and Japanese split between characters, never before closing or after opening punctuation. */
function betweenCharacters(letters: string[]): string[][] {
  const parts: string[][] = [[]];
  for (const [i, letter] of letters.entries()) {
    const before = letters[i - 1];
    if (
      before !== undefined &&
      (CJK.test(before) || CJK.test(letter)) &&
      !NO_LINE_START.test(letter) &&
      !NO_LINE_END.test(before)
    )
      parts.push([]);
    parts.at(-1)!.push(letter);
  }
  return parts;
}

/**
 * react-pdf's hyphenation callback: the pieces a word (text between spaces) may be broken into at a
 * line's end. Words of ordinary length stay whole (hyphenated names read badly in a personal
 * letter). A web address or path breaks after its separators, Chinese and Japanese between
 * characters, and a word too long for any line every six letters, never inside a letter with its
 * marks. textkit (patched, patches/) adds a hyphen only where a break falls between two letters of
 * a word, so a break adds no character to the text a reader copies or searches.
 */
export function breakWord(word: string): string[] {
  if (word.length <= LONG_WORD && !CJK.test(word)) return [word];
  const letters = Array.from(graphemes.segment(word), (s) => s.segment);
  return afterSeparators(letters)
    .flatMap(inPieces)
    .flatMap(betweenCharacters)
    .map((piece) => piece.join(''));
}
