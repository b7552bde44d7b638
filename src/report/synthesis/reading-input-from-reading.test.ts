import { describe, expect, it } from 'vitest';

import { IncompleteReadingError, readingInputFromReading } from './reading-input-from-reading';
import { STORED_READING as stored } from './test-fixtures';

describe('readingInputFromReading', () => {
  it('takes the visitor answers, keeping only non-blank questions', () => {
    const input = readingInputFromReading(stored);
    expect(input).toMatchObject({
      name: 'Zoë Nguyễn',
      birthTime: 'unknown',
      timeZone: 'Europe/Rome',
      subject: 'career',
      price: '$29',
    });
    expect(input.questions).toEqual(['Should I change jobs?', 'When will it happen?']);
  });

  it('refuses a reading without the birth place a chart needs, naming what is missing', () => {
    expect(() => readingInputFromReading({ ...stored, birth_city_timezone: null })).toThrow(IncompleteReadingError);
    expect(() => readingInputFromReading({ ...stored, birth_city_lat: null })).toThrow(
      'reading 7 has no birth city latitude',
    );
  });
});
