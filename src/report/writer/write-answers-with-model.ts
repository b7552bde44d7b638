import type { ReadingDocument } from '../document/reading-document';
import { askModel } from './ask-model';
import { checkModelAnswer } from './check-model-answer';
import { modelErrorReason } from './model-error-reason';
import type { ModelWriter } from './model-writer';
import { promptAnswer } from './prompt-answer';

/** For each question: whether the model's answer went in, else why the deterministic one stayed. */
export type WriterOutcome = { question: string; written: true } | { question: string; written: false; reason: string };

/**
 * Asks the model to write each answer from its testimony, all questions at once, and keeps a
 * model's answer only when it passes the checks; an error, a timeout or a failed check keeps the
 * deterministic answer, so the reading is never worse for the model being there.
 */
export async function writeAnswersWithModel(
  doc: ReadingDocument,
  writer: ModelWriter,
): Promise<{ doc: ReadingDocument; outcomes: WriterOutcome[] }> {
  const results = await Promise.all(
    doc.questions.map(async (answer) => {
      try {
        const checked = checkModelAnswer(await askModel(writer, promptAnswer(answer.brief, doc.persona)), answer.brief);
        if (!checked.ok)
          return { answer, outcome: { question: answer.question, written: false, reason: checked.reason } as const };
        return {
          answer: { ...answer, paragraphs: checked.paragraphs },
          outcome: { question: answer.question, written: true } as const,
        };
      } catch (error) {
        const reason = modelErrorReason(error, writer);
        return { answer, outcome: { question: answer.question, written: false, reason } as const };
      }
    }),
  );
  return { doc: { ...doc, questions: results.map((r) => r.answer) }, outcomes: results.map((r) => r.outcome) };
}
