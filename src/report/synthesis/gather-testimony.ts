import { THEMES } from '../question/life-themes';
import type { QuestionReading } from '../question/question-reading';
import { compareOptions } from './compare-options';
import { findSignificators, scoreNatalPromise } from './find-significators';
import { findTimingWindows, frameSpan, yearSpan } from './find-timing-windows';
import { frameTheme } from './frame-theme';
import { rankReasons } from './rank-reasons';
import type { ReadingChart } from './reading-input';
import { askedSpan, scoreStance } from './score-stance';
import type { Testimony } from './testimony';
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

/**
 * Everything the chart says about one question, read through the question's first theme (decision 0010), from the
 * house of the person it is about when that is someone else (decision 0035).
 */
export function gatherTestimony({ chart, question, transits, now, zone }: GatherTestimonyArgs): Testimony {
  const themeId = question.themes[0]!;
  const theme = frameTheme(THEMES[themeId], question.frame);
  const significators = findSignificators(chart, theme);
  const natalScore = scoreNatalPromise(significators, theme);
  // Passes over before the reading is made are its past, not its testimony; those still open keep their true start.
  const current = transits.filter((e) => e.end >= now);
  const weighed = weighTransits(current, significators, theme);
  const yearWindows = findTimingWindows(transits, weighed, yearSpan(now));
  const frame = question.timeFrame ? frameSpan(question.timeFrame, zone, now) : null;
  const windows = question.timeFrame ? (frame ? findTimingWindows(transits, weighed, frame) : []) : yearWindows;
  const verdict =
    question.form === 'yes-no' ? scoreStance(natalScore, yearWindows, askedSpan(question, zone, now)) : null;
  // Speculation (crypto, gambling, a venture with the savings) is never a yes, nor a "not yet" that
  // names a better time to bet: a chart cannot promise a bet, and that is the answer a client loses money on.
  const bet = question.frame.stakes.includes('speculation') && verdict !== null && verdict.stance !== 'caution';
  const stance = bet ? 'caution' : (verdict?.stance ?? null);
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
      question.frame.form === 'which' && question.frame.options.length >= 2
        ? compareOptions(question.frame.options, chart, current, THEMES[themeId])
        : null,
  };
}
