import type { Sign } from '../../domain/astrology';
import type { Body } from '../synthesis/reading-input';

export interface PlanetLore {
  /** What the body stands for, as a noun phrase: "your mind and your voice". */
  role: string;
  /** The life area it governs, completes "it shows ...". */
  shows: string;
  /** A short noun for aspect sentences: "your thinking". */
  theme: string;
  /** A closing piece of advice for this body, in any sign. */
  advice: string;
  /** Whether the body moves slowly enough to mark a generation rather than a person. */
  generational: boolean;
}

export const PLANET_LORE: Record<Body, PlanetLore> = {
  Sun: {
    role: 'your vital centre and sense of purpose', shows: 'who you are becoming and what makes you feel alive',
    theme: 'your sense of self', advice: 'Choose the goals that make you feel more yourself, not the ones that only impress.', generational: false,
  },
  Moon: {
    role: 'your emotional nature and inner child', shows: 'what comforts you and how you react before you think',
    theme: 'your feelings', advice: 'Treat your moods as messages; they are rarely wrong about what you need.', generational: false,
  },
  Mercury: {
    role: 'your mind and your voice', shows: 'how you think, learn, decide and speak',
    theme: 'your thinking', advice: 'Write down the idea that keeps returning; your mind is telling you where to look.', generational: false,
  },
  Venus: {
    role: 'your heart, your taste and your sense of worth', shows: 'how you love, what you find beautiful and what you value',
    theme: 'your affections', advice: 'Let yourself receive as generously as you give.', generational: false,
  },
  Mars: {
    role: 'your drive and your courage', shows: 'how you pursue what you want and how you deal with conflict',
    theme: 'your drive', advice: 'Spend your energy on one clear target at a time and you will surprise yourself.', generational: false,
  },
  Jupiter: {
    role: 'your faith, luck and appetite for growth', shows: 'where life opens doors and where you are naturally generous',
    theme: 'your optimism', advice: 'Say yes to the invitation that frightens you a little; that is where your luck hides.', generational: false,
  },
  Saturn: {
    role: 'your discipline and your life\u2019s long lessons', shows: 'where you must work patiently and where mastery comes with time',
    theme: 'your sense of duty', advice: 'What feels slow here is being built to last; keep going.', generational: false,
  },
  Uranus: {
    role: 'your urge for freedom and your originality', shows: 'where you break the mould and where life surprises you',
    theme: 'your need for freedom', advice: 'Make room for the unexpected instead of bracing against it.', generational: true,
  },
  Neptune: {
    role: 'your dreams, ideals and intuition', shows: 'where you sense the invisible and where you can be inspired or misled',
    theme: 'your ideals', advice: 'Keep one foot on the ground while you dream; the dream will go further.', generational: true,
  },
  Pluto: {
    role: 'your power to transform', shows: 'where you meet intensity, endings and rebirth',
    theme: 'your deepest will', advice: 'Let go of what has already ended; your power returns the moment you do.', generational: true,
  },
  'North Node': {
    role: 'the direction your soul is growing toward', shows: 'the unfamiliar qualities that bring you fulfilment when you develop them',
    theme: 'your path of growth', advice: 'When in doubt, choose the option that stretches you rather than the one that repeats you.', generational: false,
  },
  'South Node': {
    role: 'the talents you were born with', shows: 'what comes so easily that you may lean on it too much',
    theme: 'your inborn habits', advice: 'Use your old strengths as a base, not a hiding place.', generational: false,
  },
  Chiron: {
    role: 'your tender spot and your gift for healing', shows: 'where an old hurt became wisdom you can offer others',
    theme: 'your healing', advice: 'The place you once felt least sure of is where you now help others most.', generational: false,
  },
};

type Dignity = 'home' | 'exalted' | 'detriment' | 'fall';

/** Traditional dignities of the classical planets. */
const DIGNITIES: Partial<Record<Body, Record<Dignity, readonly Sign[]>>> = {
  Sun: { home: ['Leo'], exalted: ['Aries'], detriment: ['Aquarius'], fall: ['Libra'] },
  Moon: { home: ['Cancer'], exalted: ['Taurus'], detriment: ['Capricorn'], fall: ['Scorpio'] },
  Mercury: { home: ['Gemini', 'Virgo'], exalted: [], detriment: ['Sagittarius', 'Pisces'], fall: [] },
  Venus: { home: ['Taurus', 'Libra'], exalted: ['Pisces'], detriment: ['Scorpio', 'Aries'], fall: ['Virgo'] },
  Mars: { home: ['Aries', 'Scorpio'], exalted: ['Capricorn'], detriment: ['Libra', 'Taurus'], fall: ['Cancer'] },
  Jupiter: { home: ['Sagittarius', 'Pisces'], exalted: ['Cancer'], detriment: ['Gemini', 'Virgo'], fall: ['Capricorn'] },
  Saturn: { home: ['Capricorn', 'Aquarius'], exalted: ['Libra'], detriment: ['Cancer', 'Leo'], fall: ['Aries'] },
};

const DIGNITY_SENTENCES: Record<Dignity, (planet: Body, sign: Sign) => string> = {
  home: (p, s) => `${p} is at home in ${s}, so this part of you works with unusual ease and confidence.`,
  exalted: (p, s) => `${p} is exalted in ${s}: its best qualities are amplified, and people notice them in you.`,
  detriment: (p, s) => `${p} is in its detriment in ${s}; it has to work in an unfamiliar language, which makes you resourceful rather than weak.`,
  fall: (p, s) => `${p} is in its fall in ${s}, which asks you to earn this quality consciously; what you earn here, you keep.`,
};

export function dignitySentence(planet: Body, sign: Sign): string | null {
  const table = DIGNITIES[planet];
  if (!table) return null;
  for (const dignity of ['home', 'exalted', 'detriment', 'fall'] as const) {
    if (table[dignity].includes(sign)) return DIGNITY_SENTENCES[dignity](planet, sign);
  }
  return null;
}

/** "the Sun", "Mercury": the luminaries and the nodes take an article in running text. */
export function bodyName(body: Body): string {
  return body === 'Sun' || body === 'Moon' || body.endsWith('Node') ? `the ${body}` : body;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
