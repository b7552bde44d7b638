import { DateTime } from 'luxon';

import { findPastSpans } from '../question/find-past-spans';
import { ASPECT_GEOMETRY } from './aspect-geometry';
import { MAJOR_ASPECTS, SLOW_BODIES } from './reading-input';
import type { MajorAspect, ReadingChart, SlowBody, SlowPositionsAt } from './reading-input';
import type { Effect } from './testimony';
import { transitPoints } from './transit-points';
import type { NatalPoint } from './transits';
import { TRANSIT_ORB } from './transits';
import { transitEffect } from './weigh-transits';

export interface ToldContact {
  transiting: SlowBody;
  aspect: MajorAspect;
  /** The natal point touched: a body's name, "Ascendant" or "Midheaven". */
  natal: string;
  /** The tightest orb on any day of the span, in degrees; 0 when the aspect was exact inside it. */
  orb: number;
  /** The first exact moment inside the span, or null when it only came within orb. */
  exact: Date | null;
  effect: Effect;
}

export interface ToldEvent {
  /** The sentence, or the clause of it, that the visitor wrote, without its closing punctuation. */
  sentence: string;
  /** The words that date it: "last August". */
  phrase: string;
  from: Date;
  to: Date;
  /** Tightest first. */
  contacts: ToldContact[];
}

/**
 * An event dated to a season or a month can be set against a transit; one dated only to a year ("in 2023") cannot,
 * since a year holds a score of contacts, and is not sampled at all.
 */
const MAX_SPAN_DAYS = 100;
const DAY_MS = 86_400_000;

/** A reading sets at most this many told events against the sky. */
const MAX_EVENTS = 3;

function signedDelta(a: number, b: number): number {
  return ((((a - b) % 360) + 540) % 360) - 180;
}

/** Local noon of each day of the span, in the visitor's zone. */
function daysOf(from: Date, to: Date, zone: string): Date[] {
  const last = DateTime.fromJSDate(to, { zone }).startOf('day');
  const days: Date[] = [];
  for (let day = DateTime.fromJSDate(from, { zone }).startOf('day'); day <= last; day = day.plus({ days: 1 }))
    days.push(day.set({ hour: 12 }).toJSDate());
  return days;
}

/** The slow planets' major aspects to the natal points that were within orb on some day of the span. */
function contactsIn(
  points: readonly NatalPoint[],
  positionsAt: SlowPositionsAt,
  from: Date,
  to: Date,
  zone: string,
): ToldContact[] {
  const days = daysOf(from, to, zone);
  const skies = days.map((day) => positionsAt(day));
  const contacts: ToldContact[] = [];
  for (const body of SLOW_BODIES) {
    const orb = TRANSIT_ORB[body];
    const lons = skies.map((sky) => sky[body].lon);
    for (const point of points) {
      for (const aspect of MAJOR_ASPECTS) {
        const angle = ASPECT_GEOMETRY[aspect].angle;
        const targets = angle === 0 || angle === 180 ? [point.lon + angle] : [point.lon + angle, point.lon - angle];
        for (const target of targets) {
          const deltas = lons.map((lon) => signedDelta(lon, target));
          const tightest = Math.min(...deltas.map(Math.abs));
          if (tightest > orb) continue;
          let exact: Date | null = null;
          for (let i = 1; i < deltas.length && !exact; i++) {
            const before = deltas[i - 1]!;
            const after = deltas[i]!;
            // Both days in orb: the sign flip of an opposition's far side (180 to -180) is no exact pass.
            if (Math.abs(before) <= orb && Math.abs(after) <= orb && Math.sign(before) !== Math.sign(after)) {
              const fraction = before / (before - after);
              exact = new Date(days[i - 1]!.getTime() + fraction * (days[i]!.getTime() - days[i - 1]!.getTime()));
            }
          }
          contacts.push({
            transiting: body,
            aspect,
            natal: point.name,
            orb: exact ? 0 : Math.round(tightest * 100) / 100,
            exact,
            effect: transitEffect(body, aspect),
          });
        }
      }
    }
  }
  return contacts.sort((a, b) => a.orb - b.orb || (a.exact?.getTime() ?? Infinity) - (b.exact?.getTime() ?? Infinity));
}

/**
 * The dated past events in what the visitor told (a break-up last August, a stroke in October), at most three in the
 * order written, each with the slow planets' aspects to the natal points during its span. Days and months are the
 * visitor's, counted back from `now` in `zone`; nothing before the birth, nothing to come, nothing for undated text.
 */
export function findToldEvents(
  info: string | null,
  chart: ReadingChart,
  positionsAt: SlowPositionsAt,
  now: Date,
  zone: string,
): ToldEvent[] {
  if (!info?.trim()) return [];
  const points = transitPoints(chart);
  return findPastSpans(info, { now, zone, earliest: new Date(chart.utc) })
    .filter((span) => span.to.getTime() - span.from.getTime() <= MAX_SPAN_DAYS * DAY_MS)
    .slice(0, MAX_EVENTS)
    .map((span) => ({
      sentence: span.sentence,
      phrase: span.phrase,
      from: span.from,
      to: span.to,
      contacts: contactsIn(points, positionsAt, span.from, span.to, zone),
    }));
}
