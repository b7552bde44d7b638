import { SIGNS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import { formatDegree } from '../lore/format';
import { houseLore, ordinal } from '../lore/house-lore';
import { PLANET_LORE, bodyName, capitalise, dignitySentence } from '../lore/planet-lore';
import type { Body, ReadingChart, PlanetPosition } from '../synthesis/reading-input';
import type { TextSection } from './reading-document';
import { findPosition } from '../synthesis/find-position';
import { SIGN_LORE } from '../lore/sign-lore';
import type { Element } from '../lore/sign-lore';

const ELEMENT_SUN: Record<Element, string> = {
  Fire: 'As a fire sign, you are warmed by enthusiasm and action; you lose heart only when life asks you to wait without a reason.',
  Earth: 'As an earth sign, you trust what you can see, build and hold; your confidence grows with every tangible result.',
  Air: 'As an air sign, you live through ideas and people; a good conversation can change the course of your week.',
  Water: 'As a water sign, you navigate by feeling; your intuition usually knows the answer before your reasoning catches up.',
};

const ELEMENT_MOON: Record<Element, string> = {
  Fire: 'When you are upset, movement helps more than talk: a walk, a plan, a task you can win.',
  Earth: 'When you are upset, your body calms your mind: rest, a meal, your hands in something real.',
  Air: 'When you are upset, perspective is your medicine: a friend to listen, a page to write on.',
  Water: 'When you are upset, you need a safe harbour and time; tears, for you, are a way of clearing the sky.',
};

const RETROGRADE: Partial<Record<Body, string>> = {
  Mercury: 'think things over privately and often reach conclusions that others arrive at much later',
  Venus: 'weigh your affections carefully and value love that has been tested by time',
  Mars: 'gather your strength quietly and act when you are truly ready, not when you are pushed',
  Jupiter: 'find meaning through inner reflection rather than outside authorities',
  Saturn: 'set your own rules and hold yourself to standards no one else imposed',
  Uranus: 'reinvent yourself from the inside before anyone sees the change',
  Neptune: 'keep a rich inner world that you share only with people you trust',
  Pluto: 'transform through private reckonings rather than public upheavals',
  Chiron: 'heal by revisiting old ground until it finally makes sense',
};

function degreePhase(position: PlanetPosition): string | null {
  if (position.degree < 3) return `At ${formatDegree(position.degree)} ${position.sign}, this placement is at the very start of the sign: fresh, eager and still discovering what it can do.`;
  if (position.degree >= 27) return `At ${formatDegree(position.degree)} ${position.sign}, it sits in the sign's last degrees, which gives it a seasoned, almost urgent quality, as if it had something to complete.`;
  return null;
}

function opposite(sign: Sign): Sign {
  return SIGNS[(SIGNS.indexOf(sign) + 6) % 12]!;
}

function houseParagraph(position: PlanetPosition): string | null {
  if (position.house === null) return null;
  const lore = PLANET_LORE[position.planet];
  const house = houseLore(position.house);
  return `Placed in your ${ordinal(position.house)} house, ${bodyName(position.planet)} brings ${lore.theme} into ${house.area}. You will feel it most ${house.felt}. ${lore.advice}`;
}

export function sunSection(chart: ReadingChart): TextSection {
  const sun = findPosition(chart, 'Sun');
  const lore = SIGN_LORE[sun.sign];
  const paragraphs = [
    `Your Sun is in ${sun.sign}, at ${formatDegree(sun.degree)}. ${lore.core}. ${ELEMENT_SUN[lore.element]}`,
    `Your great gift is ${lore.gift}; your growing edge is ${lore.shadow}. ${dignitySentence('Sun', sun.sign) ?? 'Know both, and you will use the first to soften the second.'}`,
  ];
  if (sun.house !== null) {
    const house = houseLore(sun.house);
    paragraphs.push(`With the Sun in your ${ordinal(sun.house)} house, you come most alive through ${house.area}. That is where your energy renews itself, and where effort pays you back most generously.`);
  }
  return { title: `Your Sun in ${sun.sign}`, glyph: 'Sun', paragraphs };
}

/** `moonSigns` holds every sign the Moon visits during the birth day when the time is unknown. */
export function moonSection(chart: ReadingChart, moonSigns: readonly Sign[]): TextSection {
  const moon = findPosition(chart, 'Moon');
  const lore = SIGN_LORE[moon.sign];
  const paragraphs = [
    `Your Moon is in ${moon.sign}. ${lore.needs}. ${ELEMENT_MOON[lore.element]}`,
    `In love and in friendship, ${lore.love}. ${dignitySentence('Moon', moon.sign) ?? ''}`.trim(),
  ];
  if (moonSigns.length > 1) {
    const others = moonSigns.filter((s) => s !== moon.sign);
    paragraphs.push(`A note of honesty: on the day you were born the Moon moved from ${moonSigns[0]} into ${moonSigns[moonSigns.length - 1]}. Without your birth time I have read it at noon, in ${moon.sign}; if the description of ${others.join(' or ')} fits you better, trust that one.`);
  }
  if (moon.house !== null) paragraphs.push(houseParagraph(moon)!);
  return { title: `Your Moon in ${moon.sign}`, glyph: 'Moon', paragraphs };
}

export function ascendantSection(chart: ReadingChart): TextSection | null {
  const asc = chart.ascendant;
  if (asc === null) return null;
  const lore = SIGN_LORE[asc.sign];
  const ruler = findPosition(chart, lore.ruler);
  const rulerHouse = ruler.house === null ? '' : `, in your ${ordinal(ruler.house)} house`;
  return {
    title: `Your Ascendant in ${asc.sign}`,
    glyph: asc.sign,
    paragraphs: [
      `Your ascendant, the sign rising on the eastern horizon at your birth, is ${asc.sign} at ${formatDegree(asc.degree)}. ${lore.mask}.`,
      `The ruler of your chart is therefore ${bodyName(lore.ruler)}, placed in ${ruler.sign}${rulerHouse}. Whatever ${bodyName(lore.ruler)} touches becomes a theme of your whole life; it is the thread that ties your outer manner to your inner story.`,
    ],
  };
}

/** The body-in-sign and body-in-house reading of one of Mercury … Pluto, Chiron or the North Node. */
export function planetSection(chart: ReadingChart, body: Body): TextSection {
  const position = findPosition(chart, body);
  const lore = PLANET_LORE[body];
  const sign = SIGN_LORE[position.sign];
  const paragraphs: string[] = [];
  if (body === 'North Node') {
    const south = opposite(position.sign);
    paragraphs.push(
      `Your North Node is in ${position.sign}: ${lore.role}. Life rewards you whenever you develop ${sign.gift}, even when it feels awkward at first.`,
      `Its partner, the South Node in ${south}, is your comfort zone of ${SIGN_LORE[south].gift}. Use it as a springboard, not a place to stay.`,
    );
  } else if (body === 'Chiron') {
    paragraphs.push(
      `Chiron, ${lore.role}, is in ${position.sign}. The old ache here has to do with ${sign.shadow}; the medicine you carry for others is ${sign.gift}.`,
    );
  } else {
    paragraphs.push(`${capitalise(bodyName(body))} represents ${lore.role}; it shows ${lore.shows}. In ${position.sign} it ${sign.manner}.`);
    paragraphs.push(`For ${lore.theme}, the gift of ${position.sign} is ${sign.gift}, and the trap is ${sign.shadow}. ${dignitySentence(body, position.sign) ?? ''}`.trim());
  }
  const extras = [degreePhase(position)];
  if (position.retrograde && RETROGRADE[body]) {
    extras.push(`${capitalise(bodyName(body))} was retrograde when you were born, which turns its energy inward: you ${RETROGRADE[body]}.`);
  }
  if (lore.generational) {
    extras.push(`Everyone born within a few years of you shares ${body} in ${position.sign}; what makes it yours is its house and the aspects it makes.`);
  }
  const extra = extras.filter((s): s is string => s !== null).join(' ');
  if (extra) paragraphs.push(extra);
  const house = houseParagraph(position);
  if (house) paragraphs.push(house);
  return { title: `${body} in ${position.sign}${position.house === null ? '' : `, ${ordinal(position.house)} house`}`, glyph: body, paragraphs };
}
