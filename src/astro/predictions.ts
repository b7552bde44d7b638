// What the funnel shows from a chart: the summary (sun, moon, ascendant, dominant
// element) and canned love / wellness / growth texts chosen by element and sign.
import type { NatalChart } from './chart-types';
import type { Planet } from './positions';
import { ELEMENTS, elementOf, type Element, type Sign } from './signs';

export interface ChartSummary {
  sunSign: Sign;
  moonSign: Sign;
  ascendantSign: Sign;
  dominantElement: Element;
  /** Weighted points per element (see ELEMENT_WEIGHTS). */
  elementScores: Record<Element, number>;
  /** False when the birth time was unknown: the moon and ascendant signs are less certain. */
  timeKnown: boolean;
}

/** Personal points weigh most: the luminaries and the ascendant 3, inner planets 2, the rest 1. */
const ELEMENT_WEIGHTS: Partial<Record<Planet, number>> = {
  Sun: 3,
  Moon: 3,
  Mercury: 2,
  Venus: 2,
  Mars: 2,
  Jupiter: 1,
  Saturn: 1,
  Uranus: 1,
  Neptune: 1,
  Pluto: 1,
};
const ASCENDANT_WEIGHT = 3;

export function summarizeChart(chart: NatalChart): ChartSummary {
  const scores: Record<Element, number> = { Fire: 0, Earth: 0, Air: 0, Water: 0 };
  for (const p of chart.planets) scores[elementOf(p.sign)] += ELEMENT_WEIGHTS[p.planet] ?? 0;
  scores[elementOf(chart.ascendant.sign)] += ASCENDANT_WEIGHT;
  const sunElement = elementOf(chart.bodies.Sun.sign);
  // Ties go to the Sun's element, then to the fixed Fire, Earth, Air, Water order.
  let dominant: Element = sunElement;
  for (const e of ELEMENTS) if (scores[e] > scores[dominant]) dominant = e;
  return {
    sunSign: chart.bodies.Sun.sign,
    moonSign: chart.bodies.Moon.sign,
    ascendantSign: chart.ascendant.sign,
    dominantElement: dominant,
    elementScores: scores,
    timeKnown: chart.moment.timeKnown,
  };
}

export interface Predictions {
  love: string;
  wellness: string;
  growth: string;
}

const LOVE: Record<Element, string> = {
  Fire: 'You love out loud. This season favours the brave first move: say the warm thing you have been rehearsing, and let someone see how much you care before you are sure of the answer.',
  Earth:
    'Your love is built, not announced. A small, steady gesture - a kept promise, a shared meal - will mean more now than any grand declaration, and someone is noticing your constancy.',
  Air: 'Conversation is your doorway to the heart. A talk that runs late, a message you almost did not send: the connection you want starts with curiosity, so ask the question you really want answered.',
  Water:
    'You feel what others leave unsaid. Trust that sense now, but let yourself be looked after too; the bond that deepens this season is the one where you are allowed to be soft first.',
};

const WELLNESS: Record<Element, string> = {
  Fire: 'Your energy burns bright and then suddenly low. Pace the spark: short, joyful bursts of movement and a real wind-down before sleep will keep your flame steady rather than flaring out.',
  Earth:
    'Your body keeps the score of every busy week. Simple rituals restore you fastest - regular meals, time outdoors, hands in something real - and a fixed bedtime is your quiet superpower.',
  Air: 'A restless mind tires the body before you notice. Breathe slower than your thoughts: a walk without your phone, a page of writing before bed, and fresh air wherever you can get it.',
  Water:
    'You absorb the moods around you. Give yourself clean edges - water, rest, a door you can close - and let tears or music move what you have been carrying so it does not settle in you.',
};

const GROWTH: Record<Element, string> = {
  Fire: 'Your next chapter asks for follow-through. You already have the courage to begin; the growth now is in finishing one bold thing completely, and letting its success teach you patience.',
  Earth:
    'You grow by trusting what you have already built. Take one measured risk on your own skills this season: the ground under you is firmer than your caution suggests.',
  Air: 'Ideas come to you easily; choosing is the lesson. Pick the one thread that keeps returning to your thoughts and give it a schedule - that is where your gifts turn into results.',
  Water:
    'Your intuition has been right more often than you admit. Growth comes when you act on it sooner, and when you let the past be a teacher rather than a place you live.',
};

/** One warm line per rising sign, added to the growth text. */
const RISING_TOUCH: Record<Sign, string> = {
  Aries: 'With Aries rising, people follow your lead the moment you decide.',
  Taurus: 'With Taurus rising, your calm presence is more persuasive than you know.',
  Gemini: 'With Gemini rising, the right words arrive when you speak before you overthink.',
  Cancer: 'With Cancer rising, the home you create is where your confidence grows.',
  Leo: 'With Leo rising, your warmth opens doors: let yourself be seen.',
  Virgo: "With Virgo rising, your care for details becomes someone else's relief.",
  Libra: 'With Libra rising, a fair word from you settles what others cannot.',
  Scorpio: 'With Scorpio rising, your depth is a strength, not a secret to keep.',
  Sagittarius: 'With Sagittarius rising, a journey or a new study points the way forward.',
  Capricorn: 'With Capricorn rising, quiet effort now becomes visible respect.',
  Aquarius: 'With Aquarius rising, the idea that feels too unusual is the one to trust.',
  Pisces: 'With Pisces rising, your imagination knows a way the map does not show.',
};

export interface PredictionInput {
  sunSign: Sign;
  ascendant: Sign;
  /** When known; wellness follows the Moon's element, else the Sun's. */
  moonSign?: Sign;
}

/** Love follows the Sun's element, wellness the Moon's (or the Sun's), growth the ascendant's. */
export function predictionsFor(input: PredictionInput): Predictions {
  const sun = elementOf(input.sunSign);
  return {
    love: LOVE[sun],
    wellness: WELLNESS[input.moonSign ? elementOf(input.moonSign) : sun],
    growth: `${GROWTH[elementOf(input.ascendant)]} ${RISING_TOUCH[input.ascendant]}`,
  };
}
