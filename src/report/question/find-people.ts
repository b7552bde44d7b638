import type { Token } from './read-tokens';

/** The words for the people a question names, each to its normal form. */
const RELATIONS: Record<string, string> = {
  ex: 'ex',
  partner: 'partner',
  spouse: 'partner',
  husband: 'husband',
  wife: 'wife',
  boyfriend: 'boyfriend',
  girlfriend: 'girlfriend',
  fiance: 'fiance',
  fiancee: 'fiance',
  fiancé: 'fiance',
  fiancée: 'fiance',
  boss: 'boss',
  manager: 'boss',
  supervisor: 'boss',
  colleague: 'colleague',
  coworker: 'colleague',
  'co-worker': 'colleague',
  workmate: 'colleague',
  mother: 'mother',
  mom: 'mother',
  mum: 'mother',
  mommy: 'mother',
  mummy: 'mother',
  mama: 'mother',
  father: 'father',
  dad: 'father',
  daddy: 'father',
  papa: 'father',
  parent: 'parents',
  son: 'son',
  daughter: 'daughter',
  child: 'children',
  kid: 'children',
  brother: 'brother',
  sister: 'sister',
  sibling: 'siblings',
  friend: 'friend',
  bestie: 'friend',
  grandmother: 'grandmother',
  grandma: 'grandmother',
  granny: 'grandmother',
  grandfather: 'grandfather',
  grandpa: 'grandfather',
  stepmother: 'stepmother',
  stepfather: 'stepfather',
  stepson: 'stepson',
  stepdaughter: 'stepdaughter',
};
const IN_LAWS = new Set(['mother', 'father', 'sister', 'brother', 'son', 'daughter']);
/** Children only count as people when they are the visitor's own: "my kids", not "have kids". */
const OWNED_ONLY = new Set(['children']);
/** Nor do friends the visitor has yet to make: "make new friends". */
const NOT_YET = new Set(['new', 'more', 'any', 'some', 'no', 'make', 'real', 'true']);
const PLACE_WORDS = new Set(['abroad', 'overseas']);
/** Capitalised words compromise may take for names that are not people here. */
export const NOT_NAMES: ReadonlySet<string> = new Set([
  'will',
  'may',
  'june',
  'april',
  'august',
  'hope',
  'faith',
  'grace',
  'joy',
  'christmas',
  'i',
]);

function titleCase(words: string): string {
  // A letter that starts a word: \b would also match after an accented letter ("CÓRdoba").
  return words.replace(/(?<![\p{L}\p{N}'’])\p{L}/gu, (letter) => letter.toUpperCase());
}

/** "mother-in-law" is three tokens; the relation is the first, "in" and "law" follow. */
function isInLaw(tokens: readonly Token[], at: number): boolean {
  return tokens[at + 1]?.normal === 'in' && tokens[at + 2]?.normal === 'law';
}

/** The people the question names, normalised ('ex', 'mother-in-law', 'friend', 'Maria'), in order, without repeats. */
export function findPeople(tokens: readonly Token[]): string[] {
  const people: string[] = [];
  const add = (person: string) => {
    if (!people.includes(person)) people.push(person);
  };
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    if (!token) continue;
    const relation = RELATIONS[token.lemma] ?? RELATIONS[token.normal];
    if (relation && IN_LAWS.has(relation) && isInLaw(tokens, at)) {
      add(`${relation}-in-law`);
      at += 2;
    } else if (relation === 'ex') {
      add('ex');
      // "ex-husband" is the ex, not a husband.
      if (RELATIONS[tokens[at + 1]?.lemma ?? '']) at += 1;
    } else if (
      relation &&
      (!OWNED_ONLY.has(relation) || ['my', 'our'].includes(tokens[at - 1]?.normal ?? '')) &&
      !(relation === 'friend' && NOT_YET.has(tokens[at - 1]?.normal ?? ''))
    ) {
      add(relation);
    } else if (!relation && token.tags.has('FirstName') && !NOT_NAMES.has(token.normal)) {
      add(titleCase(token.normal));
    }
  }
  return people;
}

/** The places it names: compromise's countries and cities, and words like "abroad". */
export function findPlaces(tokens: readonly Token[]): string[] {
  const places: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const place = titleCase(current.join(' '));
    if (current.length > 0 && !places.includes(place)) places.push(place);
    current = [];
  };
  for (const token of tokens) {
    if (token.tags.has('Place') && !token.tags.has('Pronoun')) {
      current.push(token.text.toLowerCase()); // as typed, so "Córdoba" keeps its accent
      if (/[,;.?!]/.test(token.post)) flush();
    } else {
      flush();
      if (PLACE_WORDS.has(token.normal)) places.push(token.normal);
    }
  }
  flush();
  return places;
}
