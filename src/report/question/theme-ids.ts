import type { Subject } from '../../domain/astrology';

/**
 * The life themes a question can be about, each filed under one of the funnel's seven subjects
 * or under 'life' for questions about the whole of it. The table of their significators is in
 * `life-themes.ts`; these ids are what tests and the reading-quality benchmark label questions with.
 */
export const THEME_AREAS = {
  reconciliation: 'love',
  'new-love': 'love',
  'feelings-of-another': 'love',
  'relationship-future': 'love',
  cohabitation: 'love',
  breakup: 'love',
  'betrayal-forgiveness': 'love',
  'long-distance': 'love',
  'marriage-timing': 'marriage',
  engagement: 'marriage',
  'marriage-crisis': 'marriage',
  divorce: 'marriage',
  children: 'marriage',
  parents: 'family',
  siblings: 'family',
  'child-relations': 'family',
  'in-laws': 'family',
  'family-conflict': 'family',
  'moving-home': 'family',
  property: 'family',
  'caring-for-elder': 'family',
  'job-change': 'career',
  'own-business': 'career',
  promotion: 'career',
  'authority-conflict': 'career',
  'job-search': 'career',
  'study-choice': 'career',
  exams: 'career',
  'relocation-abroad': 'career',
  retirement: 'career',
  'work-life-balance': 'career',
  debt: 'money',
  speculation: 'money',
  salary: 'money',
  savings: 'money',
  inheritance: 'money',
  'legal-matter': 'money',
  lending: 'money',
  fatigue: 'health',
  sleep: 'health',
  surgery: 'health',
  stress: 'health',
  'weight-fitness': 'health',
  recovery: 'health',
  addiction: 'health',
  'fading-friendships': 'friends',
  loneliness: 'friends',
  'new-friends': 'friends',
  'friend-conflict': 'friends',
  community: 'friends',
  purpose: 'life',
  'self-confidence': 'life',
  motivation: 'life',
  'spiritual-growth': 'life',
  creativity: 'life',
  travel: 'life',
} as const satisfies Record<string, Subject | 'life'>;

export type ThemeId = keyof typeof THEME_AREAS;
export type ThemeArea = Subject | 'life';

export const THEME_IDS = Object.keys(THEME_AREAS) as ThemeId[];
