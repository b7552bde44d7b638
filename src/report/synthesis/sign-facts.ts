import type { Sign } from '../../domain/astrology';
import type { Body } from './reading-input';

export type Element = 'Fire' | 'Earth' | 'Air' | 'Water';
export type Modality = 'Cardinal' | 'Fixed' | 'Mutable';
export type TraditionalRuler = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';

export interface SignFacts {
  element: Element;
  modality: Modality;
  /** The traditional ruler: it rules the houses whose cusp falls in this sign. */
  ruler: TraditionalRuler;
}

export const SIGN_FACTS: Record<Sign, SignFacts> = {
  Aries: { element: 'Fire', modality: 'Cardinal', ruler: 'Mars' },
  Taurus: { element: 'Earth', modality: 'Fixed', ruler: 'Venus' },
  Gemini: { element: 'Air', modality: 'Mutable', ruler: 'Mercury' },
  Cancer: { element: 'Water', modality: 'Cardinal', ruler: 'Moon' },
  Leo: { element: 'Fire', modality: 'Fixed', ruler: 'Sun' },
  Virgo: { element: 'Earth', modality: 'Mutable', ruler: 'Mercury' },
  Libra: { element: 'Air', modality: 'Cardinal', ruler: 'Venus' },
  Scorpio: { element: 'Water', modality: 'Fixed', ruler: 'Mars' },
  Sagittarius: { element: 'Fire', modality: 'Mutable', ruler: 'Jupiter' },
  Capricorn: { element: 'Earth', modality: 'Cardinal', ruler: 'Saturn' },
  Aquarius: { element: 'Air', modality: 'Fixed', ruler: 'Saturn' },
  Pisces: { element: 'Water', modality: 'Mutable', ruler: 'Jupiter' },
};

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/** Traditional essential dignities of the seven classical planets. */
const DIGNITIES: Partial<Record<Body, Record<Dignity, readonly Sign[]>>> = {
  Sun: { domicile: ['Leo'], exaltation: ['Aries'], detriment: ['Aquarius'], fall: ['Libra'] },
  Moon: { domicile: ['Cancer'], exaltation: ['Taurus'], detriment: ['Capricorn'], fall: ['Scorpio'] },
  Mercury: {
    domicile: ['Gemini', 'Virgo'],
    exaltation: ['Virgo'],
    detriment: ['Sagittarius', 'Pisces'],
    fall: ['Pisces'],
  },
  Venus: { domicile: ['Taurus', 'Libra'], exaltation: ['Pisces'], detriment: ['Scorpio', 'Aries'], fall: ['Virgo'] },
  Mars: { domicile: ['Aries', 'Scorpio'], exaltation: ['Capricorn'], detriment: ['Libra', 'Taurus'], fall: ['Cancer'] },
  Jupiter: {
    domicile: ['Sagittarius', 'Pisces'],
    exaltation: ['Cancer'],
    detriment: ['Gemini', 'Virgo'],
    fall: ['Capricorn'],
  },
  Saturn: { domicile: ['Capricorn', 'Aquarius'], exaltation: ['Libra'], detriment: ['Cancer', 'Leo'], fall: ['Aries'] },
};

/** The strongest dignity a body has in a sign (domicile before exaltation), or null. */
export function dignityOf(body: Body, sign: Sign): Dignity | null {
  const table = DIGNITIES[body];
  if (!table) return null;
  return (['domicile', 'exaltation', 'detriment', 'fall'] as const).find((d) => table[d].includes(sign)) ?? null;
}
