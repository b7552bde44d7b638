import { DateTime } from 'luxon';

import type { TimeFrame } from '../question/question-reading';
import type { TimingWindow, TransitTestimony } from './testimony';
import type { TransitEvent } from './transits';

/** A stretch of time, both ends inclusive. */
export interface Span {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;

/** The coming twelve months: all the testimony reaches. */
export function yearSpan(now: Date): Span {
  return { from: now, to: new Date(now.getTime() + YEAR_DAYS * DAY_MS) };
}

/** The question's time frame as instants (its local days in the visitor's zone), clipped to the coming year; null when none of it is left. */
export function frameSpan(frame: TimeFrame, zone: string, now: Date): Span | null {
  const year = yearSpan(now);
  const from = DateTime.fromISO(frame.from, { zone }).startOf('day').toJSDate();
  const to = DateTime.fromISO(frame.to, { zone }).endOf('day').toJSDate();
  const clipped = { from: from > year.from ? from : year.from, to: to < year.to ? to : year.to };
  return clipped.from <= clipped.to ? clipped : null;
}

function keyOf(event: TransitEvent): string {
  return `${event.transiting}|${event.aspect}|${event.natal}`;
}

function clipWindow(pass: TransitEvent, transit: TransitTestimony, span: Span): TimingWindow | null {
  const from = pass.start > span.from ? pass.start : span.from;
  const to = pass.end < span.to ? pass.end : span.to;
  if (from > to) return null;
  const exact = pass.exact.find((d) => d >= from && d <= to);
  const peak = exact ?? new Date((from.getTime() + to.getTime()) / 2);
  return { from, to, peak, effect: transit.effect, transit };
}

/**
 * One window per pass of each weighed transit, clipped to the span, by date. A retrograde loop gives a transit
 * several passes and so several windows; each peaks on its exact day, or at its middle when it does not perfect.
 */
export function findTimingWindows(
  passes: readonly TransitEvent[],
  transits: readonly TransitTestimony[],
  span: Span,
): TimingWindow[] {
  const byKey = new Map(transits.map((t) => [keyOf(t.event), t]));
  return passes
    .flatMap((pass) => {
      const transit = byKey.get(keyOf(pass));
      const window = transit ? clipWindow(pass, transit, span) : null;
      return window ? [window] : [];
    })
    .sort((a, b) => a.from.getTime() - b.from.getTime() || a.peak.getTime() - b.peak.getTime());
}
