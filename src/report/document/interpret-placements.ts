import { SIGNS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import { formatDegree } from '../lore/format';
import { ordinal } from '../lore/house-lore';
import {
  chironNote,
  degreeNote,
  descendantNote,
  generationNote,
  mentionsDignity,
  moonAlternativeNote,
  moonLoveNote,
  moonUncertainNote,
  planetGiftNote,
  planetIntro,
  retrogradeNote,
  southNodeNote,
  sunGiftNote,
} from '../lore/placement-lore';
import { PLANET_LORE, bodyName, dignitySentence } from '../lore/planet-lore';
import { planetInHouse } from '../lore/planet-house-lore';
import { planetInSign, risingIn } from '../lore/planet-sign-lore';
import type { PlacedBody } from '../lore/planet-sign-lore';
import { SIGN_LORE } from '../lore/sign-lore';
import type { Voice } from '../lore/voice';
import { findPosition } from '../synthesis/find-position';
import type { PlanetPosition, ReadingChart } from '../synthesis/reading-input';
import type { TextSection } from './reading-document';

function opposite(sign: Sign): Sign {
  return SIGNS[(SIGNS.indexOf(sign) + 6) % 12]!;
}

/** Joins the sentences that apply into one paragraph, or null when none does. */
function paragraph(...sentences: (string | null)[]): string | null {
  const kept = sentences.filter((s): s is string => s !== null && s.length > 0);
  return kept.length > 0 ? kept.join(' ') : null;
}

function compact(paragraphs: (string | null)[]): string[] {
  return paragraphs.filter((p): p is string => p !== null);
}

/** The placement's own text, then its dignity unless that text already told it. */
function signText(position: PlanetPosition, voice: Voice): { text: string; dignity: string | null } {
  const body = position.planet as PlacedBody;
  const text = planetInSign(body, position.sign, voice);
  return { text, dignity: mentionsDignity(text) ? null : dignitySentence(body, position.sign, voice) };
}

function houseParagraph(position: PlanetPosition, voice: Voice): string | null {
  return position.house === null ? null : planetInHouse(position.planet, position.house, voice);
}

export function sunSection(chart: ReadingChart, voice: Voice): TextSection {
  const sun = findPosition(chart, 'Sun');
  const { text, dignity } = signText(sun, voice);
  return {
    title: `Your Sun in ${sun.sign}`,
    glyph: 'Sun',
    paragraphs: compact([
      `Your Sun is in ${sun.sign}, at ${formatDegree(sun.degree)}. ${SIGN_LORE[sun.sign].core}. ${text}`,
      paragraph(sunGiftNote(sun.sign, voice), dignity, degreeNote(bodyName('Sun'), sun.degree, sun.sign, voice)),
      houseParagraph(sun, voice),
    ]),
  };
}

/** `moonSigns` holds every sign the Moon visits during the birth day when the time is unknown. */
export function moonSection(chart: ReadingChart, moonSigns: readonly Sign[], voice: Voice): TextSection {
  const moon = findPosition(chart, 'Moon');
  const { text, dignity } = signText(moon, voice);
  // Without the hour the Moon's degree is a noon guess, so only its sign is named.
  const where = chart.timeKnown ? `${moon.sign}, at ${formatDegree(moon.degree)}` : moon.sign;
  const others = moonSigns.filter((s) => s !== moon.sign);
  return {
    title: `Your Moon in ${moon.sign}`,
    glyph: 'Moon',
    paragraphs: compact([
      `Your Moon is in ${where}. ${text}`,
      paragraph(
        moonLoveNote(moon.sign, voice),
        dignity,
        chart.timeKnown ? degreeNote(bodyName('Moon'), moon.degree, moon.sign, voice) : null,
      ),
      others.length === 0
        ? null
        : paragraph(
            moonUncertainNote(moonSigns[0]!, moonSigns[moonSigns.length - 1]!, moon.sign, voice),
            ...others.flatMap((other) => [moonAlternativeNote(other, voice), planetInSign('Moon', other, voice)]),
          ),
      houseParagraph(moon, voice),
    ]),
  };
}

export function ascendantSection(chart: ReadingChart, voice: Voice): TextSection | null {
  const asc = chart.ascendant;
  if (asc === null) return null;
  return {
    title: `Your Ascendant in ${asc.sign}`,
    glyph: asc.sign,
    paragraphs: compact([
      `Your ascendant, the sign rising on the eastern horizon at your birth, is ${asc.sign} at ${formatDegree(asc.degree)}. ${SIGN_LORE[asc.sign].mask}. ${risingIn(asc.sign, voice)}`,
      paragraph(
        descendantNote(asc.sign, opposite(asc.sign), voice),
        degreeNote('your ascendant', asc.degree, asc.sign, voice),
      ),
    ]),
  };
}

function nodeParagraphs(node: PlanetPosition, voice: Voice): (string | null)[] {
  return [
    `Your North Node is in ${node.sign}: ${PLANET_LORE['North Node'].role}. ${planetInSign('North Node', node.sign, voice)}`,
    southNodeNote(node.sign, opposite(node.sign), voice),
  ];
}

function chironParagraphs(chiron: PlanetPosition, voice: Voice): (string | null)[] {
  return [
    paragraph(planetIntro('Chiron', chiron.sign, voice), planetInSign('Chiron', chiron.sign, voice)),
    chironNote(chiron.sign, voice),
  ];
}

function planetParagraphs(position: PlanetPosition, voice: Voice): (string | null)[] {
  const { text, dignity } = signText(position, voice);
  return [
    paragraph(planetIntro(position.planet, position.sign, voice), text),
    paragraph(planetGiftNote(position.planet, position.sign, voice), dignity),
  ];
}

/** The sign and house reading of one of Mercury … Pluto, Chiron or the North Node. */
export function planetSection(chart: ReadingChart, body: PlacedBody, voice: Voice): TextSection {
  const position = findPosition(chart, body);
  const opening =
    body === 'North Node'
      ? nodeParagraphs(position, voice)
      : body === 'Chiron'
        ? chironParagraphs(position, voice)
        : planetParagraphs(position, voice);
  const extras = paragraph(
    degreeNote(bodyName(body), position.degree, position.sign, voice),
    position.retrograde ? retrogradeNote(body, position.sign, voice) : null,
    PLANET_LORE[body].generational ? generationNote(body, position.sign, position.house !== null, voice) : null,
  );
  return {
    title: `${body} in ${position.sign}${position.house === null ? '' : `, ${ordinal(position.house)} house`}`,
    glyph: body,
    paragraphs: compact([...opening, extras, houseParagraph(position, voice)]),
  };
}
