import type { Subject } from '../../domain/astrology';
import { readQuestion } from '../question/read-question';
import type { Voice } from '../lore/voice';
import { gatherTestimony } from '../synthesis/gather-testimony';
import type { ReadingChart } from '../synthesis/reading-input';
import type { TransitEvent } from '../synthesis/transits';
import type { AnsweredQuestion } from './reading-document';
import { writeAnswer } from './write-answer';

/** What answering the visitor's questions needs: the chart, the coming year's transits and what the visitor told us. */
export interface AnswerContext {
  chart: ReadingChart;
  name: string;
  subject: Subject;
  questions: string[];
  additionalInfo: string | null;
  /** YYYY-MM-DD */
  birthDate: string;
  transits: TransitEvent[];
  now: Date;
  zone: string;
}

const MAX_QUESTIONS = 3;

/** Reads each question, gathers the chart's testimony for it, and writes its answer. */
export function answerQuestions(context: AnswerContext, voice: Voice): AnsweredQuestion[] {
  const { chart, subject, transits, now, zone, birthDate } = context;
  return context.questions
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .slice(0, MAX_QUESTIONS)
    .map((text) => {
      const question = readQuestion(text, { subject, now, zone, birthDate });
      return writeAnswer(gatherTestimony({ chart, question, transits, now, zone }), context, voice);
    });
}
