import { Circle, G, Line, Path, Rect, Svg, Text } from '@react-pdf/renderer';

import { SIGNS } from '../../domain/astrology';
import { ASPECT_COLORS } from '../lore/aspect-lore';
import { GLYPHS } from './glyph-paths';
import { GlyphAt } from './pdf-glyph';
import { COLORS, ELEMENT_TINTS } from './pdf-styles';
import type { AspectLine } from '../document/reading-document';
import type { ReadingChart } from '../synthesis/reading-input';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import { WHEEL, layoutWheel } from './wheel-layout';

const C = WHEEL.size / 2;

/** Noto Sans digits, degree sign and ℞ are about 0.6 em wide: the paper behind a degree label is cut to that. */
const labelWidth = (text: string, size: number) => Array.from(text).length * size * 0.6 + 3;

/**
 * The natal wheel as laid out by layoutWheel: ascendant on the left, zodiac counter-clockwise (Aries on
 * the left without a birth time). Every line is drawn first, then each glyph and label on its own disc
 * or strip of paper, so that a cusp or an axis runs behind a planet, never through it.
 */
export function ChartWheel({ chart, aspectLines }: { chart: ReadingChart; aspectLines: AspectLine[] }) {
  const { bodies, houses, angles, point } = layoutWheel(chart);
  const arc = (from: number, to: number, r1: number, r2: number) => {
    const a = point(from, r1),
      b = point(to, r1),
      c = point(to, r2),
      d = point(from, r2);
    return `M${a.x},${a.y} A${r1},${r1} 0 0,0 ${b.x},${b.y} L${c.x},${c.y} A${r2},${r2} 0 0,1 ${d.x},${d.y} Z`;
  };
  const endOf = new Map(bodies.map((b) => [b.planet, b.aspectEnd]));
  const drawn = WHEEL.size * WHEEL.scale;

  return (
    <Svg width={drawn} height={drawn} viewBox={`0 0 ${WHEEL.size} ${WHEEL.size}`}>
      {SIGNS.map((sign, i) => {
        const edge = [point(i * 30, WHEEL.outer), point(i * 30, WHEEL.sign)];
        return (
          <G key={sign}>
            <Path
              d={arc(i * 30, i * 30 + 30, WHEEL.outer, WHEEL.sign)}
              fill={ELEMENT_TINTS[SIGN_FACTS[sign].element]}
              stroke={COLORS.ink}
              strokeWidth={0.6}
            />
            <Line
              x1={edge[0]!.x}
              y1={edge[0]!.y}
              x2={edge[1]!.x}
              y2={edge[1]!.y}
              stroke={COLORS.ink}
              strokeWidth={0.6}
            />
          </G>
        );
      })}
      {Array.from({ length: 72 }, (_, i) => {
        const a = point(i * 5, WHEEL.sign),
          b = point(i * 5, WHEEL.sign - (i % 2 === 0 ? 6 : 3));
        return <Line key={`t${i}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={COLORS.muted} strokeWidth={0.5} />;
      })}
      <Circle cx={C} cy={C} r={WHEEL.house} fill="none" stroke={COLORS.muted} strokeWidth={0.5} />
      <Circle cx={C} cy={C} r={WHEEL.aspect} fill={COLORS.paper} stroke={COLORS.ink} strokeWidth={0.6} />
      {/* The four angles last among the cusps, over the others where they meet. */}
      {[...houses]
        .sort((a, b) => Number(a.angle) - Number(b.angle))
        .map((house) => (
          <Line
            key={`h${house.number}`}
            x1={house.cusp[0].x}
            y1={house.cusp[0].y}
            x2={house.cusp[1].x}
            y2={house.cusp[1].y}
            stroke={house.angle ? COLORS.gold : COLORS.muted}
            strokeWidth={house.angle ? 1.6 : 0.6}
          />
        ))}
      {aspectLines
        .filter((a) => a.kind !== null && a.kind !== 'fusing')
        .map((a) => {
          const p = endOf.get(a.planet1)!,
            q = endOf.get(a.planet2)!;
          return (
            <Line
              key={`${a.planet1}-${a.planet2}`}
              x1={p.x}
              y1={p.y}
              x2={q.x}
              y2={q.y}
              stroke={ASPECT_COLORS[a.kind!]}
              strokeWidth={a.orb < 3 ? 1 : 0.6}
              strokeOpacity={0.85}
            />
          );
        })}
      {bodies.map((body) => (
        <G key={`l${body.planet}`}>
          <Line
            x1={body.tick[0].x}
            y1={body.tick[0].y}
            x2={body.tick[1].x}
            y2={body.tick[1].y}
            stroke={COLORS.ink}
            strokeWidth={1}
          />
          {body.leader && (
            <Line
              x1={body.leader[0].x}
              y1={body.leader[0].y}
              x2={body.leader[1].x}
              y2={body.leader[1].y}
              stroke={COLORS.muted}
              strokeWidth={0.4}
            />
          )}
          <Circle cx={body.aspectEnd.x} cy={body.aspectEnd.y} r={1.4} fill={COLORS.ink} />
        </G>
      ))}
      {/* The sign glyphs on a disc of their own tint: an axis crossing the band passes behind them. */}
      {SIGNS.map((sign, i) => {
        const mid = point(i * 30 + 15, (WHEEL.outer + WHEEL.sign) / 2);
        return (
          <G key={`s${sign}`}>
            <Circle cx={mid.x} cy={mid.y} r={11} fill={ELEMENT_TINTS[SIGN_FACTS[sign].element]} />
            <GlyphAt parts={GLYPHS[sign]} x={mid.x} y={mid.y} size={17} color={COLORS.ink} />
          </G>
        );
      })}
      {houses.map((house) => (
        <G key={`n${house.number}`}>
          <Circle cx={house.label.x} cy={house.label.y} r={6} fill={COLORS.paper} />
          <Text
            x={house.label.x}
            y={house.label.y + 2.9}
            textAnchor="middle"
            style={{ fontFamily: 'Sans', fontSize: 8.2 }}
            fill={COLORS.muted}
          >
            {String(house.number)}
          </Text>
        </G>
      ))}
      {bodies.map((body) => {
        const color = body.planet.endsWith('Node') || body.planet === 'Chiron' ? COLORS.muted : COLORS.ink;
        const width = labelWidth(body.degree.text, WHEEL.degreeSize);
        return (
          <G key={body.planet}>
            <Circle cx={body.glyph.x} cy={body.glyph.y} r={WHEEL.glyphClear} fill={COLORS.paper} />
            <GlyphAt
              parts={GLYPHS[body.planet]}
              x={body.glyph.x}
              y={body.glyph.y}
              size={WHEEL.glyphSize}
              color={color}
            />
            <Rect
              x={body.degree.at.x - width / 2}
              y={body.degree.at.y - WHEEL.degreeSize / 2 - 1}
              width={width}
              height={WHEEL.degreeSize + 2}
              rx={2}
              fill={COLORS.paper}
            />
            <Text
              x={body.degree.at.x}
              y={body.degree.at.y + WHEEL.degreeSize * 0.36}
              textAnchor="middle"
              style={{ fontFamily: 'Sans', fontSize: WHEEL.degreeSize }}
              fill={COLORS.ink}
            >
              {body.degree.text}
            </Text>
            <Circle cx={body.sign.at.x} cy={body.sign.at.y} r={WHEEL.signMarkSize / 2 + 1} fill={COLORS.paper} />
            <GlyphAt
              parts={GLYPHS[body.sign.sign]}
              x={body.sign.at.x}
              y={body.sign.at.y}
              size={WHEEL.signMarkSize}
              color={COLORS.muted}
            />
          </G>
        );
      })}
      {angles.map(({ label, at }) => (
        <Text
          key={label}
          x={at.x}
          y={at.y + 3.2}
          textAnchor="middle"
          style={{ fontFamily: 'Sans', fontSize: 8.8, fontWeight: 600 }}
          fill={COLORS.gold}
        >
          {label}
        </Text>
      ))}
    </Svg>
  );
}
