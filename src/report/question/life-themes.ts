import type { Subject } from '../../domain/astrology';
import type { Planet } from '../../astro/positions';
import { THEME_AREAS } from './theme-ids';
import type { ThemeArea, ThemeId } from './theme-ids';

/** Who decides, beside the stars: the answer names them. */
export type Adviser = 'doctor' | 'lawyer' | 'financial adviser';

/**
 * A life theme and the chart factors that speak for it: its houses (strongest first), whose
 * rulers and tenants become significators, and its natural rulers. Traditional house meanings;
 * derived houses where the question is about another person (in-laws: the partner's family, the 4th from the 7th).
 */
export interface LifeTheme {
  area: ThemeArea;
  /** A heading-ready noun phrase: "Winning back a past love". */
  label: string;
  houses: readonly number[];
  naturalRulers: readonly Planet[];
  adviser: Adviser | null;
}

type Row = Omit<LifeTheme, 'area'>;

const ROWS: Record<ThemeId, Row> = {
  reconciliation: {
    label: 'Winning back a past love',
    houses: [7, 5],
    naturalRulers: ['Venus', 'Moon'],
    adviser: null,
  },
  'new-love': { label: 'Finding new love', houses: [5, 7], naturalRulers: ['Venus', 'Mars'], adviser: null },
  'feelings-of-another': {
    label: "Another person's feelings for you",
    houses: [7, 5],
    naturalRulers: ['Venus', 'Moon'],
    adviser: null,
  },
  'relationship-future': {
    label: 'Where your relationship is going',
    houses: [7, 5],
    naturalRulers: ['Venus', 'Saturn'],
    adviser: null,
  },
  cohabitation: { label: 'Moving in together', houses: [7, 4], naturalRulers: ['Venus', 'Moon'], adviser: null },
  breakup: { label: 'Staying or leaving', houses: [7, 8], naturalRulers: ['Venus', 'Saturn'], adviser: null },
  'betrayal-forgiveness': {
    label: 'Betrayal, trust and forgiveness',
    houses: [7, 12, 8],
    naturalRulers: ['Venus', 'Neptune'],
    adviser: null,
  },
  'long-distance': {
    label: 'Love across a distance',
    houses: [7, 9],
    naturalRulers: ['Venus', 'Jupiter'],
    adviser: null,
  },
  'marriage-timing': { label: 'When you will marry', houses: [7], naturalRulers: ['Venus', 'Jupiter'], adviser: null },
  engagement: {
    label: 'A proposal and an engagement',
    houses: [7, 5],
    naturalRulers: ['Venus', 'Jupiter'],
    adviser: null,
  },
  'marriage-crisis': {
    label: 'A marriage under strain',
    houses: [7, 8],
    naturalRulers: ['Venus', 'Mars', 'Saturn'],
    adviser: null,
  },
  divorce: {
    label: 'Separation and divorce',
    houses: [7, 8],
    naturalRulers: ['Venus', 'Saturn', 'Uranus'],
    adviser: 'lawyer',
  },
  children: { label: 'Having children', houses: [5], naturalRulers: ['Jupiter', 'Moon'], adviser: null },
  parents: { label: 'Your parents', houses: [4, 10], naturalRulers: ['Moon', 'Saturn', 'Sun'], adviser: null },
  siblings: { label: 'Your brothers and sisters', houses: [3], naturalRulers: ['Mercury'], adviser: null },
  'child-relations': {
    label: 'Your bond with your children',
    houses: [5],
    naturalRulers: ['Moon', 'Jupiter'],
    adviser: null,
  },
  'in-laws': { label: 'Your in-laws', houses: [10, 7], naturalRulers: ['Saturn', 'Moon'], adviser: null },
  'family-conflict': { label: 'Peace in the family', houses: [4], naturalRulers: ['Moon', 'Mars'], adviser: null },
  'moving-home': { label: 'Moving home', houses: [4, 3], naturalRulers: ['Moon', 'Mercury'], adviser: null },
  property: {
    label: 'Buying or selling property',
    houses: [4, 2],
    naturalRulers: ['Moon', 'Saturn', 'Venus'],
    adviser: 'financial adviser',
  },
  'caring-for-elder': {
    label: 'Caring for an older relative',
    houses: [4, 6, 12],
    naturalRulers: ['Moon', 'Saturn'],
    adviser: null,
  },
  'job-change': { label: 'Changing jobs', houses: [10, 6], naturalRulers: ['Saturn', 'Sun', 'Uranus'], adviser: null },
  'own-business': {
    label: 'Starting your own business',
    houses: [10, 2, 1],
    naturalRulers: ['Sun', 'Mars', 'Jupiter'],
    adviser: 'financial adviser',
  },
  promotion: {
    label: 'Promotion and recognition',
    houses: [10],
    naturalRulers: ['Sun', 'Jupiter', 'Saturn'],
    adviser: null,
  },
  'authority-conflict': {
    label: 'Trouble with a boss or authority',
    houses: [10, 6],
    naturalRulers: ['Saturn', 'Mars', 'Sun'],
    adviser: null,
  },
  'job-search': { label: 'Finding work', houses: [6, 10], naturalRulers: ['Mercury', 'Saturn'], adviser: null },
  'study-choice': {
    label: 'What and where to study',
    houses: [9, 3],
    naturalRulers: ['Mercury', 'Jupiter'],
    adviser: null,
  },
  exams: { label: 'Exams and tests', houses: [3, 9], naturalRulers: ['Mercury', 'Saturn'], adviser: null },
  'relocation-abroad': { label: 'Moving abroad', houses: [9, 4], naturalRulers: ['Jupiter', 'Moon'], adviser: null },
  retirement: { label: 'Retirement', houses: [12, 10, 4], naturalRulers: ['Saturn'], adviser: 'financial adviser' },
  'work-life-balance': {
    label: 'Balancing work and life',
    houses: [6, 4, 10],
    naturalRulers: ['Saturn', 'Moon'],
    adviser: null,
  },
  debt: {
    label: 'Getting out of debt',
    houses: [2, 8],
    naturalRulers: ['Saturn', 'Venus'],
    adviser: 'financial adviser',
  },
  speculation: {
    label: 'Investments and risks with money',
    houses: [5, 8, 2],
    naturalRulers: ['Jupiter', 'Venus'],
    adviser: 'financial adviser',
  },
  salary: { label: 'Your income and a raise', houses: [2, 10], naturalRulers: ['Venus', 'Jupiter'], adviser: null },
  savings: {
    label: 'Saving and financial security',
    houses: [2],
    naturalRulers: ['Venus', 'Saturn'],
    adviser: 'financial adviser',
  },
  inheritance: {
    label: 'An inheritance',
    houses: [8],
    naturalRulers: ['Jupiter', 'Saturn', 'Pluto'],
    adviser: 'lawyer',
  },
  'legal-matter': { label: 'A legal matter', houses: [9, 7], naturalRulers: ['Jupiter', 'Saturn'], adviser: 'lawyer' },
  lending: {
    label: 'Money lent or borrowed',
    houses: [2, 8, 11],
    naturalRulers: ['Venus', 'Mercury'],
    adviser: 'financial adviser',
  },
  fatigue: { label: 'Your energy and tiredness', houses: [6, 1], naturalRulers: ['Sun', 'Mars'], adviser: 'doctor' },
  sleep: { label: 'Your sleep', houses: [12, 6], naturalRulers: ['Moon', 'Neptune'], adviser: 'doctor' },
  surgery: { label: 'An operation', houses: [6, 8, 1], naturalRulers: ['Mars', 'Sun'], adviser: 'doctor' },
  stress: {
    label: 'Stress and worry',
    houses: [6, 12],
    naturalRulers: ['Moon', 'Mercury', 'Saturn'],
    adviser: 'doctor',
  },
  'weight-fitness': {
    label: 'Fitness and weight',
    houses: [6, 1],
    naturalRulers: ['Mars', 'Venus', 'Jupiter'],
    adviser: 'doctor',
  },
  recovery: { label: 'Getting well again', houses: [6, 1, 12], naturalRulers: ['Sun', 'Moon'], adviser: 'doctor' },
  addiction: {
    label: 'Breaking a habit that harms you',
    houses: [12, 6],
    naturalRulers: ['Neptune', 'Moon'],
    adviser: 'doctor',
  },
  'fading-friendships': {
    label: 'A friendship drifting apart',
    houses: [11],
    naturalRulers: ['Mercury', 'Venus'],
    adviser: null,
  },
  loneliness: { label: 'Loneliness and belonging', houses: [11, 12], naturalRulers: ['Moon', 'Venus'], adviser: null },
  'new-friends': { label: 'Making new friends', houses: [11, 3], naturalRulers: ['Mercury', 'Jupiter'], adviser: null },
  'friend-conflict': {
    label: 'A quarrel with a friend',
    houses: [11, 7],
    naturalRulers: ['Mars', 'Mercury'],
    adviser: null,
  },
  community: { label: 'Finding your people', houses: [11], naturalRulers: ['Jupiter', 'Uranus'], adviser: null },
  purpose: {
    label: 'Your purpose and direction',
    houses: [10, 9, 1],
    naturalRulers: ['Sun', 'North Node'],
    adviser: null,
  },
  'self-confidence': { label: 'Confidence in yourself', houses: [1, 5], naturalRulers: ['Sun', 'Mars'], adviser: null },
  // Getting oneself to act: the 1st (will), the 6th (daily work and habits); Mars drives, Saturn disciplines.
  motivation: {
    label: 'Motivation and self-discipline',
    houses: [1, 6],
    naturalRulers: ['Mars', 'Saturn'],
    adviser: null,
  },
  'spiritual-growth': {
    label: 'Your spiritual path',
    houses: [9, 12],
    naturalRulers: ['Jupiter', 'Neptune'],
    adviser: null,
  },
  creativity: { label: 'Your creative work', houses: [5], naturalRulers: ['Venus', 'Sun'], adviser: null },
  travel: { label: 'A journey', houses: [9, 3], naturalRulers: ['Jupiter', 'Mercury'], adviser: null },
};

export const THEMES = Object.fromEntries(
  Object.entries(ROWS).map(([id, row]) => [id, { ...row, area: THEME_AREAS[id as ThemeId] }]),
) as Record<ThemeId, LifeTheme>;

/** The theme a question falls back on when none is recognised: the chosen subject's broadest one. */
export const SUBJECT_FALLBACK_THEME: Record<Subject, ThemeId> = {
  love: 'relationship-future',
  marriage: 'marriage-timing',
  family: 'family-conflict',
  career: 'purpose',
  money: 'salary',
  health: 'fatigue',
  friends: 'new-friends',
};
