import { ASPECT_LORE } from '../lore/aspect-lore';
import { ASPECT_GEOMETRY, isMajorAspect } from '../synthesis/aspect-geometry';
import { findPosition } from '../synthesis/find-position';
import { formatDegree } from '../lore/format';
import { PLANET_LORE, bodyName, capitalise } from '../lore/planet-lore';
import type { Aspect } from '../../astro/aspects';
import type { ReadingChart } from '../synthesis/reading-input';
import type { AspectLine, TextSection } from './reading-document';
import { SIGN_LORE } from '../lore/sign-lore';

/** How many aspects get a written interpretation; the grid shows them all. */
const MAX_WRITTEN_ASPECTS = 10;

/** The South Node always mirrors the North Node, so its aspects repeat theirs. */
function isInterpretable(aspect: Aspect): boolean {
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

function tightness(orb: number): string {
  const distance = `At ${formatDegree(orb)} from exact`;
  if (orb < 1) return `${distance}, this is one of the loudest voices in your chart.`;
  if (orb < 3) return `${distance}, it is strong enough that you will recognise it in yourself easily.`;
  return `${distance}, it is felt more as a background tone than a headline.`;
}

/** Aspects between two generational planets are shared by everyone born that year: they rank after personal ones. */
function rank(aspect: Aspect): number {
  const shared = PLANET_LORE[aspect.planet1].generational && PLANET_LORE[aspect.planet2].generational;
  return aspect.orb + (shared ? 10 : 0);
}

/** The tightest major aspects, written out. */
export function aspectSections(chart: ReadingChart): TextSection[] {
  return chart.aspects
    .filter(isInterpretable)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, MAX_WRITTEN_ASPECTS)
    .map((aspect, index) => {
      const name = aspect.aspect;
      if (!isMajorAspect(name)) throw new Error(`Not a major aspect: ${name}`);
      const lore = ASPECT_LORE[name];
      const p1 = PLANET_LORE[aspect.planet1];
      const p2 = PLANET_LORE[aspect.planet2];
      const s1 = findPosition(chart, aspect.planet1).sign;
      const s2 = findPosition(chart, aspect.planet2).sign;
      const signs = s1 === s2
        ? `Both sit in ${s1}, which doubles its note of ${SIGN_LORE[s1].gift}.`
        : `Your ${aspect.planet1} speaks for ${s1}, with ${SIGN_LORE[s1].gift}; your ${aspect.planet2} answers for ${s2}, with ${SIGN_LORE[s2].gift}.`;
      return {
        title: `${aspect.planet1} ${name.toLowerCase()} ${aspect.planet2}`,
        glyph: aspect.planet1,
        paragraphs: [
          `${capitalise(p1.theme)} and ${p2.theme} ${lore.link}. ${capitalise(bodyName(aspect.planet1))} is ${p1.role}; ${bodyName(aspect.planet2)} is ${p2.role}. ${signs}`,
          `${lore.counsel[index % lore.counsel.length]} ${tightness(aspect.orb)} ${PLANET_LORE[aspect.planet2].advice}`,
        ],
      };
    });
}
