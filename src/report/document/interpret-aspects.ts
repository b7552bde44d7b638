import { SIGNS } from '../../domain/astrology';
import type { Sign } from '../../domain/astrology';
import {
  aspectCounsel,
  conjunctionNatureSentence,
  outOfSignSentence,
  signSentence,
  tightnessSentence,
} from '../lore/aspect-lore';
import type { PlacedName } from '../lore/aspect-lore';
import { conjunctionNature, pairTexts } from '../lore/aspect-pair-lore';
import { bodyName } from '../lore/planet-lore';
import type { Voice } from '../lore/voice';
import { ASPECT_GEOMETRY, isMajorAspect } from '../synthesis/aspect-geometry';
import { findPosition } from '../synthesis/find-position';
import type { Aspect } from '../../astro/aspects';
import type { Body, MajorAspect, ReadingChart } from '../synthesis/reading-input';
import type { AspectLine, TextSection } from './reading-document';

/** How many aspects get a written interpretation; the grid shows them all. */
const MAX_WRITTEN_ASPECTS = 10;

const PERSONAL: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];
const GENERATIONAL: readonly Body[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** A major aspect between two interpretable bodies. */
type MajorAspectOf = Aspect & { aspect: MajorAspect };

/** The South Node always mirrors the North Node, so its aspects repeat theirs. */
function isInterpretable(aspect: Aspect): aspect is MajorAspectOf {
  return isMajorAspect(aspect.aspect) && aspect.planet1 !== 'South Node' && aspect.planet2 !== 'South Node';
}

export function aspectLines(chart: ReadingChart): AspectLine[] {
  return chart.aspects.map((a) => ({
    planet1: a.planet1,
    planet2: a.planet2,
    aspect: a.aspect,
    kind: isMajorAspect(a.aspect) ? ASPECT_GEOMETRY[a.aspect].kind : null,
    orb: a.orb,
  }));
}

/**
 * Tight and personal first: an aspect touching Sun to Mars is yours alone, one between two of
 * Jupiter to Pluto is shared by everyone born that year, and Chiron's or the Node's fall between.
 */
function rank(aspect: Aspect): number {
  const bodies = [aspect.planet1, aspect.planet2];
  if (bodies.some((b) => PERSONAL.includes(b))) return aspect.orb;
  if (bodies.every((b) => GENERATIONAL.includes(b))) return aspect.orb + 10;
  return aspect.orb + 6;
}

/** Signs apart, counted forward: the sextile wants 2 or 10, the square 3 or 9, and so on. */
function isOutOfSign(aspect: MajorAspect, s1: Sign, s2: Sign): boolean {
  const apart = (SIGNS.indexOf(s2) - SIGNS.indexOf(s1) + 12) % 12;
  const steps = ASPECT_GEOMETRY[aspect].angle / 30;
  return apart !== steps && apart !== (12 - steps) % 12;
}

function placedName(chart: ReadingChart, body: Body): PlacedName {
  const p = findPosition(chart, body);
  return { name: body, sign: p.sign, house: p.house };
}

function aspectSection(chart: ReadingChart, aspect: MajorAspectOf, voice: Voice): TextSection {
  const { planet1: b1, planet2: b2, aspect: name } = aspect;
  const slot = `${b1}|${b2}|${name}`;
  const [a, b] = [bodyName(b1), bodyName(b2)];
  const [p1, p2] = [placedName(chart, b1), placedName(chart, b2)];
  const opening = [voice.pick(`aspect-pair|${slot}`, pairTexts(b1, b2, name)), signSentence(p1, p2, voice)];
  if (isOutOfSign(name, p1.sign, p2.sign)) opening.push(outOfSignSentence(name, p1.sign, p2.sign, voice));
  const counsel = [
    ...(name === 'Conjunction' ? [conjunctionNatureSentence(conjunctionNature(b1, b2), a, b, voice)] : []),
    aspectCounsel(name, a, b, voice),
    tightnessSentence(aspect.orb, name, a, b, voice),
  ];
  return {
    title: `${b1} ${name.toLowerCase()} ${b2}`,
    glyph: b1,
    paragraphs: [opening.join(' '), counsel.join(' ')],
  };
}

/** The tightest major aspects, written out from their pair's texts, their signs and their orb. */
export function aspectSections(chart: ReadingChart, voice: Voice): TextSection[] {
  return chart.aspects
    .filter(isInterpretable)
    .sort((x, y) => rank(x) - rank(y))
    .slice(0, MAX_WRITTEN_ASPECTS)
    .map((aspect) => aspectSection(chart, aspect, voice));
}
