// Zodiac signs, elements and the funnel's date-based sun sign.

export const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

export const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const SIGN_GLYPHS: Record<Sign, string> = {
  Aries: '♈',
  Taurus: '♉',
  Gemini: '♊',
  Cancer: '♋',
  Leo: '♌',
  Virgo: '♍',
  Libra: '♎',
  Scorpio: '♏',
  Sagittarius: '♐',
  Capricorn: '♑',
  Aquarius: '♒',
  Pisces: '♓',
};

/** Longitude normalised into [0, 360). */
export function normalizeDegrees(deg: number): number {
  const d = deg % 360;
  // `d + 360` can round to exactly 360 for tiny negatives; fold that to 0.
  const n = d < 0 ? d + 360 : d;
  return n >= 360 ? 0 : n;
}

/** Index 0..11 of the sign holding an ecliptic longitude (29°59'59" is still the same sign). */
export function signIndexOf(lon: number): number {
  return Math.min(11, Math.floor(normalizeDegrees(lon) / 30));
}

export function signOf(lon: number): Sign {
  return SIGNS[signIndexOf(lon)] as Sign;
}

/** Degrees within the sign, in [0, 30). */
export function degreeInSign(lon: number): number {
  return normalizeDegrees(lon) - 30 * signIndexOf(lon);
}

export function elementOf(sign: Sign): Element {
  return ELEMENTS[SIGNS.indexOf(sign) % 4] as Element;
}

export function isSign(value: string): value is Sign {
  return (SIGNS as readonly string[]).includes(value);
}

/**
 * First day of each sign in the standard tropical date table (spec section 9:
 * "Aries March 21 to April 19, and so on"), as [month, day], starting with Capricorn.
 */
const SIGN_START_DATES: ReadonlyArray<readonly [number, number, Sign]> = [
  [1, 20, 'Aquarius'],
  [2, 19, 'Pisces'],
  [3, 21, 'Aries'],
  [4, 20, 'Taurus'],
  [5, 21, 'Gemini'],
  [6, 21, 'Cancer'],
  [7, 23, 'Leo'],
  [8, 23, 'Virgo'],
  [9, 23, 'Libra'],
  [10, 23, 'Scorpio'],
  [11, 22, 'Sagittarius'],
  [12, 22, 'Capricorn'],
];

/**
 * The funnel's sun sign from the birth date alone (no time, no place), by the
 * standard date boundaries. The chart's Sun longitude can differ on a cusp day;
 * that one is `chart.bodies.Sun.sign`.
 */
export function sunSignForDate(month: number, day: number): Sign {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(`invalid month/day: ${month}/${day}`);
  }
  let sign: Sign = 'Capricorn';
  for (const [m, d, s] of SIGN_START_DATES) {
    if (month > m || (month === m && day >= d)) sign = s;
  }
  return sign;
}
