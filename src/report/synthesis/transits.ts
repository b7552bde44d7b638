import { ASPECT_GEOMETRY } from './aspect-geometry';
import { MAJOR_ASPECTS, SLOW_BODIES } from './reading-input';
import type { MajorAspect, SlowBody, SlowPositionsAt } from './reading-input';

/** A natal point a transit can touch: a body or an angle. */
export interface NatalPoint {
  name: string;
  lon: number;
}

export interface TransitEvent {
  transiting: SlowBody;
  aspect: MajorAspect;
  natal: string;
  /** First and last day within orb inside the window (the window's edges when it runs past them). */
  start: Date;
  end: Date;
  /** Moments the aspect is exact inside the window; up to three with retrograde loops. */
  exact: Date[];
  /** The day of the tightest orb: the exact day, or the nearest approach of a pass that never perfects. */
  closest: Date;
}

/** Orbs for transits: tight, because slow planets linger for months even at one degree. */
export const TRANSIT_ORB: Record<SlowBody, number> = { Jupiter: 2, Saturn: 1.5, Uranus: 1, Neptune: 1, Pluto: 1 };

const DAY_MS = 86_400_000;

function signedDelta(a: number, b: number): number {
  return ((((a - b) % 360) + 540) % 360) - 180;
}

interface LongitudeSamples {
  readonly dates: readonly Date[];
  readonly lons: Readonly<Record<SlowBody, readonly number[]>>;
}

/**
 * The last samples taken. Every reading made on the same day samples the same sky, so the server's
 * renderer computes the year ahead once a day instead of once per reading (a tenth of a warm render).
 */
let lastSamples: { positionsAt: SlowPositionsAt; start: number; days: number; samples: LongitudeSamples } | null = null;

/** Daily samples of each slow body's longitude at 12:00 UT, from the day of `from`. */
function sampleLongitudes(positionsAt: SlowPositionsAt, from: Date, days: number): LongitudeSamples {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12);
  if (lastSamples?.positionsAt === positionsAt && lastSamples.start === start && lastSamples.days === days)
    return lastSamples.samples;
  const samples = takeSamples(positionsAt, start, days);
  lastSamples = { positionsAt, start, days, samples };
  return samples;
}

function takeSamples(positionsAt: SlowPositionsAt, start: number, days: number): LongitudeSamples {
  const dates: Date[] = [];
  const lons = Object.fromEntries(SLOW_BODIES.map((b) => [b, [] as number[]])) as Record<SlowBody, number[]>;
  for (let day = 0; day <= days; day++) {
    const when = new Date(start + day * DAY_MS);
    dates.push(when);
    const positions = positionsAt(when);
    for (const body of SLOW_BODIES) lons[body].push(positions[body].lon);
  }
  return { dates, lons };
}

/** The targets an aspect makes from a natal longitude: one for 0 and 180 degrees, two otherwise. */
function aspectTargets(natalLon: number, angle: number): number[] {
  return angle === 0 || angle === 180 ? [natalLon + angle] : [natalLon + angle, natalLon - angle];
}

/**
 * Every major aspect the slow planets make to the natal points within `days` from `from`,
 * sorted by first contact. Exact moments are interpolated between daily samples.
 */
export function findTransits(
  points: readonly NatalPoint[],
  positionsAt: SlowPositionsAt,
  from: Date,
  days = 365,
): TransitEvent[] {
  const { dates, lons } = sampleLongitudes(positionsAt, from, days);
  const events: TransitEvent[] = [];
  for (const body of SLOW_BODIES) {
    const orb = TRANSIT_ORB[body];
    const series = lons[body];
    // The arc the body covers in the window, as its farthest distance from its first position: a target
    // farther than that plus the orb is never in orb, and a slow planet's arc is short (Pluto's two
    // degrees), so most targets are skipped without walking the year.
    const first = series[0]!;
    const reach = Math.max(...series.map((lon) => Math.abs(signedDelta(lon, first)))) + orb;
    for (const point of points) {
      for (const aspect of MAJOR_ASPECTS) {
        for (const target of aspectTargets(point.lon, ASPECT_GEOMETRY[aspect].angle)) {
          if (Math.abs(signedDelta(target, first)) > reach) continue;
          const deltas = series.map((lon) => signedDelta(lon, target));
          let runStart = -1;
          let tightest = -1;
          let exact: Date[] = [];
          const close = (endIndex: number) => {
            events.push({
              transiting: body,
              aspect,
              natal: point.name,
              // Copies: the samples are shared by every reading of the day.
              start: new Date(dates[runStart]!),
              end: new Date(dates[endIndex]!),
              exact,
              closest: exact[0] ?? new Date(dates[tightest]!),
            });
            runStart = -1;
            exact = [];
          };
          deltas.forEach((delta, i) => {
            const inOrb = Math.abs(delta) <= orb;
            if (inOrb && runStart < 0) {
              runStart = i;
              tightest = i;
            }
            if (inOrb && Math.abs(delta) < Math.abs(deltas[tightest]!)) tightest = i;
            if (!inOrb && runStart >= 0) close(i - 1);
            const previous = deltas[i - 1];
            if (
              inOrb &&
              previous !== undefined &&
              Math.abs(previous) <= orb &&
              Math.sign(previous) !== Math.sign(delta)
            ) {
              const fraction = previous / (previous - delta);
              exact.push(new Date(dates[i - 1]!.getTime() + fraction * DAY_MS));
            }
          });
          if (runStart >= 0) close(deltas.length - 1);
        }
      }
    }
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The passes still under way or to come: those that end on or after `from`, their start and exact days cut to it. The
 * year's outlook and month rows read these; the answers keep the true starts, so a window already open says since when.
 */
export function passesFrom(events: readonly TransitEvent[], from: Date): TransitEvent[] {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12));
  return events
    .filter((e) => e.end >= day)
    .map((e) => {
      if (e.start >= day) return e;
      const exact = e.exact.filter((d) => d >= day);
      return { ...e, start: day, exact, closest: exact[0] ?? (e.closest >= day ? e.closest : day) };
    });
}

/** One event per transiting body, aspect and natal point, its passes joined (for sentences, not for month rows). */
export function mergePasses(events: readonly TransitEvent[]): TransitEvent[] {
  const merged = new Map<string, TransitEvent>();
  for (const e of events) {
    const key = `${e.transiting}|${e.aspect}|${e.natal}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            end: e.end,
            exact: [...seen.exact, ...e.exact],
            closest: seen.exact[0] ?? e.exact[0] ?? seen.closest,
          }
        : e,
    );
  }
  return [...merged.values()];
}
