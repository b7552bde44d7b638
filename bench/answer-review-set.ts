// The answers an astrologer reviews: eight of the quality corpus's people, each with a reading of three questions
// as clients write them, chosen to cover what the answer engine must get right: a third party read from their own
// house, a choice between two options, a bet, a medication, a "when", a "why", a dated event told in the notes.
import type { Subject } from '../src/domain/astrology';
import type { ReadingInput } from '../src/report/synthesis/reading-input';
import { PEOPLE } from './reading-quality-corpus';

interface ReviewReading {
  person: string;
  subject: Subject;
  questions: [string, ...string[]];
  additionalInfo: string | null;
}

export const REVIEW_NOW = new Date('2026-11-28T09:00:00Z');

export const REVIEW_READINGS: readonly ReviewReading[] = [
  {
    person: 'amara',
    subject: 'marriage',
    questions: [
      'Is my marriage worth saving?',
      'Will my husband and I be able to buy a house next year?',
      'Why do we keep fighting about money?',
    ],
    additionalInfo: 'We have been married 9 years. He moved out for two months in March but came back in May.',
  },
  {
    person: 'olivia',
    subject: 'career',
    questions: [
      'Should I study medicine or law?',
      'Will I pass my exams this summer?',
      'How can I stop procrastinating?',
    ],
    additionalInfo: 'I am in my last year of school and my parents want me to be a doctor.',
  },
  {
    person: 'ingrid',
    subject: 'family',
    questions: [
      'Will my daughter-in-law and I ever get along?',
      'Is my son happy in his marriage?',
      'When will I become a grandmother?',
    ],
    additionalInfo: 'My son Erik married Sofie in 2023. We argued at Christmas last year and have barely spoken since.',
  },
  {
    person: 'lucas',
    subject: 'money',
    questions: [
      'Should I put my savings into crypto?',
      'When will my finances finally improve?',
      'Should I lend money to my brother for his restaurant?',
    ],
    additionalInfo: 'I lost my job in June and I have about 20,000 saved.',
  },
  {
    person: 'priya',
    subject: 'health',
    questions: [
      'Why am I always so tired lately?',
      'Should I stop taking my antidepressants?',
      'Is this a good year to have my knee surgery?',
    ],
    additionalInfo: 'I started a new job in September and sleep badly since then.',
  },
  {
    person: 'mateo',
    subject: 'love',
    questions: [
      'Will my ex come back?',
      'When will I meet someone new?',
      'Is the problem me, why do my relationships always end after a year?',
    ],
    additionalInfo: 'My girlfriend Lucia broke up with me last August after two years together.',
  },
  {
    person: 'charlotte',
    subject: 'career',
    questions: [
      'Should I take the job offer in London or stay in Manchester?',
      'Will I get promoted before I turn 40?',
      'How do I deal with my boss who takes credit for my work?',
    ],
    additionalInfo: null,
  },
  {
    person: 'thabo',
    subject: 'money',
    questions: [
      'Is it the right time to start my own business?',
      'Will my father recover from his illness?',
      'Should I sell my house this spring?',
    ],
    additionalInfo: 'My father had a stroke in October. I have run a small garage with a partner for ten years.',
  },
];

export function reviewInput(reading: ReviewReading): ReadingInput {
  const person = PEOPLE.find((p) => p.key === reading.person);
  if (!person) throw new Error(`no person ${reading.person} in the quality corpus`);
  return {
    name: person.name,
    gender: person.gender,
    birthDate: person.birthDate,
    birthTime: person.birthTime,
    birthCity: person.birthCity,
    birthCountry: person.birthCountry,
    lat: person.lat,
    lon: person.lon,
    timeZone: person.timeZone,
    subject: reading.subject,
    questions: reading.questions,
    additionalInfo: reading.additionalInfo,
    price: person.price,
  };
}
