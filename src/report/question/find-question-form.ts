import type { QuestionForm } from './question-reading';
import { endsClause } from './read-tokens';
import type { Token } from './read-tokens';

/**
 * How the asking clause is built, which decides how its topic is read:
 * - inverted: an auxiliary before the subject ("should | I quit my job"), `aux` holds it;
 * - declarative: subject before verb ("tell me if | he will come back");
 * - infinitive: a verb phrase after "to" ("is it time to | leave", "how to | save money");
 * - indirect: an open wh-question kept as one ("which job | should I take"), `lead` holds the wh-words;
 * - phrase: a noun phrase after "about" ("tell me about | my career");
 * - statement: no question at all ("I want to change careers").
 */
export type QuestionOrder = 'inverted' | 'declarative' | 'infinitive' | 'indirect' | 'phrase' | 'statement';

export interface QuestionShape {
  form: QuestionForm;
  order: QuestionOrder;
  aux: Token | null;
  lead: Token[];
  body: Token[];
}

export interface QuestionParts {
  shape: QuestionShape;
  /**
   * Another clause that says what the question is about when the asking clause names little ("If I move to Spain, |
   * will I be happy?", "My mother-in-law hates me, | what should I do?"), without its "if"; `conditional` when it had one.
   */
  context: Token[] | null;
  conditional: boolean;
}

const AUXILIARIES = new Set([
  'should',
  'will',
  'would',
  'can',
  'could',
  'shall',
  'may',
  'might',
  'must',
  'do',
  'does',
  'did',
  'is',
  'are',
  'am',
  'was',
  'were',
  'have',
  'has',
  'had',
]);
const MODALS = new Set([
  'should',
  'will',
  'would',
  'can',
  'could',
  'shall',
  'may',
  'might',
  'must',
  'do',
  'does',
  'is',
  'are',
  'am',
]);
const SUBJECTS = new Set([
  'i',
  'he',
  'she',
  'we',
  'they',
  'it',
  'my',
  'our',
  'his',
  'her',
  'their',
  'there',
  'this',
  'now',
  'the',
]);
const FILLERS = new Set([
  'hi',
  'hello',
  'hey',
  'so',
  'ok',
  'okay',
  'well',
  'please',
  'and',
  'but',
  'also',
  'just',
  'basically',
  'honestly',
  'dear',
  'then',
]);
const SUBORDINATORS = new Set([
  'if',
  'when',
  'because',
  'since',
  'although',
  'though',
  'as',
  'after',
  'before',
  'while',
  'once',
  'unless',
]);
const WHEN_NOUNS = new Set(['year', 'month', 'time', 'age', 'day', 'season', 'date', 'week']);
const TIME_ADVERBS = new Set(['long', 'soon']);
/** Openings that wrap the real question: "can you tell me if ...", "I wonder when ...". Longest first. */
const PREFIXES = [
  'i would like to know',
  'i would love to know',
  'i want to know',
  'i need to know',
  'i would like to ask',
  'i want to ask',
  'can you tell me',
  'could you tell me',
  'will you tell me',
  'would you tell me',
  'please tell me',
  'let me know',
  'tell me',
  'do you think',
  'do you see',
  'do the stars say',
  'i am wondering',
  'i was wondering',
  'i wonder',
  'i am curious',
  'what do you think about',
  'what do you see for',
  'what do you see in',
  'my question is',
  'i am asking',
].map((prefix) => prefix.split(' '));

function word(tokens: readonly Token[], at: number): string {
  return tokens[at]?.normal ?? '';
}

function startsWith(tokens: readonly Token[], words: readonly string[], at = 0): boolean {
  return words.every((expected, offset) => word(tokens, at + offset) === expected);
}

function shape(
  form: QuestionForm,
  order: QuestionOrder,
  body: Token[],
  aux: Token | null = null,
  lead: Token[] = [],
): QuestionShape {
  return { form, order, aux, lead, body };
}

/** "what can I do to", "what is the best way to", "what steps should I take to": a how-question in other words. */
function findHowToStart(tokens: readonly Token[]): number {
  for (let at = 1; at < tokens.length - 1; at += 1) {
    const before = word(tokens, at - 1);
    if (
      word(tokens, at) === 'to' &&
      ['do', 'way', 'take', 'steps', 'step'].includes(before) &&
      tokens[at + 1]?.tags.has('Verb')
    ) {
      return at + 1;
    }
  }
  return -1;
}

/** "is it time to leave", "is now the right moment to buy", "(when is) the best time to sell": the verb phrase after "to". */
function findTimeToStart(body: readonly Token[], opening: readonly string[] = ['it', 'now', 'this', 'that']): number {
  if (!opening.includes(word(body, 0))) return -1;
  for (let at = 1; at < Math.min(body.length - 1, 8); at += 1) {
    if (word(body, at) === 'to' && body[at + 1]?.tags.has('Verb')) return at + 1;
  }
  return -1;
}

function readAuxiliaryQuestion(form: QuestionForm, tokens: Token[], at: number): QuestionShape {
  const body = tokens.slice(at + 1);
  const timeTo = findTimeToStart(body);
  if (timeTo >= 0) return shape(form, 'infinitive', body.slice(timeTo));
  // "is it worth moving abroad"
  const worth = body.findIndex((token) => token.normal === 'worth');
  if (word(body, 0) === 'it' && worth > 0 && worth < 4 && /..ing$/.test(word(body, worth + 1)))
    return shape(form, 'infinitive', body.slice(worth + 1));
  return shape(form, 'inverted', body, tokens[at] ?? null);
}

/** What follows a wh-word: inverted after an auxiliary ("when will he"), declarative inside a wrapper ("tell me when he"). */
function readAfterWh(form: QuestionForm, tokens: Token[], at: number): QuestionShape {
  if (word(tokens, at) === 'to') return shape(form, 'infinitive', tokens.slice(at + 1));
  if (['until', 'till', 'before'].includes(word(tokens, at))) return shape(form, 'declarative', tokens.slice(at + 1));
  if (startsWith(tokens, ['will', 'it', 'take'], at) || startsWith(tokens, ['does', 'it', 'take'], at)) {
    const to = tokens.findIndex((token, index) => index > at && token.normal === 'to');
    if (to > 0) return shape(form, 'infinitive', tokens.slice(to + 1));
  }
  if (word(tokens, at) === 'is') {
    const timeTo = findTimeToStart(tokens.slice(at + 1), ['the', 'a', 'it']);
    if (timeTo >= 0) return shape(form, 'infinitive', tokens.slice(at + 1 + timeTo));
  }
  if (AUXILIARIES.has(word(tokens, at))) return readAuxiliaryQuestion(form, tokens, at);
  return shape(form, 'declarative', tokens.slice(at));
}

/** A question opening with a wh-word, or null when the word opens a subordinate clause ("When I see him, ..."). */
function readWhQuestion(tokens: Token[], embedded: boolean): QuestionShape | null {
  const first = word(tokens, 0);
  const second = word(tokens, 1);
  const next = tokens[1];
  const followsAsQuestion = embedded || !next || AUXILIARIES.has(second) || second === 'not' || second === 'to';
  if (first === 'how' && second === 'come') return shape('why', 'declarative', tokens.slice(2));
  if (
    first === 'how' &&
    (TIME_ADVERBS.has(second) || (second === 'many' && /^(year|month|week|day)s?$/.test(word(tokens, 2))))
  ) {
    return readAfterWh('when', tokens, second === 'many' ? 3 : 2);
  }
  if (first === 'by' && second === 'when') return readAfterWh('when', tokens, 2);
  if (first === 'at' && second === 'what' && word(tokens, 2) === 'age') return readAfterWh('when', tokens, 3);
  if ((first === 'what' || first === 'which') && WHEN_NOUNS.has(next?.lemma ?? ''))
    return readAfterWh('when', tokens, 2);
  if (first === 'when') return followsAsQuestion ? readAfterWh('when', tokens, 1) : null;
  if (first === 'why') return followsAsQuestion ? readAfterWh('why', tokens, 1) : null;
  if (first === 'how') return followsAsQuestion || next?.tags.has('Adjective') ? readAfterWh('how', tokens, 1) : null;
  if (['what', 'which', 'who', 'where', 'whom', 'whose'].includes(first)) {
    const howTo = findHowToStart(tokens);
    if (howTo >= 0) return shape('how', 'infinitive', tokens.slice(howTo));
    if (first === 'what' && (second === 'is' || second === 'are') && tokens[2] && !tokens[2].tags.has('Verb')) {
      return shape('open', 'phrase', tokens.slice(2));
    }
    // "which job", "what career path": the wh-word leads with its noun.
    let leadEnd = 1;
    while (
      leadEnd < tokens.length &&
      !AUXILIARIES.has(word(tokens, leadEnd)) &&
      !tokens[leadEnd]?.tags.has('Verb') &&
      leadEnd < 4
    )
      leadEnd += 1;
    return shape('open', 'indirect', tokens.slice(leadEnd), null, tokens.slice(0, leadEnd));
  }
  return null;
}

/** A clause after its fillers and wrappers: its form and parts. */
function readClause(clause: Token[]): QuestionShape {
  let tokens = clause;
  while (tokens.length > 1 && FILLERS.has(word(tokens, 0))) tokens = tokens.slice(1);
  const prefix = PREFIXES.find((words) => startsWith(tokens, words));
  if (prefix) {
    const rest = tokens.slice(prefix.length + (word(tokens, prefix.length) === 'that' ? 1 : 0));
    const after = word(rest, 0);
    if (after === 'if' || after === 'whether') return shape('yes-no', 'declarative', rest.slice(1));
    if (
      ['about', 'on', 'regarding', 'for', 'in'].includes(after) ||
      prefix.includes('about') ||
      prefix.includes('for') ||
      prefix.includes('in')
    ) {
      return shape('open', 'phrase', ['about', 'on', 'regarding', 'for', 'in'].includes(after) ? rest.slice(1) : rest);
    }
    const wh = readWhQuestion(rest, true);
    if (wh) return wh;
    if (prefix[0] === 'do') return shape('yes-no', 'declarative', rest);
    return shape('open', 'phrase', rest);
  }
  const wh = readWhQuestion(tokens, false);
  if (wh) return wh;
  if (AUXILIARIES.has(word(tokens, 0)) && tokens.length > 1) return readAuxiliaryQuestion('yes-no', tokens, 0);
  return shape('open', 'statement', tokens);
}

/**
 * The question's clauses: split at punctuation, and before an auxiliary that opens a new question after a clause with
 * its own verb, as phones type it ("my boss hates me should I quit").
 */
function splitClauses(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [];
  let current: Token[] = [];
  tokens.forEach((token, at) => {
    const opensQuestion =
      current.some((earlier) => earlier.tags.has('Verb')) &&
      MODALS.has(token.normal) &&
      SUBJECTS.has(word(tokens, at + 1)) &&
      !['i', 'he', 'she', 'we', 'they', 'you', 'to', 'that', 'if', 'whether', 'what', 'when', 'how', 'why'].includes(
        word(tokens, at - 1),
      );
    if (opensQuestion) {
      clauses.push(current);
      current = [];
    }
    current.push(token);
    if (endsClause(token)) {
      clauses.push(current);
      current = [];
    }
  });
  if (current.length > 0) clauses.push(current);
  return clauses;
}

/** How strongly a clause looks like the visitor's actual question; the strongest one is read. */
function rankClause(clause: Token[], read: QuestionShape): number {
  const last = clause[clause.length - 1];
  if (SUBORDINATORS.has(word(clause, 0)) && read.order === 'statement') return 0;
  if (read.form !== 'open') return last?.post.includes('?') ? 4 : 3;
  return read.order === 'statement' ? 1 : 2;
}

/** The question's form and the parts of its asking clause. */
export function findQuestionParts(tokens: readonly Token[]): QuestionParts {
  const clauses = splitClauses(tokens);
  let read = shape('open', 'statement', []);
  let bestRank = -1;
  let bestIndex = 0;
  for (const [index, clause] of clauses.entries()) {
    const candidate = readClause(clause);
    const rank = rankClause(clause, candidate);
    if (rank > bestRank) [read, bestRank, bestIndex] = [candidate, rank, index];
  }
  const others = clauses.filter((_clause, index) => index !== bestIndex);
  const context =
    others.find((clause) => word(clause, 0) === 'if') ??
    others.find((clause) => clause.some((token) => token.tags.has('Noun') && !token.tags.has('Pronoun')));
  const conditional = word(context ?? [], 0) === 'if';
  const askedOrNot = /\b(or not|yes or no)\b/.test(tokens.map((token) => token.normal).join(' '));
  const form = read.form === 'open' && read.order === 'statement' && askedOrNot ? 'yes-no' : read.form;
  return {
    shape: { ...read, form },
    context: context && conditional ? context.slice(1) : (context ?? null),
    conditional,
  };
}
