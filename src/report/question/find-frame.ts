import { findOptions } from './find-options';
import type { QuestionParts } from './find-question-form';
import type { FoundThemes } from './find-themes';
import { findRefusal, REFUSAL_NOTES } from './find-refusal';
import { findStakes } from './find-stakes';
import { findWho } from './find-who';
import type { FrameForm, QuestionFrame } from './question-frame';
import type { Token } from './read-tokens';

/** The question's frame: whom it is about and from which house, its form and options, its stakes, and whether a chart can answer it. */
export function findFrame(
  tokens: readonly Token[],
  parts: QuestionParts,
  { themes, sure, topical }: FoundThemes,
  /** The lower-cased text with word senses made plain (`disambiguateSenses`): "saving a marriage" stakes no money. */
  senses: string,
): QuestionFrame {
  const text = tokens.map((token) => token.normal).join(' ');
  const who = findWho(tokens, parts, themes, topical);
  const options = findOptions(tokens, parts);
  const form: FrameForm = options.length >= 2 ? 'which' : parts.shape.form;
  const reason = findRefusal(text);
  return {
    who: who.who,
    house: who.house,
    form,
    options: form === 'which' ? options : [],
    stakes: findStakes(senses, themes),
    answerable: reason === null,
    refusal: reason === null ? null : { reason, note: REFUSAL_NOTES[reason] },
    sure: { who: who.sure, matter: sure },
  };
}
