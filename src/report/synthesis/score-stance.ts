import type { QuestionReading } from '../question/question-reading';
import { frameSpan, touches } from './find-timing-windows';
import type { Span } from './find-timing-windows';
import type { Stance, TimingWindow, TransitTestimony } from './testimony';

/** A question with no time frame ("Should I move to Milan?") asks about now: the coming four months. */
const NEAR_DAYS = 120;
const DAY_MS = 86_400_000;

/** The natal promise counts at this share beside the asked time's transits (see decision 0010). */
const NATAL_FACTOR = 0.5;
/** Stance score at or above which, with a clearly supportive window in the asked time, the answer is yes. */
const YES_MIN = 0.75;
/** A supportive transit this heavy is a clear opening (Jupiter's exact trine to a house ruler is 0.8). */
const CLEAR_SUPPORT = 0.45;
/**
 * Score at or above which a clear opening in the asked time, short of a yes, is a yes with effort: help and strain are
 * of a size, and the help is real. Below it the strain outweighs the opening and the answer is no.
 */
const MIXED_MIN = -0.3;
/** Natal promise at or above which a not-yet is possible: the matter is promised, only the time is wrong. */
const PROMISE_MIN = 0.3;

export interface StanceVerdict {
  stance: Stance;
  betterWindow: TimingWindow | null;
  /** The combined score the stance was read from. */
  score: number;
}

/** The time a yes/no question asks about: its time frame (clipped to the coming year, null when none is left) or the near months. */
export function askedSpan(question: QuestionReading, zone: string, now: Date): Span | null {
  if (question.timeFrame) return frameSpan(question.timeFrame, zone, now);
  return { from: now, to: new Date(now.getTime() + NEAR_DAYS * DAY_MS) };
}

function distinctTransits(windows: readonly TimingWindow[]): TransitTestimony[] {
  return [...new Set(windows.map((w) => w.transit))];
}

function sumWeights(transits: readonly TransitTestimony[], effect: TransitTestimony['effect']): number {
  return transits.filter((t) => t.effect === effect).reduce((sum, t) => sum + t.weight, 0);
}

function isClearSupport(window: TimingWindow): boolean {
  return window.effect === 'support' && window.transit.weight >= CLEAR_SUPPORT;
}

/**
 * An opening counts for the asked time when it is exact inside it (or, never exact, comes closest inside it), or
 * covers all of it: a window that only brushes the asked weeks before it peaks later does not answer them.
 */
export function opensIn(window: TimingWindow, asked: Span): boolean {
  const inside = (d: Date) => d >= asked.from && d <= asked.to;
  const days = window.exact.length > 0 ? window.exact : [window.peak];
  return days.some(inside) || (window.from <= asked.from && window.to >= asked.to);
}

/**
 * The stance for a yes/no question from the natal promise and the year's windows (see decision 0010):
 * yes when the combined score is clearly positive and a clear opening falls in the asked time; not yet when the
 * matter is promised but the asked time lacks that and a clear opening comes later in the year; yes with effort when the
 * asked time holds a clear opening but the strain beside it is as heavy; otherwise caution.
 * A time frame wholly outside the coming year (asked is null) is answered from the natal promise alone.
 */
export function scoreStance(
  natalScore: number,
  yearWindows: readonly TimingWindow[],
  asked: Span | null,
): StanceVerdict {
  // No transit reaches a time outside the coming year: the natal promise alone answers, and no window inside the year is "better".
  if (!asked) return { stance: natalScore >= PROMISE_MIN ? 'yes' : 'caution', betterWindow: null, score: natalScore };
  const inAsked = yearWindows.filter((w) => touches(w, asked));
  const transits = distinctTransits(inAsked);
  const support = sumWeights(transits, 'support');
  const tension = sumWeights(transits, 'tension');
  const score = Math.round((NATAL_FACTOR * natalScore + support - tension) * 100) / 100;
  const opening = inAsked.some((w) => isClearSupport(w) && opensIn(w, asked));
  if (score >= YES_MIN && support > tension && opening) return { stance: 'yes', betterWindow: null, score };
  if (score >= MIXED_MIN && support > 0 && opening) return { stance: 'mixed', betterWindow: null, score };
  const later = yearWindows.find((w) => isClearSupport(w) && w.from > asked.to);
  if (natalScore >= PROMISE_MIN && later) return { stance: 'not-yet', betterWindow: later, score };
  return { stance: 'caution', betterWindow: null, score };
}
