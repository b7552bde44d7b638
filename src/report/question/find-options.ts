import type { QuestionParts } from './find-question-form';
import { endsClause } from './read-tokens';
import type { Token } from './read-tokens';

/** After "or", these open a second question about the same thing ("or is he just being friendly"): a yes-no, not a choice. */
const AUX_AFTER_OR = new Set([
  'am',
  'is',
  'are',
  'was',
  'will',
  'would',
  'do',
  'does',
  'did',
  'should',
  'can',
  'has',
  'have',
]);
const NOT_A_CHOICE = new Set(['not', 'no', 'never', 'something', 'anything', 'what', 'maybe', 'else', 'otherwise']);
/** Where an option ends on the right: "australia | for nursing", "wait for her | to reach out". */
const RIGHT_STOPS = new Set(['which', 'what', 'where', 'whats', 'who', 'is', 'will', 'because', 'so']);
/** These end an option after a noun ("australia | for nursing") but not after a verb or adverb ("move to the province", "stay here with the kids"). */
const PREPOSITIONS = new Set(['for', 'to', 'with']);
const TIME_WORDS = /^(year|month|week|summer|winter|spring|autumn|fall|time)s?$/;
/** Where an option starts on the left: after the asker ("should i | stay"), a choosing verb or a list's comma. */
const LEFT_STARTS = new Set([
  'i',
  'we',
  'between',
  'choose',
  'pick',
  'take',
  'do',
  'or',
  'is',
  'be',
  'he',
  'she',
  'from',
]);
const FILLER = new Set(['just', 'rather', 'instead', 'simply', 'either']);
/** A list item before the comma: "gold, real estate or index funds"; longer runs are a clause of their own. */
const MAX_LISTED_WORDS = 2;

/** The words as typed, a hyphen kept where the visitor wrote one ("pag-ibig housing loan"). */
function joinWords(tokens: readonly Token[]): string {
  return tokens
    .map((token, at) => token.text + (at < tokens.length - 1 ? (token.post === '-' ? '-' : ' ') : ''))
    .join('');
}

function trimFiller(words: readonly Token[]): Token[] {
  let trimmed = [...words];
  while (FILLER.has(trimmed[0]?.normal ?? '')) trimmed = trimmed.slice(1);
  while (FILLER.has(trimmed.at(-1)?.normal ?? '')) trimmed = trimmed.slice(0, -1);
  return trimmed;
}

function endsRight(tokens: readonly Token[], at: number, words: readonly Token[]): boolean {
  const token = tokens[at] as Token;
  if (words.length === 0) return false;
  if (RIGHT_STOPS.has(token.normal)) return true;
  if (['this', 'next'].includes(token.normal) && TIME_WORDS.test(tokens[at + 1]?.normal ?? '')) return true;
  const last = words.at(-1);
  return PREPOSITIONS.has(token.normal) && last?.tags.has('Noun') === true && !last.tags.has('Verb');
}

function rightOption(tokens: readonly Token[], or: number): Token[] {
  const words: Token[] = [];
  for (let at = or + 1; at < tokens.length; at += 1) {
    if (endsRight(tokens, at, words)) break;
    const token = tokens[at] as Token;
    words.push(token);
    if (endsClause(token)) break;
  }
  return trimFiller(words);
}

/** Where the left option starts: back from "or" to a clause's start or a word that opens the choice. */
function leftStart(tokens: readonly Token[], or: number): number {
  let start = or - 1;
  while (start > 0 && !LEFT_STARTS.has(tokens[start - 1]?.normal ?? '')) {
    if (endsClause(tokens[start - 1] as Token)) {
      // Cross a comma into a list of short items, never into a clause.
      let item = start - 1;
      while (item > 0 && !endsClause(tokens[item - 1] as Token)) item -= 1;
      const clause = tokens
        .slice(item, start)
        .some((token) => LEFT_STARTS.has(token.normal) || token.tags.has('Pronoun'));
      if (start - item > MAX_LISTED_WORDS || clause) break;
    }
    start -= 1;
  }
  return start;
}

function leftOptions(tokens: readonly Token[], or: number, firstRight: string): Token[][] {
  const span = tokens.slice(leftStart(tokens, or), or);
  // "near my parents or near his parents": the left option starts where the right one's first word last appears.
  const same = span.map((token) => token.normal).lastIndexOf(firstRight);
  const from = same > 0 ? span.slice(same) : span;
  // A list: "gold, real estate or index funds".
  const listed: Token[][] = [[]];
  for (const token of from) {
    listed.at(-1)?.push(token);
    if (/,/.test(token.post)) listed.push([]);
  }
  // "do it now or wait": the option is "now".
  const withoutIt = (words: Token[]) => (words[0]?.normal === 'it' ? words.slice(1) : words);
  return listed.map((words) => withoutIt(trimFiller(words))).filter((words) => words.length > 0);
}

/** "torn between Joy and Anna", "Mark and Ken. which one": options joined by "and" before a "which". */
function findBetween(tokens: readonly Token[]): string[] {
  const between = tokens.findIndex((token) => token.normal === 'between');
  const and = tokens.findIndex((token, at) => at > between && token.normal === 'and');
  if (between < 0 || and < 0 || and - between > 5) return [];
  return [tokens.slice(between + 1, and), tokens.slice(and + 1, and + 1 + (and - between - 1))].map((words) =>
    words.map((token) => token.text).join(' '),
  );
}

function findNamedPair(tokens: readonly Token[]): string[] {
  const and = tokens.findIndex(
    (token, at) =>
      token.normal === 'and' && tokens[at - 1]?.tags.has('FirstName') && tokens[at + 1]?.tags.has('FirstName'),
  );
  return and < 0 ? [] : [tokens[and - 1]?.text ?? '', tokens[and + 1]?.text ?? ''];
}

/**
 * The options of a which-question: "should I stay or leave" -> stay, leave; "medicine or law" -> medicine, law. Empty
 * when the question offers no choice, including "does he like me or is he just being friendly", one yes-no asked twice.
 */
export function findOptions(tokens: readonly Token[], parts: QuestionParts): string[] {
  const or = tokens.findIndex(
    (token, at) =>
      token.normal === 'or' &&
      !NOT_A_CHOICE.has(tokens[at + 1]?.normal ?? '') &&
      !AUX_AFTER_OR.has(tokens[at + 1]?.normal ?? ''),
  );
  const whichAsked = parts.shape.lead.some((token) => token.normal === 'which');
  if (or < 0) return whichAsked ? [...findBetween(tokens), ...findNamedPair(tokens)].slice(0, 2) : [];
  // "what groups or communities should I join": one open question naming a kind of thing twice.
  if (or === 0 || endsClause(tokens[or - 1] as Token) || tokens[or - 2]?.normal === 'what') return [];
  const right = rightOption(tokens, or);
  const left = leftOptions(tokens, or, right[0]?.normal ?? '');
  if (right.length === 0 || left.length === 0) return [];
  return [...left.map(joinWords), joinWords(right)];
}
