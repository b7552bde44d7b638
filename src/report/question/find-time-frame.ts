import { DateTime } from 'luxon';
import type { TimeFrame } from './question-reading';

export interface TimeContext {
  now: Date;
  /** The visitor's IANA zone: the days are theirs. */
  zone: string;
  /** YYYY-MM-DD, for "before I turn 40". */
  birthDate: string;
}

interface Span {
  from: DateTime;
  to: DateTime;
}

/** A reader of one kind of phrase: its pattern, and the span a match means, or null when it cannot be placed. */
interface FrameRule {
  pattern: RegExp;
  span: (match: RegExpExecArray, today: DateTime, context: TimeContext) => Span | null;
}

export const NUMBER_WORDS: Record<string, number> = {
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
  eighteen: 18,
  few: 3,
  couple: 2,
  'couple of': 2,
  several: 4,
};
export const NUMBER = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|few|couple(?: of)?|several)`;
/** The months by name, lower case, January first; MONTH captures one. */
export const MONTHS = [
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
];
export const MONTH = `(${MONTHS.join('|')})`;
/** Meteorological seasons of the northern hemisphere (the first month of each). */
export const SEASON_START: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };
/**
 * Zones south of the equator, where summer begins in December: the visitor's zone tells their hemisphere (a
 * Perth "this summer" is December to February).
 */
const SOUTHERN_ZONE =
  /^(Australia\/|Antarctica\/|Pacific\/(Auckland|Chatham|Fiji|Tongatapu|Apia|Noumea|Efate|Tahiti)|America\/(Sao_Paulo|Argentina\/|Buenos_Aires|Santiago|Montevideo|Asuncion|La_Paz|Lima|Punta_Arenas|Campo_Grande|Cuiaba|Bahia|Recife|Fortaleza|Belem|Maceio|Araguaina)|Africa\/(Johannesburg|Maputo|Harare|Windhoek|Lusaka|Gaborone|Maseru|Mbabane|Blantyre|Lubumbashi|Luanda|Dar_es_Salaam)|Indian\/(Antananarivo|Mauritius|Reunion|Mayotte|Comoro))/;

/** The first month of a season in the visitor's hemisphere. */
function seasonStart(season: string, zone: string): number {
  const north = SEASON_START[season.toLowerCase()] ?? 3;
  return SOUTHERN_ZONE.test(zone) ? ((north + 5) % 12) + 1 : north;
}
const SOON_MONTHS = 3;
/** A season with fewer days than this left is taken to mean the next one. */
const SEASON_MIN_DAYS = 14;

type Unit = 'days' | 'weeks' | 'months' | 'years';

function unitOf(word: string): Unit {
  const singular = word.replace(/s$/, '');
  return `${singular}s` as Unit;
}

function countOf(word: string | undefined): number {
  if (!word) return 1;
  return NUMBER_WORDS[word] ?? Number(word);
}

/** The occurrence of a season or month (a span of `months` from `startMonth`) that is under way or next to come. */
function upcoming(today: DateTime, startMonth: number, months: number, skipCurrent: boolean): Span {
  let from = today.set({ month: startMonth, day: 1 }).minus({ years: 1 });
  while (from.plus({ months }).minus({ days: 1 }) < today || (skipCurrent && from <= today))
    from = from.plus({ years: 1 });
  return { from, to: from.plus({ months }).minus({ days: 1 }) };
}

/**
 * "this/in" a season or month: the one under way or next; "next": the next one to begin; "by": until its end;
 * "before"/"until": until the day before it begins.
 */
function periodSpan(word: string | undefined, today: DateTime, startMonth: number, months: number): Span {
  const preposition = (word ?? 'in').toLowerCase();
  const period = upcoming(today, startMonth, months, preposition === 'next');
  if (preposition === 'by') return { from: today, to: period.to };
  if (preposition === 'before' || preposition === 'until' || preposition === 'till')
    return { from: today, to: period.from.minus({ days: 1 }) };
  return { from: period.from < today ? today : period.from, to: period.to };
}

function ageSpan(age: number, today: DateTime, context: TimeContext, inclusive: boolean): Span | null {
  const birthday = DateTime.fromISO(context.birthDate, { zone: context.zone }).plus({ years: age });
  const to = inclusive ? birthday : birthday.minus({ days: 1 });
  return birthday.isValid && to >= today ? { from: today, to } : null;
}

const RULES: FrameRule[] = [
  {
    // "before I turn 40", "by the time I am 35", "before the age of 30", "by 40"
    pattern:
      /\b(before|by|until)\s+(?:the\s+time\s+)?(?:I\s+(?:turn|am|reach|hit|get\s+to)\s+|(?:the\s+)?age\s+(?:of\s+)?|I\s+)?(\d{2})(?!\d)(?:\s*(?:years?\s+old|yo))?\b/i,
    span: (match, today, context) => ageSpan(Number(match[2]), today, context, match[1]?.toLowerCase() === 'by'),
  },
  {
    // "in the next six months", "within a year", "over the coming 2 years", "in a few weeks"
    pattern: new RegExp(
      String.raw`\b(?:in|within|over|during)\s+(?:the\s+)?(?:next|coming|following)?\s*(?:a\s+)?${NUMBER}\s+(day|week|month|year)s?\b`,
      'i',
    ),
    span: (match, today) => ({
      from: today,
      to: today.plus({ [unitOf(match[2] ?? 'months')]: countOf(match[1]?.toLowerCase()) }).minus({ days: 1 }),
    }),
  },
  {
    // "the next few months", "the coming months", "the next year", "the coming year"
    pattern: /\b(?:the\s+)?(?:next|coming)\s+(few\s+)?(months|weeks|year|12\s+months|twelve\s+months)\b/i,
    span: (match, today) => {
      const unit = (match[2] ?? '').toLowerCase();
      if (unit === 'months') return { from: today, to: today.plus({ months: match[1] ? 3 : 6 }).minus({ days: 1 }) };
      if (unit === 'weeks') return { from: today, to: today.plus({ weeks: match[1] ? 3 : 6 }).minus({ days: 1 }) };
      if (unit === 'year' && /\bnext\s+year\b/i.test(match[0]) && !/\bthe\s+next/i.test(match[0])) {
        const from = today.plus({ years: 1 }).startOf('year');
        return { from, to: from.endOf('year').startOf('day') };
      }
      return { from: today, to: today.plus({ years: 1 }).minus({ days: 1 }) };
    },
  },
  {
    // "this spring", "next summer", "by the autumn", "before winter"
    // The preposition is required: "fall in love" is no season.
    pattern:
      /\b(this|next|in|by|before|until|till|during)\s+(?:the\s+)?(?:coming\s+)?(spring|summer|autumn|fall|winter)\b/i,
    span: (match, today, context) => {
      const start = seasonStart(match[2] ?? '', context.zone);
      const span = periodSpan(match[1], today, start, 3);
      // "This spring" asked in its last days means the months just ahead, as a season's length from today: a verdict on
      // three days would answer nothing, and a client asking now rarely means a season ten months away.
      const word = (match[1] ?? '').toLowerCase();
      const ending = ['this', 'in', 'during'].includes(word) && span.to.diff(span.from, 'days').days < SEASON_MIN_DAYS;
      return ending ? { from: today, to: today.plus({ months: 3 }).minus({ days: 1 }) } : span;
    },
  },
  {
    // "by Christmas", "before Christmas", "for Christmas"
    pattern: /\b(by|before|until|till|for|at|around|in\s+time\s+for)\s+(?:the\s+)?christmas\b/i,
    span: (match, today) => {
      let christmas = today.set({ month: 12, day: 25 });
      if (christmas < today) christmas = christmas.plus({ years: 1 });
      return { from: today, to: match[1]?.toLowerCase() === 'before' ? christmas.minus({ days: 1 }) : christmas };
    },
  },
  {
    // "by my birthday", "before my birthday"
    pattern: /\b(by|before|until|for)\s+my\s+(?:next\s+)?birthday\b/i,
    span: (_match, today, context) => {
      const birth = DateTime.fromISO(context.birthDate, { zone: context.zone });
      if (!birth.isValid) return null;
      let birthday = birth.set({ year: today.year });
      if (birthday < today) birthday = birthday.plus({ years: 1 });
      return { from: today, to: birthday };
    },
  },
  {
    // "by the end of the year", "before the end of next year", "later this year", "this year", "next year"
    pattern: /\b(?:(?:by|before)\s+the\s+end\s+of\s+|later\s+|end\s+of\s+)?(this|next|the)\s+(year|month|week)\b/i,
    span: (match, today) => {
      const unit = (match[2] ?? 'year').toLowerCase() as 'year' | 'month' | 'week';
      if (match[1]?.toLowerCase() === 'next') {
        const from = today.plus({ [`${unit}s`]: 1 }).startOf(unit);
        return { from, to: from.endOf(unit).startOf('day') };
      }
      return { from: today, to: today.endOf(unit).startOf('day') };
    },
  },
  {
    // "in 2027", "by 2028", "before 2030"
    pattern: /\b(in|by|before|until|during|for)?\s*(?:the\s+year\s+)?(20\d\d)\b/i,
    span: (match, today) => {
      const year = Number(match[2]);
      const preposition = match[1]?.toLowerCase();
      const start = today.set({ year, month: 1, day: 1 });
      const to =
        preposition === 'before' || preposition === 'until'
          ? start.minus({ days: 1 })
          : start.endOf('year').startOf('day');
      const from =
        preposition === 'by' || preposition === 'before' || preposition === 'until' || start < today ? today : start;
      return to >= from ? { from, to } : null;
    },
  },
  {
    // "in March", "by June", "next April", "this May 2027": a month needs its preposition ("may" is also a verb).
    pattern: new RegExp(String.raw`\b(this|next|in|by|before|until|till|during)\s+${MONTH}(?:\s+(20\d\d))?\b`, 'i'),
    span: (match, today) => {
      const month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
      if (match[3]) {
        const from = today.set({ year: Number(match[3]), month, day: 1 });
        const to = from.endOf('month').startOf('day');
        return to >= today ? { from: from < today ? today : from, to } : null;
      }
      return periodSpan(match[1], today, month, 1);
    },
  },
  {
    // "soon", "any time soon", "in the near future", "shortly"
    // Not "how soon", which asks for a date rather than setting a limit.
    pattern: /(?<!\bhow\s)\b(?:(?:any\s*time|very|quite)\s+)?(soon|shortly|near\s+future)\b/i,
    span: (match, today) => ({
      from: today,
      to: today.plus({ months: /near/i.test(match[1] ?? '') ? 6 : SOON_MONTHS }).minus({ days: 1 }),
    }),
  },
];

/**
 * The stretch of time the question names, as local days in the visitor's zone counted from `now`; the phrase that comes
 * first in the question wins. Null when it names none, or names one already past ("before 30" at 41).
 */
export function findTimeFrame(text: string, context: TimeContext): TimeFrame | null {
  const today = DateTime.fromJSDate(context.now, { zone: context.zone }).startOf('day');
  let found: { index: number; frame: TimeFrame } | null = null;
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (!match || (found && found.index <= match.index)) continue;
    const span = rule.span(match, today, context);
    if (!span) continue;
    found = {
      index: match.index,
      frame: { phrase: match[0].trim(), from: span.from.toISODate() ?? '', to: span.to.toISODate() ?? '' },
    };
  }
  return found?.frame ?? null;
}
