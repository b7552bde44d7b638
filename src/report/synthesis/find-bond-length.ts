import { NUMBER, NUMBER_WORDS } from '../question/find-time-frame';

/** How long a bond lasted, as a client writes it: "after a year", "two years together", "for six months". */
export interface BondLength {
  /** The words as written: "after a year", "two years together". */
  phrase: string;
  months: number;
}

const LENGTH = new RegExp(
  String.raw`\b(?:after|for|lasted|within)\s+(?:about\s+|around\s+)?${NUMBER}\s+(year|month)s?\b|\b${NUMBER}\s+(year|month)s?\s+together\b`,
  'i',
);

/** The first length of a bond a text gives, or null. */
export function findBondLength(text: string): BondLength | null {
  const match = LENGTH.exec(text);
  if (!match) return null;
  const count = (match[1] ?? match[3] ?? '').toLowerCase();
  const unit = (match[2] ?? match[4] ?? '').toLowerCase();
  const n = NUMBER_WORDS[count] ?? Number(count);
  if (!Number.isFinite(n) || n <= 0) return null;
  return { phrase: match[0], months: unit === 'year' ? n * 12 : n };
}
