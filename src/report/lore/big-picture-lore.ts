import type { MoonPhase, PatternKind } from '../synthesis/find-big-picture';
import type { Element, Modality } from '../synthesis/sign-facts';

/** What a strong or a missing element means in a temperament; all original to this project. */
export const ELEMENT_LORE: Record<Element, { strong: readonly string[]; scarce: readonly string[] }> = {
  Fire: {
    strong: [
      'You run on enthusiasm: you warm up by doing, you inspire by example, and boredom is the one thing you cannot bear for long.',
      'Fire gives you a quick start and a generous heart; you would rather try and be wrong than wait and be safe.',
      'Your energy is fiery: you need something to look forward to, and a life without a spark in it feels to you like no life at all.',
    ],
    scarce: [
      'With little fire in the chart, motivation is built rather than felt: you rarely act on impulse, and you do best when you give yourself a reason and a date.',
      'Fire is thin in your chart, so enthusiasm arrives slowly; borrow it from the people and projects that light you up, and protect your energy from those that drain it.',
    ],
  },
  Earth: {
    strong: [
      'You trust what you can touch: results, routines, a body that is looked after and money that is counted.',
      'Earth makes you practical and patient; you build slowly, and what you build tends to last longer than other people expect.',
      'Your instinct is to make things real: a plan is only a plan until it has a budget, a place and a first step, and then you keep going.',
    ],
    scarce: [
      'With little earth in the chart, practical matters can feel like an interruption; a few fixed habits (a budget, a bedtime, a list) do more for you than for most people.',
      'Earth is thin in your chart, so the body and the bank account ask for deliberate attention; treat them as the ground your dreams stand on, not as chores.',
    ],
  },
  Air: {
    strong: [
      'You live through ideas and conversation: you need to name a thing before you feel sure of it, and people are your oxygen.',
      'Air makes you curious and fair-minded; you see every side of a question, and you think best out loud, with someone to answer you.',
      'Your mind is your first home: reading, talking and connecting ideas keep you well, and silence for too long makes you restless.',
    ],
    scarce: [
      'With little air in the chart, you know things before you can explain them; writing your thoughts down, or talking them through with one trusted friend, gives them shape.',
      'Air is thin in your chart, so distance from a feeling does not come easily; a night\u2019s sleep before a big reply is worth more to you than any argument.',
    ],
  },
  Water: {
    strong: [
      'You feel first and think second: moods, atmospheres and other people\u2019s unspoken needs reach you before words do.',
      'Water gives you a deep memory and a soft heart; you bond for life, and you need time alone to let the day\u2019s feelings settle.',
      'Your intuition is strong and usually right; learn to tell it apart from fear, which speaks in the same quiet voice.',
    ],
    scarce: [
      'With little water in the chart, feelings arrive late and quietly; you may understand an emotion a day after you had it, so give yourself that day before you decide.',
      'Water is thin in your chart, so you may seem cooler than you are; saying what you feel, even clumsily, lets people come as close as you would like them to.',
    ],
  },
};

export const MODALITY_LORE: Record<Modality, readonly string[]> = {
  Cardinal: [
    'Most of your weight sits in the cardinal signs, the starters: you are at your best at the beginning of things, setting direction, and you grow restless once a project only needs keeping.',
    'The cardinal signs lead in your chart: you initiate, you decide, and you would rather steer a difficult course than drift on an easy one.',
  ],
  Fixed: [
    'Most of your weight sits in the fixed signs, the keepers: once you commit you hold on, which makes you loyal and reliable, and slow to let go of what no longer serves you.',
    'The fixed signs lead in your chart: you finish what others start, you keep your word, and change has to convince you before you accept it.',
  ],
  Mutable: [
    'Most of your weight sits in the mutable signs, the adapters: you read a situation and change shape to meet it, which makes you versatile, and sometimes hard to pin down, even for yourself.',
    'The mutable signs lead in your chart: you learn fast, you bend where others break, and you need a few fixed points so that your flexibility does not scatter you.',
  ],
};

export const BALANCED_ELEMENTS: readonly string[] = [
  'No element rules your chart outright: you can be practical, passionate, thoughtful and tender as the moment asks, and your task is to choose rather than to be driven.',
  'Your elements are fairly even, which makes you adaptable; you understand very different people, though you may take longer to learn which of your voices is the truest.',
];

/** What each aspect pattern means; `{a}`-style names are filled in by the section builder. */
export const PATTERN_LORE: Record<PatternKind, readonly string[]> = {
  'grand trine': [
    'a closed circle of ease. Talent flows here without effort, which is a gift and a risk: what comes this easily is easy to leave undeveloped, so give it a goal.',
    'a grand trine, the chart\u2019s safest harbour. When life is hard you return to these qualities and find them intact; just do not let comfort become a reason to stay small.',
  ],
  'T-square': [
    'the engine of the chart. The tension never quite resolves, and it is exactly what pushes you to achieve; the apex is where you feel the pressure and where your strength is built.',
    'a pattern of productive strain: you work hardest where the apex points, and over the years it becomes the skill other people come to you for.',
  ],
  'grand cross': [
    'two oppositions locked by four squares. Life asks you to hold several demands at once, and over time you become someone who can carry what would break others.',
    'a grand cross, the most demanding of the patterns. It gives you stamina and the habit of balancing many loads; rest is part of the work, not a reward after it.',
  ],
  yod: [
    'a yod, sometimes called the finger of fate. It points at the apex: a talent that feels awkward until you find the one use it was made for, and then it feels like a calling.',
    'a yod: two easy planets both straining toward a third. The apex is a gift that asks for adjustment rather than effort; small changes of course serve it better than force.',
  ],
  'stellium conjunction': [
    'fused in one tight conjunction: they act as one voice, and you cannot use one of them without calling on the others.',
    'bound so closely that they work as a single force; when one of them is stirred by the sky, all of them answer.',
  ],
};

export const HEMISPHERE_LORE: Record<'above' | 'below' | 'east' | 'west', string> = {
  above:
    'Most of your planets lie above the horizon: your life tends to unfold in view, through work, reputation and other people.',
  below:
    'Most of your planets lie below the horizon: you grow in private first, and the roots you put down matter more to you than applause.',
  east: 'Most of your planets lie in the eastern half, around the ascendant: you make your own luck and prefer to start things yourself.',
  west: 'Most of your planets lie in the western half, around the descendant: your life moves through other people, and your best chances come through partners, clients and invitations.',
};

export const MOON_PHASE_LORE: Record<MoonPhase, string> = {
  new: 'the Moon had just joined the Sun. People born at the new Moon act from instinct and start things without a map; the world makes sense to you as you go, not before.',
  crescent:
    'the Moon was a thin crescent pulling away from the Sun. Yours is the phase of effort against inertia: you break from the old to build something of your own, and you need to believe in it first.',
  'first quarter':
    'the Moon stood a quarter of the sky ahead of the Sun. This is the phase of action under pressure: you decide quickly, clear obstacles, and build structures that hold.',
  gibbous:
    'the Moon was almost full. This is the phase of refinement: you analyse, improve, and keep asking how a thing could be better before you call it done.',
  full: 'the Moon stood opposite the Sun. This is the phase of awareness: you see yourself through other people, relationships bring your fullest meaning, and your task is to bring head and heart into one.',
  disseminating:
    'the Moon had just passed full. This is the phase of sharing: you have something to teach, to spread, to pass on, and you feel most alive when it reaches people.',
  'last quarter':
    'the Moon had waned to its last quarter. This is the phase of reorientation: you outgrow beliefs and forms that others keep, and turn them into something wiser.',
  balsamic:
    'the Moon was a last thin sliver before the new Moon. This is the phase of release: you finish cycles, sense the future before others do, and work best with some solitude.',
};

/** The plain words for why a planet scores as the strongest. */
export const DOMINANT_REASONS: Record<string, string> = {
  angular: 'it stands on an angle of the chart, where planets act loudly',
  domicile: 'it is in a sign it rules',
  exaltation: 'it is exalted',
  'chart ruler': 'it rules your rising sign',
  'conjunct a luminary': 'it is joined to the Sun or the Moon',
};
