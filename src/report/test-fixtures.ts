// Sample visitors shared by the report's tests; the charts themselves are computed by the engine.
import type { SiteConfig } from '../domain/site-config';
import type { ReadingInput } from './reading-input';

export const SITE: SiteConfig = {
  brand: 'Astral Reading',
  persona: 'Madame Selene',
  supportEmail: 'support@astral-reading.example',
  infoEmail: 'info@astral-reading.example',
  supportPhone: '+1 (555) 010-0199',
  copyrightYear: 2025,
  paymentLinks: { card: {}, paypal: {} },
};

export const NOW = new Date('2026-01-10T10:00:00Z');

export const ROME: ReadingInput = {
  name: 'Elena Marchetti', gender: 'female', birthDate: '1992-06-14', birthTime: '7:45 AM',
  birthCity: 'Rome', birthCountry: 'Italy', lat: 41.8919, lon: 12.5113, timeZone: 'Europe/Rome',
  subject: 'love', questions: ['When will I meet the right person?', 'Should I move to Milan?'],
  additionalInfo: null, price: '$29',
};

export const MANILA: ReadingInput = {
  name: 'Zoë Nguyễn', gender: 'female', birthDate: '1988-11-03', birthTime: 'unknown',
  birthCity: 'Manila', birthCountry: 'Philippines', lat: 14.5995, lon: 120.9842, timeZone: 'Asia/Manila',
  subject: 'career', questions: ['Should I change jobs this year?', 'How can I get a promotion?', 'Why do I feel stuck at work?'],
  additionalInfo: 'I work in a hospital.', price: '₱999',
};
