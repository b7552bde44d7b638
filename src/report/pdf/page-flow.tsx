import { View } from '@react-pdf/renderer';
import { Fragment } from 'react';
import type { ReactElement } from 'react';

import type { PdfStyles } from './pdf-styles';

/** A4 in points, as react-pdf sizes it. */
const A4 = { width: 595.28, height: 841.89 };

/** A block of a chapter's text, laid out whole or split by react-pdf, with its height guessed before layout. */
export type FlowBlock = { key: string; height: number; node: ReactElement };

/** The framed page's text column and body, in points. */
export function pageBody(styles: PdfStyles): { width: number; height: number } {
  const { paddingTop, paddingBottom, paddingHorizontal } = styles.page;
  return {
    width: A4.width - 2 * Number(paddingHorizontal),
    height: A4.height - Number(paddingTop) - Number(paddingBottom),
  };
}

/** Letters set about twice as wide as a Latin one: Chinese, Japanese and Korean, and emoji. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\p{Extended_Pictographic}]/u;

/**
 * How many lines a text takes in a column, guessed from its letters: Noto Serif and Sans set English
 * at about half an em a letter on average (92 letters to a line of the reading's body), and a few
 * percent more for the space left at the end of each line by the words that did not fit.
 */
export function guessLines(text: string, fontSize: number, width: number): number {
  let ems = 0;
  for (const letter of text) ems += WIDE.test(letter) ? 1 : 0.5;
  return Math.max(1, Math.ceil((ems * fontSize) / width));
}

/**
 * What a chapter's last page should hold at least: four tenths of the body, so that what measures a
 * little shorter than guessed still fills more than the third the page fill rule asks.
 */
const TAIL_SHARE = 0.45;

/**
 * Where the chapter's tail starts: the fewest last blocks that together reach the share of a page.
 * Null when the chapter is too short to have a tail worth keeping together.
 */
export function tailStart(heights: readonly number[], body: number): number | null {
  let sum = 0;
  for (let i = heights.length - 1; i > 0; i--) {
    sum += heights[i]!;
    if (sum >= TAIL_SHARE * body) return i;
  }
  return null;
}

/**
 * A chapter's blocks, its tail kept together: a mark before the tail asks react-pdf to keep on one page
 * all that follows it (`minPresenceAhead` reaching to the chapter's end), or else to start the tail on
 * the next page. So the chapter's last page never holds only the last lines of an answer or a few rows
 * of a table. A tail taller than a page still flows on: from the top of a page react-pdf breaks no more.
 */
export function Flow({ blocks, styles }: { blocks: FlowBlock[]; styles: PdfStyles }) {
  const body = pageBody(styles).height;
  const start = tailStart(
    blocks.map((b) => b.height),
    body,
  );
  return (
    <>
      {blocks.map((block, i) => (
        <Fragment key={block.key}>
          {i === start && <View minPresenceAhead={body} />}
          {block.node}
        </Fragment>
      ))}
    </>
  );
}
