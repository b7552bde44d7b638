import { SIGNS } from '../../domain/astrology';
import type { PreviewWheel } from '../../domain/reading-preview';
import type { AspectLine } from '../document/reading-document';
import { GLYPHS } from '../pdf/glyph-paths';
import { WHEEL, layoutWheel, type Point } from '../pdf/wheel-layout';
import type { ReadingChart } from '../synthesis/reading-input';
import { SIGN_FACTS } from '../synthesis/sign-facts';

/** Tenths of a drawing unit: finer than a phone's pixel at any size the page shows the wheel. */
const round = (value: number) => Math.round(value * 10) / 10;
const at = (point: Point) => ({ x: round(point.x), y: round(point.y) });
const segment = (a: Point, b: Point): [Point, Point] => [at(a), at(b)];

/**
 * The PDF's wheel (layoutWheel) as plain numbers for the browser: the same positions, spreads,
 * leader lines and house labels, plus the rings and ticks the PDF draws around them, so the two
 * wheels are one drawing.
 */
export function previewWheelGeometry(chart: ReadingChart, aspectLines: readonly AspectLine[]): PreviewWheel {
  const { bodies, houses, angles, point } = layoutWheel(chart);
  const band = (from: number, to: number, r1: number, r2: number) => {
    const [a, b, c, d] = [point(from, r1), point(to, r1), point(to, r2), point(from, r2)].map(at) as [
      Point,
      Point,
      Point,
      Point,
    ];
    return `M${a.x},${a.y} A${r1},${r1} 0 0,0 ${b.x},${b.y} L${c.x},${c.y} A${r2},${r2} 0 0,1 ${d.x},${d.y} Z`;
  };
  const endOf = new Map(bodies.map((body) => [body.planet, body.aspectEnd]));
  const names = [...SIGNS, ...bodies.map((body) => body.planet)];
  return {
    size: WHEEL.size,
    radii: { outer: WHEEL.outer, sign: WHEEL.sign, house: WHEEL.house, aspect: WHEEL.aspect },
    glyphSize: WHEEL.glyphSize,
    signs: SIGNS.map((sign, i) => ({
      sign,
      element: SIGN_FACTS[sign].element,
      band: band(i * 30, i * 30 + 30, WHEEL.outer, WHEEL.sign),
      edge: segment(point(i * 30, WHEEL.outer), point(i * 30, WHEEL.sign)),
      glyph: at(point(i * 30 + 15, (WHEEL.outer + WHEEL.sign) / 2)),
    })),
    ticks: Array.from({ length: 72 }, (_, i) => ({
      line: segment(point(i * 5, WHEEL.sign), point(i * 5, WHEEL.sign - (i % 2 === 0 ? 6 : 3))),
      major: i % 2 === 0,
    })),
    houses: houses.map((house) => ({
      number: house.number,
      cusp: segment(...house.cusp),
      angle: house.angle,
      label: at(house.label),
    })),
    angles: angles.map((angle) => ({ label: angle.label, at: at(angle.at) })),
    aspects: aspectLines.flatMap((line) => {
      const from = endOf.get(line.planet1);
      const to = endOf.get(line.planet2);
      // The PDF leaves conjunctions out: their ends touch.
      if (!from || !to || line.kind === null || line.kind === 'fusing') return [];
      return [{ line: segment(from, to), kind: line.kind, tight: line.orb < 3 }];
    }),
    bodies: bodies.map((body) => ({
      name: body.planet,
      minor: body.planet.endsWith('Node') || body.planet === 'Chiron',
      glyph: at(body.glyph),
      tick: segment(...body.tick),
      leader: body.leader ? segment(...body.leader) : null,
      degree: { at: at(body.degree.at), text: body.degree.text },
      sign: { at: at(body.sign.at), sign: body.sign.sign },
      aspectEnd: at(body.aspectEnd),
    })),
    glyphs: Object.fromEntries(
      names.map((name) => [name, GLYPHS[name].map((part) => ({ d: part.d, fill: part.fill === true }))]),
    ),
  };
}
