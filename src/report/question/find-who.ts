import { DERIVED_HOUSES } from './derived-houses';
import type { QuestionParts } from './find-question-form';
import { PERSON_WORDS } from './person-words';
import type { FramePerson } from './question-frame';
import type { Token } from './read-tokens';
import type { ThemeId } from './theme-ids';
import { THEME_AREAS } from './theme-ids';

interface Mention {
  person: FramePerson;
  /** The word that names the person, for its gender: "wife" in "my son's wife". */
  word: string;
  start: number;
  /** Inside the clause that asks the question. */
  asked: boolean;
}

export interface Who {
  who: FramePerson;
  house: number;
  /** false when the person was inferred (a bare "he", a couple's "we") rather than named. */
  sure: boolean;
}

const PATTERNS = PERSON_WORDS.map(([words, person]) => ({
  slots: words.split(' ').map((slot) => new Set(slot.split('|'))),
  person,
}));
/** A relation counts when it is someone's in particular: "my kids", "the boss", not "have kids" or "new friends". */
const OWNERS = new Set(['my', 'our', 'the', 'a', 'this', 'that', 'your', 'mine', 'and', 'me', 'an', 'two']);
/** "his mother", "her mothers": someone else's relation, told of but not the client's. */
const OTHERS = new Set(['his', 'her', 'their']);
/** Before a person who shares the client's own matter ("business with my friend") or is a comparison ("like my own son"). */
const NOT_THE_MATTER = new Set(['with', 'as', 'like', 'than', 'without', 'by']);
const PRONOUN_GENDER: Record<string, 'f' | 'm' | null> = {
  he: 'm',
  him: 'm',
  his: 'm',
  she: 'f',
  her: 'f',
  they: null,
  them: null,
};
const FEMALE =
  /^(mother|mom|mum|mummy|mommy|mama|daughter|sister|wife|girlfriend|gf|niece|granddaughter|stepdaughter|stepmother|fiancee|girl|woman|lady)/;
const MALE =
  /^(father|dad|daddy|papa|husband|hubby|boyfriend|bf|son|brother|kuya|nephew|grandson|stepson|stepfather|fiance$|boy|man|guy|widower)/;
/** Matters of a couple: with no one named, "is it over" and "why do we fight" are about the partner. */
const COUPLE_THEMES: ReadonlySet<ThemeId> = new Set([
  'relationship-future',
  'breakup',
  'marriage-crisis',
  'divorce',
  'cohabitation',
  'long-distance',
  'engagement',
  'betrayal-forgiveness',
  'reconciliation',
  'feelings-of-another',
]);
/** A partner or friend with "a" is one yet to be found: "find a boyfriend", "a real best friend". */
const SOUGHT: ReadonlySet<FramePerson> = new Set(['partner', 'friend', 'prospective-partner']);
/** "how do I help my husband", "how do I tell my parents": verbs of dealing with a person, whose matter is theirs. */
const RELATING = new Set([
  'help',
  'support',
  'tell',
  'handle',
  'win',
  'get',
  'confront',
  'approach',
  'deal',
  'trust',
  'forgive',
  'talk',
  'reach',
  'reconnect',
  'convince',
  'make',
  'stop',
  'comfort',
  'save',
  'understand',
  'bring',
  'fix',
  'apologise',
  'apologize',
]);
const GOT_PERSON =
  /^(closer|along|through|him|her|them|husband|wife|boyfriend|girlfriend|ex|son|daughter|kids?|partner|mother|father|mom|dad|boss|friend)$/;
const ADVERBS = new Set(['still', 'ever', 'just', 'really', 'even', 'finally', 'best', 'better']);
/** A lover of a night or a festival is read from the 5th, the house of pleasure, not the 7th of a partner. */
const CASUAL = /\b(hook(ed)? up|hooked|fling|one night|sleep together|situationship)\b/;
const DATING = /\b(crush|dates|dating|ghost(ed)?|talking to|seeing|guy|courting|tinder|app)\b/;
const BROKEN = /\b(broke up|break up|broken up|split up|left me|dumped)\b/;
/** "my baby" is a child when a birth or a body is near, else (in love) the partner. */
const BABY_WORDS =
  /\b(born|birth|pregnan\w*|due|weeks|surgery|heart|having|sick|crying|sleep|nurse|feed\w*|newborn|daycare)\b/;

function matchesSlot(token: Token | undefined, slot: ReadonlySet<string>): boolean {
  // Phones drop the apostrophe: "my sons wife", "my dads drinking".
  return (
    token !== undefined && (slot.has(token.normal) || slot.has(token.lemma) || slot.has(token.normal.replace(/s$/, '')))
  );
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

function findMentions(tokens: readonly Token[], asking: ReadonlySet<Token>, text: string): Mention[] {
  const mentions: Mention[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const pattern = PATTERNS.find(({ slots }) => slots.every((slot, offset) => matchesSlot(tokens[at + offset], slot)));
    if (!pattern) continue;
    const compound = pattern.slots.length > 1;
    const owner = ownerOf(tokens, at);
    const before = [1, 2, 3].map((back) => tokens[at - back]?.normal ?? '');
    const sought =
      !compound && SOUGHT.has(pattern.person) && before.slice(0, 2).some((word) => word === 'a' || word === 'an');
    const aside = before.some((word) => NOT_THE_MATTER.has(word));
    const someoneElses = !compound && OTHERS.has(owner);
    const word = tokens[at + pattern.slots.length - 1]?.normal ?? '';
    const person = pattern.person === 'child' && word === 'baby' && !BABY_WORDS.test(text) ? 'partner' : pattern.person;
    if ((owner !== '' || compound) && !sought && !aside && !someoneElses)
      mentions.push({ person, word, start: at, asked: asking.has(tokens[at] as Token) });
    at += pattern.slots.length - 1;
  }
  return mentions;
}

function frame(who: FramePerson, sure: boolean, text: string): Who {
  const casual = who === 'prospective-partner' && CASUAL.test(text);
  return { who, house: casual ? 5 : DERIVED_HOUSES[who], sure };
}

function fitsPronoun(mention: Mention, pronoun: string): boolean {
  const gender = PRONOUN_GENDER[pronoun] ?? null;
  if (gender === 'f') return !MALE.test(mention.word);
  if (gender === 'm') return !FEMALE.test(mention.word);
  return true;
}

/** Whether the person's word says the pronoun's gender or number outright: "she" and "wife", "they" and "parents". */
function saysPronoun(mention: Mention, pronoun: string): boolean {
  const gender = PRONOUN_GENDER[pronoun] ?? null;
  if (gender === 'f') return FEMALE.test(mention.word);
  if (gender === 'm') return MALE.test(mention.word);
  return /s$/.test(mention.word);
}

/** The person a pronoun stands for: the nearest one before it that says its gender, else the nearest that fits. */
function resolvePronoun(mentions: readonly Mention[], pronoun: string, at: number): Mention | undefined {
  const fitting = mentions.filter((mention) => fitsPronoun(mention, pronoun));
  const said = fitting.filter((mention) => saysPronoun(mention, pronoun));
  const nearest = (list: readonly Mention[]) => list.filter((mention) => mention.start < at).at(-1);
  return nearest(said) ?? nearest(fitting) ?? fitting[0];
}

/** The lover a bare "he" or "we" means when no one is named: an ex, someone being dated, or the partner. */
function lover(text: string, mentions: readonly Mention[], themes: readonly ThemeId[]): FramePerson {
  if (THEME_AREAS[themes[0] ?? 'purpose'] === 'friends') return 'friend';
  if (mentions.some((mention) => mention.person === 'ex')) return 'ex';
  if (DATING.test(text) || CASUAL.test(text)) return 'prospective-partner';
  return themes[0] === 'reconciliation' || BROKEN.test(text) ? 'ex' : 'partner';
}

/** Whether the client is the one acting ("should I lend my friend money"), not dealing with someone ("how do I help him"). */
function clientActs(body: readonly Token[]): boolean {
  if (body[0]?.normal !== 'i') return false;
  const at = body.findIndex((token, index) => index > 0 && !ADVERBS.has(token.normal));
  const verb = body[at];
  // "get my husband to help", "get closer to her" deal with someone; "get over my ex", "get my energy back" do not.
  if (verb?.lemma === 'get') return !body.slice(at + 1, at + 4).some((token) => GOT_PERSON.test(token.normal));
  return verb !== undefined && !RELATING.has(verb.lemma) && !RELATING.has(verb.normal);
}

/** A colleague or friend whose feelings for the client are asked about is a prospective partner. */
function asLover(person: FramePerson, themes: readonly ThemeId[]): FramePerson {
  const loveMatter = themes[0] === 'feelings-of-another' || themes[0] === 'new-love';
  return loveMatter && (person === 'colleague' || person === 'friend' || person === 'other')
    ? 'prospective-partner'
    : person;
}

/**
 * Whom the question is about: the person named in the clause that asks it (unless the client is the one acting, "should
 * I lend my friend money"), else the person a bare "he" or "she" there stands for, else the person the question tells
 * of when the client does not ask about themselves, else the client. A lover not named is the partner unless the words
 * say they are an ex or only dating.
 */
export function findWho(tokens: readonly Token[], parts: QuestionParts, themes: readonly ThemeId[]): Who {
  const { shape } = parts;
  const asking = new Set<Token>([...shape.lead, ...shape.body, ...(shape.aux ? [shape.aux] : [])]);
  const text = tokens.map((token) => token.normal).join(' ');
  const mentions = findMentions(tokens, asking, text);
  // "When will I become a grandmother?": the grandchild to come is the matter, read from the 9th (5th from the 5th).
  if (/\b(?:become|becoming|be) a grand(?:mother|father|ma|pa|parent|mom|mum|dad)\b/.test(text))
    return frame('grandchild', true, text);
  if (clientActs(shape.body)) return frame('self', true, text);
  const asked = mentions.filter((mention) => mention.asked);
  const first = asked[0];
  if (first) {
    const sure = asked.every((mention) => mention.person === first.person);
    return frame(asLover(first.person, themes), sure, text);
  }
  const both = ['mother', 'father'].every((person) => mentions.some((mention) => mention.person === person));
  // "Mark and Ken. which one is better for me": the people to choose between, told of before.
  const choosing = shape.lead.some((token) => token.normal === 'which') && mentions[0] !== undefined;
  if (choosing) return frame(mentions[0]?.person ?? 'self', false, text);
  const pronoun = shape.body.find((token) => Object.hasOwn(PRONOUN_GENDER, token.normal));
  if (pronoun && both && (pronoun.normal === 'they' || pronoun.normal === 'them')) return frame('parents', true, text);
  if (pronoun) {
    const resolved = resolvePronoun(mentions, pronoun.normal, tokens.indexOf(pronoun));
    if (resolved) return frame(asLover(resolved.person, themes), true, text);
    if (pronoun.normal !== 'they' && pronoun.normal !== 'them')
      return frame(lover(text, mentions, themes), false, text);
  }
  // "will someone show interest in me", "will it work out for me": the client's own matter.
  const words = new Set(shape.body.map((token) => token.normal));
  if (['someone', 'somebody', 'anyone', 'i', 'me', 'my'].some((word) => words.has(word)))
    return frame('self', true, text);
  // "my son faces sentencing, will the judge be lenient", "my friend borrowed..., will we drift apart": the person told of.
  const context = mentions[0];
  if (context) return frame(both ? 'parents' : context.person, false, text);
  if (COUPLE_THEMES.has(themes[0] ?? 'purpose')) return frame(lover(text, mentions, themes), false, text);
  return frame('self', mentions.length === 0, text);
}
