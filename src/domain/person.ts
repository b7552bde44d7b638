import { z } from 'zod';

import { normaliseEmail } from './email-address';
import { safeText } from './safe-text';

/** Spec section 5: trimmed; letters, spaces, apostrophes and hyphens; at least 2 characters. */
export const nameSchema = safeText('Your name', { trim: true, error: 'Please enter your name' })
  .min(1, 'Please enter your name')
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Please enter a valid name')
  .regex(/^[\p{L}\p{M}' \-’]+$/u, 'Please enter a valid name');

const INVALID_EMAIL = 'Please enter a valid email address';

/** Spec section 5's messages; one plain mailbox only, stored normalised (see normaliseEmail). */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .min(1, 'Email is required')
  .transform((value, context) => {
    const address = normaliseEmail(value);
    if (address !== null) return address;
    context.addIssue({ code: 'custom', message: INVALID_EMAIL });
    return z.NEVER;
  });

export const MINIMUM_AGE = 18;

/** Whole years between a birth date and a day, as a person counts their age. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const OLDEST_BIRTH_YEARS = 100;

export const birthDateSchema = z
  .string({ error: 'Please select a complete birth date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a complete birth date.')
  .refine(isRealDate, 'Please select a complete birth date.')
  .refine(
    (value) => Number(value.slice(0, 4)) >= new Date().getUTCFullYear() - OLDEST_BIRTH_YEARS,
    `Birth year must be within the last ${OLDEST_BIRTH_YEARS} years.`,
  )
  // Before the age rule: a date after today is a slip of the year selector, and says so.
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'That date is in the future.')
  .refine(
    (value) => ageOn(value, new Date()) >= MINIMUM_AGE,
    'You must be at least 18 years old to receive a reading.',
  );

/** 'H:MM AM/PM' as step three saves it, or 'unknown' from the skip link. */
export const birthTimeSchema = z
  .string({ error: 'Please choose your birth time.' })
  .regex(/^((1[0-2]|[1-9]):[0-5]\d (AM|PM)|unknown)$/, "Birth time must look like 3:18 PM, or be 'unknown'.");

export const UNKNOWN_TIME = 'unknown';
