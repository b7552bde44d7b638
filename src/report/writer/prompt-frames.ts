import type { Subject } from '../../domain/astrology';
import { DERIVED_HOUSES } from '../question/derived-houses';
import { REFUSAL_NOTES } from '../question/find-refusal';
import { THEMES } from '../question/life-themes';
import type { FramePerson } from '../question/question-frame';
import { THEME_IDS } from '../question/theme-ids';
import type { ChatMessage } from './ask-model';
import { FORM_MEANINGS, STAKE_MEANINGS } from './model-frame-schema';

/** Who each person is, where the word alone would not say it. */
const PERSON_NOTES: Partial<Record<FramePerson, string>> = {
  self: 'the client, also when another person is only mentioned in passing',
  partner: 'spouse, husband, wife, boyfriend, girlfriend, fiance',
  'prospective-partner': 'a crush, someone being dated, a future spouse (house 5 for a fling or a hook-up)',
  'child-spouse': 'son-in-law, daughter-in-law, "my son\'s wife"',
  'sibling-child': 'niece, nephew',
  parents: 'both parents together',
  'partner-parent': 'mother-in-law, father-in-law',
  'partner-sibling': "the partner's brother or sister",
  rival: 'an open enemy, a competitor, the other side in court',
  other: 'anyone else: a neighbour, a housemate, a business partner',
};

function list<T extends string>(keys: readonly T[], describe: (key: T) => string): string {
  return keys.map((key) => `- ${key}: ${describe(key)}`).join('\n');
}

/**
 * The model is asked to frame all of a reading's questions at once, as JSON: the questions and the subject the visitor
 * chose, nothing else (no name, e-mail, birth data or additional information), and the vocabulary the frame is
 * checked against (decision 0037).
 */
export function promptFrames(questions: readonly string[], subject: Subject): ChatMessage[] {
  const people = Object.keys(DERIVED_HOUSES) as FramePerson[];
  const system = [
    'You read clients\' questions for an astrologer before the chart is judged. For each question, say whom it is about, what is asked (by its meaning in context: "is my marriage worth saving" is about a marriage in crisis, not savings; "study medicine or law" is a study choice, not health), the form of the answer wanted, what is at stake, and whether a chart can honestly answer it.',
    'Reply with one JSON object and nothing else: {"questions": [frame, ...]}, one frame per question, in the order given. Each frame has exactly these fields:',
    '- "who": whom the question is about, one of the people below; a bare "he" or "she" is the person named before it, else the lover the matter implies.',
    '- "house": the number given beside that person below.',
    '- "matter": one to three theme ids from the list below, most relevant first.',
    '- "form": one of the forms below.',
    '- "options": for "which", the options as short phrases copied word for word from the question; otherwise [].',
    '- "stakes": any of the stakes below; [] when none.',
    '- "answerable": false only when no chart can honestly answer it; then "refusal" is its reason from the list below, else null.',
    '- "sure": {"who": false when the person is only implied, "matter": false when the question is too vague to tell its matter}.',
    `People and their houses:\n${list(people, (who) => `house ${DERIVED_HOUSES[who]}${PERSON_NOTES[who] ? `, ${PERSON_NOTES[who]}` : ''}`)}`,
    `Themes:\n${list(THEME_IDS, (id) => THEMES[id].label)}`,
    `Forms:\n${list(Object.keys(FORM_MEANINGS) as (keyof typeof FORM_MEANINGS)[], (form) => FORM_MEANINGS[form])}`,
    `Stakes:\n${list(Object.keys(STAKE_MEANINGS) as (keyof typeof STAKE_MEANINGS)[], (stake) => STAKE_MEANINGS[stake])}`,
    `Refusals: ${Object.keys(REFUSAL_NOTES).join(', ')} (a date of death, lottery numbers or a price, a diagnosis, a decision about medication, the sex of an unborn baby, another person's secret thoughts).`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify({ subject, questions }) },
  ];
}
