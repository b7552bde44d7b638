// Sample visitors shared by the report's tests; the charts themselves are computed by the engine.
import type { Reading } from '../../domain/reading';
import type { SiteConfig } from '../../domain/site-config';
import type { ReadingInput } from './reading-input';

export const SITE: SiteConfig = {
  brand: 'Astral Reading',
  persona: 'Madame Selene',
  supportEmail: 'support@astral-reading.example',
  infoEmail: 'info@astral-reading.example',
  supportPhone: '+1 (555) 010-0199',
  copyrightYear: 2025,
  paymentLinks: { card: {}, paypal: {} },
  funnelClaims: 'truthful',
};

export const NOW = new Date('2026-01-10T10:00:00Z');

export const ROME: ReadingInput = {
  name: 'Elena Marchetti',
  gender: 'female',
  birthDate: '1992-06-14',
  birthTime: '7:45 AM',
  birthCity: 'Rome',
  birthCountry: 'Italy',
  lat: 41.8919,
  lon: 12.5113,
  timeZone: 'Europe/Rome',
  subject: 'love',
  questions: ['When will I meet the right person?', 'Should I move to Milan?'],
  additionalInfo: null,
  price: '$29',
};

export const MANILA: ReadingInput = {
  name: 'Zoë Nguyễn',
  gender: 'female',
  birthDate: '1988-11-03',
  birthTime: 'unknown',
  birthCity: 'Manila',
  birthCountry: 'Philippines',
  lat: 14.5995,
  lon: 120.9842,
  timeZone: 'Asia/Manila',
  subject: 'career',
  questions: ['Should I change jobs this year?', 'How can I get a promotion?', 'Why do I feel stuck at work?'],
  additionalInfo: 'I work in a hospital.',
  price: '₱999',
};

/** A reading as the database returns it. */
export const STORED_READING = {
  id: 7,
  gender: 'female',
  email: 'zoe@example.com',
  user_country: null,
  country_code: 'IT',
  payment_status: 'completed',
  name: 'Zoë Nguyễn',
  birth_date: '1990-02-28',
  birth_time: 'unknown',
  birth_city_name: 'Rome',
  birth_city_country: 'Italy',
  birth_city_state: 'Lazio',
  birth_city_lat: 41.89,
  birth_city_lon: 12.51,
  birth_city_timezone: 'Europe/Rome',
  zodiac_sign: 'Pisces',
  ascendant: 'Leo',
  selected_price: '$29',
  selected_subject: 'career',
  question1: '  Should I change jobs? ',
  question2: '   ',
  question3: 'When will it happen?',
  additional_info: null,
  payment_method: 'card',
  failure_reason: null,
  payment_completed_at: null,
  checkout_started_at: null,
  last_session_time: null,
  free_selected_at: null,
  make_sent: false,
  created_at: '2026-01-01T00:00:00.000Z',
  step_ten_visited: false,
  reviews_page_visited: false,
  video_rev_visited: false,
  pdf_reader_visited: false,
  checkout_visited: false,
} satisfies Reading;
