import { genderSchema, subjectSchema } from '../../domain/astrology';
import { priceSchema } from '../../domain/prices';
import type { Reading } from '../../domain/reading';
import type { ReadingInput } from './reading-input';

export class IncompleteReadingError extends Error {}

function required<T>(value: T | null | undefined, field: string, readingId: number): T {
  if (value === null || value === undefined || value === '') {
    throw new IncompleteReadingError(`reading ${readingId} has no ${field}: the reading cannot be written`);
  }
  return value;
}

/**
 * What the report needs of a stored reading. A reading without the birth data a chart needs is
 * refused with a clear error (the delivery stays visible as failed) rather than guessed.
 */
export function readingInputFromReading(reading: Reading): ReadingInput {
  const id = reading.id;
  const questions = [reading.question1, reading.question2, reading.question3]
    .map((question) => question?.trim() ?? '')
    .filter((question) => question !== '');
  return {
    name: required(reading.name, 'name', id),
    gender: genderSchema.parse(required(reading.gender, 'gender', id)),
    birthDate: required(reading.birth_date, 'birth date', id),
    birthTime: reading.birth_time ?? 'unknown',
    birthCity: required(reading.birth_city_name, 'birth city', id),
    birthCountry: reading.birth_city_country,
    lat: required(reading.birth_city_lat, 'birth city latitude', id),
    lon: required(reading.birth_city_lon, 'birth city longitude', id),
    timeZone: required(reading.birth_city_timezone, 'birth city time zone', id),
    subject: subjectSchema.parse(reading.selected_subject ?? 'love'),
    questions,
    additionalInfo: reading.additional_info,
    price: priceSchema.parse(reading.selected_price ?? 'FREE'),
  };
}
