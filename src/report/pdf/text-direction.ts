/** The first letter decides, as the Unicode bidirectional algorithm does for a paragraph. */
const FIRST_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The direction of a line that holds the visitor's words alone (a question, a name): right to left
 * when it starts in Arabic or Hebrew, so that its closing question mark or full stop lands at its
 * left end, where a reader of those scripts finishes.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const letter = FIRST_LETTER.exec(text)?.[0];
  return letter !== undefined && RIGHT_TO_LEFT.test(letter) ? 'rtl' : 'ltr';
}
