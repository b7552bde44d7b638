export type Period = 'AM' | 'PM';
export type BirthTimeParts = { hour: number; minute: number; period: Period };

/** Spec section 2: the time selectors start at 3:18 PM. */
export const DEFAULT_BIRTH_TIME: BirthTimeParts = { hour: 3, minute: 18, period: 'PM' };

export const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);
export const MINUTES = Array.from({ length: 60 }, (_, index) => index);

export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'H:MM AM/PM', as step three saves it (spec section 4). */
export function formatBirthTime({ hour, minute, period }: BirthTimeParts): string {
  return `${hour}:${twoDigits(minute)} ${period}`;
}

/** The selectors' values for a saved time; the default for 'unknown' or anything else. */
export function parseBirthTime(value: string | undefined): BirthTimeParts {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(value ?? '');
  if (!match) return DEFAULT_BIRTH_TIME;
  return { hour: Number(match[1]), minute: Number(match[2]), period: match[3] as Period };
}
