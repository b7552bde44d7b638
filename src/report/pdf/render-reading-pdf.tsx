import { renderToBuffer } from '@react-pdf/renderer';

import type { SiteConfig } from '../../domain/site-config';
import { buildReadingDocument } from '../document/build-reading-document';
import { registerFonts } from './pdf-fonts';
import type { ReadingDocument } from '../document/reading-document';
import type { ReadingInput } from '../synthesis/reading-input';
import { ReadingPdf } from './reading-pdf';
import { splitSaraAm } from './split-sara-am';

/** Lays out an already computed reading. */
export async function renderReadingDocument(doc: ReadingDocument): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<ReadingPdf doc={splitSaraAm(doc)} />);
}

/** The visitor's reading as a PDF: the chart and transits are computed first, then laid out. */
export async function renderReadingPdf(input: ReadingInput, site: SiteConfig, now: Date): Promise<Buffer> {
  return renderReadingDocument(buildReadingDocument(input, site, now));
}
