import type { PreviewWheel } from '../../domain/reading-preview';

type Point = { x: number; y: number };
type GlyphPart = { d: string; fill: boolean };

/** The PDF's palette (ink, muted, gold, paper, element tints, aspect colours), so the wheel looks like the printed one. */
const INK = '#24213f';
const MUTED = '#6b6785';
const GOLD = '#a67c2e';
const PAPER = '#fffdf8';
const ELEMENT_TINTS = { Fire: '#fbe3d6', Earth: '#e6ecd6', Air: '#f3efd8', Water: '#dce8f3' } as const;
const ASPECT_COLORS = { harmonious: '#2f6fb0', challenging: '#c0392b' } as const;

function Segment({
  line,
  stroke,
  width,
  opacity,
}: {
  line: [Point, Point];
  stroke: string;
  width: number;
  opacity?: number;
}) {
  const [a, b] = line;
  return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={stroke} strokeWidth={width} strokeOpacity={opacity} />;
}

/** A glyph's strokes (a 20 x 20 box) centred on `at`. */
function GlyphAt({
  parts,
  at,
  size,
  color,
}: {
  parts: GlyphPart[] | undefined;
  at: Point;
  size: number;
  color: string;
}) {
  if (!parts) return null;
  return (
    <g transform={`translate(${at.x - size / 2} ${at.y - size / 2}) scale(${size / 20})`}>
      {parts.map((part, i) => (
        <path
          key={i}
          d={part.d}
          fill={part.fill ? color : 'none'}
          stroke={part.fill ? 'none' : color}
          strokeWidth={1.7}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </g>
  );
}

/** The natal wheel, drawn from the server's layout (the PDF's own): nothing is computed here. */
export function ReadingPreviewWheel({ wheel, label }: { wheel: PreviewWheel; label: string }) {
  const c = wheel.size / 2;
  return (
    <svg viewBox={`0 0 ${wheel.size} ${wheel.size}`} role="img" aria-label={label} className="block h-auto w-full">
      {wheel.signs.map((sign) => (
        <g key={sign.sign}>
          <path d={sign.band} fill={ELEMENT_TINTS[sign.element]} stroke={INK} strokeWidth={0.6} />
          <Segment line={sign.edge} stroke={INK} width={0.6} />
          <GlyphAt parts={wheel.glyphs[sign.sign]} at={sign.glyph} size={17} color={INK} />
        </g>
      ))}
      {wheel.ticks.map((tick, i) => (
        <Segment key={i} line={tick.line} stroke={MUTED} width={0.5} />
      ))}
      <circle cx={c} cy={c} r={wheel.radii.house} fill="none" stroke={MUTED} strokeWidth={0.5} />
      <circle cx={c} cy={c} r={wheel.radii.aspect} fill={PAPER} stroke={INK} strokeWidth={0.6} />
      {wheel.houses.map((house) => (
        <Segment
          key={house.number}
          line={house.cusp}
          stroke={house.angle ? GOLD : MUTED}
          width={house.angle ? 1.6 : 0.6}
        />
      ))}
      {wheel.houses.map((house) => (
        <g key={`n${house.number}`}>
          <circle cx={house.label.x} cy={house.label.y} r={5.5} fill={PAPER} />
          <text x={house.label.x} y={house.label.y + 2.6} textAnchor="middle" fontSize={7.5} fill={MUTED}>
            {house.number}
          </text>
        </g>
      ))}
      {wheel.angles.map((angle) => (
        <text
          key={angle.label}
          x={angle.at.x}
          y={angle.at.y + 3}
          textAnchor="middle"
          fontSize={8}
          fontWeight={600}
          fill={GOLD}
        >
          {angle.label}
        </text>
      ))}
      {wheel.aspects.map((aspect, i) => (
        <Segment
          key={i}
          line={aspect.line}
          stroke={ASPECT_COLORS[aspect.kind]}
          width={aspect.tight ? 1 : 0.6}
          opacity={0.85}
        />
      ))}
      {wheel.bodies.map((body) => (
        <g key={body.name}>
          <Segment line={body.tick} stroke={INK} width={1} />
          {body.leader ? <Segment line={body.leader} stroke={MUTED} width={0.4} /> : null}
          <GlyphAt
            parts={wheel.glyphs[body.name]}
            at={body.glyph}
            size={wheel.glyphSize}
            color={body.minor ? MUTED : INK}
          />
          <text x={body.degree.at.x} y={body.degree.at.y + 2.5} textAnchor="middle" fontSize={7} fill={INK}>
            {body.degree.text}
          </text>
          <GlyphAt parts={wheel.glyphs[body.sign.sign]} at={body.sign.at} size={7.5} color={MUTED} />
          <circle cx={body.aspectEnd.x} cy={body.aspectEnd.y} r={1.4} fill={INK} />
        </g>
      ))}
    </svg>
  );
}
