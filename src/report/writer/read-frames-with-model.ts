import { readQuestion } from '../question/read-question';
import type { QuestionContext } from '../question/read-question';
import type { QuestionReading } from '../question/question-reading';
import { askModel } from './ask-model';
import { crossCheckFrame } from './cross-check-frame';
import type { FramePart } from './cross-check-frame';
import { modelErrorReason } from './model-error-reason';
import { modelFrameSchema, modelFramesReplySchema } from './model-frame-schema';
import type { ModelWriter } from './model-writer';
import { promptFrames } from './prompt-frames';

/** For each question: what of the model's frame went in, or why none of it did. */
export type FrameOutcome = { question: string; taken: FramePart[]; reason: string | null };

export type ModelFrames = {
  /** Every question's reading by its trimmed text, as `answerQuestions` takes them; the rule reader's where the model's fell. */
  readings: Map<string, QuestionReading>;
  outcomes: FrameOutcome[];
};

/** The reply's JSON, also when a model wraps it in a code fence despite JSON mode. */
function parseJson(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(content);
  return JSON.parse(fenced?.[1] ?? content);
}

/** The reply's frames, one per question (unparsed), or why there are none to use. */
function framesOf(content: string, count: number): unknown[] | string {
  let json: unknown;
  try {
    json = parseJson(content);
  } catch {
    return 'the model replied with no JSON';
  }
  const reply = modelFramesReplySchema.safeParse(json);
  if (!reply.success) return 'the model replied in an unexpected shape';
  if (reply.data.questions.length !== count)
    return `the model framed ${reply.data.questions.length} questions of ${count}`;
  return reply.data.questions;
}

/**
 * Asks the model once for the frames of all of a reading's questions (decision 0037) and cross-checks each against the
 * rule reader's (`crossCheckFrame`). An error, a timeout, a reply that is not the JSON asked for or a frame that fails
 * its schema leaves the rule reader's reading of that question: the reading never fails for the model.
 */
export async function readFramesWithModel(
  texts: readonly string[],
  context: QuestionContext,
  writer: ModelWriter,
): Promise<ModelFrames> {
  const questions = texts.map((text) => text.trim()).filter((text) => text.length > 0);
  const rules = questions.map((text) => readQuestion(text, context));
  let frames: unknown[] | string;
  try {
    frames = framesOf(
      await askModel(writer, promptFrames(questions, context.subject), { json: true }),
      questions.length,
    );
  } catch (error) {
    frames = modelErrorReason(error, writer);
  }
  const checked = rules.map((rule, at) => {
    if (typeof frames === 'string') return { reading: rule, taken: [], rejected: frames };
    const parsed = modelFrameSchema.safeParse(frames[at]);
    if (!parsed.success)
      return {
        reading: rule,
        taken: [],
        rejected: `the model's frame has an invalid ${parsed.error.issues[0]?.path.join('.') || 'shape'}`,
      };
    return crossCheckFrame(rule, parsed.data);
  });
  return {
    readings: new Map(checked.map(({ reading }) => [reading.text, reading])),
    outcomes: checked.map(({ reading, taken, rejected }) => ({ question: reading.text, taken, reason: rejected })),
  };
}
