import type { Reading } from '../../domain/reading';
import type { ReadingSummary } from '../../domain/reading-summary';
import type { SiteConfig } from '../../domain/site-config';
import { buildReadingDocument } from '../document/build-reading-document';
import { summarizeReading } from '../document/summarize-reading';
import { readingInputFromReading } from '../synthesis/reading-input-from-reading';
import type { ModelWriter } from '../writer/model-writer';
import { readFramesWithModel } from '../writer/read-frames-with-model';
import type { FrameOutcome } from '../writer/read-frames-with-model';
import { writeAnswersWithModel } from '../writer/write-answers-with-model';
import type { WriterOutcome } from '../writer/write-answers-with-model';
import { renderReadingDocument } from './render-reading-pdf';

/**
 * A stored reading's PDF, its summary for the e-mail, and, when a model is configured, what became of its reading of
 * each question and of each answer it wrote.
 */
export type RenderedReading = {
  pdf: Buffer;
  summary: ReadingSummary;
  frameOutcomes: FrameOutcome[];
  outcomes: WriterOutcome[];
};

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

/**
 * The renderer the delivery worker is given: a stored reading in, its PDF out. When a model is configured it reads the
 * questions first, cross-checked with the rule reader (decision 0037), then writes the answers.
 */
export function renderStoredReading(
  site: SiteConfig,
  writer: ModelWriter | null = null,
): (reading: Reading) => Promise<RenderedReading> {
  const exclusive = oneAtATime();
  return async (reading) => {
    const input = readingInputFromReading(reading);
    // One moment for the questions' time frames and the document alike.
    const now = new Date();
    // The model is waited for outside the queue: its 20 s must not hold up other readings.
    const framed = writer
      ? await readFramesWithModel(
          input.questions,
          { subject: input.subject, now, zone: input.timeZone, birthDate: input.birthDate },
          writer,
        )
      : null;
    const doc = await exclusive(async () => buildReadingDocument(input, site, now, framed?.readings));
    const written = writer ? await writeAnswersWithModel(doc, writer) : { doc, outcomes: [] };
    const pdf = await exclusive(() => renderReadingDocument(written.doc));
    return {
      pdf,
      summary: summarizeReading(written.doc),
      frameOutcomes: framed?.outcomes ?? [],
      outcomes: written.outcomes,
    };
  };
}
