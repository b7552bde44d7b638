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
/** A window is at least a week: a transit is felt for days either side of its exact day. */
const MIN_WINDOW_DAYS = 7;
/** Passes of one transit this close together are one retrograde loop, read as one window with its exact days. */
const LOOP_GAP_DAYS = 150;

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

/** Whether a stretch shares a day with a span; every stretch does with no span (a question that names no time). */
export function touches(stretch: Span, span: Span | null): boolean {
  return !span || (stretch.from <= span.to && stretch.to >= span.from);
}

export function transitKey(event: Pick<TransitEvent, 'transiting' | 'aspect' | 'natal'>): string {
  return `${event.transiting}|${event.aspect}|${event.natal}`;
}

/** Consecutive passes of one transit joined where they form one retrograde loop. */
function joinLoops(passes: readonly TransitEvent[]): TransitEvent[][] {
  const loops: TransitEvent[][] = [];
  for (const pass of [...passes].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = loops[loops.length - 1];
    const previous = last?.[last.length - 1];
    if (last && previous && pass.start.getTime() - previous.end.getTime() <= LOOP_GAP_DAYS * DAY_MS) last.push(pass);
    else loops.push([pass]);
  }
  return loops;
}

/**
 * A loop as a window from entering orb to leaving it, with every exact day; a short pass is widened to a week around
 * its exact day, and one that never perfects and lasts less than a week is no window at all.
 */
function loopWindow(loop: readonly TransitEvent[], transit: TransitTestimony): TimingWindow | null {
  const exact = loop.flatMap((p) => p.exact);
  let from = loop[0]!.start;
  let to = loop[loop.length - 1]!.end;
  const closest = exact[0] ?? loop[0]!.closest;
  if (to.getTime() - from.getTime() < MIN_WINDOW_DAYS * DAY_MS) {
    if (exact.length === 0) return null;
    const half = (MIN_WINDOW_DAYS / 2) * DAY_MS;
    from = new Date(Math.min(from.getTime(), closest.getTime() - half));
    to = new Date(Math.max(to.getTime(), closest.getTime() + half));
  }
  return { from, to, exact, peak: closest, effect: transit.effect, transit };
}

/**
 * One window per retrograde loop of each weighed transit that touches the span, by date. Windows keep their true
 * dates: one already open when the reading is made starts when it truly began, one that runs past the span ends when
 * it truly ends. Its peak is the exact day inside the span when there is one, else its first exact day, else the day of
 * its nearest approach.
 */
export function findTimingWindows(
  passes: readonly TransitEvent[],
  transits: readonly TransitTestimony[],
  span: Span,
): TimingWindow[] {
  const byKey = new Map(transits.map((t) => [transitKey(t.event), t]));
  const grouped = new Map<string, TransitEvent[]>();
  for (const pass of passes) {
    const key = transitKey(pass);
    if (byKey.has(key)) grouped.set(key, [...(grouped.get(key) ?? []), pass]);
  }
  return [...grouped.entries()]
    .flatMap(([key, own]) =>
      joinLoops(own).flatMap((loop) => {
        const window = loopWindow(loop, byKey.get(key)!);
        if (!window || !touches(window, span)) return [];
        const inSpan = window.exact.find((d) => d >= span.from && d <= span.to);
        return [inSpan ? { ...window, peak: inSpan } : window];
      }),
    )
    .sort((a, b) => a.from.getTime() - b.from.getTime() || a.peak.getTime() - b.peak.getTime());
}
