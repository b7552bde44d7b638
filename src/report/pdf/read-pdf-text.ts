import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const squash = (s: string) => s.replace(/\s+/g, '');

/**
 * For tests: page count and the text of every page with whitespace removed (react-pdf breaks
 * lines anywhere in a paragraph, so words are compared without spaces), whole and page by page.
 */
export async function readPdfText(
  pdf: Buffer | Uint8Array,
): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pageTexts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pageTexts.push(squash(content.items.map((item) => ('str' in item ? item.str : '')).join('')));
  }
  await doc.destroy();
  return { pages: doc.numPages, text: pageTexts.join(''), pageTexts };
}

export { squash };
