import { SUBJECT_LABELS } from '../../domain/astrology';
import type { Subject } from '../../domain/astrology';
import { ASPECT_GEOMETRY, isMajorAspect } from '../synthesis/aspect-geometry';
import { houseLore, ordinal } from '../lore/house-lore';
import { findPosition } from '../synthesis/find-position';
import { PLANET_LORE, bodyName } from '../lore/planet-lore';
import type { Body, ReadingChart, PlanetPosition } from '../synthesis/reading-input';
import type { AnsweredQuestion, TextSection } from './reading-document';
import { SIGN_LORE } from '../lore/sign-lore';
import { transitKind, transitSentence } from '../lore/transit-lore';
import { mergePasses } from '../synthesis/transits';
import type { TransitEvent } from '../synthesis/transits';

interface SubjectRule {
  planets: Body[];
  houses: number[];
  /** How a ruling planet's sign speaks to this subject. */
  reading: (p: PlanetPosition) => string;
}

const RULES: Record<Subject, SubjectRule> = {
  love: { planets: ['Venus'], houses: [5, 7], reading: (p) => `In love, ${SIGN_LORE[p.sign].love}.` },
  money: {
    planets: ['Venus', 'Jupiter'], houses: [2, 8],
    reading: (p) => `With money, you prosper through ${SIGN_LORE[p.sign].gift} and lose ground through ${SIGN_LORE[p.sign].shadow}.`,
  },
  health: {
    planets: ['Sun', 'Mars'], houses: [6],
    reading: (p) => `Your energy ${SIGN_LORE[p.sign].manner}; tradition links ${p.sign} with ${SIGN_LORE[p.sign].body}, so give that part of you kind attention.`,
  },
  family: { planets: ['Moon'], houses: [4], reading: (p) => `${SIGN_LORE[p.sign].needs}, and your family life goes best when that need is spoken aloud.` },
  career: {
    planets: ['Saturn', 'Sun'], houses: [10],
    reading: (p) => `At work, this part of you ${SIGN_LORE[p.sign].manner}; your professional edge is ${SIGN_LORE[p.sign].gift}.`,
  },
  marriage: {
    planets: ['Venus', 'Jupiter'], houses: [7],
    reading: (p) => `For a lasting union, ${SIGN_LORE[p.sign].love}; the habit to watch is ${SIGN_LORE[p.sign].shadow}.`,
  },
  friends: {
    planets: ['Mercury', 'Jupiter'], houses: [11],
    reading: (p) => `Among friends, this part of you ${SIGN_LORE[p.sign].manner}, and people seek you out for ${SIGN_LORE[p.sign].gift}.`,
  },
};

function placement(p: PlanetPosition): string {
  return `${p.planet} in ${p.sign}${p.house === null ? '' : ` in your ${ordinal(p.house)} house`}`;
}

function houseParagraph(chart: ReadingChart, house: number): string {
  const cusp = chart.houses?.[house - 1];
  if (!cusp) return '';
  const ruler = findPosition(chart, SIGN_LORE[cusp.sign].ruler);
  const tenants = chart.positions.filter((p) => p.house === house && p.planet !== 'South Node').map((p) => p.planet);
  const occupancy = tenants.length > 0
    ? `${tenants.join(' and ')} ${tenants.length > 1 ? 'live' : 'lives'} here, which makes ${houseLore(house).area} a central theme of your life.`
    : 'No planet sits here, which is not emptiness: this area runs through its ruler, quietly and reliably.';
  return `Your ${ordinal(house)} house, ${houseLore(house).area}, begins in ${cusp.sign} and is ruled by ${ruler.planet}, placed in ${ruler.sign}${ruler.house === null ? '' : ` in your ${ordinal(ruler.house)} house`}. ${occupancy}`;
}

/** Aspects to the ruling planets, as a rough balance of ease against effort. */
function aspectBalance(chart: ReadingChart, planets: Body[]): { easy: number; hard: number } {
  let easy = 0;
  let hard = 0;
  for (const a of chart.aspects) {
    if (!isMajorAspect(a.aspect) || !(planets.includes(a.planet1) || planets.includes(a.planet2))) continue;
    const kind = ASPECT_GEOMETRY[a.aspect].kind;
    if (kind === 'harmonious') easy++;
    if (kind === 'challenging') hard++;
  }
  return { easy, hard };
}

function rulerTransits(transits: TransitEvent[], rule: SubjectRule): TransitEvent[] {
  return mergePasses(transits).filter((t) => (rule.planets as string[]).includes(t.natal) || (rule.houses.includes(10) && t.natal === 'Midheaven'));
}

export function subjectSection(chart: ReadingChart, subject: Subject, transits: TransitEvent[], zone: string): TextSection {
  const rule = RULES[subject];
  const label = SUBJECT_LABELS[subject];
  const houses = rule.houses.map(ordinal).join(' and ');
  const planets = rule.planets.map(bodyName).join(' and ');
  const houseWord = rule.houses.length > 1 ? 'houses' : 'house';
  const paragraphs = [
    chart.houses
      ? `You asked me about ${label.toLowerCase()}. In your chart this subject is read through ${planets} and through your ${houses} ${houseWord}, so that is where I looked first.`
      : `You asked me about ${label.toLowerCase()}. This subject is read through ${planets}, and through ${rule.houses.length > 1 ? 'houses that need' : 'a house that needs'} your birth time to be placed.`,
    ...rule.planets.map((planet) => {
      const p = findPosition(chart, planet);
      return `${placement(p)}. ${rule.reading(p)}`;
    }),
  ];
  if (chart.houses) {
    paragraphs.push(...rule.houses.map((h) => houseParagraph(chart, h)));
    if (subject === 'career' && chart.houses[9]) {
      paragraphs.push(`Your Midheaven, the summit of the chart, is in ${chart.houses[9].sign}: the world is ready to recognise you for ${SIGN_LORE[chart.houses[9].sign].gift}.`);
    }
  } else {
    paragraphs.push(`Without your birth time I cannot say which signs rule ${rule.houses.length > 1 ? 'these houses' : 'this house'}, so I have read this subject from the planets alone, which remain fully reliable.`);
  }
  const { easy, hard } = aspectBalance(chart, rule.planets);
  paragraphs.push(easy >= hard
    ? `Your ruling planets receive ${easy} flowing and ${hard} demanding major aspects: in ${label.toLowerCase()} you have more natural support than you may think.`
    : `Your ruling planets receive ${hard} demanding and ${easy} flowing major aspects: ${label.toLowerCase()} is where you grow by effort, and where your successes are truly your own.`);
  const coming = rulerTransits(transits, rule);
  const dated = coming.find((e) => e.exact.length > 0) ?? coming[0];
  paragraphs.push(dated
    ? `In the coming year: ${transitSentence(dated, zone)}`
    : `No slow planet touches these rulers in the coming twelve months, so the year's results here depend on your own initiative more than on timing.`);
  return { title: `Your subject: ${label}`, glyph: rule.planets[0] ?? null, paragraphs };
}

type QuestionKind = 'should' | 'how' | 'when' | 'why' | 'open';

export function questionKind(question: string): QuestionKind {
  const q = question.trim().toLowerCase();
  const lead = /^(should|shall|must|would it|is it (wise|right|time|a good))/.test(q) ? 'should'
    : /^when\b/.test(q) ? 'when'
    : /^how\b/.test(q) ? 'how'
    : /^why\b/.test(q) ? 'why'
    : null;
  if (lead) return lead;
  if (/\bwhen\b/.test(q)) return 'when';
  if (/\bwhy\b/.test(q)) return 'why';
  if (/\bhow\b/.test(q)) return 'how';
  if (/\bshould\b/.test(q)) return 'should';
  return 'open';
}

/** A dated window for one answer; answers take turns through the coming transits so they do not repeat. */
function windowSentence(events: TransitEvent[], turn: number, zone: string): string {
  const dated = events.filter((e) => e.exact.length > 0);
  const pool = dated.length > 0 ? dated : events;
  const pick = pool[turn % Math.max(pool.length, 1)];
  if (!pick) return '';
  return transitKind(pick) === 'challenging'
    ? `A key moment in the coming year is a demanding one: ${transitSentence(pick, zone)} Prepare before it rather than during it.`
    : `A supportive window in the coming year: ${transitSentence(pick, zone)}`;
}

/** Answers each question from the subject's ruling planets, one ruler per question in turn so answers differ. */
export function answerQuestions(
  chart: ReadingChart, subject: Subject, questions: string[], transits: TransitEvent[], zone: string,
): AnsweredQuestion[] {
  const rule = RULES[subject];
  const coming = rulerTransits(transits, rule);
  const { easy, hard } = aspectBalance(chart, rule.planets);
  return questions.map((question, index) => {
    const kind = questionKind(question);
    const ruler = findPosition(chart, rule.planets[index % rule.planets.length]!);
    const sign = SIGN_LORE[ruler.sign];
    const house = ruler.house === null ? null : houseLore(ruler.house);
    const focus = `To answer, I looked at your ${placement(ruler)}.`;
    const paragraphs: string[] = [];
    switch (kind) {
      case 'should': {
        const lean = easy > hard ? 'My answer leans toward yes'
          : easy === hard ? 'My answer is a qualified yes'
            : 'My answer is yes, but not in a hurry';
        paragraphs.push(`${focus} ${lean}: your chart supports this when you act in the way your ${ruler.planet} prefers, which ${sign.manner}. The risk to avoid is ${sign.shadow}.`);
        break;
      }
      case 'when': {
        const dated = coming.filter((e) => e.exact.length > 0).slice(0, 3);
        paragraphs.push(dated.length > 0
          ? `${focus} Timing comes from the slow planets crossing it. These are the dates I see: ${dated.map((e) => transitSentence(e, zone)).join(' ')}`
          : `${focus} No slow planet makes an exact aspect to it in the next twelve months, which tells me the timing is in your hands: begin when you feel ready, ideally in the season of your ${ruler.sign} ${ruler.planet}, and expect results through steady steps rather than a single date.`);
        break;
      }
      case 'how':
        paragraphs.push(`${focus} The way forward is through ${sign.gift}. ${house ? `Start ${house.felt}, because that is where this planet works for you.` : ''} ${PLANET_LORE[ruler.planet].advice}`.replace(/\s+/g, ' ').trim());
        break;
      case 'why':
        paragraphs.push(`${focus} Part of the reason lies in ${sign.shadow}: it is the shadow side of a real strength, ${sign.gift}. ${hard > 0 ? `Your ruling planets also carry ${hard} demanding ${hard === 1 ? 'aspect' : 'aspects'}, which makes this an area of growth through friction rather than ease.` : 'Your ruling planets are not under strain, so what blocks you is more habit than fate, and habits can change.'}`);
        break;
      case 'open':
        paragraphs.push(`${focus} It ${sign.manner}. ${house ? `Because it sits in the area of ${house.area}, the answer will show itself ${house.felt}.` : 'Its sign is the clearest guide I have here, and it points to ' + sign.gift + '.'}`);
        break;
    }
    const window = windowSentence(coming, index, zone);
    if (window && kind !== 'when') paragraphs.push(window);
    return { question, form: kind === 'should' ? 'yes-no' : kind, about: '', stance: null, paragraphs };
  });
}

