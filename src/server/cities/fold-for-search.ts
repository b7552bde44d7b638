/** Letters that Unicode decomposition leaves alone but an English keyboard user types differently. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
  ŧ: 't',
  ŋ: 'n',
};
const SPECIAL_PATTERN = /[ßæœøłđðþıħŀŧŋ]/g;
const MARKS = /\p{M}+/gu;
// Apostrophes vanish ("Ra’s" = "ras"); every other non-letter separates words ("Aix-en-Provence").
const APOSTROPHES = /['’ʼʻ`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The form both names and queries are compared in: lower case, no accents, words separated by one
 * space. 'São Paulo' and 'sao  paulo' both give 'sao paulo'; 'Zürich' gives 'zurich'.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/**
 * The same with apostrophes as word breaks instead: "Reggio nell'Emilia" gives 'reggio nell emilia',
 * how many visitors type Italian elisions. The build indexes it as a second spelling of such names.
 */
export function foldApostrophesApart(text: string): string {
  return foldForSearch(text.replace(APOSTROPHES, ' '));
}
