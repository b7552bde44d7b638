import { DateTime } from 'luxon';

/** 12.5666 -> 12°34′ (minutes truncated, as ephemerides print them). */
export function formatDegree(degree: number): string {
  let whole = Math.floor(degree);
  let minutes = Math.floor((degree - whole) * 60 + 1e-9);
  if (minutes === 60) {
    whole += 1;
    minutes = 0;
  }
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

/** '1992-06-14' -> '14 June 1992' */
export function formatBirthDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'utc' }).setLocale('en-GB').toFormat('d MMMM yyyy');
}

/** A transit date, shown in the visitor's birth zone (the best guess of where they live). */
export function formatDay(when: Date, zone: string): string {
  return DateTime.fromJSDate(when, { zone }).setLocale('en-GB').toFormat('d MMMM yyyy');
}

export function formatMonth(when: Date, zone: string): string {
  return DateTime.fromJSDate(when, { zone }).setLocale('en-GB').toFormat('MMMM yyyy');
}
