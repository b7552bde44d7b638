import type { QuestionLine } from '../../domain/question-line';
import { THEMES } from './life-themes';
import type { FrameForm, FramePerson, Refusal } from './question-frame';
import type { QuestionReading } from './question-reading';
import { THEME_AREAS, type ThemeArea } from './theme-ids';

/** The words `findPeople` normalises to that name each person, and what to call them when none was written. */
const PERSON_NAMES: Record<FramePerson, { words: readonly string[]; otherwise: string }> = {
  self: { words: [], otherwise: 'you' },
  partner: { words: ['husband', 'wife', 'boyfriend', 'girlfriend', 'fiance', 'partner'], otherwise: 'your partner' },
  ex: { words: ['ex'], otherwise: 'your ex' },
  'prospective-partner': { words: [], otherwise: 'a love interest' },
  child: { words: ['son', 'daughter', 'stepson', 'stepdaughter', 'children'], otherwise: 'your child' },
  'child-spouse': { words: ['daughter-in-law', 'son-in-law'], otherwise: "your child's partner" },
  grandchild: { words: [], otherwise: 'your grandchild' },
  sibling: { words: ['sister', 'brother', 'siblings'], otherwise: 'your brother or sister' },
  'sibling-child': { words: [], otherwise: 'your niece or nephew' },
  mother: { words: ['mother', 'stepmother'], otherwise: 'your mother' },
  father: { words: ['father', 'stepfather'], otherwise: 'your father' },
  parents: { words: ['parents'], otherwise: 'your parents' },
  'partner-parent': { words: ['mother-in-law', 'father-in-law'], otherwise: 'your in-laws' },
  'partner-sibling': { words: ['sister-in-law', 'brother-in-law'], otherwise: "your partner's brother or sister" },
  boss: { words: ['boss'], otherwise: 'your boss' },
  colleague: { words: ['colleague'], otherwise: 'your colleague' },
  employee: { words: [], otherwise: 'your staff' },
  friend: { words: ['friend'], otherwise: 'your friend' },
  rival: { words: [], otherwise: 'a rival' },
  pet: { words: [], otherwise: 'your pet' },
  other: { words: [], otherwise: 'someone else' },
};
const CHILD_WORDS = new Set(['son', 'daughter', 'stepson', 'stepdaughter']);
const PARTNER_WORDS = new Set(PERSON_NAMES.partner.words);

const FORM_WORDS: Record<Exclude<FrameForm, 'which' | 'open'>, string> = {
  'yes-no': 'yes or no',
  when: 'when',
  how: 'how',
  why: 'why',
};

const AREA_WORDS: Record<ThemeArea, string> = {
  love: 'love',
  marriage: 'marriage',
  family: 'family',
  career: 'work',
  money: 'money',
  health: 'health',
  friends: 'friendship',
  life: 'your life',
};

/** What the visitor could ask instead, in their own voice, for each question a chart cannot answer. */
const SUGGESTIONS: Record<Refusal, string> = {
  death: 'How can I look after my health and my family this year?',
  lottery: 'How can I handle money and risk wisely this year?',
  diagnosis: 'How can I stay strong while I wait for the results?',
  medication: 'What does this season ask of me while I decide with my doctor?',
  'baby-sex': 'What do the coming months hold for me and my baby?',
  secret: 'What does this relationship ask of me?',
};

const SECOND_PERSON: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  'i’m': 'you’re',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
};

/** "before I turn 40" -> "before you turn 40", "my kids" -> "your kids": the visitor's own words, spoken back to them. */
function speakBack(phrase: string): string {
  return phrase
    .replace(/\bi am\b/giu, 'you are')
    .replace(/[\p{L}'’]+/gu, (word) => SECOND_PERSON[word.toLowerCase()] ?? word);
}

function isName(person: string): boolean {
  return /^\p{Lu}/u.test(person);
}

/** The person as the visitor named them: "your daughter-in-law", "your son's wife", "Maria", else the person's plain name. */
export function namePerson(who: FramePerson, people: readonly string[]): string {
  const { words, otherwise } = PERSON_NAMES[who];
  const named = people.find((person) => words.includes(person));
  if (named) return `your ${named}`;
  if (who === 'child-spouse') {
    const child = people.find((person) => CHILD_WORDS.has(person));
    const partner = people.find((person) => PARTNER_WORDS.has(person));
    if (child && partner) return `your ${child}'s ${partner}`;
  }
  const names = people.filter(isName);
  return who !== 'self' && names.length === 1 && names[0] ? names[0] : otherwise;
}

function lowerFirst(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** "medicine or law", "gold, real estate or index funds". */
function listOptions(options: readonly string[]): string {
  const last = options.at(-1) ?? '';
  return options.length < 2 ? last : `${options.slice(0, -1).join(', ')} or ${last}`;
}

function describeForm(form: FrameForm, options: readonly string[]): string | null {
  if (form === 'open') return null;
  if (form === 'which') return `which: ${listOptions(options.map(speakBack))}`;
  return FORM_WORDS[form];
}

/**
 * How the reading will read a question, in one quiet line for the questions screen: about whom, what, in what form and
 * when ("Read as: your daughter · a marriage under strain · yes or no · this year"). Where the reader is unsure of the
 * matter it says the question will be read generally; unsure of the person, it leaves the person out, as the answer
 * does. A question no chart can answer gets the reading's kind note and a question to ask instead.
 */
export function describeFrame(reading: QuestionReading): QuestionLine {
  const { frame } = reading;
  if (frame.refusal)
    return { kind: 'unanswerable', note: frame.refusal.note, suggestion: SUGGESTIONS[frame.refusal.reason] };
  const theme = reading.themes[0];
  const time = reading.timeFrame ? speakBack(reading.timeFrame.phrase) : null;
  if (!frame.sure.matter || !theme) {
    const area = AREA_WORDS[theme ? THEME_AREAS[theme] : 'life'];
    const parts = [`a general question about ${area}`, time].filter((part) => part !== null);
    return { kind: 'read', line: `Read as: ${parts.join(' · ')}` };
  }
  const matter = lowerFirst(THEMES[theme].label);
  const person = frame.sure.who ? namePerson(frame.who, reading.people) : null;
  // "your parents · your parents": the matter already names them.
  const about = person === matter ? null : person;
  const parts = [about, matter, describeForm(frame.form, frame.options), time].filter((part) => part !== null);
  return { kind: 'read', line: `Read as: ${parts.join(' · ')}` };
}
