import type { QuestionFrame } from './question-frame';
import type { ThemeId } from './theme-ids';

/** What kind of answer a question asks for. */
export type QuestionForm = 'yes-no' | 'when' | 'how' | 'why' | 'open';

/** The stretch of time a question names ("this spring", "next year", "before 40"), as local calendar days. */
export interface TimeFrame {
  /** The words as the visitor wrote them: "this spring". */
  phrase: string;
  /** YYYY-MM-DD, inclusive, in the visitor's time zone. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

/** A question as the reading understands it: computed once, then only read by the synthesis and the texts. */
export interface QuestionReading {
  /** The question as typed, trimmed. */
  text: string;
  form: QuestionForm;
  /** Most relevant first; never empty (a question with no recognised theme gets the chosen subject's general theme). */
  themes: ThemeId[];
  /**
   * What was asked about, in the visitor's words and ready to drop into a sentence:
   * "opening a bakery", "your ex", "the knee surgery your doctor recommended", "paying off your debt".
   * First person is turned to second ("my ex" -> "your ex").
   */
  topic: string;
  /** The people the question names, normalised: 'ex', 'partner', 'boss', 'son', 'daughter-in-law', 'friend', a first name... */
  people: string[];
  /** Places it names: "Canada", "abroad", "London". */
  places: string[];
  timeFrame: TimeFrame | null;
  /** A doctor, lawyer or financial adviser decides what this question touches; the answer must say so. */
  adviser: 'doctor' | 'lawyer' | 'financial adviser' | null;
  /** About whom, from which house, in what form, with what at stake, and whether a chart can answer (decision 0035). */
  frame: QuestionFrame;
}
