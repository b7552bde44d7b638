import type { AspectKind } from '../synthesis/aspect-geometry';
import type { MajorAspect } from '../synthesis/reading-input';

export interface AspectLore {
  /** Completes "{theme1} and {theme2} ...". */
  link: string;
  /** What it asks of you; variants so that several aspects of one kind read differently. */
  counsel: readonly string[];
  /** Used in the outlook when a slow planet makes this aspect by transit. */
  transit: string;
}

export const ASPECT_LORE: Record<MajorAspect, AspectLore> = {
  Conjunction: {
    link: 'are fused into a single force',
    counsel: [
      'These two forces act as one in you, so they are hard to tell apart and impossible to ignore: when one is stirred, so is the other.',
      'You rarely experience one of them without the other; learning to notice which is speaking gives you a great deal of control.',
      'Together they form a concentrated point of energy in your chart, a place where you are more intense than you may realise.',
    ],
    transit: 'meets',
  },
  Sextile: {
    link: 'cooperate easily',
    counsel: [
      'This is an opportunity rather than a given: the door is unlocked, but you still have to push it open.',
      'A little conscious effort here brings a disproportionate reward, because the two already want to work together.',
      'Friends and conversations often activate this link; when someone suggests a new idea, listen for this combination.',
    ],
    transit: 'opens a door for',
  },
  Square: {
    link: 'pull against each other',
    counsel: [
      'The friction here is productive. Much of your drive comes from trying to satisfy both needs at once, and each time you do, you grow.',
      'When you feel torn between them, do not choose a winner: look for the action that feeds both, even if it is slower.',
      'This tension was hardest in your youth; each year it turns a little more into determination and skill.',
    ],
    transit: 'challenges',
  },
  Trine: {
    link: 'flow naturally together',
    counsel: [
      'This is a natural talent that works almost without effort; the only risk is taking it for granted instead of using it on purpose.',
      'Others may notice this ease in you before you do; it is one of the resources you can lean on when the rest of life is demanding.',
      'It brings a kind of quiet luck: things in this area tend to fall into place when you stop forcing them.',
    ],
    transit: 'blesses',
  },
  Opposition: {
    link: 'face each other across the chart',
    counsel: [
      'You often feel this as a see-saw, and other people may play one side for you. Balance, not victory, is the goal.',
      'Relationships are the mirror here: the people who provoke you most are often showing you the half you neglect.',
      'Alternating between the two extremes is natural; with time you learn to hold the middle and draw strength from both ends.',
    ],
    transit: 'confronts',
  },
};

export const ASPECT_COLORS: Record<AspectKind, string> = {
  harmonious: '#2f6fb0',
  challenging: '#c0392b',
  fusing: '#8e6c1f',
};
