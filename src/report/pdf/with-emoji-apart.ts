const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
/**
 * Set between two emoji: react-pdf (textkit 7.0) counts a run's characters by code point but slices
 * it by UTF-16 unit, so a second emoji in the same run comes out as an empty box. A zero-width space
 * (in Noto Serif and Sans) ends the emoji face's run; it prints nothing, allows no line break, and
 * text extraction (pdftotext, pdf.js) leaves it out.
 */
const EMOJI_SEPARATOR = '\u200b';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The visitor's text with adjacent emoji kept apart; other text comes back as it was. */
export function withEmojiApart(text: string): string {
  if (!EMOJI.test(text)) return text;
  let result = '';
  let previous: string | null = null;
  for (const { segment } of graphemes.segment(text)) {
    if (previous !== null && EMOJI.test(previous) && EMOJI.test(segment)) result += EMOJI_SEPARATOR;
    result += segment;
    previous = segment;
  }
  return result;
}
