import type { PairTable } from './aspect-pair-lore';

/**
 * Pairs of two slow planets, by aspect: shared with everyone born within a year or more of
 * you, so one text each, read as the background of a generation; all original to this project.
 */
export const OUTER_PAIRS: PairTable = {
  'Jupiter-Saturn': {
    nature: 'blended',
    Conjunction: [
      'You were born at the start of a twenty-year cycle of growth and structure, and you belong to a generation that builds new institutions; in you it shows as a talent for turning hope into a plan.',
    ],
    Sextile: [
      'Vision and realism cooperate in you: you can dream big and still draw up a sensible budget for the dream.',
    ],
    Square: [
      'You feel a tug between expanding and consolidating; knowing which season you are in, growth or building, keeps your decisions sound.',
    ],
    Trine: [
      'Optimism and prudence flow together, which gives you steady judgement about when to take a risk and when to wait.',
    ],
    Opposition: [
      'You swing between seizing chances and guarding what you have; the balance point is planned growth, one sure step at a time.',
    ],
  },
  'Jupiter-Uranus': {
    nature: 'easy',
    Conjunction: [
      'Your generation arrived with a burst of innovation, and in you it shows as lucky breaks that come from trying something new.',
    ],
    Sextile: [
      'Openness to new ideas brings you opportunities, especially through technology, travel or unusual friends.',
    ],
    Square: [
      'Restless enthusiasm can make you jump at every new possibility; pick the changes that serve a real goal.',
    ],
    Trine: [
      'Progress comes to you easily when you follow your curiosity, and fortunate surprises are part of your story.',
    ],
    Opposition: [
      'You swing between faith in the future and the urge to break free; others often bring the sudden chances.',
    ],
  },
  'Jupiter-Neptune': {
    nature: 'easy',
    Conjunction: [
      'Your generation carries a strong ideal of compassion and faith; in you it shows as generosity and a spiritual imagination, best kept on solid ground.',
    ],
    Sextile: ['Kindness and imagination open doors for you, particularly in art, care or spiritual study.'],
    Square: ['Big dreams can outrun the facts; keep your idealism and check the practical details twice.'],
    Trine: ['You have an easy faith in life and a generous imagination, and inspiration rarely leaves you for long.'],
    Opposition: ['You may swing between grand hopes and disillusion; grounded service to others restores your faith.'],
  },
  'Jupiter-Pluto': {
    nature: 'blended',
    Conjunction: [
      'Your generation shares an appetite for power and renewal; in you it shows as the ability to grow through crisis and to lead deep change.',
    ],
    Sextile: ['You can turn influence into lasting growth, and research or strategy rewards you.'],
    Square: ['Ambition can become excessive; use your considerable influence for goals that serve more than yourself.'],
    Trine: ['You have a quiet capacity to succeed on a large scale, and change tends to enrich you.'],
    Opposition: ['You meet powerful people and big stakes; keep your principles and you keep your power.'],
  },
  'Saturn-Uranus': {
    nature: 'hard',
    Conjunction: [
      'Your generation was born between old structures and new ideas; in you it shows as a talent for reforming things from within.',
    ],
    Sextile: ['You can bring innovation into solid structures, and steady change suits you better than revolution.'],
    Square: [
      'You may feel torn between security and freedom; each choice you make consciously turns the tension into well-timed change.',
    ],
    Trine: ['Tradition and innovation work together in you, so you modernise without destroying.'],
    Opposition: ['You alternate between holding on and breaking away; the middle road is reform with patience.'],
  },
  'Saturn-Neptune': {
    nature: 'hard',
    Conjunction: [
      'Your generation learned to build dreams into form; in you it shows as the patience to make an ideal practical.',
    ],
    Sextile: ['You can give your ideals a structure, in art, care or service, and make them last.'],
    Square: ['Dreams and duties can feel at odds; set concrete steps for your ideals and doubt loses its grip.'],
    Trine: ['Realism and imagination support each other, which makes you a practical idealist.'],
    Opposition: [
      'You swing between disillusion and devotion; small, faithful efforts are where your ideals become real.',
    ],
  },
  'Saturn-Pluto': {
    nature: 'hard',
    Conjunction: [
      'Your generation was born under heavy pressure to rebuild; in you it shows as endurance and a serious, strategic will.',
    ],
    Sextile: ['You can sustain deep change with patience and discipline.'],
    Square: [
      'You may meet hard limits and power struggles; resilience grows each time you adapt instead of resisting.',
    ],
    Trine: ['You have the stamina to carry long, deep transformations through to the end.'],
    Opposition: [
      'Structures and the forces that would transform them collide in your time; you learn to let go of what cannot hold.',
    ],
  },
  'Uranus-Neptune': {
    nature: 'blended',
    Conjunction: [
      'You belong to a generation born under a rare meeting of vision and invention, drawn to new forms of spirituality, art and technology.',
    ],
    Sextile: [
      'Your generation combines intuition with innovation, and you may feel at home in creative technology or new ways of helping.',
    ],
    Square: [
      'Your generation faces clashes between ideals and sudden change; in you it shows as a search for ideals that can survive reality.',
    ],
    Trine: [
      'Intuition and originality flow together in your generation, and in you as a knack for imaginative solutions.',
    ],
    Opposition: ['Your generation swings between utopian dreams and abrupt awakenings; you help bridge the two.'],
  },
  'Uranus-Pluto': {
    nature: 'hard',
    Conjunction: [
      'You belong to a generation born in a time of upheaval and reform, driven to change the world at the root.',
    ],
    Sextile: ['Your generation can turn change into renewal, and you have a gift for constructive reform.'],
    Square: ['Your generation lives with collective upheavals; in you it shows as courage when structures break.'],
    Trine: ['Change and transformation cooperate for your generation, and you adapt to deep change gracefully.'],
    Opposition: [
      'Your generation faces the clash of freedom and power; you learn to stand for change without destruction.',
    ],
  },
  'Neptune-Pluto': {
    nature: 'blended',
    Conjunction: [
      'This meeting marks centuries rather than years; it speaks of a whole era\u2019s spiritual renewal more than of you alone.',
    ],
    Sextile: [
      'Like almost everyone alive today, you were born under the long sextile of Neptune and Pluto, a slow current of spiritual renewal beneath the headlines.',
    ],
    Square: [
      'This aspect marks a whole era\u2019s struggle between faith and power, and you carry only a thread of it.',
    ],
    Trine: ['This rare aspect speaks of a whole era in which vision and transformation cooperate.'],
    Opposition: [
      'This rare aspect marks an era torn between ideals and power, felt collectively more than personally.',
    ],
  },
};
