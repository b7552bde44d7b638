import { Circle, G, Line, Path, Svg, Text } from '@react-pdf/renderer';

import { SIGNS } from '../../domain/astrology';
import { ASPECT_COLORS } from '../lore/aspect-lore';
import { GLYPHS } from './glyph-paths';
import { GlyphAt } from './pdf-glyph';
import { COLORS, ELEMENT_TINTS } from './pdf-styles';
import type { ReadingDocument } from '../document/reading-document';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import { spreadLongitudes } from './wheel-layout';

const SIZE = 500;
const C = SIZE / 2;
const R_OUTER = 232;
const R_SIGN = 200;
const R_GLYPH = 178;
const R_DEGREE = 155;
const R_HOUSE = 118;
const R_ASPECT = 100;

/** The natal wheel: ascendant on the left, zodiac counter-clockwise (Aries on the left without a birth time). */
export function ChartWheel({ doc }: { doc: ReadingDocument }) {
  const { chart } = doc;
  const left = chart.ascendant?.lon ?? 0;
  const point = (lon: number, r: number) => {
    const theta = ((180 + lon - left) * Math.PI) / 180;
    return { x: C + r * Math.cos(theta), y: C - r * Math.sin(theta) };
  };
  const arc = (from: number, to: number, r1: number, r2: number) => {
    const a = point(from, r1), b = point(to, r1), c = point(to, r2), d = point(from, r2);
    return `M${a.x},${a.y} A${r1},${r1} 0 0,0 ${b.x},${b.y} L${c.x},${c.y} A${r2},${r2} 0 0,1 ${d.x},${d.y} Z`;
  };
  const bodies = chart.positions;
  const shown = spreadLongitudes(bodies.map((b) => b.lon));
  const lonOf = new Map(bodies.map((b) => [b.planet, b.lon]));

  return (
    <Svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
      {SIGNS.map((sign, i) => {
        const mid = point(i * 30 + 15, (R_OUTER + R_SIGN) / 2);
        const edge = [point(i * 30, R_OUTER), point(i * 30, R_SIGN)];
        return (
          <G key={sign}>
            <Path d={arc(i * 30, i * 30 + 30, R_OUTER, R_SIGN)} fill={ELEMENT_TINTS[SIGN_FACTS[sign].element]} stroke={COLORS.ink} strokeWidth={0.6} />
            <Line x1={edge[0]!.x} y1={edge[0]!.y} x2={edge[1]!.x} y2={edge[1]!.y} stroke={COLORS.ink} strokeWidth={0.6} />
            <GlyphAt parts={GLYPHS[sign]} x={mid.x} y={mid.y} size={17} color={COLORS.ink} />
          </G>
        );
      })}
      {Array.from({ length: 72 }, (_, i) => {
        const a = point(i * 5, R_SIGN), b = point(i * 5, R_SIGN - (i % 2 === 0 ? 6 : 3));
        return <Line key={`t${i}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={COLORS.muted} strokeWidth={0.5} />;
      })}
      <Circle cx={C} cy={C} r={R_HOUSE} fill="none" stroke={COLORS.muted} strokeWidth={0.5} />
      <Circle cx={C} cy={C} r={R_ASPECT} fill={COLORS.paper} stroke={COLORS.ink} strokeWidth={0.6} />
      {chart.houses?.map((house, i) => {
        const next = chart.houses![(i + 1) % 12]!;
        const span = (((next.lon - house.lon) % 360) + 360) % 360;
        const angle = house.number % 3 === 1;
        const a = point(house.lon, R_ASPECT), b = point(house.lon, angle ? R_OUTER : R_SIGN);
        const label = point(house.lon + span / 2, (R_HOUSE + R_ASPECT) / 2);
        return (
          <G key={`h${house.number}`}>
            <Line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={angle ? COLORS.gold : COLORS.muted} strokeWidth={angle ? 1.6 : 0.6} />
            <Text x={label.x} y={label.y + 2.6} textAnchor="middle" style={{ fontFamily: 'Sans', fontSize: 7.5 }} fill={COLORS.muted}>
              {String(house.number)}
            </Text>
          </G>
        );
      })}
      {chart.ascendant && chart.midheaven && [
        { label: 'AC', lon: chart.ascendant.lon }, { label: 'MC', lon: chart.midheaven.lon },
      ].map(({ label, lon }) => {
        const at = point(lon, R_OUTER + 10);
        return (
          <Text key={label} x={at.x} y={at.y + 3} textAnchor="middle" style={{ fontFamily: 'Sans', fontSize: 8, fontWeight: 600 }} fill={COLORS.gold}>
            {label}
          </Text>
        );
      })}
      {doc.aspectLines.filter((a) => a.kind !== null && a.kind !== 'fusing').map((a) => {
        const p = point(lonOf.get(a.planet1)!, R_ASPECT), q = point(lonOf.get(a.planet2)!, R_ASPECT);
        return (
          <Line key={`${a.planet1}-${a.planet2}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y}
            stroke={ASPECT_COLORS[a.kind!]} strokeWidth={a.orb < 3 ? 1 : 0.6} strokeOpacity={0.85} />
        );
      })}
      {bodies.map((body, i) => {
        const true1 = point(body.lon, R_SIGN), true2 = point(body.lon, R_SIGN - 9);
        const glyph = point(shown[i]!, R_GLYPH);
        const degree = point(shown[i]!, R_DEGREE);
        const color = body.planet.endsWith('Node') || body.planet === 'Chiron' ? COLORS.muted : COLORS.ink;
        return (
          <G key={body.planet}>
            <Line x1={true1.x} y1={true1.y} x2={true2.x} y2={true2.y} stroke={COLORS.ink} strokeWidth={1} />
            <GlyphAt parts={GLYPHS[body.planet]} x={glyph.x} y={glyph.y} size={15} color={color} />
            <Text x={degree.x} y={degree.y + 2.5} textAnchor="middle" style={{ fontFamily: 'Sans', fontSize: 7 }} fill={COLORS.ink}>
              {`${Math.floor(body.degree)}°${body.retrograde ? '℞' : ''}`}
            </Text>
            <Circle cx={point(body.lon, R_ASPECT).x} cy={point(body.lon, R_ASPECT).y} r={1.4} fill={COLORS.ink} />
          </G>
        );
      })}
    </Svg>
  );
}
