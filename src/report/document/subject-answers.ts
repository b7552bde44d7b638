import { SUBJECT_LABELS } from '../../domain/astrology';
import type { Subject } from '../../domain/astrology';
import { subjectQuietYearLines, subjectYearLines } from '../lore/answer-lore';
import { houseLore, ordinal } from '../lore/house-lore';
import { bodyName, capitalise } from '../lore/planet-lore';
import {
  MODALITY_LORE,
  SUBJECT_ELEMENT_LORE,
  midheavenLines,
  subjectBalanceLines,
  subjectHouseLines,
  subjectIntroLines,
  subjectPlanetLines,
  subjectTenantLines,
} from '../lore/theme-lore';
import { transitTiming } from '../lore/transit-lore';
import type { Voice } from '../lore/voice';
import { ASPECT_GEOMETRY, isMajorAspect } from '../synthesis/aspect-geometry';
import { findPosition } from '../synthesis/find-position';
import type { Body, PlanetPosition, ReadingChart } from '../synthesis/reading-input';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import type { Effect } from '../synthesis/testimony';
import { mergePasses } from '../synthesis/transits';
import type { TransitEvent } from '../synthesis/transits';
import type { TextSection } from './reading-document';

/** The planets and houses each subject is read through (traditional significations). */
const RULES: Record<Subject, { planets: Body[]; houses: number[] }> = {
  love: { planets: ['Venus'], houses: [5, 7] },
  money: { planets: ['Venus', 'Jupiter'], houses: [2, 8] },
  health: { planets: ['Sun', 'Mars'], houses: [6] },
  family: { planets: ['Moon'], houses: [4] },
  career: { planets: ['Saturn', 'Sun'], houses: [10] },
  marriage: { planets: ['Venus', 'Jupiter'], houses: [7] },
  friends: { planets: ['Mercury', 'Jupiter'], houses: [11] },
};

/**
 * A conjunction takes the nature of the planet it joins: the lights, Mercury, the benefics and the
 * North Node flow; Mars, Saturn, the outer planets, Chiron and the South Node demand.
 */
const FLOWING_PARTNERS: ReadonlySet<Body> = new Set<Body>(['Sun', 'Moon', 'Mercury', 'Venus', 'Jupiter', 'North Node']);

/** The chosen subject's chapter: its ruling planets and houses, their balance of aspects, and the year's key transit. */
export function subjectSection(
  chart: ReadingChart,
  subject: Subject,
  transits: TransitEvent[],
  zone: string,
  voice: Voice,
): TextSection {
  const rule = RULES[subject];
  const label = SUBJECT_LABELS[subject].toLowerCase();
  const slot = (name: string) => `subject|${name}`;
  const positions = rule.planets.map((planet) => findPosition(chart, planet));
  const planetList = joinAnd(positions.map((p) => `${bodyName(p.planet)} in ${p.sign}`));
  const houseList = chart.houses
    ? `${joinAnd(rule.houses.map(ordinal))} ${rule.houses.length > 1 ? 'houses' : 'house'}`
    : null;
  const paragraphs = [
    voice.pick(slot('intro'), subjectIntroLines(label, planetList, houseList)),
    ...positions.map((p, i) => planetParagraph(p, i, subject, voice)),
  ];
  if (chart.houses) {
    paragraphs.push(...rule.houses.map((h) => houseParagraph(chart, h, voice)));
    const midheaven = chart.houses[9];
    if (subject === 'career' && midheaven) {
      const clauses = SUBJECT_ELEMENT_LORE.career[SIGN_FACTS[midheaven.sign].element];
      paragraphs.push(
        voice.pick(
          slot('midheaven'),
          midheavenLines(midheaven.sign, clauses[voice.choose(slot('midheaven-clause'), clauses.length)]!),
        ),
      );
    }
  }
  const { easy, hard } = aspectBalance(chart, rule.planets);
  const rulers = joinAnd(rule.planets.map(bodyName));
  paragraphs.push(voice.pick(slot('balance'), subjectBalanceLines(label, rulers, rule.planets.length > 1, easy, hard)));
  paragraphs.push(voice.pick(slot('year'), yearLines(transits, rule.planets, subject, label, zone)));
  return { title: `Your subject: ${SUBJECT_LABELS[subject]}`, glyph: rule.planets[0] ?? null, paragraphs };
}

function planetParagraph(p: PlanetPosition, index: number, subject: Subject, voice: Voice): string {
  const facts = SIGN_FACTS[p.sign];
  const clauses = SUBJECT_ELEMENT_LORE[subject][facts.element];
  // Two ruling planets of one element take different clauses.
  const clause = clauses[(voice.choose('subject|clause', clauses.length) + index) % clauses.length]!;
  const placement = `${capitalise(bodyName(p.planet))} in ${p.sign}${p.house === null ? '' : ` in your ${ordinal(p.house)} house`}`;
  const felt = p.house === null ? null : houseLore(p.house).felt;
  const label = SUBJECT_LABELS[subject].toLowerCase();
  const mode = MODALITY_LORE[facts.modality].map((line) => line(bodyName(p.planet).replace(/^the /, ''), p.sign));
  // One slot for all ruling planets, its variants turned by the planet's place, so two planets never share a template.
  return `${voice.pick('subject|planet', rotate(subjectPlanetLines(placement, label, clause, felt), index))} ${voice.pick('subject|mode', rotate(mode, index))}`;
}

function houseParagraph(chart: ReadingChart, house: number, voice: Voice): string {
  const cusp = chart.houses?.[house - 1];
  if (!cusp) return '';
  const ruler = findPosition(chart, SIGN_FACTS[cusp.sign].ruler);
  const rulerName = bodyName(ruler.planet);
  const rulerPlace = `${ruler.sign}${ruler.house === null ? '' : ` in your ${ordinal(ruler.house)} house`}`;
  const tenants = chart.positions
    .filter((p) => p.house === house && p.planet !== 'South Node')
    .map((p) => bodyName(p.planet));
  const area = houseLore(house).area;
  const opening = voice.pick(
    `subject|house-${house}`,
    subjectHouseLines(ordinal(house), area, cusp.sign, rulerName, rulerPlace),
  );
  const occupancy = voice.pick(
    `subject|tenants-${house}`,
    subjectTenantLines(ordinal(house), area, rulerName, tenants.map(capitalise)),
  );
  return `${opening} ${occupancy}`;
}

/** Major aspects to the ruling planets, easy against hard; a conjunction counts by the nature of what it joins. */
export function aspectBalance(chart: ReadingChart, planets: Body[]): { easy: number; hard: number } {
  let easy = 0;
  let hard = 0;
  for (const a of chart.aspects) {
    if (!isMajorAspect(a.aspect) || !(planets.includes(a.planet1) || planets.includes(a.planet2))) continue;
    const kind = ASPECT_GEOMETRY[a.aspect].kind;
    const flows = kind === 'fusing' ? conjunctionFlows(a.planet1, a.planet2, planets) : kind === 'harmonious';
    if (flows) easy++;
    else hard++;
  }
  return { easy, hard };
}

/** When both bodies are ruling planets, the conjunction flows only if each would flow as the other's partner. */
function conjunctionFlows(a: Body, b: Body, planets: Body[]): boolean {
  const partners = planets.includes(a) && planets.includes(b) ? [a, b] : [planets.includes(a) ? b : a];
  return partners.every((p) => FLOWING_PARTNERS.has(p));
}

function yearLines(transits: TransitEvent[], planets: Body[], subject: Subject, label: string, zone: string): string[] {
  const coming = mergePasses(transits).filter(
    (t) => (planets as string[]).includes(t.natal) || (subject === 'career' && t.natal === 'Midheaven'),
  );
  const dated = coming.find((e) => e.exact.length > 0) ?? coming[0];
  if (!dated) return subjectQuietYearLines(label, joinAnd(planets.map((p) => `your ${p}`)));
  return subjectYearLines(
    {
      transiting: dated.transiting,
      aspect: dated.aspect,
      natal: `your ${dated.natal}`,
      effect: transitEffect(dated),
      timing: transitTiming(dated, zone),
    },
    label,
  );
}

/** Sextiles and trines help, squares and oppositions strain; a conjunction helps only from Jupiter. */
function transitEffect(event: TransitEvent): Effect {
  const kind = ASPECT_GEOMETRY[event.aspect].kind;
  if (kind === 'fusing') return event.transiting === 'Jupiter' ? 'support' : 'tension';
  return kind === 'harmonious' ? 'support' : 'tension';
}

function joinAnd(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const n = by % items.length;
  return [...items.slice(n), ...items.slice(0, n)];
}
