import {
  BALANCED_ELEMENTS,
  DOMINANT_REASONS,
  ELEMENT_LORE,
  HEMISPHERE_LORE,
  MODALITY_LORE,
  MOON_PHASE_LORE,
  PATTERN_LORE,
} from '../lore/big-picture-lore';
import { houseLore, ordinal } from '../lore/house-lore';
import { PLANET_LORE, bodyName, capitalise } from '../lore/planet-lore';
import { SIGN_LORE } from '../lore/sign-lore';
import type { Voice } from '../lore/voice';
import { findBigPicture } from '../synthesis/find-big-picture';
import type { Balance, BigPicture } from '../synthesis/find-big-picture';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import type { Element, Modality } from '../synthesis/sign-facts';
import type { Body, ReadingChart } from '../synthesis/reading-input';
import type { TextSection } from './reading-document';

/** "the Sun, Mercury and Venus" */
function list(names: readonly string[]): string {
  const named = names.map((n) => (n === 'Ascendant' ? 'your ascendant' : bodyName(n as Body)));
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/** A share this large of the weighted placements makes an element or mode the chart's leading one. */
const LEADING_SHARE = 0.4;

function elementParagraph(b: Balance<Element>, timeKnown: boolean, voice: Voice): string {
  const counted = timeKnown ? 'the Sun, the Moon and the ascendant' : 'the Sun and the Moon';
  const weight = b.weights[b.strongest];
  // Equal counts are a tie, said as one: five and five is not "a little ahead".
  const level = (Object.keys(b.weights) as Element[]).filter((e) => b.weights[e] === weight);
  const ahead =
    level.length > 1
      ? `with ${list(level.map((e) => e.toLowerCase()))} level at ${weight} points each`
      : `with ${b.strongest.toLowerCase()} a little ahead (${list(b.bodies[b.strongest])})`;
  const lead =
    weight / b.total >= LEADING_SHARE && level.length === 1
      ? `${b.strongest} leads your chart: counting ${counted} twice, it holds ${weight} of ${b.total} points (${list(b.bodies[b.strongest])}). ${voice.pick(`element|${b.strongest}`, ELEMENT_LORE[b.strongest].strong)}`
      : `Counting ${counted} twice, your ${b.total} points spread across the elements, ${ahead}. ${voice.pick('element|balanced', BALANCED_ELEMENTS)}`;
  const scarce = b.missing.length > 0 ? b.missing[0]! : b.weights[b.weakest] <= 1 ? b.weakest : null;
  if (scarce === null) return lead;
  const how =
    b.weights[scarce] === 0
      ? `No planet stands in a ${scarce.toLowerCase()} sign.`
      : `Only ${list(b.bodies[scarce])} stands in ${scarce.toLowerCase()}.`;
  return `${lead} ${how} ${voice.pick(`element-scarce|${scarce}`, ELEMENT_LORE[scarce].scarce)}`;
}

function modalityParagraph(b: Balance<Modality>, voice: Voice): string | null {
  const weight = b.weights[b.strongest];
  const level = (Object.keys(b.weights) as Modality[]).filter((m) => b.weights[m] === weight);
  if (weight / b.total < LEADING_SHARE || level.length > 1) return null;
  return `${voice.pick(`modality|${b.strongest}`, MODALITY_LORE[b.strongest])} (${capitalise(list(b.bodies[b.strongest]))}: ${weight} of ${b.total} points.)`;
}

function balanceSection(bp: BigPicture, chart: ReadingChart, voice: Voice): TextSection {
  return {
    title: 'Your elements and modes',
    glyph: null,
    paragraphs: [elementParagraph(bp.elements, chart.timeKnown, voice), modalityParagraph(bp.modalities, voice)].filter(
      (p): p is string => p !== null,
    ),
  };
}

type Figure = BigPicture['patterns'][number] & { apexes: Body[] };

/** T-squares sharing one opposition become one figure with several apexes. */
function figures(patterns: BigPicture['patterns']): Figure[] {
  const out: Figure[] = [];
  for (const p of patterns) {
    const base = p.bodies.filter((b) => b !== p.apex);
    const same =
      p.kind === 'T-square'
        ? out.find((f) => f.kind === 'T-square' && base.every((b) => f.bodies.includes(b) && !f.apexes.includes(b)))
        : undefined;
    if (same && p.apex) {
      same.apexes.push(p.apex);
      same.bodies.push(p.apex);
    } else out.push({ ...p, bodies: [...p.bodies], apexes: p.apex ? [p.apex] : [] });
  }
  return out;
}

function patternSentence(p: Figure, chart: ReadingChart, voice: Voice): string {
  const text = voice.pick(`pattern|${p.kind}`, PATTERN_LORE[p.kind]);
  switch (p.kind) {
    case 'grand trine': {
      const first = chart.positions.find((x) => x.planet === p.bodies[0]);
      const element = first ? ` in ${SIGN_FACTS[first.sign].element.toLowerCase()} signs` : '';
      return `${capitalise(list(p.bodies))} form a grand trine${element}: ${text}`;
    }
    case 'T-square': {
      // T-squares on one opposition are told as one figure with all its apexes.
      const [x, y] = p.bodies.filter((b) => !p.apexes.includes(b));
      const roles = p.apexes.map((a) => `${bodyName(a)}, ${PLANET_LORE[a].role}`).join('; ');
      return `${capitalise(list([x!, y!]))} oppose each other, and both square ${list(p.apexes)}: a T-square, ${text} ${p.apexes.length === 1 ? 'Here the apex is' : 'Here the apexes are'} ${roles}.`;
    }
    case 'grand cross':
      return `${capitalise(list(p.bodies))} form a grand cross: ${text}`;
    case 'yod': {
      const [x, y] = p.bodies.filter((b) => !p.apexes.includes(b));
      return `${capitalise(list([x!, y!]))} sit in sextile, and both stand 150° from ${bodyName(p.apex!)}: ${text} Here the apex is ${bodyName(p.apex!)}, ${PLANET_LORE[p.apex!].role}.`;
    }
    case 'stellium conjunction':
      return `${capitalise(list(p.bodies))} are ${text}`;
  }
}

function gatheringsSection(bp: BigPicture, chart: ReadingChart, voice: Voice): TextSection {
  const paragraphs: string[] = [];
  for (const s of bp.signStelliums)
    paragraphs.push(
      `${capitalise(list(s.bodies))} gather in ${s.sign}, a stellium: ${s.sign}\u2019s gift, ${SIGN_LORE[s.sign].gift}, colours far more of your life than your Sun sign alone would say, and so does its shadow, ${SIGN_LORE[s.sign].shadow}.`,
    );
  for (const h of bp.houseStelliums)
    paragraphs.push(
      `${capitalise(list(h.bodies))} share your ${ordinal(h.house)} house, so much of your life\u2019s story unfolds in ${houseLore(h.house).area}.`,
    );
  // A stellium conjunction repeats what a sign stellium of the same bodies already said.
  const patterns = bp.patterns.filter(
    (p) =>
      p.kind !== 'stellium conjunction' || !bp.signStelliums.some((s) => p.bodies.every((b) => s.bodies.includes(b))),
  );
  for (const p of figures(patterns).slice(0, 3)) paragraphs.push(patternSentence(p, chart, voice));
  if (bp.hemispheres) {
    const { above, below, east, west } = bp.hemispheres;
    const total = above + below;
    const lean = [
      above >= total * 0.7 ? HEMISPHERE_LORE.above : null,
      below >= total * 0.7 ? HEMISPHERE_LORE.below : null,
      east >= total * 0.7 ? HEMISPHERE_LORE.east : null,
      west >= total * 0.7 ? HEMISPHERE_LORE.west : null,
    ].filter((s): s is string => s !== null);
    if (lean.length > 0) paragraphs.push(lean.join(' '));
  }
  if (paragraphs.length === 0)
    paragraphs.push(
      voice.pick('gatherings|none', [
        'No three planets gather in one sign, and no major figure binds them together: your chart is spread out, and you draw on many strengths rather than one overwhelming focus.',
        'Your planets are spread out: no crowd in one sign, no closed figure of aspects. Life pulls you in several directions, and your freedom lies in choosing which one to follow this year.',
      ]),
    );
  return { title: 'Gatherings and patterns', glyph: null, paragraphs };
}

function dominantSection(bp: BigPicture, voice: Voice): TextSection {
  const { body, reasons } = bp.dominant;
  const why = reasons.map(
    (r) => DOMINANT_REASONS[r] ?? (/^\d+ aspects$/.test(r) ? `it makes ${r.replace(' aspects', '')} major aspects` : r),
  );
  const lore = PLANET_LORE[body];
  const because =
    why.length > 0
      ? ` because ${why.length === 1 ? why[0] : `${why.slice(0, -1).join(', ')} and ${why[why.length - 1]}`}`
      : '';
  return {
    title: `Your strongest planet: ${bodyName(body)}`,
    glyph: body,
    paragraphs: [
      `By a simple count, ${bodyName(body)} is the strongest planet in your chart${because}. ${capitalise(bodyName(body))} stands for ${lore.role}, and ${lore.shows} is a theme you will return to all your life.`,
      voice.pick('dominant|close', [
        `When you feel lost, ask what ${bodyName(body)} in you wants; it is usually the most reliable voice you have.`,
        `Other people notice this planet in you before they notice your Sun sign; you may as well use it on purpose.`,
        `Much of what people remember about you comes from here, so this is the part of yourself most worth developing with care.`,
      ]),
    ],
  };
}

function rulerSection(bp: BigPicture, chart: ReadingChart, voice: Voice): TextSection | null {
  const ruler = bp.chartRuler;
  if (ruler === null || chart.ascendant === null) return null;
  const where = ruler.house === null ? ruler.sign : `${ruler.sign}, in your ${ordinal(ruler.house)} house`;
  const house = ruler.house === null ? null : houseLore(ruler.house).area;
  return {
    title: `Your chart ruler: ${bodyName(ruler.body)}`,
    glyph: ruler.body,
    paragraphs: [
      `${chart.ascendant.sign} rises in your chart, so its ruler, ${bodyName(ruler.body)}, rules the whole chart: wherever it stands, your life\u2019s steering wheel is there. It stands in ${where}, and there it ${SIGN_LORE[ruler.sign].manner}.`,
      house === null
        ? null
        : voice.pick('ruler|house', [
            `So you keep finding yourself in ${house}, whether you planned to or not, and your choices there carry the most weight.`,
            `Your path keeps leading through ${house}; when a decision there goes well, the rest of your life tends to follow.`,
          ]),
    ].filter((p): p is string => p !== null),
  };
}

function moonPhaseSection(bp: BigPicture, voice: Voice): TextSection {
  const { phase } = bp.moonPhase;
  return {
    title: `Born under a ${phase} Moon`,
    glyph: 'Moon',
    paragraphs: [
      `You were born when ${MOON_PHASE_LORE[phase]}`,
      voice.pick('moon-phase|close', [
        'Every month the Moon returns to this phase; those few days are a good time to begin what matters to you.',
        'The phase repeats every month: note the days the Moon returns to it, and watch how your energy answers.',
      ]),
    ],
  };
}

/** The chart as a whole, read before any single planet: balance, gatherings, patterns, the strongest planet, ruler and Moon phase. */
export function bigPictureSections(chart: ReadingChart, voice: Voice): TextSection[] {
  const bp = findBigPicture(chart);
  const sections = [
    balanceSection(bp, chart, voice),
    gatheringsSection(bp, chart, voice),
    dominantSection(bp, voice),
    rulerSection(bp, chart, voice),
    moonPhaseSection(bp, voice),
  ];
  return sections.filter((s): s is TextSection => s !== null);
}
