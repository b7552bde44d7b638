import type { Reading } from '../../domain/reading';
import type { ReadingSummary } from '../../domain/reading-summary';
import type { SiteConfig } from '../../domain/site-config';
import { buildReadingDocument } from '../document/build-reading-document';
import { summarizeReading } from '../document/summarize-reading';
import { readingInputFromReading } from '../synthesis/reading-input-from-reading';
import type { ModelWriter } from '../writer/model-writer';
import { writeAnswersWithModel } from '../writer/write-answers-with-model';
import type { WriterOutcome } from '../writer/write-answers-with-model';
import { renderReadingDocument } from './render-reading-pdf';

/** A stored reading's PDF, its summary for the e-mail, and, when a model writes the answers, what became of each one. */
export type RenderedReading = { pdf: Buffer; summary: ReadingSummary; outcomes: WriterOutcome[] };

/**
 * Runs tasks one after another. A render holds about 100 MB live: several at once in one heap-capped
 * thread run it out of memory (a delivery batch claims several readings), one at a time stays
 * within the cap and takes no longer in all, since rendering is CPU-bound on one thread anyway.
 */
function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The renderer the delivery worker is given: a stored reading in, its PDF out; the model writes the answers when one is configured. */
export function renderStoredReading(
  site: SiteConfig,
  writer: ModelWriter | null = null,
): (reading: Reading) => Promise<RenderedReading> {
  const exclusive = oneAtATime();
  return async (reading) => {
    const doc = await exclusive(async () => buildReadingDocument(readingInputFromReading(reading), site, new Date()));
    // The model is waited for outside the queue: its 20 s must not hold up other readings.
    const written = writer ? await writeAnswersWithModel(doc, writer) : { doc, outcomes: [] };
    const pdf = await exclusive(() => renderReadingDocument(written.doc));
    return { pdf, summary: summarizeReading(written.doc), outcomes: written.outcomes };
  };
}
