// Planet and sign glyphs drawn as vector strokes in a 20 x 20 box: the Noto fonts we embed have no
// astrological symbols, and drawing them keeps the PDF independent of any system font.
import type { Sign } from '../../domain/astrology';
import type { Body, MajorAspect } from '../synthesis/reading-input';

export interface GlyphPart {
  d: string;
  /** Filled shapes (the Moon's crescent, the Sun's dot); everything else is stroked. */
  fill?: boolean;
}

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r},${cy} A${r},${r} 0 1,0 ${cx + r},${cy} A${r},${r} 0 1,0 ${cx - r},${cy} Z`;
}

const stroke = (d: string): GlyphPart => ({ d });

export const GLYPHS: Record<Body | Sign, GlyphPart[]> = {
  Sun: [stroke(circle(10, 10, 7.5)), { d: circle(10, 10, 1.6), fill: true }],
  Moon: [{ d: 'M12,2 A8,8 0 0,0 12,18 A10,10 0 0,1 12,2 Z', fill: true }],
  Mercury: [
    stroke(circle(10, 8.5, 3.6)),
    stroke('M6.2,1.2 A3.8,3.8 0 0,0 13.8,1.2'),
    stroke('M10,12.1 L10,19.5 M7,16 L13,16'),
  ],
  Venus: [stroke(circle(10, 7, 5)), stroke('M10,12 L10,19.5 M6.5,16 L13.5,16')],
  Mars: [stroke(circle(8, 12, 5)), stroke('M11.5,8.5 L17.5,2.5 M12,2.5 L17.5,2.5 L17.5,8')],
  Jupiter: [stroke('M4,5.5 C4,1.5 10.5,1.5 10.5,5.5 C10.5,9 6.5,11.5 4,14.5 L17,14.5 M13.5,3.5 L13.5,19.5')],
  Saturn: [
    stroke(
      'M6,1.5 L6,14 M3,4.5 L10,4.5 M6,10 C7,6.5 14.5,6.5 14.5,11.5 C14.5,14.5 10.5,15.5 10.5,18 C10.5,19.5 12.5,20 14,18.8',
    ),
  ],
  Uranus: [stroke('M4.5,2 L4.5,11 M15.5,2 L15.5,11 M4.5,6.5 L15.5,6.5 M10,2 L10,13'), stroke(circle(10, 16, 2.8))],
  Neptune: [
    stroke(
      'M3.5,3.5 C3.5,11 16.5,11 16.5,3.5 M10,2 L10,19.5 M6.5,15.5 L13.5,15.5 M2.2,5 L3.5,3 L4.8,5 M15.2,5 L16.5,3 L17.8,5 M8.7,3.5 L10,1.8 L11.3,3.5',
    ),
  ],
  Pluto: [
    stroke(circle(10, 5.2, 2.6)),
    stroke('M4.2,3.8 A5.8,5.8 0 0,0 15.8,3.8'),
    stroke('M10,9.6 L10,19.5 M6.5,15.5 L13.5,15.5'),
  ],
  'North Node': [
    stroke('M6,14.5 C1.5,10 3.5,2.5 10,2.5 C16.5,2.5 18.5,10 14,14.5'),
    stroke(circle(5.2, 16.3, 2)),
    stroke(circle(14.8, 16.3, 2)),
  ],
  'South Node': [
    stroke('M6,5.5 C1.5,10 3.5,17.5 10,17.5 C16.5,17.5 18.5,10 14,5.5'),
    stroke(circle(5.2, 3.7, 2)),
    stroke(circle(14.8, 3.7, 2)),
  ],
  Chiron: [stroke(circle(10, 15.8, 3)), stroke('M10,12.8 L10,1.5 M10,7.5 L15,2.5 M10,7.5 L15,12')],
  Aries: [stroke('M10,18.5 L10,8 C10,2 3,1 3,6 C3,8 4.5,9.5 6,9.5 M10,8 C10,2 17,1 17,6 C17,8 15.5,9.5 14,9.5')],
  Taurus: [stroke(circle(10, 13.3, 5)), stroke('M3,2.5 C5,10.2 15,10.2 17,2.5')],
  Gemini: [
    stroke('M3.5,3 C7.5,5 12.5,5 16.5,3 M3.5,17 C7.5,15 12.5,15 16.5,17 M7.5,4.3 L7.5,15.7 M12.5,4.3 L12.5,15.7'),
  ],
  Cancer: [
    stroke(circle(6, 7.5, 2.4)),
    stroke('M6,5.1 C10,2.5 14.5,3 17.5,6'),
    stroke(circle(14, 12.5, 2.4)),
    stroke('M14,14.9 C10,17.5 5.5,17 2.5,14'),
  ],
  Leo: [
    stroke(circle(6, 13, 2.8)),
    stroke(
      'M8.4,11.6 C5.5,6.5 8.5,2 12.5,2.5 C16.5,3 16.8,7.5 14,10.5 C12,12.8 12,16 14.5,17.6 C15.7,18.3 17.2,17.8 17.8,16.6',
    ),
  ],
  Virgo: [
    stroke(
      'M2.5,5 L2.5,15.5 M2.5,7.5 C2.5,4 7,4 7,7.5 L7,15.5 M7,7.5 C7,4 11.5,4 11.5,7.5 L11.5,15 M11.5,10.5 C13.5,8 17.5,8.5 17,12 C16.5,15.5 12.5,15.5 11.5,19',
    ),
  ],
  Libra: [stroke('M3,16.5 L17,16.5 M3,13 L7.2,13 C5,11.5 5,5 10,5 C15,5 15,11.5 12.8,13 L17,13')],
  Scorpio: [
    stroke(
      'M2.5,5 L2.5,15.5 M2.5,7.5 C2.5,4 7,4 7,7.5 L7,15.5 M7,7.5 C7,4 11.5,4 11.5,7.5 L11.5,14.5 C11.5,16.5 13.5,17 17,17 M14.8,14.8 L17,17 L14.8,19.2',
    ),
  ],
  Sagittarius: [stroke('M3.5,16.5 L16.5,3.5 M10,3.5 L16.5,3.5 L16.5,10 M6,9.5 L10.5,14')],
  Capricorn: [
    stroke(
      'M2.5,4.5 L5.5,15 L8.5,4.5 C9.5,3.5 11,3.8 11.3,5.5 L12.3,14 C12.5,18 17.5,18 17.5,14.8 C17.5,11.5 13,11.5 12.3,14 C11.8,16.5 10.5,18.5 8.5,19.2',
    ),
  ],
  Aquarius: [
    stroke(
      'M2.5,8.5 L5.5,5.8 L8.5,8.5 L11.5,5.8 L14.5,8.5 L17.5,5.8 M2.5,14.5 L5.5,11.8 L8.5,14.5 L11.5,11.8 L14.5,14.5 L17.5,11.8',
    ),
  ],
  Pisces: [stroke('M4,2.5 C8.5,6.5 8.5,13.5 4,17.5 M16,2.5 C11.5,6.5 11.5,13.5 16,17.5 M4,10 L16,10')],
};

export const ASPECT_GLYPHS: Record<MajorAspect, GlyphPart[]> = {
  Conjunction: [stroke(circle(8, 12, 5)), stroke('M11.5,8.5 L17,3')],
  Sextile: [stroke('M10,2 L10,18 M3.1,6 L16.9,14 M3.1,14 L16.9,6')],
  Square: [stroke('M3.5,3.5 L16.5,3.5 L16.5,16.5 L3.5,16.5 Z')],
  Trine: [stroke('M10,2.5 L18,16.5 L2,16.5 Z')],
  Opposition: [stroke(circle(5, 15, 3)), stroke(circle(15, 5, 3)), stroke('M7.1,12.9 L12.9,7.1')],
};
