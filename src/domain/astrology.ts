import { z } from 'zod';

export const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export const signSchema = z.enum(SIGNS, { error: 'Please select your ascendant sign' });
export type Sign = z.infer<typeof signSchema>;

export const SUBJECTS = ['love', 'money', 'health', 'family', 'career', 'marriage', 'friends'] as const;
export const subjectSchema = z.enum(SUBJECTS, { error: 'Please select a subject and enter at least one question' });
export type Subject = z.infer<typeof subjectSchema>;

export const SUBJECT_LABELS: Record<Subject, string> = {
  love: 'Love',
  money: 'Money',
  health: 'Health',
  family: 'Family harmony',
  career: 'Career',
  marriage: 'Getting married',
  friends: 'Friends',
};

export const GENDERS = ['female', 'male', 'non-binary'] as const;
export const genderSchema = z.enum(GENDERS, { error: 'Please choose female, male or non-binary.' });
export type Gender = z.infer<typeof genderSchema>;
