import { describe, expect, it } from 'vitest';

import type { Reading } from '../../domain/reading';
import { answersIn } from './navigation-state';
import { knownAnswers, savedAnswers } from './saved-answers';

const EMPTY: Reading = {
  id: 1,
  gender: 'female',
  email: 'pending-1-abc@pending.invalid',
  user_country: null,
  country_code: null,
  payment_status: 'pending',
  name: null,
  birth_date: null,
  birth_time: null,
  birth_city_name: null,
  birth_city_country: null,
  birth_city_state: null,
  birth_city_lat: null,
  birth_city_lon: null,
  birth_city_timezone: null,
  zodiac_sign: null,
  ascendant: null,
  selected_price: null,
  selected_subject: null,
  question1: null,
  question2: null,
  question3: null,
  additional_info: null,
  payment_method: null,
  failure_reason: null,
  payment_completed_at: null,
  checkout_started_at: null,
  last_session_time: null,
  free_selected_at: null,
  make_sent: false,
  created_at: '2025-01-01T00:00:00Z',
  step_ten_visited: false,
  reviews_page_visited: false,
  video_rev_visited: false,
  pdf_reader_visited: false,
  checkout_visited: false,
};

const FILLED: Reading = {
  ...EMPTY,
  name: 'Noor',
  email: 'noor@example.com',
  birth_date: '1990-03-21',
  birth_time: '2:30 PM',
  birth_city_name: 'Rome',
  birth_city_country: 'Italy',
  birth_city_state: 'Lazio',
  birth_city_lat: 41.89,
  birth_city_lon: 12.48,
  birth_city_timezone: 'Europe/Rome',
  selected_subject: 'career',
  question1: 'Should I move?',
  question2: '  ',
  additional_info: null,
};

describe('the answers a step opens with', () => {
  it('are nothing for a new reading, so every step keeps its default (the placeholder e-mail is not the visitor’s)', () => {
    expect(answersIn(savedAnswers(EMPTY))).toBeNull();
    expect(knownAnswers({}, undefined)).toEqual({});
  });

  it('come from the stored reading under the navigation state’s names', () => {
    expect(savedAnswers(FILLED)).toMatchObject({
      name: 'Noor',
      email: 'noor@example.com',
      birthDate: '1990-03-21',
      birthTime: '2:30 PM',
      timeUnknown: false,
      birthCity: {
        name: 'Rome',
        state: 'Lazio',
        country: 'Italy',
        displayName: 'Rome, Lazio, Italy',
        lat: 41.89,
        lon: 12.48,
        timeZone: 'Europe/Rome',
      },
      subject: 'career',
      questions: ['Should I move?'],
    });
    expect(savedAnswers({ ...FILLED, birth_time: 'unknown' })).toMatchObject({
      birthTime: 'unknown',
      timeUnknown: true,
    });
  });

  it('leave out a city the chart could not use', () => {
    expect(savedAnswers({ ...FILLED, birth_city_timezone: null }).birthCity).toBeUndefined();
  });

  it('prefer what the page was handed over the stored reading', () => {
    expect(knownAnswers({ birthTime: '7:05 AM', from: 'step-nine' }, FILLED)).toMatchObject({
      birthTime: '7:05 AM',
      name: 'Noor',
    });
    expect(knownAnswers({ from: 'step-nine' }, undefined)).toEqual({});
  });
});
