import { DERIVED_HOUSES } from '../question/derived-houses';
import { THEMES } from '../question/life-themes';
import type { LifeTheme } from '../question/life-themes';
import { PERSON_WORDS } from '../question/person-words';
import { THEME_AREAS } from '../question/theme-ids';
import type { ThemeId } from '../question/theme-ids';
import type { QuestionReading } from '../question/question-reading';
import { compareOptions } from './compare-options';
import { findSignificators, scoreNatalPromise } from './find-significators';
import { carriesVerdict } from './carries-verdict';
import { findTimingWindows, frameSpan, yearSpan } from './find-timing-windows';
import { frameTheme } from './frame-theme';
import { rankReasons } from './rank-reasons';
import type { ReadingChart } from './reading-input';
import { askedSpan, scoreStance } from './score-stance';
import { SIGN_FACTS } from './sign-facts';
import type { Significator, Testimony } from './testimony';
import type { TransitEvent } from './transits';
import { scoreTransits, weighTransits } from './weigh-transits';

export interface GatherTestimonyArgs {
  chart: ReadingChart;
  question: QuestionReading;
  /** findTransits' passes over the coming year to the natal points (document/build-reading-document.ts). */
  transits: TransitEvent[];
  now: Date;
  /** The visitor's time zone: the question's time frame is in their local days. */
  zone: string;
}

/** Words that cannot be an option on their own: "is he sincere or is it just ..." offers no choice. */
const NOT_OPTIONS = new Set(['it', 'this', 'that', 'him', 'her', 'them', 'me', 'not', 'no', 'yes', 'so', 'just']);

function isOption(option: string): boolean {
  return option.split(/\s+/).some((w) => w.length > 2 && !NOT_OPTIONS.has(w.toLowerCase()));
}

/** The people whose matters a client shares, and may be judged with them; others' are their own. */
const SHARED_LIVES = new Set(['self', 'partner', 'ex', 'prospective-partner']);

function isPrivateToOthers(question: QuestionReading): boolean {
  const { who, sure, stakes } = question.frame;
  if (SHARED_LIVES.has(who) || !sure.who) return false;
  // "Will my daughter-in-law and I get along": the client is in it, and the bond is theirs to judge.
  const clientIn = /\b(i|we|me|us|our)\b/i.test(question.text);
  return !clientIn || stakes.includes('health');
}

/** Money matters between the client and someone named ("lend money to my brother"): that person's house speaks too. */
const WITH_OTHER_PARTY = new Set<ThemeId>(['lending', 'inheritance', 'debt', 'legal-matter']);

function personHouse(word: string): number | null {
  const lower = word.toLowerCase();
  const entry = PERSON_WORDS.find(
    ([alternatives]) => !alternatives.includes(' ') && alternatives.split('|').includes(lower),
  );
  return entry ? DERIVED_HOUSES[entry[1]] : null;
}

/** The other party's house, after the theme's first, for a money matter the client shares with someone named. */
function withOtherParty(theme: LifeTheme, question: QuestionReading, themeId: ThemeId): LifeTheme {
  if (question.frame.who !== 'self' || !WITH_OTHER_PARTY.has(themeId)) return theme;
  const house = question.people.map(personHouse).find((h): h is number => h !== null && h !== 1);
  if (house === undefined || theme.houses.includes(house)) return theme;
  // A loan's 11th stands for a friend who borrows: a named relative borrows from their own house instead.
  const [first, ...rest] = theme.houses.filter((h) => !(themeId === 'lending' && h === 11));
  return { ...theme, houses: first === undefined ? [house] : [first, house, ...rest] };
}

const MONEY_WORDS = /\b(?:money|finances|spending|debts?|bills|savings|salary|income)\b/i;

/**
 * "Why do we keep fighting about money": a love or marriage matter that turns on money is read from the money houses
 * too (the 2nd, and the 8th for what a couple shares), right after the bond's own house.
 */
function withMoney(theme: LifeTheme, question: QuestionReading, themeId: ThemeId): LifeTheme {
  const area = THEME_AREAS[themeId];
  if ((area !== 'love' && area !== 'marriage') || !MONEY_WORDS.test(question.text)) return theme;
  const [first, ...rest] = theme.houses;
  const money = [2, 8].filter((h) => !theme.houses.includes(h));
  return first === undefined ? theme : { ...theme, houses: [first, ...money, ...rest] };
}

/**
 * The ruler of the 1st is the client wherever it stands: in the 7th of a question about an ex it shows the client
 * turned toward that person, not the person. It is not counted as theirs.
 */
function withoutTheClient(
  significators: Significator[],
  chart: ReadingChart,
  question: QuestionReading,
): Significator[] {
  const { who, sure, house } = question.frame;
  const first = chart.houses?.find((h) => h.number === 1);
  if (who === 'self' || !sure.who || !first) return significators;
  const client = SIGN_FACTS[first.sign].ruler;
  return significators.filter((s) => !(s.body === client && s.role === 'house-tenant' && s.house === house));
}

/**
 * "Will my husband and I be able to buy a house": a matter the client shares with their partner is read from its own
 * house first (the 4th for a home), the partner's after it; the bond itself comes first only in love and marriage.
 */
function sharedMatterFirst(theme: LifeTheme, question: QuestionReading, themeId: ThemeId): LifeTheme {
  const { who, house } = question.frame;
  const area = THEME_AREAS[themeId];
  const own = THEMES[themeId].houses[0];
  if (who !== 'partner' || area === 'love' || area === 'marriage' || own === undefined || own === house) return theme;
  if (!/\b(?:we|us|our|i)\b/i.test(question.text)) return theme;
  return { ...theme, houses: [own, ...theme.houses.filter((h) => h !== own)] };
}

/** People whose own marriage is a house of its own: the 7th counted from theirs. Partners and in-laws already are one. */
const HAS_OWN_MARRIAGE = new Set(['child', 'sibling', 'mother', 'father', 'friend', 'grandchild', 'sibling-child']);
const MARRIAGE_WORDS = /\b(?:marriage|married|wife|husband|spouse|relationship)\b/i;

/** The 7th house counted from another: a child's marriage is the 11th (the 7th from the 5th). */
export function marriageHouseOf(house: number): number {
  return ((house + 5) % 12) + 1;
}

/**
 * "Is my son happy in his marriage": the matter is the son's marriage, read from the 7th from his house, not the bond
 * between parent and child.
 */
function ofTheirMarriage(question: QuestionReading): QuestionReading {
  const { who, sure, house } = question.frame;
  if (!sure.who || !HAS_OWN_MARRIAGE.has(who) || !MARRIAGE_WORDS.test(question.text)) return question;
  return { ...question, frame: { ...question.frame, house: marriageHouseOf(house) } };
}

/**
 * Everything the chart says about one question, read through the question's first theme (decision 0010), from the
 * house of the person it is about when that is someone else (decision 0035).
 */
export function gatherTestimony({ chart, question: asked, transits, now, zone }: GatherTestimonyArgs): Testimony {
  const question = ofTheirMarriage(asked);
  const themeId = question.themes[0]!;
  const theme = withMoney(
    withOtherParty(
      sharedMatterFirst(frameTheme(THEMES[themeId], question.frame), question, themeId),
      question,
      themeId,
    ),
    question,
    themeId,
  );
  const significators = withoutTheClient(findSignificators(chart, theme), chart, question);
  const natalScore = scoreNatalPromise(significators, theme);
  // Passes over before the reading is made are its past, not its testimony; those still open keep their true start.
  const current = transits.filter((e) => e.end >= now);
  const weighed = weighTransits(current, significators, theme);
  const yearWindows = findTimingWindows(transits, weighed, yearSpan(now));
  const frame = question.timeFrame ? frameSpan(question.timeFrame, zone, now) : null;
  const windows = question.timeFrame ? (frame ? findTimingWindows(transits, weighed, frame) : []) : yearWindows;
  const carrying = yearWindows.filter((w) => carriesVerdict(w.transit, significators, question));
  const verdict = question.form === 'yes-no' ? scoreStance(natalScore, carrying, askedSpan(question, zone, now)) : null;
  // Speculation (crypto, gambling, a venture with the savings) is never a yes, nor a "not yet" that
  // names a better time to bet: a chart cannot promise a bet, and that is the answer a client loses money on.
  // Money lent to someone close risks the money and the bond together: like a bet, never a plain yes.
  const bet =
    (question.frame.stakes.includes('speculation') || themeId === 'lending') &&
    verdict !== null &&
    verdict.stance !== 'caution';
  // Another person's inner life or health ("is my son happy", "will my father recover") gets no yes or no: the
  // client's chart shows their side of it and its seasons, not the other person's fate.
  const stance = bet ? 'caution' : isPrivateToOthers(question) ? null : (verdict?.stance ?? null);
  return {
    question,
    theme: themeId,
    significators,
    natalScore,
    transits: weighed,
    transitScore: scoreTransits(weighed),
    windows,
    stance,
    betterWindow: bet ? null : (verdict?.betterWindow ?? null),
    reasons: rankReasons(significators, weighed, theme),
    comparison:
      question.frame.form === 'which' && question.frame.options.length >= 2 && question.frame.options.every(isOption)
        ? compareOptions(question.frame.options, chart, current, THEMES[themeId])
        : null,
  };
}
