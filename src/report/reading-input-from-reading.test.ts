import { describe, expect, it } from 'vitest';

import type { Reading } from '../domain/reading';
import { IncompleteReadingError, readingInputFromReading } from './reading-input-from-reading';

const stored = {
  id: 7, gender: 'female', email: 'zoe@example.com', user_country: null, country_code: 'IT', payment_status: 'completed',
  name: 'Zoë Nguyễn', birth_date: '1990-02-28', birth_time: 'unknown', birth_city_name: 'Rome', birth_city_country: 'Italy',
  birth_city_state: 'Lazio', birth_city_lat: 41.89, birth_city_lon: 12.51, birth_city_timezone: 'Europe/Rome',
  zodiac_sign: 'Pisces', ascendant: 'Leo', selected_price: '$29', selected_subject: 'career',
  question1: '  Should I change jobs? ', question2: '   ', question3: 'When will it happen?', additional_info: null,
  payment_method: 'card', failure_reason: null, payment_completed_at: null, checkout_started_at: null, last_session_time: null,
  free_selected_at: null, make_sent: false, created_at: '2026-01-01T00:00:00.000Z', step_ten_visited: false,
  reviews_page_visited: false, video_rev_visited: false, pdf_reader_visited: false, checkout_visited: false,
} satisfies Reading;

describe('readingInputFromReading', () => {
  it('takes the visitor answers, keeping only non-blank questions', () => {
    const input = readingInputFromReading(stored);
    expect(input).toMatchObject({ name: 'Zoë Nguyễn', birthTime: 'unknown', timeZone: 'Europe/Rome', subject: 'career', price: '$29' });
    expect(input.questions).toEqual(['Should I change jobs?', 'When will it happen?']);
  });

  it('refuses a reading without the birth place a chart needs, naming what is missing', () => {
    expect(() => readingInputFromReading({ ...stored, birth_city_timezone: null })).toThrow(IncompleteReadingError);
    expect(() => readingInputFromReading({ ...stored, birth_city_lat: null })).toThrow('reading 7 has no birth city latitude');
  });
});
