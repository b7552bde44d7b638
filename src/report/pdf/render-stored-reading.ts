import type { Reading } from '../../domain/reading';
import type { SiteConfig } from '../../domain/site-config';
import type { ReadingSummary } from '../../domain/reading-summary';
import { buildReadingDocument } from '../document/build-reading-document';
import { summarizeReading } from '../document/summarize-reading';
import { readingInputFromReading } from '../synthesis/reading-input-from-reading';
import type { ModelWriter } from '../writer/model-writer';
import { writeAnswersWithModel } from '../writer/write-answers-with-model';
import type { WriterOutcome } from '../writer/write-answers-with-model';
import { renderReadingDocument } from './render-reading-pdf';

/** A stored reading's PDF, its summary for the e-mail, and, when a model writes the answers, what became of each one. */
export type RenderedReading = { pdf: Buffer; summary: ReadingSummary; outcomes: WriterOutcome[] };

/** The renderer the delivery worker is given: a stored reading in, its PDF out; the model writes the answers when one is configured. */
export function renderStoredReading(site: SiteConfig, writer: ModelWriter | null = null): (reading: Reading) => Promise<RenderedReading> {
  return async (reading) => {
    const doc = buildReadingDocument(readingInputFromReading(reading), site, new Date());
    const written = writer ? await writeAnswersWithModel(doc, writer) : { doc, outcomes: [] };
    return { pdf: await renderReadingDocument(written.doc), summary: summarizeReading(written.doc), outcomes: written.outcomes };
  };
}
