import { conjugateVerb } from './conjugate-verb';
import type { QuestionParts, QuestionShape } from './find-question-form';
import type { Token } from './read-tokens';

/** A word of the topic and what joins it to the next: a space, or a hyphen inside "mother-in-law". */
interface Piece {
  text: string;
  glue: string;
}

const SECOND_PERSON: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  am: 'are',
  // The visitor's "you" is the astrologer: "what can you tell me" reads back as "what I can tell you".
  you: 'I',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
};
/** A subject before a gerund takes its object form: "will he come back" -> "him coming back". */
const OBJECT_FORMS: Record<string, string> = { he: 'him', she: 'her', they: 'them', it: 'it', there: 'there' };
const VISITOR = new Set(['i', 'we', 'you']);
const PRONOUN_SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'there']);
const COPULAS = new Set(['is', 'are', 'am', 'was', 'were', 'be']);
const MODALS = new Set(['will', 'would', 'can', 'could', 'should', 'shall', 'may', 'might', 'must']);
const DO_FORMS = new Set(['do', 'does', 'did']);
/** Adverbs that add nothing to a topic: "will I ever find love" is about finding love. */
const DROPPED_ADVERBS = new Set(['ever', 'really', 'actually', 'even', 'truly', 'honestly']);
/** "Should I have the surgery" is about the surgery: these verbs give way to a definite thing. */
const LIGHT_VERBS = new Set(['have', 'get', 'take', 'accept', 'undergo', 'do']);
const DEFINITES = new Set(['the', 'this', 'that', 'these', 'those']);
const EMPTY_VERBS = new Set(['be', 'have', 'do', 'happen', 'go', 'get', 'will', 'can', 'should', 'would']);
const TIME_WORDS = new Set([
  'christmas',
  'easter',
  'year',
  'month',
  'week',
  'day',
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'birthday',
  'time',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);
/** Verbs compromise sometimes reads as other words after a noun: "does my crush like me". */
const VERB_LIKE = new Set(['like', 'love', 'miss', 'want', 'need', 'hate']);
/** Verbs compromise reads as nouns after a subject: "what will my career look like". */
const MISREAD_VERBS = new Set(['look', 'turn', 'work', 'change', 'end', 'last', 'go', 'hold']);
const NOMINAL_TAGS = ['Determiner', 'Possessive', 'Adjective', 'Noun', 'ProperNoun', 'Value', 'Abbreviation'];

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The word as it should read mid-sentence: names and places capitalised, "IVF" kept, everything else lower case. */
function caseOf(token: Token): string {
  const text = token.text;
  if (['Place', 'FirstName', 'Month', 'WeekDay', 'Holiday'].some((tag) => token.tags.has(tag)))
    return titleCase(text.toLowerCase());
  if (text.length > 1 && text === text.toUpperCase() && /\p{L}/u.test(text)) return text;
  if (token.tags.has('ProperNoun') && text !== text.toLowerCase()) return text;
  return text.toLowerCase();
}

function glueOf(token: Token): string {
  return token.post.trim() === '-' || token.post === '-' ? '-' : ' ';
}

/** The words in second person: "my job" -> "your job", "I am" -> "you are", "I was" -> "you were". */
function speak(tokens: readonly Token[]): Piece[] {
  return tokens.map((token, at) => {
    const previous = tokens[at - 1]?.normal ?? '';
    let text = SECOND_PERSON[token.normal] ?? caseOf(token);
    if (token.normal === 'was' && VISITOR.has(previous)) text = 'were';
    return { text, glue: glueOf(token) };
  });
}

function pieceOf(text: string, glue = ' '): Piece {
  return { text, glue };
}

function isDeterminer(token: Token | undefined): boolean {
  return Boolean(token && (token.tags.has('Possessive') || token.tags.has('Determiner')));
}

function isVerb(token: Token): boolean {
  return token.tags.has('Verb') || VERB_LIKE.has(token.normal);
}

function isNominal(token: Token): boolean {
  return NOMINAL_TAGS.some((tag) => token.tags.has(tag)) && !(token.tags.has('Verb') && !token.tags.has('Noun'));
}

/** Where a noun phrase or subject pronoun that starts at `from` ends. */
function findNounPhraseEnd(body: readonly Token[], from: number): number {
  if (PRONOUN_SUBJECTS.has(body[from]?.normal ?? '')) return from + 1;
  let end = from;
  for (;;) {
    const token = body[end];
    if (!token || PRONOUN_SUBJECTS.has(token.normal)) return end;
    // Right after "my" or "the" comes a noun, whatever else compromise makes of it ("my love life").
    const afterDeterminer = end > from && isDeterminer(body[end - 1]);
    if (!afterDeterminer && (!isNominal(token) || (end > from && VERB_LIKE.has(token.normal)))) return end;
    end += 1;
  }
}

/** Where the subject ends: "my ex | come back", "Maria | going to", "I | quit"; 0 when the clause starts with its verb. */
function findSubjectEnd(body: readonly Token[]): number {
  const first = body[0];
  if (!first || (first.tags.has('Verb') && !first.tags.has('Noun') && !PRONOUN_SUBJECTS.has(first.normal))) return 0;
  let end = findNounPhraseEnd(body, 0);
  // "my boyfriend and I", "my daughter-in-law and my son"
  while (body[end]?.normal === 'and' && findNounPhraseEnd(body, end + 1) > end + 1)
    end = findNounPhraseEnd(body, end + 1);
  return end;
}

/** The rest of a clause after its verb: coordinated verbs follow the gerund ("stay with him or leave" -> "or leaving"). */
function speakRest(rest: readonly Token[]): Piece[] {
  let trimmed = [...rest];
  const tail = () =>
    trimmed
      .slice(-3)
      .map((token) => token.normal)
      .join(' ');
  for (;;) {
    if (/(^| )(or not|yes or no|or no)$/.test(tail()))
      trimmed = trimmed.slice(0, tail().endsWith('yes or no') ? -3 : -2);
    else if (/(^| )please$/.test(tail())) trimmed = trimmed.slice(0, -1);
    // "come back to me": coming back is to the visitor anyway.
    else if (/back to me$/.test(tail())) trimmed = trimmed.slice(0, -2);
    else break;
  }
  const spoken = speak(trimmed);
  let afterTo = false;
  return spoken.map((piece, at) => {
    const token = trimmed[at];
    const previous = trimmed[at - 1]?.normal ?? '';
    if (previous === 'to' && token?.tags.has('Verb')) afterTo = true;
    const coordinated = token && (previous === 'or' || previous === 'and') && token.tags.has('Infinitive') && !afterTo;
    return coordinated ? pieceOf(conjugateVerb(token.lemma, 'Gerund'), glueOf(token)) : piece;
  });
}

/** The verb and what follows it as a gerund phrase: "quit my job to open a bakery" -> "quitting your job to open a bakery". */
function speakVerbPhrase(body: readonly Token[], at: number, copula: boolean, visitor: boolean): Piece[] {
  const verb = body[at];
  if (!verb) return copula ? [pieceOf('being')] : [];
  const next = body[at + 1];
  if (verb.normal === 'going' && next?.normal === 'to' && body[at + 2]?.tags.has('Verb'))
    return speakVerbPhrase(body, at + 2, false, visitor);
  if (
    MODALS.has(verb.normal) ||
    (DO_FORMS.has(verb.normal) && next && (next.normal === 'not' || next.tags.has('Verb')))
  ) {
    return speakVerbPhrase(body, at + 1, copula, visitor);
  }
  if (COPULAS.has(verb.normal)) return speakVerbPhrase(body, at + 1, true, visitor);
  if (verb.normal === 'not' || verb.normal === 'never' || (verb.tags.has('Adverb') && !verb.tags.has('Verb'))) {
    const rest = speakVerbPhrase(body, at + 1, copula, visitor);
    return DROPPED_ADVERBS.has(verb.normal) ? rest : [pieceOf(verb.normal), ...rest];
  }
  if (verb.tags.has('Gerund') || (copula && /..ing$/.test(verb.normal))) {
    if (verb.lemma === 'keep' || verb.normal === 'keeping') return speakVerbPhrase(body, at + 1, false, visitor);
    return [pieceOf(verb.normal, glueOf(verb)), ...speakRest(body.slice(at + 1))];
  }
  if (copula || !isVerb(verb)) return [pieceOf('being'), ...speakRest(body.slice(at))];
  if (verb.lemma === 'keep' && next?.tags.has('Gerund')) return speakVerbPhrase(body, at + 1, false, visitor);
  if (visitor && LIGHT_VERBS.has(verb.lemma) && DEFINITES.has(next?.normal ?? '')) return speakRest(body.slice(at + 1));
  return [pieceOf(conjugateVerb(verb.lemma || verb.normal, 'Gerund'), glueOf(verb)), ...speakRest(body.slice(at + 1))];
}

/**
 * A clause as a gerund phrase with its subject before it, ready for "about ...": "my ex come back" -> "your ex coming back",
 * "I quit my job" -> "quitting your job"; `copula` when an inverted "is/are/am" went before ("is my marriage over").
 */
function speakGerundClause(body: readonly Token[], copula: boolean): Piece[] {
  let clause = body;
  let negated = false;
  if (clause[0]?.normal === 'not') [clause, negated] = [clause.slice(1), true];
  if (clause[0]?.normal === 'there') return speakRest(clause.slice(1));
  let subjectEnd = findSubjectEnd(clause);
  // "is my best friend jealous of me": the adjective is the predicate, not part of the subject.
  if (copula && subjectEnd >= 2 && clause[subjectEnd - 1]?.tags.has('Adjective')) subjectEnd -= 1;
  // "will my relationship last": compromise may read the verb as part of the noun phrase; the last word is then the verb.
  const afterSubject = clause[subjectEnd];
  const verbless =
    !afterSubject || !(isVerb(afterSubject) || afterSubject.tags.has('Adverb') || afterSubject.normal === 'not');
  const forced =
    !copula &&
    verbless &&
    subjectEnd >= 2 &&
    !clause[subjectEnd - 1]?.tags.has('Possessive') &&
    !clause[subjectEnd - 1]?.tags.has('Determiner');
  if (forced) subjectEnd -= 1;
  const subject = clause.slice(0, subjectEnd);
  const visitor = subject.length === 0 || (subject.length === 1 && VISITOR.has(subject[0]?.normal ?? ''));
  const subjectPieces = visitor
    ? []
    : speak(subject).map((piece, at) => {
        const objectForm = subject.length === 1 ? OBJECT_FORMS[subject[at]?.normal ?? ''] : undefined;
        return objectForm ? pieceOf(objectForm) : piece;
      });
  const verb = clause[subjectEnd];
  const verbPhrase =
    forced && verb
      ? [
          pieceOf(conjugateVerb(verb.lemma || verb.normal, 'Gerund'), glueOf(verb)),
          ...speakRest(clause.slice(subjectEnd + 1)),
        ]
      : speakVerbPhrase(clause, subjectEnd, copula, visitor);
  return [...subjectPieces, ...(negated ? [pieceOf('not')] : []), ...verbPhrase];
}

/** An open wh-question kept as an indirect one: "which job should I take" -> "which job you should take". */
function speakIndirect(shape: QuestionShape): Piece[] {
  const lead = speak(shape.lead);
  const [aux, ...rest] = shape.body;
  if (!aux || !(COPULAS.has(aux.normal) || MODALS.has(aux.normal) || DO_FORMS.has(aux.normal)))
    return [...lead, ...speak(shape.body)];
  let subjectEnd = findSubjectEnd(rest);
  if (subjectEnd === 0) return [...lead, ...speak(shape.body)];
  // "what will my career look like": compromise may take the verb for the subject's last noun.
  const lastOfSubject = rest[subjectEnd - 1]?.normal ?? '';
  if (
    MODALS.has(aux.normal) &&
    subjectEnd >= 2 &&
    (!rest[subjectEnd]?.tags.has('Verb') || MISREAD_VERBS.has(lastOfSubject))
  )
    subjectEnd -= 1;
  const subject = rest.slice(0, subjectEnd);
  const after = rest.slice(subjectEnd);
  const subjectPieces = speak(subject);
  if (!DO_FORMS.has(aux.normal)) {
    const auxText =
      VISITOR.has(subject[0]?.normal ?? '') && subjectEnd === 1
        ? (SECOND_PERSON[aux.normal] ?? aux.normal)
        : aux.normal;
    return [
      ...lead,
      ...subjectPieces,
      pieceOf(aux.normal === 'was' && subjectEnd === 1 && VISITOR.has(subject[0]?.normal ?? '') ? 'were' : auxText),
      ...speakRest(after),
    ];
  }
  // "what does the future hold": compromise may take the verb for the subject's last noun.
  const verbInSubject = !after[0]?.tags.has('Verb') && subjectEnd >= 2;
  const [verb, ...afterVerb] = verbInSubject ? [rest[subjectEnd - 1] as Token, ...after] : after;
  if (verbInSubject) subjectPieces.pop();
  if (!verb) return [...lead, ...subjectPieces];
  const head = subject[subjectEnd - (verbInSubject ? 2 : 1)];
  const plural =
    subject.some((token) => token.normal === 'and') ||
    Boolean(head?.tags.has('Plural')) ||
    ['i', 'we', 'you', 'they'].includes(head?.normal ?? '');
  const form = aux.normal === 'did' ? 'PastTense' : aux.normal === 'does' && !plural ? 'PresentTense' : null;
  const verbText = form ? conjugateVerb(verb.lemma || verb.normal, form) : caseOf(verb);
  return [...lead, ...subjectPieces, pieceOf(verbText, glueOf(verb)), ...speakRest(afterVerb)];
}

/** A statement's topic: "I want to change careers" -> "changing careers", "I am worried about my mother" -> "your mother". */
function speakStatement(body: readonly Token[]): Piece[] {
  const window = body.slice(0, 6);
  const to = window.findIndex((token, at) => token.normal === 'to' && body[at + 1]?.tags.has('Verb'));
  const about = body.findIndex(
    (token) => ['about', 'regarding', 'of', 'on'].includes(token.normal) && token !== body[0],
  );
  if (body[0]?.normal === 'i' && to > 0 && (about < 0 || to < about))
    return speakGerundClause(body.slice(to + 1), false);
  if (about > 0 && body[about + 1]) return speakPhrase(body.slice(about + 1));
  return speakGerundClause(body, false);
}

function speakPhrase(body: readonly Token[]): Piece[] {
  if (body[0]?.normal === 'whether' || body[0]?.normal === 'if') return speakGerundClause(body.slice(1), false);
  return speakRest(body);
}

function speakShape(shape: QuestionShape): Piece[] {
  switch (shape.order) {
    case 'inverted':
      return speakGerundClause(shape.body, COPULAS.has(shape.aux?.normal ?? ''));
    case 'declarative':
      return speakGerundClause(shape.body, false);
    case 'infinitive':
      return speakVerbPhrase(shape.body, 0, false, true);
    case 'indirect':
      return speakIndirect(shape);
    case 'phrase':
      return speakPhrase(shape.body);
    case 'statement':
      return speakStatement(shape.body);
  }
}

function join(pieces: readonly Piece[]): string {
  return pieces
    .map((piece, at) => piece.text + (at < pieces.length - 1 ? piece.glue : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the words name a thing (a noun other than a pronoun or a time), not only "it happening" or "being happy". */
function namesThing(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      token.tags.has('Noun') &&
      !token.tags.has('Pronoun') &&
      !token.tags.has('Date') &&
      !TIME_WORDS.has(token.lemma) &&
      !EMPTY_VERBS.has(token.lemma),
  );
}

/** Whether they name a deed of the visitor's own ("quit"), beyond "get", "be" or "happen". */
function namesDoing(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      token.tags.has('Verb') &&
      !token.tags.has('Auxiliary') &&
      !EMPTY_VERBS.has(token.lemma) &&
      !MODALS.has(token.normal),
  );
}

function namesAnything(tokens: readonly Token[]): boolean {
  return namesThing(tokens) || namesDoing(tokens) || tokens.some((token) => token.tags.has('Adjective'));
}

/**
 * What was asked about, in second person and ready for "about ...": "Should I quit my job to open a bakery?" ->
 * "quitting your job to open a bakery". When the asking clause names no thing, another clause speaks for it: an "if"
 * ("If I move to Spain, will I be happy?" -> "moving to Spain"), or the situation told beside it ("my boss hates me,
 * should I quit" -> "quitting with your boss hating you"). Null when the question names nothing ("When will it happen?").
 */
export function findTopic(parts: QuestionParts): string | null {
  const { shape, context, conditional } = parts;
  const asked = [...shape.lead, ...shape.body];
  if (context && !namesThing(asked) && namesAnything(context)) {
    const told = join(speakStatement(context));
    if (conditional || !namesDoing(asked)) return told || null;
    return `${join(speakShape(shape))} with ${told}`;
  }
  if (!namesAnything(asked)) return null;
  return join(speakShape(shape)) || null;
}
