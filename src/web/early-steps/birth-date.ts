import { birthDateSchema, OLDEST_BIRTH_YEARS } from '../../domain/person';
import { fieldError } from './field-error';

/** The spec's message while a part of the date is missing. */
export const INCOMPLETE_DATE = 'Please select a complete birth date.';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The date as the selectors hold it; null where nothing is chosen yet. */
export type BirthDateParts = { month: number | null; day: number | null; year: number | null };

export const NO_DATE: BirthDateParts = { month: null, day: null, year: null };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of a month; February offers 29 until a year says otherwise. */
export function daysInMonth(month: number | null, year: number | null): number {
  if (month === null) return 31;
  if (month === 2) return year === null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The years offered: the current year back 100 years, newest first. */
export function birthYears(currentYear: number): number[] {
  return Array.from({ length: OLDEST_BIRTH_YEARS + 1 }, (_, index) => currentYear - index);
}

/** Applies one selector's change; a day past the new month's end resets to 1. */
export function changeBirthDate(parts: BirthDateParts, change: Partial<BirthDateParts>): BirthDateParts {
  const next = { ...parts, ...change };
  if (next.day !== null && next.day > daysInMonth(next.month, next.year)) next.day = 1;
  return next;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD (the column's format), or null while a part is missing. */
export function toIsoDate({ month, day, year }: BirthDateParts): string | null {
  if (month === null || day === null || year === null) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function fromIsoDate(value: string | undefined): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return NO_DATE;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * What is wrong with the chosen date, or null: a missing part, then the shared schema's rules (a
 * date in the future, under 18), the same ones the server applies.
 */
export function birthDateError(parts: BirthDateParts): string | null {
  const birthDate = toIsoDate(parts);
  return birthDate === null ? INCOMPLETE_DATE : fieldError(birthDateSchema, birthDate);
}
