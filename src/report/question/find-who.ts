import { DERIVED_HOUSES } from './derived-houses';
import type { QuestionParts, QuestionShape } from './find-question-form';
import { findMentions } from './find-mentions';
import type { Mention } from './find-mentions';
import { NOT_NAMES } from './find-people';
import type { FramePerson } from './question-frame';
import { isBondMatter } from './relate-themes';
import type { Token } from './read-tokens';
import type { ThemeId } from './theme-ids';
import { THEME_AREAS } from './theme-ids';

export interface Who {
  who: FramePerson;
  house: number;
  /** false when the person was inferred (a bare "he", a couple's "we") rather than named. */
  sure: boolean;
}

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
/** Matters of a couple's bond, which stay the partner's even when the client is the one acting. */
const PARTNER_BONDS: ReadonlySet<ThemeId> = new Set([
  'relationship-future',
  'marriage-crisis',
  'long-distance',
  'betrayal-forgiveness',
]);
const LOVERS: ReadonlySet<FramePerson> = new Set(['partner', 'ex', 'prospective-partner']);
/**
 * "how do I help my husband", "how do I tell my parents": verbs of dealing with a person, whose matter is theirs, when a
 * person follows ("how do I handle the pressure" is the client's own).
 */
const RELATING = new Set([
  'help',
  'support',
  'tell',
  'handle',
  'win',
  'get',
  'approach',
  'deal',
  'trust',
  'talk',
  'reach',
  'make',
  'stop',
  'save',
  'understand',
  'bring',
  'fix',
]);
/** Verbs that deal with someone even when the person is left unsaid: "should I apologise first". */
const SOCIAL = new Set(['confront', 'forgive', 'reconnect', 'convince', 'comfort', 'apologise', 'apologize']);
/** Particles after "get" that make it a matter between people: "get closer", "get along", "get through to him". */
const GOT_WITH = new Set(['closer', 'along', 'through', 'back']);
const OBJECTS = new Set(['him', 'her', 'them']);
/** Words of an asking clause that names nothing: "what should I do", "how do I deal with it". */
const EMPTY_WORDS = new Set([
  'do',
  'be',
  'have',
  'handle',
  'deal',
  'cope',
  'react',
  'respond',
  'say',
  'with',
  'it',
  'this',
  'that',
]);
const ADVERBS = new Set(['still', 'ever', 'just', 'really', 'even', 'finally', 'best', 'better']);
/** A lover of a night or a festival is read from the 5th, the house of pleasure, not the 7th of a partner. */
const CASUAL = /\b(hook(ed)? up|hooked|fling|one night|sleep together|situationship)\b/;
const DATING = /\b(crush|dates|dating|ghost(ed)?|talking to|seeing|guy|courting|tinder|app)\b/;
const BROKEN = /\b(broke up|break up|broken up|split up|left me|dumped)\b/;
/** "my baby" is a child when a birth or a body is near, else (in love) the partner. */
const BABY_WORDS =
  /\b(born|birth|pregnan\w*|due|weeks|surgery|heart|having|sick|crying|sleep|nurse|feed\w*|newborn|daycare)\b/;

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

/**
 * Whom a first name stands for, by the matter: a lover in love and marriage (one of those chosen between, or dated, is
 * a prospective partner), a friend among friends; elsewhere the name says too little ("will Mark hire me").
 */
function nameRole(themes: readonly ThemeId[], text: string, lead: readonly Token[]): FramePerson | null {
  const area = THEME_AREAS[themes[0] ?? 'purpose'];
  if (area === 'friends') return 'friend';
  if (area !== 'love' && area !== 'marriage') return null;
  const choosing = lead.some((token) => token.normal === 'which') || /\b(between|which one)\b/.test(text);
  return choosing || DATING.test(text) ? 'prospective-partner' : 'partner';
}

/** The lover a bare "he" or "we" means when no one is named: an ex, someone being dated, or the partner. */
function lover(text: string, mentions: readonly Mention[], themes: readonly ThemeId[]): FramePerson {
  if (THEME_AREAS[themes[0] ?? 'purpose'] === 'friends') return 'friend';
  if (mentions.some((mention) => mention.person === 'ex')) return 'ex';
  if (DATING.test(text) || CASUAL.test(text)) return 'prospective-partner';
  return themes[0] === 'reconciliation' || BROKEN.test(text) ? 'ex' : 'partner';
}

/**
 * Whether the client is the one acting ("should I lend my friend money", "should we buy near my parents"), not dealing
 * with someone ("how do I help him", "get my husband to help"): a verb of dealing counts only with a person after it.
 */
function clientActs(shape: QuestionShape, mentions: readonly Mention[], tokens: readonly Token[]): boolean {
  const { body } = shape;
  const deciding = ['should', 'can', 'could', 'shall'].includes(shape.aux?.normal ?? '') || shape.form === 'how';
  if (body[0]?.normal !== 'i' && !(body[0]?.normal === 'we' && deciding)) return false;
  const at = body.findIndex((token, index) => index > 0 && !ADVERBS.has(token.normal));
  const verb = body[at];
  if (verb === undefined) return false;
  const people = new Set(mentions.map((mention) => tokens[mention.start]));
  const after = body.slice(at + 1, at + 6);
  const someone = after.some((token) => OBJECTS.has(token.normal) || people.has(token));
  // "get closer to her", "get along with my mother" deal with someone; "get over my ex", "get my energy back" do not.
  if (verb.lemma === 'get') return !someone && !after.slice(0, 1).some((token) => GOT_WITH.has(token.normal));
  const is = (verbs: ReadonlySet<string>) => verbs.has(verb.lemma) || verbs.has(verb.normal);
  return !is(SOCIAL) && (!someone || !is(RELATING));
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
export function findWho(
  tokens: readonly Token[],
  parts: QuestionParts,
  themes: readonly ThemeId[],
  /** Whether the first theme was read from what is asked, not only from the words naming a person ("my boyfriend"). */
  topical = true,
): Who {
  const { shape } = parts;
  const asking = new Set<Token>([...shape.lead, ...shape.body, ...(shape.aux ? [shape.aux] : [])]);
  const text = tokens.map((token) => token.normal).join(' ');
  const mentions = findMentions(tokens, asking, NOT_NAMES).flatMap((mention): Mention[] => {
    if (mention.by === 'name') {
      const person = nameRole(themes, text, shape.lead);
      return person ? [{ ...mention, person }] : [];
    }
    // "my baby" is a child when a birth or a body is near, else (in love) the partner.
    if (mention.person === 'child' && mention.word === 'baby' && !BABY_WORDS.test(text))
      return [{ ...mention, person: 'partner' }];
    return [mention];
  });
  const between = isBondMatter(themes[0] ?? 'purpose');
  const present = mentions.filter((mention) => !mention.aside || between);
  const named = present.filter((mention) => mention.by !== 'possessor');
  // "When will I become a grandmother?": the grandchild to come is the matter, read from the 9th (5th from the 5th).
  if (/\b(?:become|becoming|be) a grand(?:mother|father|ma|pa|parent|mom|mum|dad)\b/.test(text))
    return frame('grandchild', true, text);
  const asked = named.filter((mention) => mention.asked);
  // "should i file for divorce", "where is my relationship with Mark going": the couple's matter is the partner's too.
  const bond =
    topical && PARTNER_BONDS.has(themes[0] ?? 'purpose') && asked.every((mention) => LOVERS.has(mention.person));
  if (clientActs(shape, named, tokens))
    return bond ? frame(asked[0]?.person ?? lover(text, present, themes), false, text) : frame('self', true, text);
  // "will they ever come around to Arjun": the clause's subject, a "he" or "they" told of before, comes first.
  const subject = shape.body[0];
  const pronounSubject =
    subject && Object.hasOwn(PRONOUN_GENDER, subject.normal) && !['his', 'her', 'their'].includes(subject.normal);
  const resolvedSubject = pronounSubject ? resolvePronoun(present, subject.normal, tokens.indexOf(subject)) : undefined;
  if (resolvedSubject && !resolvedSubject.asked) return frame(asLover(resolvedSubject.person, themes), true, text);
  const first = asked[0];
  if (first) {
    // A first name's role is read from the matter, not named: not sure.
    const sure = first.by !== 'name' && asked.every((mention) => mention.person === first.person);
    return frame(asLover(first.person, themes), sure, text);
  }
  const both = ['mother', 'father'].every((person) => named.some((mention) => mention.person === person));
  // "Mark and Ken. which one is better for me": the people to choose between, told of before.
  const choosing = shape.lead.some((token) => token.normal === 'which') && named[0] !== undefined;
  if (choosing) return frame(named[0]?.person ?? 'self', false, text);
  const pronoun = shape.body.find((token) => Object.hasOwn(PRONOUN_GENDER, token.normal));
  if (pronoun && both && (pronoun.normal === 'they' || pronoun.normal === 'them')) return frame('parents', true, text);
  if (pronoun) {
    const resolved = resolvePronoun(present, pronoun.normal, tokens.indexOf(pronoun));
    if (resolved) return frame(asLover(resolved.person, themes), true, text);
    if (pronoun.normal !== 'they' && pronoun.normal !== 'them') return frame(lover(text, present, themes), false, text);
  }
  if (bond) return frame(lover(text, present, themes), false, text);
  // "will someone show interest in me", "will it work out for me": the client's own matter.
  const words = new Set(shape.body.map((token) => token.normal));
  // "my mother in law hates me, what should i do": an asking clause that names nothing asks about the one told of.
  const empty = shape.body.every(
    (token) => token.tags.has('Pronoun') || token.tags.has('Modal') || EMPTY_WORDS.has(token.lemma),
  );
  if (!(empty && named[0]) && ['someone', 'somebody', 'anyone', 'i', 'me', 'my'].some((word) => words.has(word)))
    return frame('self', true, text);
  // "my son faces sentencing, will the judge be lenient", "my friend borrowed..., will we drift apart": the person told of.
  const context = named[0];
  if (context) return frame(both ? 'parents' : context.person, false, text);
  if (COUPLE_THEMES.has(themes[0] ?? 'purpose')) return frame(lover(text, present, themes), false, text);
  return frame('self', named.length === 0, text);
}
