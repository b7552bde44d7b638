import { DERIVED_HOUSES } from '../question/derived-houses';
import { REFUSAL_NOTES } from '../question/find-refusal';
import { THEMES } from '../question/life-themes';
import type { Adviser } from '../question/life-themes';
import type { QuestionFrame } from '../question/question-frame';
import type { QuestionReading } from '../question/question-reading';
import type { ThemeId } from '../question/theme-ids';
import type { ModelFrame } from './model-frame-schema';

/** The parts of a question's reading the model's frame can change. */
export type FramePart = 'who' | 'matter' | 'form' | 'stakes' | 'refusal';

export type CheckedFrame = {
  /** The reading the answer is written from. */
  reading: QuestionReading;
  /** What of it came from the model and differs from the rule reader's; empty when the rule reader's stands. */
  taken: FramePart[];
  /** Why the model's frame was set aside whole, or null when it was consistent. */
  rejected: string | null;
};

/** The casual lover, read from the 5th rather than the 7th (`findWho`): the table's one exception. */
const CASUAL_LOVER_HOUSE = 5;

/** Lower-cased words only, padded, so "Law" is found in "medicine or law?" but "law" is not in "lawyer". */
function plainWords(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Why the model's frame cannot be true of this question, or null when its parts agree with each other and the text. */
function inconsistency(model: ModelFrame, text: string): string | null {
  const house = DERIVED_HOUSES[model.who];
  if (model.house !== house && !(model.who === 'prospective-partner' && model.house === CASUAL_LOVER_HOUSE))
    return `house ${model.house} does not stand for ${model.who} (${house})`;
  if (model.answerable !== (model.refusal === null)) return 'answerable and refusal disagree';
  if (model.form === 'which' && model.options.length < 2) return 'a choice with fewer than two options';
  const words = plainWords(text);
  if (model.form === 'which' && model.options.some((option) => !words.includes(plainWords(option))))
    return 'an option that is not in the question';
  return null;
}

function adviserOf(themes: readonly ThemeId[]): Adviser | null {
  if (themes.some((theme) => THEMES[theme].area === 'health')) return 'doctor';
  return themes.map((theme) => THEMES[theme].adviser).find((adviser) => adviser !== null) ?? null;
}

function asTopic(theme: ThemeId): string {
  const label = THEMES[theme].label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * The reading a question is answered from when a model has also framed it (decision 0037). A frame whose parts
 * contradict each other or the question is set aside whole. Otherwise, part by part: who (with the house) and the
 * matter are the model's only where the rule reader is not sure of them; the form only where the rule reader found
 * none ('open'); stakes are the union of both; a refusal is added by the model but never lifted, and never for a
 * secret mind. A changed matter brings its adviser when the rule reader named none, and its label as the topic when
 * the topic was the old matter's label.
 */
export function crossCheckFrame(rule: QuestionReading, model: ModelFrame): CheckedFrame {
  const rejected = inconsistency(model, rule.text);
  if (rejected) return { reading: rule, taken: [], rejected };
  const ruled = rule.frame;
  const taken = new Set<FramePart>();

  const person = ruled.sure.who ? ruled : { who: model.who, house: model.house, sure: model.sure };
  if (person.who !== ruled.who || person.house !== ruled.house || person.sure.who !== ruled.sure.who) taken.add('who');

  const themes = ruled.sure.matter ? rule.themes : model.matter;
  const sureOfMatter = ruled.sure.matter || model.sure.matter;
  const newMatter = themes.join() !== rule.themes.join();
  if (newMatter || sureOfMatter !== ruled.sure.matter) taken.add('matter');

  const formFromModel = ruled.form === 'open' && model.form !== 'open';
  if (formFromModel) taken.add('form');

  const stakes = [...ruled.stakes, ...model.stakes.filter((stake) => !ruled.stakes.includes(stake))];
  if (stakes.length > ruled.stakes.length) taken.add('stakes');

  // A model's "secret mind" would turn away "does he love me", the questions the funnel is for.
  const added = ruled.refusal === null && model.refusal !== null && model.refusal !== 'secret' ? model.refusal : null;
  const refusal = added ? { reason: added, note: REFUSAL_NOTES[added] } : ruled.refusal;
  if (added) taken.add('refusal');

  const frame: QuestionFrame = {
    who: person.who,
    house: person.house,
    form: formFromModel ? model.form : ruled.form,
    options: formFromModel && model.form === 'which' ? model.options : ruled.options,
    stakes,
    answerable: refusal === null,
    refusal,
    sure: { who: person.sure.who, matter: sureOfMatter },
  };
  const topicWasLabel = rule.topic === asTopic(rule.themes[0]!);
  return {
    reading: {
      ...rule,
      // The writer's forms have no 'which' yet: a choice is written as an open question (decision 0035).
      form: formFromModel ? (model.form === 'which' ? 'open' : model.form) : rule.form,
      themes,
      topic: newMatter && topicWasLabel ? asTopic(themes[0]!) : rule.topic,
      adviser: newMatter ? (rule.adviser ?? adviserOf(themes)) : rule.adviser,
      frame,
    },
    taken: [...taken],
    rejected: null,
  };
}
