import type { Refusal } from './question-frame';

/** Questions no chart can honestly answer, by what they ask; read on the normalised text. */
const REFUSALS: readonly [Refusal, RegExp][] = [
  [
    'death',
    /\b(when (exactly )?will (i|he|she|my \w+) die|how long (does|do|will) (i|he|she|my \w+|it) (have|live)|date of (my |his |her )?death|how (will|do) i die)\b/,
  ],
  [
    'lottery',
    /\b(what|which) (numbers?|scratch ?cards?|horse|team)\b.*\b(play|win|buy|bet)|\b(lotto|lottery) numbers?\b|\bwill (bitcoin|btc|the market|stocks?|gold) (hit|reach)\b/,
  ],
  [
    'diagnosis',
    /\b(is|are) (the|this|my|it) (\w+ ){0,4}(cancer|tumou?r|malignant|benign)\b|\b(does|do|did) (i|he|she|my \w+) have (cancer|diabetes|a tumou?r|\w+ disease)\b|\bis my \w+ (from|caused by)\b|\bwill my scans? (be )?clear\b|\bborn with\b/,
  ],
  [
    'medication',
    /\bshould i (try|take|stop|quit|start|go off|come off|go with) (\w+ ){0,3}(ozempic|meds|medication|pills|insulin|antidepressants?|statins?|ayurveda|allopathy|chemo\w*)\b|\b(ayurveda|allopathy|homeopathy) or\b/,
  ],
  ['baby-sex', /\b(boy or (a )?girl|girl or (a )?boy|sex of (my|the) baby|gender of (my|the) baby)\b/],
  ['secret', /\bwhat is (he|she) hiding\b|\bread (his|her) mind\b/],
];

/** Gentle words for each: what the reading will do instead. */
export const REFUSAL_NOTES: Record<Refusal, string> = {
  death:
    'No chart can honestly name a date of death, and I will not guess one. I can look at how to care for yourself and the people you love in this time.',
  lottery:
    'A chart cannot pick numbers or prices, and a reading that claimed to would mislead you. I can look at your relationship with money and risk instead.',
  diagnosis:
    'Only a doctor and the tests can say what this is. I can look at how to meet this time with strength while you wait for their answer.',
  medication:
    'Whether to start, stop or change a treatment is a decision for you and your doctor, not for the stars. I can look at the season you are in while you decide with them.',
  'baby-sex':
    'A chart cannot tell a baby’s sex with certainty; a scan can. I can look at the months ahead for you and the baby.',
  secret: 'A chart cannot read another person’s private mind. I can look at what the relationship asks of you.',
};

/** Why a chart cannot answer this question, or null when it can. */
export function findRefusal(text: string): Refusal | null {
  return REFUSALS.find(([, words]) => words.test(text))?.[0] ?? null;
}
