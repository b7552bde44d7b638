import type { Sign } from '../../domain/astrology';
import type { Body, ReadingChart } from '../synthesis/reading-input';

/** Smallest angular gap between two planet glyphs on the wheel, in degrees. */
export const MIN_GLYPH_GAP = 7;

interface Cluster {
  members: number[];
  /** Mean of the members' true (unwrapped) longitudes: the cluster is centred there. */
  center: number;
}

/**
 * Display longitudes for the planet glyphs: crowded neighbours are merged into clusters that are
 * spread evenly around their mean, so no two glyphs are closer than `gap` and each stays near its truth.
 */
export function spreadLongitudes(lons: readonly number[], gap = MIN_GLYPH_GAP): number[] {
  const n = lons.length;
  if (n < 2) return [...lons];
  const order = lons.map((lon, index) => ({ lon, index })).sort((a, b) => a.lon - b.lon);
  // Cut the circle at its widest empty arc, so the layout is a line with room at both ends.
  let cut = 0;
  let widest = -1;
  order.forEach((o, i) => {
    const next = order[(i + 1) % n]!;
    const between = (next.lon - o.lon + 360) % 360;
    if (between > widest) {
      widest = between;
      cut = (i + 1) % n;
    }
  });
  const line = [...order.slice(cut), ...order.slice(0, cut)];
  const unwrapped = line.map((o, i) => (i > 0 && o.lon < line[0]!.lon ? o.lon + 360 : o.lon));

  let clusters: Cluster[] = unwrapped.map((lon, i) => ({ members: [i], center: lon }));
  const halfSpan = (c: Cluster) => ((c.members.length - 1) * gap) / 2;
  for (let merged = true; merged;) {
    merged = false;
    const next: Cluster[] = [];
    for (const c of clusters) {
      const last = next[next.length - 1];
      if (last && c.center - halfSpan(c) - (last.center + halfSpan(last)) < gap) {
        const members = [...last.members, ...c.members];
        next[next.length - 1] = {
          members,
          center: members.reduce((sum, m) => sum + unwrapped[m]!, 0) / members.length,
        };
        merged = true;
      } else {
        next.push(c);
      }
    }
    clusters = next;
  }

  const result = new Array<number>(n);
  for (const c of clusters) {
    c.members.forEach((m, k) => {
      const shown = c.center - halfSpan(c) + k * gap;
      result[line[m]!.index] = ((shown % 360) + 360) % 360;
    });
  }
  return result;
}

/**
 * The wheel's drawing size and rings, in the drawing's units: outside in, signs, glyphs, degrees,
 * houses, aspects. The page draws it `scale` times as large (440 pt wide), and the text sizes are
 * set for that: the degrees at 7.6 pt.
 */
export const WHEEL = {
  size: 500,
  scale: 0.88,
  outer: 232,
  sign: 200,
  tick: 9,
  glyph: 178,
  glyphSize: 15,
  /** The disc of paper each planet glyph sits on: a cusp or an axis passes behind it, never through the glyph. */
  glyphClear: 9,
  degree: 157,
  degreeSize: 8.6,
  signMark: 141,
  signMarkSize: 9.5,
  house: 118,
  aspect: 100,
} as const;

/** Smallest angle between two house numbers in the house ring: 13 pt apart, clear of each other. */
const HOUSE_LABEL_GAP = 7;
/** A glyph moved this far from its degree gets a leader line back to it. */
const LEADER_FROM = 0.5;

export interface Point {
  x: number;
  y: number;
}

export interface WheelBody {
  planet: Body;
  glyph: Point;
  /** The tick at the body's exact degree on the inside of the zodiac ring: outer end, inner end. */
  tick: [Point, Point];
  /** From the tick's inner end to the glyph, when the glyph was moved to make room; else null. */
  leader: [Point, Point] | null;
  degree: { at: Point; text: string };
  sign: { at: Point; sign: Sign };
  /** Where its aspect lines start. */
  aspectEnd: Point;
}

export interface WheelLayout {
  bodies: WheelBody[];
  houses: { number: number; cusp: [Point, Point]; angle: boolean; label: Point }[];
  angles: { label: 'AC' | 'DC' | 'MC' | 'IC'; at: Point }[];
  /** The on-page position of a longitude at a radius. */
  point: (lon: number, r: number) => Point;
}

/**
 * Where everything on the wheel goes, computed before drawing: glyphs spread so none overlaps, each
 * tied by a leader line to the tick at its true degree; house numbers in the house ring, fanned out
 * where houses are too narrow to hold them; the four angles named.
 */
export function layoutWheel(chart: ReadingChart): WheelLayout {
  const c = WHEEL.size / 2;
  const left = chart.ascendant?.lon ?? 0;
  const point = (lon: number, r: number): Point => {
    const theta = ((180 + lon - left) * Math.PI) / 180;
    return { x: c + r * Math.cos(theta), y: c - r * Math.sin(theta) };
  };
  const shown = spreadLongitudes(chart.positions.map((b) => b.lon));
  const bodies = chart.positions.map((body, i): WheelBody => {
    const at = shown[i]!;
    const tick: [Point, Point] = [point(body.lon, WHEEL.sign), point(body.lon, WHEEL.sign - WHEEL.tick)];
    const moved = Math.abs(((at - body.lon + 540) % 360) - 180) > LEADER_FROM;
    return {
      planet: body.planet,
      glyph: point(at, WHEEL.glyph),
      tick,
      leader: moved ? [tick[1], point(at, WHEEL.glyph + WHEEL.glyphSize / 2 + 1)] : null,
      degree: { at: point(at, WHEEL.degree), text: `${Math.floor(body.degree)}°${body.retrograde ? '℞' : ''}` },
      sign: { at: point(at, WHEEL.signMark), sign: body.sign },
      aspectEnd: point(body.lon, WHEEL.aspect),
    };
  });
  const cusps = chart.houses ?? [];
  const middles = cusps.map(
    (house, i) => house.lon + ((((cusps[(i + 1) % cusps.length]!.lon - house.lon) % 360) + 360) % 360) / 2,
  );
  // Numbers of narrow houses (near the poles a house can be 1° wide) fan out along the ring, in order, rather than overprint.
  const labelLons = spreadLongitudes(
    middles.map((lon) => lon % 360),
    HOUSE_LABEL_GAP,
  );
  const houses = cusps.map((house, i) => {
    const angle = house.number % 3 === 1;
    return {
      number: house.number,
      cusp: [point(house.lon, WHEEL.aspect), point(house.lon, angle ? WHEEL.outer : WHEEL.sign)] as [Point, Point],
      angle,
      label: point(labelLons[i]!, (WHEEL.house + WHEEL.aspect) / 2),
    };
  });
  const angles =
    chart.ascendant && chart.midheaven
      ? (
          [
            ['AC', chart.ascendant.lon],
            ['DC', chart.ascendant.lon + 180],
            ['MC', chart.midheaven.lon],
            ['IC', chart.midheaven.lon + 180],
          ] as const
        ).map(([label, lon]) => ({ label, at: point(lon, WHEEL.outer + 10) }))
      : [];
  return { bodies, houses, angles, point };
}
