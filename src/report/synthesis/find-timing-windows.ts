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

/** Consecutive passes of one transit grouped where they form one retrograde loop: one story, told pass by pass. */
function groupLoops(passes: readonly TransitEvent[]): TransitEvent[][] {
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
 * A pass as a window from entering orb to leaving it, with its own exact days; a short pass is widened to a week around
 * its exact day, and one that never perfects and lasts less than a week is no window at all.
 */
function passWindow(pass: TransitEvent, loop: readonly TransitEvent[], transit: TransitTestimony): TimingWindow | null {
  let from = pass.start;
  let to = pass.end;
  if (to.getTime() - from.getTime() < MIN_WINDOW_DAYS * DAY_MS) {
    if (pass.exact.length === 0) return null;
    const half = (MIN_WINDOW_DAYS / 2) * DAY_MS;
    from = new Date(Math.min(from.getTime(), pass.closest.getTime() - half));
    to = new Date(Math.max(to.getTime(), pass.closest.getTime() + half));
  }
  const story = { passes: loop.length, index: loop.indexOf(pass), exact: loop.flatMap((p) => p.exact) };
  return {
    from,
    to,
    exact: pass.exact,
    peak: pass.exact[0] ?? pass.closest,
    effect: transit.effect,
    transit,
    loop: story,
  };
}

/**
 * One window per pass in orb of each weighed transit that touches the span, by date: a retrograde loop that leaves orb
 * between its passes is out of force between them, so each pass is its own window, told with the loop it belongs to.
 * Windows keep their true dates: one already open when the reading is made starts when it truly began, one that runs
 * past the span ends when it truly ends. Its peak is the exact day inside the span when there is one, else its first
 * exact day, else the day of its nearest approach.
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
      groupLoops(own).flatMap((loop) =>
        loop.flatMap((pass) => {
          const window = passWindow(pass, loop, byKey.get(key)!);
          if (!window || !touches(window, span)) return [];
          const inSpan = window.exact.find((d) => d >= span.from && d <= span.to);
          return [inSpan ? { ...window, peak: inSpan } : window];
        }),
      ),
    )
    .sort((a, b) => a.from.getTime() - b.from.getTime() || a.peak.getTime() - b.peak.getTime());
}
