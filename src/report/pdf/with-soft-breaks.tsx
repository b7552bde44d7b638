import { Text } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

/** Chinese and Japanese are written without spaces, and a line may end between any two of their characters. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** No line starts with closing punctuation, a small kana or the long-vowel mark, in Chinese or Japanese. */
const NO_LINE_START = /^[、。，．・：；？！）」』】〉》〕ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ’”)\]}.,:;!?%]/u;
/** No line ends with opening punctuation. */
const NO_LINE_END = /^[（「『【〈《〔‘“([{]/u;
/** A run of non-space characters this long overflows a narrow line: a web address, a path. */
const LONG_TOKEN = /\S{25,}/gu;
/** Where a web address or a path may break: after its separators. */
const ADDRESS_BREAK = /^[/?&=#_.@\\-]$/u;
const SPACE = /^\s/u;
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
/**
 * Set between two emoji: react-pdf (textkit 7.0) counts a run's characters by code point but slices
 * it by UTF-16 unit, so a second emoji in the same run comes out as an empty box. A zero-width space
 * (in Noto Serif and Sans) ends the emoji face's run; it prints nothing and allows no line break.
 */
const EMOJI_SEPARATOR = '\u200b';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A line break opportunity that prints nothing. react-pdf breaks lines only at spaces (or inside a
 * hyphenated word, adding a hyphen), so a space set at a hundredth of a point is the one way to let
 * a line end between two Chinese characters, or after a slash of a web address, without a hyphen.
 */
function softBreak(key: number) {
  return (
    <Text key={key} style={{ fontSize: 0.01 }}>
      {' '}
    </Text>
  );
}

function mayBreakBetween(before: string, after: string, inAddress: boolean): boolean {
  if (SPACE.test(before) || SPACE.test(after)) return false;
  if (inAddress && ADDRESS_BREAK.test(before) && !ADDRESS_BREAK.test(after)) return true;
  return (CJK.test(before) || CJK.test(after)) && !NO_LINE_START.test(after) && !NO_LINE_END.test(before);
}

/** The indices of the characters that stand in a long run without spaces (a web address, a path). */
function addressSpans(text: string): [number, number][] {
  return Array.from(text.matchAll(LONG_TOKEN), (m) => [m.index, m.index + m[0].length] as [number, number]).filter(
    ([from, to]) => /[/?&=#_.@\\-]/u.test(text.slice(from, to)),
  );
}

/**
 * The visitor's text made ready for react-pdf: line breaks between the characters of Chinese and
 * Japanese and after the separators of a long web address or path (never inside a letter with its
 * marks or an emoji sequence), and adjacent emoji kept apart. Other text comes back as it was.
 */
export function withSoftBreaks(text: string): ReactNode {
  const addresses = addressSpans(text);
  if (!CJK.test(text) && !EMOJI.test(text) && addresses.length === 0) return text;
  const nodes: ReactNode[] = [];
  let run = '';
  let previous: string | null = null;
  for (const { segment, index } of graphemes.segment(text)) {
    const inAddress = addresses.some(([from, to]) => index > from && index < to);
    if (previous !== null && mayBreakBetween(previous, segment, inAddress)) {
      nodes.push(run, softBreak(nodes.length));
      run = '';
    } else if (previous !== null && EMOJI.test(previous) && EMOJI.test(segment)) {
      run += EMOJI_SEPARATOR;
    }
    run += segment;
    previous = segment;
  }
  nodes.push(run);
  return nodes.length === 1 ? run : nodes;
}
