/** How long a bond lasted, as a client writes it: "after a year", "two years together", "for six months". */
export interface BondLength {
  /** The words as written: "after a year", "two years together". */
  phrase: string;
  months: number;
}

const COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const LENGTH = new RegExp(
  String.raw`\b(?:after|for|lasted|within)\s+(?:about\s+|around\s+)?${COUNT}\s+(year|month)s?\b|\b${COUNT}\s+(year|month)s?\s+together\b`,
  'i',
);

/** The first length of a bond a text gives, or null. */
export function findBondLength(text: string): BondLength | null {
  const match = LENGTH.exec(text);
  if (!match) return null;
  const count = (match[1] ?? match[3] ?? '').toLowerCase();
  const unit = (match[2] ?? match[4] ?? '').toLowerCase();
  const n = COUNTS[count] ?? Number(count);
  if (!Number.isFinite(n) || n <= 0) return null;
  return { phrase: match[0], months: unit === 'year' ? n * 12 : n };
}
