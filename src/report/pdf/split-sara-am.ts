import type { ReadingDocument } from '../document/reading-document';

/** Thai sara am, which fonts draw as two glyphs: nikhahit and sara aa. */
const SARA_AM = '\u0e33';
const NIKHAHIT_SARA_AA = '\u0e4d\u0e32';

/**
 * The document with every Thai sara am written as its two parts (its compatibility decomposition,
 * drawn the same). fontkit turns the one character into two glyphs, and react-pdf (textkit 7.0)
 * slices a line's last run by character count, so the line's last letter vanished after one.
 */
export function splitSaraAm(doc: ReadingDocument): ReadingDocument {
  const json = JSON.stringify(doc);
  return json.includes(SARA_AM) ? (JSON.parse(json.replaceAll(SARA_AM, NIKHAHIT_SARA_AA)) as ReadingDocument) : doc;
}
