import type { Subject } from '../../domain/astrology';
import { formatDay } from '../lore/format';
import { readQuestion } from '../question/read-question';
import type { QuestionReading } from '../question/question-reading';
import type { Voice } from '../lore/voice';
import { transitKey } from '../synthesis/find-timing-windows';
import type { FoundCircumstance } from '../synthesis/find-circumstances';
import type { ToldEvent } from '../synthesis/find-told-events';
import type { Uncertainty } from '../synthesis/find-uncertainties';
import { gatherTestimony } from '../synthesis/gather-testimony';
import type { ReadingChart } from '../synthesis/reading-input';
import type { TransitEvent } from '../synthesis/transits';
import type { AnsweredQuestion } from './reading-document';
import { shownWindows, writeAnswer } from './write-answer';

/** What answering the visitor's questions needs: the chart, the coming year's transits and what the visitor told us. */
export interface AnswerContext {
  chart: ReadingChart;
  name: string;
  subject: Subject;
  questions: string[];
  additionalInfo: string | null;
  /** YYYY-MM-DD */
  birthDate: string;
  /** The slow planets' passes from a year back to a year ahead: a window already open keeps its true start. */
  transits: TransitEvent[];
  now: Date;
  zone: string;
  /** Dated events the visitor told, each set against the sky of its time. */
  told: ToldEvent[];
  /** What a few minutes of birth time, or a missing one, could change. */
  uncertainties: Uncertainty[];
  /** Standing facts of the visitor's life they told (out of work, a parent ill), which change the advice. */
  circumstances: FoundCircumstance[];
}

const MAX_QUESTIONS = 3;

/**
 * Reads each question, gathers the chart's testimony for it, and writes its answer. `readings` are questions already
 * read, by their trimmed text, with the same subject, time and zone: the rule reader's cross-checked with a model's
 * (`readFramesWithModel`, decision 0037).
 */
export function answerQuestions(
  context: AnswerContext,
  voice: Voice,
  readings?: ReadonlyMap<string, QuestionReading>,
): AnsweredQuestion[] {
  const { chart, subject, transits, now, zone, birthDate } = context;
  // A window one answer quotes is referred to, not told again, by the answers after it.
  const quoted = new Map<string, number>();
  const said = new Set<string>();
  return context.questions
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .slice(0, MAX_QUESTIONS)
    .map((text, index) => {
      const question = readings?.get(text) ?? readQuestion(text, { subject, now, zone, birthDate });
      const testimony = gatherTestimony({ chart, question, transits, now, zone });
      const answer = writeAnswer(testimony, context, voice, new Map(quoted), said);
      // Only windows the answer really printed (a wanted sentence may have been left out for length).
      const printed = answer.paragraphs.join(' ');
      for (const w of shownWindows(testimony, answer.form, quoted, now))
        if (!quoted.has(transitKey(w.transit.event)) && printed.includes(formatDay(w.from, zone)))
          quoted.set(transitKey(w.transit.event), index + 1);
      return answer;
    });
}
