import { DateTime } from 'luxon';

import { MONTH, MONTHS, SEASON_START } from './find-time-frame';

/** A stretch of the past a text names: "last August", "in 2023", "two months ago". */
export interface PastSpan {
  /** The words as written: "last August". */
  phrase: string;
  /** The sentence, or the clause of it, that the phrase dates; without its closing punctuation. */
  sentence: string;
  /** The first moment of the first local day. */
  from: Date;
  /** The last moment of the last local day, or `now` when the span runs up to today. */
  to: Date;
}

export interface PastContext {
  now: Date;
  /** The visitor's IANA zone: the months and days are theirs. */
  zone: string;
  /** Nothing before this moment is a dated event of the visitor's life (the birth). */
  earliest: Date;
}

interface Days {
  from: DateTime;
  to: DateTime;
}

interface PastRule {
  pattern: RegExp;
  /** Words that only ever point back ("last", "ago") keep their span even in a clause about plans. */
  alwaysPast?: boolean;
  span: (match: RegExpExecArray, today: DateTime, context: PastContext) => Days | null;
}

const YEAR = String.raw`(19\d\d|20\d\d)`;
const SEASON = String.raw`(spring|summer|autumn|fall|winter)`;
/** Meteorological seasons of the northern hemisphere (the first month of each), as in the question's time frame. */
const PART = String.raw`(early|mid|late|the\s+(?:beginning|start|middle|end)\s+of)`;
const NUMBER = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|few|a\s+couple\s+of|couple\s+of|a\s+couple|several)`;
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
/** Vague counts ("a few", "several"): the middle of what they usually mean, read with a margin of one either side. */
const VAGUE_NUMBERS: Record<string, number> = { few: 3, couple: 2, several: 4 };

type Unit = 'days' | 'weeks' | 'months' | 'years';
const HALF_UNIT: Record<Unit, { days: number } | { months: number }> = {
  days: { days: 0 },
  weeks: { days: 3 },
  months: { days: 15 },
  years: { months: 6 },
};

function monthNumber(word: string | undefined): number {
  return MONTHS.indexOf((word ?? '').toLowerCase()) + 1;
}

function wholeMonth(year: number, month: number, zone: string): Days {
  const from = DateTime.fromObject({ year, month, day: 1 }, { zone });
  return { from, to: from.endOf('month') };
}

/** "early", "mid", "late", "the end of" a month (thirds of it) or a year (thirds of it, by months). */
function narrow(days: Days, part: string | undefined, unit: 'month' | 'year'): Days {
  if (!part) return days;
  const word = part.toLowerCase();
  const third = /early|beginning|start/.test(word) ? 0 : /mid/.test(word) ? 1 : 2;
  if (unit === 'year') {
    const from = days.from.plus({ months: 4 * third });
    return { from, to: from.plus({ months: 4 }).minus({ days: 1 }).endOf('day') };
  }
  const from = days.from.plus({ days: 10 * third });
  return { from, to: third === 2 ? days.to : from.plus({ days: 9 }).endOf('day') };
}

/** The most recent occurrence of a month, this one included. */
function recentMonth(today: DateTime, month: number, skipCurrent: boolean): Days {
  const year = month < today.month || (month === today.month && !skipCurrent) ? today.year : today.year - 1;
  return wholeMonth(year, month, today.zoneName ?? 'utc');
}

function season(year: number, word: string | undefined, zone: string): Days {
  const from = DateTime.fromObject({ year, month: SEASON_START[(word ?? '').toLowerCase()] ?? 3, day: 1 }, { zone });
  return { from, to: from.plus({ months: 3 }).minus({ days: 1 }).endOf('day') };
}

/** The most recent season of that name already begun; `skipCurrent` passes over one under way ("last summer"). */
function recentSeason(today: DateTime, word: string | undefined, skipCurrent: boolean): Days {
  const zone = today.zoneName ?? 'utc';
  let found = season(today.year, word, zone);
  while (found.from > today || (skipCurrent && found.to >= today)) found = season(found.from.year - 1, word, zone);
  return found;
}

function christmas(year: number, zone: string, day: string | undefined): Days {
  const which = (day ?? '').toLowerCase();
  const from = DateTime.fromObject(
    { year, month: 12, day: which === 'eve' ? 24 : which === 'day' ? 25 : 20 },
    { zone },
  );
  return { from, to: which ? from.endOf('day') : from.set({ day: 31 }).endOf('day') };
}

function yearOf(word: string, today: DateTime): number {
  const lower = word.toLowerCase();
  if (/last\s+year/.test(lower)) return today.year - 1;
  if (/this\s+year/.test(lower)) return today.year;
  return Number(word);
}

function countOf(word: string): { count: number; vague: boolean } {
  const lower = word
    .toLowerCase()
    .replace(/^a\s+/, '')
    .replace(/\s+of$/, '');
  const vague = VAGUE_NUMBERS[lower];
  if (vague !== undefined) return { count: vague, vague: true };
  return { count: NUMBER_WORDS[lower] ?? Number(lower), vague: false };
}

function unitOf(word: string | undefined): Unit {
  return `${(word ?? 'month').toLowerCase()}s` as Unit;
}

const RULES: PastRule[] = [
  {
    // "on 14 March 2024", "the 3rd of May", "March 14th, 2024"
    pattern: new RegExp(
      String.raw`\b(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:,?\s+${YEAR})?\b|\b(?:on\s+)?${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+${YEAR})?\b`,
      'gi',
    ),
    span: (match, today) => {
      const day = Number(match[1] ?? match[5]);
      const month = monthNumber(match[2] ?? match[4]);
      const written = match[3] ?? match[6];
      let date = DateTime.fromObject(
        { year: written ? Number(written) : today.year, month, day },
        { zone: today.zone },
      );
      if (!written && date > today) date = date.minus({ years: 1 });
      return date.isValid && date.day === day ? { from: date, to: date.endOf('day') } : null;
    },
  },
  {
    // "in March 2024", "in early May of 2023", "March, 2022", "in June last year"
    pattern: new RegExp(
      String.raw`\b(?:(?:in|during|since|around|from|of|by)\s+)?(?:${PART}[\s-]+)?${MONTH}(?:\s+of)?,?\s+(${YEAR}|last\s+year|this\s+year)\b`,
      'gi',
    ),
    alwaysPast: true,
    span: (match, today) =>
      narrow(
        wholeMonth(yearOf(match[3] ?? '', today), monthNumber(match[2]), today.zoneName ?? 'utc'),
        match[1],
        'month',
      ),
  },
  {
    // "last August": the most recent August before this month
    pattern: new RegExp(String.raw`\blast\s+${MONTH}\b`, 'gi'),
    alwaysPast: true,
    span: (match, today) => recentMonth(today, monthNumber(match[1]), true),
  },
  {
    // "in October", "since March", "early June", "at the end of April": the most recent one, this month included.
    // A month needs its word before it ("may" is also a verb, "march" and "august" are words too).
    pattern: new RegExp(
      String.raw`\b(?:(?:in|during|since|around|from|by|until|till|through)\s+)(?:${PART}[\s-]+)?${MONTH}\b|\b(?:(?:in|at|around|since|by)\s+)?${PART}[\s-]+${MONTH}\b|\b(January|February|July|September|October|November|December)\b`,
      'gi',
    ),
    span: (match, today) => {
      const part = match[1] ?? match[3];
      const word = match[2] ?? match[4] ?? match[5];
      // A bare month counts only when capitalised; April, June, May, March and August are names or words too.
      if (match[5] && match[5][0] !== match[5][0]?.toUpperCase()) return null;
      return narrow(recentMonth(today, monthNumber(word), false), part, 'month');
    },
  },
  {
    // "in 2023", "back in 2019", "in early 2021", "since 2020"
    pattern: new RegExp(
      String.raw`\b(?:(?:back\s+in|in|during|since|around|from|of|until|till|through|to)\s+)(?:${PART}[\s-]+)?${YEAR}\b|\b(?:(?:in|at|around|since)\s+)?${PART}[\s-]+${YEAR}\b`,
      'gi',
    ),
    alwaysPast: true,
    span: (match, today) => {
      const year = Number(match[2] ?? match[4]);
      const from = DateTime.fromObject({ year, month: 1, day: 1 }, { zone: today.zone });
      return narrow({ from, to: from.endOf('year') }, match[1] ?? match[3], 'year');
    },
  },
  {
    // "in the summer of 2022", "spring 2021", "last summer", "this spring", "in the autumn last year"
    pattern: new RegExp(
      String.raw`\b(?:(last|this|in|during|over|since|through)\s+)?(?:the\s+)?${SEASON}(?:\s+(?:of\s+)?(${YEAR}|last\s+year|this\s+year))?\b`,
      'gi',
    ),
    span: (match, today) => {
      const word = (match[1] ?? '').toLowerCase();
      const zone = today.zoneName ?? 'utc';
      if (match[3]) {
        const year = yearOf(match[3], today);
        // Winter is named by the year it ends in: "winter 2022" is December 2021 to February 2022.
        return season((match[2] ?? '').toLowerCase() === 'winter' ? year - 1 : year, match[2], zone);
      }
      // "fall" and "spring" are verbs and nouns too: without a word before them they date nothing.
      if (!word) return null;
      const found = recentSeason(today, match[2], word === 'last');
      // "this spring" in January is the spring to come: no past event.
      return word === 'this' && found.to < today && found.from.year !== today.year ? null : found;
    },
  },
  {
    // "at Christmas last year", "last Christmas", "over Christmas 2023", "on Christmas Eve"
    pattern: new RegExp(
      String.raw`\b(?:(?:at|over|around|on|during|for)\s+)?(?:(last|this)\s+)?christmas(?:\s+(eve|day))?(?:\s+(?:of\s+)?(${YEAR}|last\s+year|this\s+year))?\b`,
      'gi',
    ),
    span: (match, today) => {
      const zone = today.zoneName ?? 'utc';
      if (match[3]) return christmas(yearOf(match[3], today), zone, match[2]);
      const thisYear = christmas(today.year, zone, match[2]);
      const started = thisYear.from <= today;
      const last = (match[1] ?? '').toLowerCase() === 'last';
      // "this Christmas" before it begins is the one to come.
      if ((match[1] ?? '').toLowerCase() === 'this' && !started) return null;
      // "last Christmas" while it is under way is the one a year before.
      return started && !(last && thisYear.to >= today) ? thisYear : christmas(today.year - 1, zone, match[2]);
    },
  },
  {
    // "two months ago", "a few weeks ago", "a year ago"
    pattern: new RegExp(String.raw`\b${NUMBER}\s+(day|week|month|year)s?\s+ago\b`, 'gi'),
    alwaysPast: true,
    span: (match, today) => {
      const { count, vague } = countOf(match[1] ?? '');
      const unit = unitOf(match[2]);
      if (!Number.isFinite(count) || count < 1) return null;
      if (vague) {
        return {
          from: today.minus({ [unit]: count + 1 }),
          to: today.minus({ [unit]: count - 1 }).endOf('day'),
        };
      }
      const centre = today.minus({ [unit]: count });
      return { from: centre.minus(HALF_UNIT[unit]), to: centre.plus(HALF_UNIT[unit]).endOf('day') };
    },
  },
  {
    // "in the past year", "over the last few months", "for the last two weeks": up to today
    pattern: new RegExp(
      String.raw`\b(?:in|over|during|within|for)\s+the\s+(?:last|past)\s+(?:${NUMBER}\s+)?(day|week|month|year)s?\b`,
      'gi',
    ),
    alwaysPast: true,
    span: (match, today) => {
      const count = match[1] ? countOf(match[1]).count : 1;
      return Number.isFinite(count)
        ? { from: today.minus({ [unitOf(match[2])]: count }), to: today.endOf('day') }
        : null;
    },
  },
  {
    // "last year", "last month", "last week", "the year before last", "yesterday"
    pattern:
      /\b(?:last\s+(year|month|week)|the\s+(year|month)\s+before\s+last|yesterday|the\s+day\s+before\s+yesterday)\b/gi,
    alwaysPast: true,
    span: (match, today) => {
      const text = match[0].toLowerCase();
      if (!match[1] && !match[2]) {
        const day = today.minus({ days: text === 'yesterday' ? 1 : 2 });
        return { from: day, to: day.endOf('day') };
      }
      const unit = (match[1] ?? match[2] ?? 'year').toLowerCase() as 'year' | 'month' | 'week';
      const from = today.minus({ [`${unit}s`]: match[2] ? 2 : 1 }).startOf(unit);
      return { from, to: from.endOf(unit) };
    },
  },
  {
    // "this year", "earlier this month": up to today; a clause about plans ("getting married this year") dates nothing
    pattern: /\bthis\s+(year|month|week)\b/gi,
    span: (match, today) => {
      const unit = (match[1] ?? 'year').toLowerCase() as 'year' | 'month' | 'week';
      return { from: today.startOf(unit), to: today.endOf('day') };
    },
  },
  {
    // "when I was 25": the visitor's own age only, a year from that birthday.
    pattern: /\bwhen\s+I\s+was\s+(\d{1,2})(?:\s+years?\s+old)?(?!\s*(?:%|:|\.\d|years?\s+(?:in|into|of)))\b/gi,
    alwaysPast: true,
    span: (match, today, context) => {
      const birth = DateTime.fromJSDate(context.earliest, { zone: today.zone }).startOf('day');
      const from = birth.plus({ years: Number(match[1]) });
      return { from, to: from.plus({ years: 1 }).minus({ days: 1 }).endOf('day') };
    },
  },
];

/** Words that put a clause in the future or a plan; a month or a season in it names no event that happened. */
const FUTURE =
  /\b(?:will|won't|shall|going\s+to|gonna|(?:plan|plans|planning|hope|hoping|intend|intends|expect|expecting)\s+to|next|upcoming|soon|(?:am|is|are|'m|'re|'s)\s+(?:getting|moving|starting|leaving|having|coming))\b|'ll\b/i;
/** A longer stretch ("in the last five years") dates no event: the sky over it says nothing in particular. */
const MAX_SPAN_DAYS = 370;
/** Where one clause of a sentence ends and the next begins. */
const CLAUSE_BREAK =
  /\s*[;:]\s*|\s*,?\s+(?:but|and|then|so|although|though|whereas|while|after\s+which)\s+|\s+[-–—]\s+/gi;
const SENTENCE_BREAK = /(?<=[.!?])\s+|\s*\n+\s*/;

interface Found {
  index: number;
  end: number;
  phrase: string;
  days: Days;
  alwaysPast: boolean;
}

/** The dated phrases of one sentence; of overlapping words the longest reading wins ("at Christmas last year"). */
function datedPhrases(sentence: string, today: DateTime, context: PastContext): Found[] {
  const candidates: Found[] = [];
  for (const rule of RULES) {
    for (const match of sentence.matchAll(rule.pattern)) {
      const days = rule.span(match, today, context);
      if (!days || !days.from.isValid || !days.to.isValid) continue;
      const phrase = match[0].trim();
      const index = match.index + match[0].indexOf(phrase);
      candidates.push({ index, end: index + phrase.length, phrase, days, alwaysPast: Boolean(rule.alwaysPast) });
    }
  }
  const kept: Found[] = [];
  for (const found of candidates.sort((a, b) => b.end - b.index - (a.end - a.index) || a.index - b.index)) {
    if (!kept.some((k) => found.index < k.end && k.index < found.end)) kept.push(found);
  }
  return kept.sort((a, b) => a.index - b.index);
}

/**
 * The clause each phrase belongs to: the sentence when it holds one phrase; otherwise the sentence cut at its clause
 * breaks, a clause without a date joined to the dated clause before it (or after it, at the start).
 */
function clausesOf(sentence: string, phrases: readonly Found[]): string[] {
  if (phrases.length < 2) return phrases.map(() => sentence);
  const cuts = [...sentence.matchAll(CLAUSE_BREAK)].filter(
    (cut) => !phrases.some((p) => cut.index < p.end && p.index < cut.index + cut[0].length),
  );
  const pieces: { from: number; to: number }[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push({ from, to: cut.index });
    from = cut.index + cut[0].length;
  }
  pieces.push({ from, to: sentence.length });
  const groups: { from: number; to: number; dated: boolean }[] = [];
  for (const piece of pieces) {
    const dated = phrases.some((p) => p.index >= piece.from && p.index < piece.to);
    const last = groups[groups.length - 1];
    if (last && !(dated && last.dated)) {
      last.to = piece.to;
      last.dated ||= dated;
    } else groups.push({ ...piece, dated });
  }
  return phrases.map((p) => {
    const group = groups.find((g) => p.index >= g.from && p.index < g.to) ?? { from: 0, to: sentence.length };
    return sentence.slice(group.from, group.to);
  });
}

/**
 * Every stretch of the past the text names, in the order written, as local days in the visitor's zone counted back
 * from `now`, with the sentence or clause it dates. A span still under way ends at `now`; one yet to begin, one before
 * `earliest`, or one in a clause about plans ("we're getting married in June") is left out. Never throws.
 */
export function findPastSpans(text: string, context: PastContext): PastSpan[] {
  const now = DateTime.fromJSDate(context.now, { zone: context.zone });
  const earliest = DateTime.fromJSDate(context.earliest, { zone: context.zone });
  if (!now.isValid || !earliest.isValid) return [];
  const today = now.startOf('day');
  return text.split(SENTENCE_BREAK).flatMap((sentence) => {
    const phrases = datedPhrases(sentence, today, context);
    const clauses = clausesOf(sentence, phrases);
    return phrases.flatMap((found, i) => {
      const clause = (clauses[i] ?? sentence).trim().replace(/[\s.!?,;:]+$/, '');
      const past =
        found.days.from <= now &&
        found.days.from >= earliest &&
        found.days.to.diff(found.days.from, 'days').days <= MAX_SPAN_DAYS;
      if (!past || (!found.alwaysPast && FUTURE.test(clause))) return [];
      return [
        {
          sentence: clause,
          phrase: found.phrase,
          from: found.days.from.toJSDate(),
          to: (found.days.to > now ? now : found.days.to).toJSDate(),
        },
      ];
    });
  });
}
