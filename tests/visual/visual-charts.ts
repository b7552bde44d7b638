import type { ReadingInput } from '../../src/report/synthesis/reading-input';
import { MANILA, ROME } from '../../src/report/synthesis/test-fixtures';

/** 4 February 1962, New Delhi: Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn in Aquarius, Placidus houses. */
export const STELLIUM: ReadingInput = {
  ...ROME,
  name: 'Priya Sharma',
  birthDate: '1962-02-04',
  birthTime: '5:30 PM',
  birthCity: 'New Delhi',
  birthCountry: 'India',
  lat: 28.6139,
  lon: 77.209,
  timeZone: 'Asia/Kolkata',
};

/** Longyearbyen, 78° north: Placidus houses do not exist there, so the chart falls back to Porphyry. */
const POLAR: ReadingInput = {
  ...ROME,
  name: 'Ingrid Dahl',
  birthDate: '1985-12-21',
  birthTime: '11:20 AM',
  birthCity: 'Longyearbyen',
  birthCountry: 'Norway',
  lat: 78.2232,
  lon: 15.6267,
  timeZone: 'Arctic/Longyearbyen',
};

/** The three fixed charts the visual tests lay out: a crowded sign, a polar birth and an unknown birth time. */
export const VISUAL_CHARTS = [
  { name: 'stellium', input: STELLIUM, houses: 'Placidus' },
  { name: 'polar', input: POLAR, houses: 'Porphyry' },
  { name: 'unknown-time', input: MANILA, houses: null },
] as const;
