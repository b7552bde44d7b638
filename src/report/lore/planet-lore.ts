import type { Sign } from '../../domain/astrology';
import { dignityOf } from '../synthesis/sign-facts';
import type { Dignity } from '../synthesis/sign-facts';
import type { Body } from '../synthesis/reading-input';
import type { Voice } from './voice';

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
    role: 'your vital centre and sense of purpose',
    shows: 'who you are becoming and what makes you feel alive',
    theme: 'your sense of self',
    advice: 'Choose the goals that make you feel more yourself, not the ones that only impress.',
    generational: false,
  },
  Moon: {
    role: 'your emotional nature and inner child',
    shows: 'what comforts you and how you react before you think',
    theme: 'your feelings',
    advice: 'Treat your moods as messages; they are rarely wrong about what you need.',
    generational: false,
  },
  Mercury: {
    role: 'your mind and your voice',
    shows: 'how you think, learn, decide and speak',
    theme: 'your thinking',
    advice: 'Write down the idea that keeps returning; your mind is telling you where to look.',
    generational: false,
  },
  Venus: {
    role: 'your heart, your taste and your sense of worth',
    shows: 'how you love, what you find beautiful and what you value',
    theme: 'your affections',
    advice: 'Let yourself receive as generously as you give.',
    generational: false,
  },
  Mars: {
    role: 'your drive and your courage',
    shows: 'how you pursue what you want and how you deal with conflict',
    theme: 'your drive',
    advice: 'Spend your energy on one clear target at a time and you will surprise yourself.',
    generational: false,
  },
  Jupiter: {
    role: 'your faith, luck and appetite for growth',
    shows: 'where life opens doors and where you are naturally generous',
    theme: 'your optimism',
    advice: 'Say yes to the invitation that frightens you a little; that is where your luck hides.',
    generational: false,
  },
  Saturn: {
    role: 'your discipline and your life\u2019s long lessons',
    shows: 'where you must work patiently and where mastery comes with time',
    theme: 'your sense of duty',
    advice: 'What feels slow here is being built to last; keep going.',
    generational: false,
  },
  Uranus: {
    role: 'your urge for freedom and your originality',
    shows: 'where you break the mould and where life surprises you',
    theme: 'your need for freedom',
    advice: 'Make room for the unexpected instead of bracing against it.',
    generational: true,
  },
  Neptune: {
    role: 'your dreams, ideals and intuition',
    shows: 'where you sense the invisible and where you can be inspired or misled',
    theme: 'your ideals',
    advice: 'Keep one foot on the ground while you dream; the dream will go further.',
    generational: true,
  },
  Pluto: {
    role: 'your power to transform',
    shows: 'where you meet intensity, endings and rebirth',
    theme: 'your deepest will',
    advice: 'Let go of what has already ended; your power returns the moment you do.',
    generational: true,
  },
  'North Node': {
    role: 'the direction your soul is growing toward',
    shows: 'the unfamiliar qualities that bring you fulfilment when you develop them',
    theme: 'your path of growth',
    advice: 'When in doubt, choose the option that stretches you rather than the one that repeats you.',
    generational: false,
  },
  'South Node': {
    role: 'the talents you were born with',
    shows: 'what comes so easily that you may lean on it too much',
    theme: 'your inborn habits',
    advice: 'Use your old strengths as a base, not a hiding place.',
    generational: false,
  },
  Chiron: {
    role: 'your tender spot and your gift for healing',
    shows: 'where an old hurt became wisdom you can offer others',
    theme: 'your healing',
    advice: 'The place you once felt least sure of is where you now help others most.',
    generational: false,
  },
};

/** Three ways to say what a dignity means, for `body` in `sign`; each names both, so it belongs to this placement. */
const DIGNITY_SENTENCES: Record<Dignity, (body: string, sign: Sign) => readonly string[]> = {
  domicile: (b, s) => [
    `${capitalise(b)} is at home in ${s}, so this part of you works with unusual ease and confidence.`,
    `In ${s}, ${b} is in its own domicile: it can act as it was meant to, without translating itself first.`,
    `${s} is one of the signs ${b} rules, which lends this side of you a natural authority that people notice early.`,
  ],
  exaltation: (b, s) => [
    `${capitalise(b)} is exalted in ${s}: its best qualities are amplified, and people notice them in you.`,
    `Tradition calls ${s} the exaltation of ${b}, the seat of an honoured guest, where it behaves at its finest.`,
    `In ${s}, ${b} is exalted, so this quality tends to show its noblest face, most of all when you are under pressure.`,
  ],
  detriment: (b, s) => [
    `${capitalise(b)} is in its detriment in ${s}; it has to work in an unfamiliar language, which makes you resourceful rather than weak.`,
    `${s} lies opposite a sign ${b} rules, so it is in its detriment: nothing here runs on autopilot, and you end up knowing this part of yourself better than most.`,
    `With ${b} in its detriment in ${s}, you have had to find your own way of using it, and that home-made method deserves your trust.`,
  ],
  fall: (b, s) => [
    `${capitalise(b)} is in its fall in ${s}, which asks you to earn this quality consciously; what you earn here, you keep.`,
    `Tradition places the fall of ${b} in ${s}: this energy does not show off, it matures, and it grows wise through use.`,
    `In ${s}, ${b} sits in its fall, so confidence here is built rather than given; be patient with your early drafts.`,
  ],
};

/** The sentence on `body`'s essential dignity in `sign`, or null for a peregrine body or a modern one. */
export function dignitySentence(body: Body, sign: Sign, voice: Voice): string | null {
  const dignity = dignityOf(body, sign);
  if (dignity === null) return null;
  return voice.pick(`dignity|${body}|${sign}`, DIGNITY_SENTENCES[dignity](bodyName(body), sign));
}

/** "the Sun", "Mercury": the luminaries and the nodes take an article in running text. */
export function bodyName(body: Body): string {
  return body === 'Sun' || body === 'Moon' || body.endsWith('Node') ? `the ${body}` : body;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a planet signifies by nature, so a natural ruler's part in an answer is plain: "your Saturn, the planet of commitment". */
export const NATURAL_SIGNIFICATION: Partial<Record<Body, string>> = {
  Sun: 'the planet of vitality and standing',
  Moon: 'the planet of feelings and home',
  Mercury: 'the planet of the mind and its words',
  Venus: 'the planet of love and money',
  Mars: 'the planet of drive and desire',
  Jupiter: 'the planet of growth and good fortune',
  Saturn: 'the planet of commitment and limits',
  Uranus: 'the planet of sudden change',
  Neptune: 'the planet of dreams and doubt',
  Pluto: 'the planet of deep change and power',
};
