import type { Planet } from '../../astro/positions';
import type { LifeTheme } from '../question/life-themes';
import { findSignificators, scoreNatalPromise } from './find-significators';
import type { ReadingChart } from './reading-input';
import type { Significator, TransitTestimony } from './testimony';
import type { TransitEvent } from './transits';
import { scoreTransits, weighTransits } from './weigh-transits';

/** Where an option of a which-question is read: its house and the planet that rules its matter by nature. */
interface OptionPlace {
  house: number;
  ruler: Planet;
  /** "the 6th house of health and service" */
  place: string;
}

/**
 * Traditional houses for the options people weigh: medicine is the 6th house of healing and service (Mars rules the
 * surgeon), law and higher learning the 9th (Jupiter), the arts the 5th (Venus), trades of the mind the 3rd (Mercury),
 * money work the 2nd, a post or an offer the 10th (the Sun, for honour and standing; Saturn is the boss, not the post), staying at home the 4th (the Moon), a move far away the 9th.
 * The first rule that matches an option's words places it.
 */
const PLACES: readonly [RegExp, OptionPlace][] = [
  [
    /\b(medicine|medical|doctor|nurs\w*|pharmac\w*|vet|veterinary|dentist\w*|physio\w*)\b/,
    { house: 6, ruler: 'Mars', place: 'the 6th house of healing and service' },
  ],
  [
    /\b(law|lawyer|legal|solicitor|barrister|teach\w*|philosoph\w*|university|abroad|overseas|emigrat\w*)\b/,
    { house: 9, ruler: 'Jupiter', place: 'the 9th house of law, higher learning and far places' },
  ],
  [
    /\b(arts?|music\w*|design\w*|acting|actor|film|fashion|paint\w*|photograph\w*|danc\w*)\b/,
    { house: 5, ruler: 'Venus', place: 'the 5th house of creative work' },
  ],
  [
    /\b(engineer\w*|computer|coding|software|science|math\w*|physics|journalis\w*|writ\w*|marketing)\b/,
    { house: 3, ruler: 'Mercury', place: 'the 3rd house of skills of the mind' },
  ],
  [
    /\b(business|finance|economics|accounting|bank\w*|trading|sales)\b/,
    { house: 2, ruler: 'Jupiter', place: 'the 2nd house of earnings' },
  ],
  [
    /\b(stay|staying|remain\w*|current|keep|here|home)\b/,
    { house: 4, ruler: 'Moon', place: 'the 4th house of home and staying put' },
  ],
  [
    /\b(offer|job|post|position|promotion|career|company|move|moving|relocat\w*)\b/,
    { house: 10, ruler: 'Sun', place: 'the 10th house of career and standing' },
  ],
];

export interface OptionReading {
  /** As the visitor wrote it: "study medicine". */
  option: string;
  place: OptionPlace | null;
  /** Its house's ruler, or its natural ruler without a birth time. */
  significator: Significator | null;
  /** Natal condition and the coming year's transits to it, by the same scoring as the themes. */
  score: number;
  /** The coming year's transits to its significators, heaviest first: the reasons given for this option. */
  transits: TransitTestimony[];
}

export interface OptionComparison {
  options: OptionReading[];
  /** The option the chart favours; null when they tie or the chart cannot tell them apart. */
  favoured: OptionReading | null;
  /** Why there is no favourite: 'tie' (scores within a hair) or 'unplaced' (the options share a house or have none). */
  undecided: 'tie' | 'unplaced' | null;
  /**
   * What the options were weighed on: their planets' birth condition and the year's transits ('chart'), or, without a
   * birth time, the year's transits alone ('sky'): a planet of the matter by nature says little by its sign alone.
   */
  basis: 'chart' | 'sky';
}

/** Scores closer than this are a tie, said as one. */
const TIE = 0.25;

function placeOf(option: string): OptionPlace | null {
  const text = option.toLowerCase();
  return PLACES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "study medicine" is weighed and named as "medicine": the verb is the question's, the option its object. */
function optionName(option: string): string {
  return option.replace(/^(to |study |studying |do |doing |go into |become )/i, '');
}

function readOption(
  option: string,
  chart: ReadingChart,
  current: readonly TransitEvent[],
  base: LifeTheme,
): OptionReading {
  const place = placeOf(option);
  const name = optionName(option);
  if (!place) return { option: name, place, significator: null, score: 0, transits: [] };
  const theme: LifeTheme = { ...base, houses: [place.house], naturalRulers: [place.ruler] };
  const significators = findSignificators(chart, theme);
  const transits = weighTransits(current, significators, theme);
  const natal = chart.houses ? scoreNatalPromise(significators, theme) : 0;
  const score = natal + scoreTransits(transits);
  return {
    option: name,
    place,
    significator: significators[0] ?? null,
    score: Math.round(score * 100) / 100,
    transits,
  };
}

/** A which-question's options, each read from its own house, and the one the chart favours if any. */
export function compareOptions(
  options: readonly string[],
  chart: ReadingChart,
  current: readonly TransitEvent[],
  base: LifeTheme,
): OptionComparison {
  const read = options.slice(0, 3).map((o) => readOption(o, chart, current, base));
  const basis = chart.houses ? 'chart' : 'sky';
  const houses = new Set(read.map((r) => r.place?.house ?? null));
  if (read.length < 2 || houses.has(null) || houses.size < read.length)
    return { options: read, favoured: null, undecided: 'unplaced', basis };
  const ranked = [...read].sort((a, b) => b.score - a.score);
  if (ranked[0]!.score - ranked[1]!.score < TIE) return { options: read, favoured: null, undecided: 'tie', basis };
  return { options: read, favoured: ranked[0]!, undecided: null, basis };
}
