import { SIGNS } from '../../domain/astrology';
import { contentWords, stem } from '../document/content-words';
import type { AnswerBrief } from '../document/reading-document';
import { countWords } from '../document/write-answer';

export type CheckedAnswer = { ok: true; paragraphs: string[] } | { ok: false; reason: string };

const MIN_WORDS = 120;
const MAX_WORDS = 300;
const BODIES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'North Node',
  'South Node',
  'Chiron',
];
const ANGLES = ['Ascendant', 'Descendant', 'Midheaven', 'Imum Coeli', 'IC', 'MC'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const MONTH = MONTHS.join('|');

const ADVISER_WORDS: Record<NonNullable<AnswerBrief['adviser']>, RegExp> = {
  doctor: /\b(doctors?|physicians?|surgeons?|medical team)\b/i,
  lawyer: /\b(lawyers?|solicitors?|attorneys?)\b/i,
  'financial adviser': /\b(financial (adviser|advisor|planner)s?|advis[eo]rs?|accountants?)\b/i,
};

const DECIDES = /\b(decid\w*|decision|advice|advis\w*|guidance|judg\w*|final say|the call|their word|trust)\b/i;

/**
 * Advice against a treatment, or to do without the doctor, in any answer: never the reading's to
 * give. Broad on purpose: a false alarm only costs the model's wording, the deterministic answer stands in.
 */
const AGAINST_TREATMENT =
  /\b(don[’']?t|do not|never|avoid|skip|refuse|decline|cancel|postpone|delay|put off|stop|against|instead of|no need for)\b[^.!?]{0,60}\b(surgery|operations?|treatments?|medications?|medicines?|procedures?|therap(y|ies)|doctors?|physicians?)\b/i;

/**
 * Whether a model's answer may replace the deterministic one: plain paragraphs of 120 to 300
 * words that name what was asked, name no planet, sign, house or date the testimony does not hold,
 * leave the decision to the doctor, lawyer or adviser the question needs, and never advise against
 * a treatment.
 */
export function checkModelAnswer(text: string, brief: AnswerBrief): CheckedAnswer {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  if (paragraphs.length === 0) return { ok: false, reason: 'no text' };
  if (/^\s*(#|[-*•]\s|\d+[.)]\s)/m.test(text) || /\*\*|__|`/.test(text))
    return { ok: false, reason: 'markdown or a list' };
  const all = paragraphs.join(' ');
  const n = countWords(all);
  if (n < MIN_WORDS || n > MAX_WORDS) return { ok: false, reason: `${n} words` };

  const known = knownFacts(brief);
  const visitor = `${brief.question} ${brief.additionalInfo ?? ''}`;
  for (const name of [...BODIES, ...ANGLES, ...SIGNS]) {
    if (named(all, name) && !known.text.includes(name) && !named(visitor, name))
      return { ok: false, reason: `names ${name}, not in the testimony` };
  }
  for (const house of housesNamed(all)) {
    if (!known.houses.has(house)) return { ok: false, reason: `names the ${house}th house, not in the testimony` };
  }
  for (const date of datesNamed(all)) {
    if (!named(known.text, date)) return { ok: false, reason: `names ${date}, not in the testimony` };
  }
  for (const month of MONTHS) {
    if (named(all, month) && !known.months.has(month) && !named(visitor, month))
      return { ok: false, reason: `names ${month}, outside the testimony's windows` };
  }
  for (const year of all.match(/\b(19|20)\d{2}\b/g) ?? []) {
    if (!known.text.includes(year) && !visitor.includes(year))
      return { ok: false, reason: `names ${year}, not in the testimony` };
  }

  const asked = brief.mustName.map(stem);
  if (asked.length > 0 && !contentWords(all).some((w) => asked.includes(stem(w))))
    return { ok: false, reason: `does not name ${brief.topic}` };
  if (brief.adviser && !leavesDecisionTo(all, ADVISER_WORDS[brief.adviser]))
    return { ok: false, reason: `does not say the ${brief.adviser} decides` };
  if (AGAINST_TREATMENT.test(all)) return { ok: false, reason: 'may read as advice against a treatment' };
  return { ok: true, paragraphs };
}

/** A sentence that names the adviser and their say: naming them in passing ("the surgery your doctor recommended") is not enough. */
function leavesDecisionTo(text: string, adviser: RegExp): boolean {
  return text.split(/(?<=[.!?])\s+/).some((sentence) => adviser.test(sentence) && DECIDES.test(sentence));
}

function named(text: string, name: string): boolean {
  return new RegExp(`\\b${name}\\b`).test(text);
}

/** The testimony's own words, the houses it reads and the months its windows span. */
function knownFacts(brief: AnswerBrief): { text: string; houses: Set<number>; months: Set<string> } {
  const windows = [...brief.windows, ...(brief.betterWindow ? [brief.betterWindow] : [])];
  const text = JSON.stringify({
    significators: brief.significators,
    windows,
    reasons: brief.reasons,
    timeFrame: brief.timeFrame,
    houses: brief.houses,
  });
  const houses = new Set([...brief.houses, ...brief.significators.flatMap((s) => (s.house === null ? [] : [s.house]))]);
  for (const match of text.matchAll(/\b(\d{1,2})(st|nd|rd|th) house\b/g)) houses.add(Number(match[1]));
  const months = new Set<string>();
  const spans = [
    ...windows.map((w) => [w.from, w.to] as const),
    ...[...text.matchAll(new RegExp(`(\\d{1,2} (?:${MONTH}) \\d{4}) to (\\d{1,2} (?:${MONTH}) \\d{4})`, 'g'))].map(
      (m) => [m[1]!, m[2]!] as const,
    ),
  ];
  for (const [from, to] of spans) for (const month of monthsBetween(from, to)) months.add(month);
  for (const match of text.matchAll(new RegExp(`\\b(${MONTH})\\b`, 'g'))) months.add(match[1]!);
  return { text, houses, months };
}

/** '3 March 2027' to '2 June 2027' -> March, April, May, June. */
function monthsBetween(from: string, to: string): string[] {
  const index = (date: string) => {
    const [, month, year] = date.split(' ');
    return Number(year) * 12 + MONTHS.indexOf(month!);
  };
  const out: string[] = [];
  for (let i = index(from); i <= index(to) && out.length < 12; i++) out.push(MONTHS[i % 12]!);
  return out;
}

/** "the 7th house", "your seventh house", "houses 2 and 8" are read as house numbers. */
function housesNamed(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)[-\s]+house\b/gi)) out.push(Number(m[1]));
  for (const m of text.matchAll(new RegExp(`\\b(${ORDINAL_WORDS.join('|')})[-\\s]+house\\b`, 'gi')))
    out.push(ORDINAL_WORDS.indexOf(m[1]!.toLowerCase()) + 1);
  return out;
}

/** Days named with their month, in the testimony's own form ("3 March"), whichever way round they were written. */
function datesNamed(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? (${MONTH})\\b`, 'g')))
    out.push(`${Number(m[1])} ${m[2]}`);
  for (const m of text.matchAll(new RegExp(`\\b(${MONTH}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\d)`, 'g')))
    out.push(`${Number(m[2])} ${m[1]}`);
  return out;
}
