import { G, Path, Svg } from '@react-pdf/renderer';

import type { GlyphPart } from './glyph-paths';

function strokes(parts: readonly GlyphPart[], color: string) {
  return parts.map((part, i) => (
    <Path
      key={i}
      d={part.d}
      fill={part.fill ? color : 'none'}
      stroke={part.fill ? 'none' : color}
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ));
}

/** A glyph inside a text flow or a table cell. */
export function Glyph({ parts, size, color }: { parts: readonly GlyphPart[]; size: number; color: string }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 20 20">
      {strokes(parts, color)}
    </Svg>
  );
}

/** A glyph centred on (x, y) inside an enclosing Svg, such as the chart wheel. */
export function GlyphAt({
  parts,
  x,
  y,
  size,
  color,
}: {
  parts: readonly GlyphPart[];
  x: number;
  y: number;
  size: number;
  color: string;
}) {
  return <G transform={`translate(${x - size / 2}, ${y - size / 2}) scale(${size / 20})`}>{strokes(parts, color)}</G>;
}
