import type { ReadingSummary } from '../../domain/reading-summary';
import { buildReadingCalendar } from '../calendar/build-reading-calendar';
import { findPosition } from '../synthesis/find-position';
import type { ReadingDocument } from './reading-document';

const PREVIEW_SENTENCES = 2;
const PREVIEW_WORDS = 60;

/** The reading in a few lines for its e-mail (the three signs, how the first answer begins) and its dates for the calendar file. */
export function summarizeReading(doc: ReadingDocument): ReadingSummary {
  const first = doc.questions[0] ?? null;
  return {
    sun: findPosition(doc.chart, 'Sun').sign,
    moon: findPosition(doc.chart, 'Moon').sign,
    rising: doc.chart.ascendant?.sign ?? null,
    firstQuestion: first?.question ?? null,
    firstAnswerPreview: first ? opening(first.paragraphs.join(' ')) : null,
    calendar: buildReadingCalendar(doc),
  };
}

/** The first sentences up to a word budget; sentence ends are . ! ? followed by a capital or a quote. */
function opening(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s+[A-Z“"‘']|\s*$)/g) ?? [text];
  const chosen: string[] = [];
  for (const sentence of sentences.slice(0, PREVIEW_SENTENCES)) {
    if (chosen.length > 0 && [...chosen, sentence].join(' ').split(/\s+/).length > PREVIEW_WORDS) break;
    chosen.push(sentence.trim());
  }
  return chosen.join(' ');
}
