import { PERSON_WORDS } from './person-words';
import type { FramePerson } from './question-frame';
import type { Token } from './read-tokens';
import { sensePersonOf } from './sense-person-of';

/** A person the question names, as the client's relation. */
export interface Mention {
  person: FramePerson;
  /** The word that names the person, for its gender: "wife" in "my son's wife"; a first name as typed. */
  word: string;
  start: number;
  /** Inside the clause that asks the question. */
  asked: boolean;
  /**
   * How the person is named: by a relation word, as the owner of another person ("my daughter" in "my daughter's
   * husband", there for a later "she" only), or by a first name (whose relation the question's matter tells).
   */
  by: 'relation' | 'possessor' | 'name';
  /**
   * Named after "with" or "by": someone who shares the client's own matter ("a business with my friend"), unless the
   * matter is how the two get on ("get along with my mother").
   */
  aside: boolean;
}

interface Match {
  person: FramePerson;
  /** How many tokens it takes. */
  length: number;
  compound: boolean;
}

const PATTERNS = PERSON_WORDS.map(([words, person]) => ({
  slots: words.split(' ').map((slot) => new Set(slot.split('|'))),
  person,
}));
/** A relation counts when it is someone's in particular: "my kids", "the boss", not "have kids" or "new friends". */
const OWNERS = new Set(['my', 'our', 'the', 'a', 'this', 'that', 'your', 'mine', 'and', 'me', 'an', 'two']);
/** "his mother", "her mothers": someone else's relation, told of but not the client's. */
const OTHERS = new Set(['his', 'her', 'their']);
/** Before a person who shares the client's own matter ("business with my friend"), or who is how two get on. */
const ALONGSIDE = new Set(['with', 'without', 'by']);
/** Before a person who is only a comparison ("like my own son"). */
const COMPARED = new Set(['as', 'like', 'than']);
/** A partner or friend with "a" is one yet to be found: "find a boyfriend", "a real best friend". */
const SOUGHT: ReadonlySet<FramePerson> = new Set(['partner', 'friend', 'prospective-partner']);
/** What parents are called by their children: said as names, with no "my" ("papa wants to sell the farm"). */
const PARENT_NAMES = new Set(['mom', 'mum', 'mama', 'mommy', 'mummy', 'dad', 'papa', 'daddy']);
/** Words for a person no relation names, which a relative clause then ties to someone: "the girl my son wants to marry". */
const SOMEONE = new Set(['man', 'guy', 'girl', 'woman', 'boy', 'lady', 'person', 'one', 'dude']);
/** What a relative clause does with a lover: "the man i am seeing", "the girl my son wants to marry". */
const COURTING = new Set(['see', 'date', 'marry', 'like', 'love', 'meet', 'talk', 'hook', 'kiss', 'sleep', 'with']);
/** "my business partner", "a work friend": a noun before a partner or friend makes them an associate, not a lover. */
const WORK_WORDS = new Set(['work', 'office', 'business']);

/**
 * "A's B" read by derived relations: a child's partner is a child-in-law, a sibling's child a niece or nephew, a
 * partner's parent a parent-in-law. Someone's relation with no such reading is someone else's, an 'other'.
 */
function relationOf(owner: FramePerson, person: FramePerson): FramePerson {
  if (person === 'pet') return 'pet';
  if (owner === 'friend') return 'friend';
  const lover = person === 'partner' || person === 'prospective-partner';
  const parent = person === 'mother' || person === 'father' || person === 'parents';
  if (owner === 'child') return lover ? 'child-spouse' : person === 'child' ? 'grandchild' : 'other';
  if (owner === 'sibling') return person === 'child' ? 'sibling-child' : lover ? 'partner-sibling' : 'other';
  if (owner === 'partner') {
    if (parent) return 'partner-parent';
    if (person === 'sibling') return 'partner-sibling';
    if (person === 'child') return 'child';
    if (person === 'ex') return 'rival';
  }
  if ((owner === 'mother' || owner === 'father' || owner === 'parents') && lover) return 'parents';
  return 'other';
}

/** "mother in law" without its own entry: the in-law of each relation. */
function inLaw(person: FramePerson): FramePerson | null {
  if (person === 'mother' || person === 'father' || person === 'parents') return 'partner-parent';
  if (person === 'sibling') return 'partner-sibling';
  if (person === 'child') return 'child-spouse';
  return null;
}

function matchesSlot(token: Token | undefined, slot: ReadonlySet<string>): boolean {
  // Phones drop the apostrophe: "my sons wife", "my dads drinking".
  return (
    token !== undefined && (slot.has(token.normal) || slot.has(token.lemma) || slot.has(token.normal.replace(/s$/, '')))
  );
}

/** A noun no person word names whose WordNet sense is a person: "my stepdaughter", "my supervisor", "my housemate". */
function wordNetPerson(token: Token | undefined): FramePerson | null {
  if (!token?.tags.has('Noun') || token.tags.has('Pronoun') || token.tags.has('ProperNoun')) return null;
  return sensePersonOf(token.lemma) ?? sensePersonOf(token.normal.replace(/'?s$/, ''));
}

/** The person words starting at a token: the longest listed phrase, else a WordNet person noun. */
function matchAt(tokens: readonly Token[], at: number): Match | null {
  const pattern = PATTERNS.find(({ slots }) => slots.every((slot, offset) => matchesSlot(tokens[at + offset], slot)));
  if (pattern) return { person: pattern.person, length: pattern.slots.length, compound: pattern.slots.length > 1 };
  const person = wordNetPerson(tokens[at]);
  return person ? { person, length: 1, compound: false } : null;
}

/** The word owning the person within three words before it ("my 15 yo daughter"), or ''. */
function ownerOf(tokens: readonly Token[], at: number): string {
  for (let before = at - 1; before >= Math.max(0, at - 3); before -= 1) {
    const word = tokens[before]?.normal ?? '';
    if (OWNERS.has(word) || OTHERS.has(word)) return word;
    if (/[,;.?!]/.test(tokens[before]?.post ?? '')) return '';
  }
  return '';
}

const endsClause = (token: Token | undefined) => /[,;.?!]/.test(token?.post ?? '');

/**
 * A relative clause after a word for someone, telling whose lover they are: "the man (that) i am seeing" is the
 * client's, "the girl my son wants to marry" the son's. The person, and how many tokens the clause takes, or null.
 */
function courtedBy(tokens: readonly Token[], at: number): Match | null {
  if (!SOMEONE.has(tokens[at]?.lemma ?? '') || !['the', 'this', 'that'].includes(tokens[at - 1]?.normal ?? ''))
    return null;
  let next = at + 1;
  if (['that', 'who', 'whom'].includes(tokens[next]?.normal ?? '')) next += 1;
  let lover: FramePerson = 'prospective-partner';
  if (tokens[next]?.normal === 'my') {
    const owner = matchAt(tokens, next + 1);
    if (!owner || owner.compound) return null;
    lover = relationOf(owner.person, 'partner');
    next += 1 + owner.length;
  } else if (tokens[next]?.normal === 'i') {
    next += 1;
  } else return null;
  for (let ahead = next; ahead < Math.min(tokens.length, next + 4); ahead += 1) {
    if (COURTING.has(tokens[ahead]?.lemma ?? '') || COURTING.has(tokens[ahead]?.normal ?? ''))
      return { person: lover, length: ahead - at + 1, compound: true };
    if (endsClause(tokens[ahead])) return null;
  }
  return null;
}

/** A first name as the question's words give it: capitalised by the visitor, not a month or a word like "Will". */
function isName(token: Token, tokens: readonly Token[], at: number, names: ReadonlySet<string>): boolean {
  // Capitalised as typed: compromise also takes "the 3 month mark" for a Mark.
  if (!token.tags.has('FirstName') || names.has(token.normal) || !/^\p{Lu}/u.test(token.text)) return false;
  // "my friend Joy", "my son Tom": the relation already names them.
  return matchAt(tokens, at - 1) === null;
}

/** The people a question names, in order: relations (composed through "A's B"), parents called by name, first names. */
export function findMentions(
  tokens: readonly Token[],
  asking: ReadonlySet<Token>,
  notNames: ReadonlySet<string>,
): Mention[] {
  const mentions: Mention[] = [];
  const add = (person: FramePerson, word: string, start: number, by: Mention['by'], aside = false) =>
    mentions.push({ person, word, start, asked: asking.has(tokens[start] as Token), by, aside });
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    const courted = courtedBy(tokens, at);
    let match = courted ?? matchAt(tokens, at);
    if (!match) {
      if (isName(token, tokens, at, notNames)) add('other', token.text, at, 'name');
      continue;
    }
    const owner = ownerOf(tokens, at);
    const before = [1, 2, 3].map((back) => tokens[at - back]?.normal ?? '');
    let word = tokens[at + match.length - 1]?.normal ?? '';
    // "my daughter's husband": the daughter is there for a later "she", the husband is whom it is about.
    const next =
      match.compound || endsClause(tokens[at + match.length - 1]) ? null : matchAt(tokens, at + match.length);
    if (next && !next.compound && /s$|'s$/.test(token.normal)) {
      add(match.person, word, at, 'possessor');
      match = { person: relationOf(match.person, next.person), length: match.length + 1, compound: true };
      word = tokens[at + match.length - 1]?.normal ?? '';
    } else if (!match.compound && tokens[at + 1]?.normal === 'in' && tokens[at + 2]?.normal === 'law') {
      const person = inLaw(match.person);
      if (person) match = { person, length: 3, compound: true };
    }
    const modifier = tokens[at - 1];
    const modified =
      !match.compound &&
      modifier !== undefined &&
      modifier.tags.has('Noun') &&
      !['Pronoun', 'Possessive', 'ProperNoun'].some((tag) => modifier.tags.has(tag)) &&
      matchAt(tokens, at - 1) === null;
    let person = match.person;
    // "my business partner", "my lab partner", "a work friend": an associate, not a lover nor a plain friend.
    if (modified && person === 'partner') person = 'other';
    if (modified && person === 'friend' && WORK_WORDS.has(modifier.normal)) person = 'colleague';
    const sought = !match.compound && SOUGHT.has(person) && before.slice(0, 2).some((w) => w === 'a' || w === 'an');
    const aside = !courted && before.some((w) => ALONGSIDE.has(w));
    const compared = !courted && before.some((w) => COMPARED.has(w));
    const someoneElses = !match.compound && OTHERS.has(owner);
    const calledByName = owner === '' && PARENT_NAMES.has(token.normal) && !['a', 'the'].includes(before[0] ?? '');
    if ((owner !== '' || match.compound || calledByName) && !sought && !someoneElses && !compared)
      add(person, word, at, 'relation', aside);
    at += match.length - 1;
  }
  return mentions;
}
