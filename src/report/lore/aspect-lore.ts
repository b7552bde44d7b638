import type { Sign } from '../../domain/astrology';
import type { AspectKind } from '../synthesis/aspect-geometry';
import { SIGN_FACTS } from '../synthesis/sign-facts';
import type { MajorAspect } from '../synthesis/reading-input';
import type { ConjunctionNature } from './aspect-pair-lore';
import { formatDegree } from './format';
import { ordinal } from './house-lore';
import { capitalise } from './planet-lore';
import { pickTemplate } from './pick-template';
import { SIGN_LORE } from './sign-lore';
import type { Voice } from './voice';

/** A body as the aspect chapter places it: Sun in Leo, in the 5th house when the birth time is known. */
export interface PlacedName {
  name: string;
  sign: Sign;
  house: number | null;
}

type PairLine = (a: string, b: string) => string;

/** What each aspect asks of you; every line names both bodies, so no two aspects share a sentence. */
const COUNSEL: Record<MajorAspect, readonly PairLine[]> = {
  Conjunction: [
    (a, b) =>
      `Because ${a} and ${b} act as one in you, ask which of them is speaking when this part of you stirs; the question alone gives you a good deal of control.`,
    (a, b) =>
      `You rarely feel ${a} without ${b}, so treat them as a team with one job and give that team a clear task.`,
    (a, b) =>
      `Where ${a} and ${b} meet, you are more intense than you may realise; others feel this point in you before you name it.`,
  ],
  Sextile: [
    (a, b) =>
      `The sextile between ${a} and ${b} is an unlocked door rather than an open one: a little deliberate effort brings a reward out of proportion to it.`,
    (a, b) =>
      `Conversations and friends often switch on the link between ${a} and ${b}; when someone suggests a new idea, listen for it.`,
    (a, b) =>
      `${capitalise(a)} and ${b} already want to cooperate, so practise the habit that joins them and it becomes a skill.`,
  ],
  Square: [
    (a, b) =>
      `When ${a} and ${b} pull you two ways, do not crown a winner: look for the action that feeds both, even if it is slower.`,
    (a, b) =>
      `Much of your drive comes from the square between ${a} and ${b}; each time you satisfy both at once, you grow.`,
    (a, b) =>
      `The friction between ${a} and ${b} was loudest in your youth, and it turns, year by year, into determination and skill.`,
  ],
  Trine: [
    (a, b) =>
      `The ease between ${a} and ${b} is a talent that works almost by itself; the only risk is taking it for granted instead of using it on purpose.`,
    (a, b) =>
      `Others may notice how smoothly ${a} and ${b} work in you before you do; lean on it when the rest of life is demanding.`,
    (a, b) =>
      `Things ruled by ${a} and ${b} tend to fall into place when you stop forcing them; that is quiet luck, and it is yours.`,
  ],
  Opposition: [
    (a, b) =>
      `You may feel ${a} and ${b} as a see-saw, and other people may play one end for you; balance, not victory, is the aim.`,
    (a, b) =>
      `The people who provoke you most often carry the side of ${b} or ${a} you neglect; they are mirrors as much as obstacles.`,
    (a, b) =>
      `Swinging between ${a} and ${b} is natural; with time you learn to stand in the middle and draw strength from both ends.`,
  ],
};

/** A conjunction reads by the nature of what it joins. */
const CONJUNCTION_NATURE: Record<ConjunctionNature, readonly PairLine[]> = {
  easy: [
    (a, b) => `This meeting of ${a} and ${b} is a kindly one: it works as a gift you can lean on rather than a test.`,
    (a, b) =>
      `${capitalise(a)} and ${b} sweeten each other, so this conjunction counts among the supports of your chart.`,
    (a, b) => `Joined, ${a} and ${b} bring out each other\u2019s generous side; this is one of the easy places in you.`,
  ],
  hard: [
    (a, b) => `This meeting of ${a} and ${b} is a demanding one: it asks for effort and pays you back in strength.`,
    (a, b) =>
      `${capitalise(a)} and ${b} press on each other, so this conjunction works more like a square than a trine, and is mastered with practice.`,
    (a, b) =>
      `Joined, ${a} and ${b} make a point of pressure in your chart; handled with patience, it becomes your backbone.`,
  ],
  blended: [
    (a, b) =>
      `${capitalise(a)} and ${b} blend rather than agree or argue: this conjunction takes its colour from the sign it falls in and from what you do with it.`,
    (a, b) =>
      `This meeting of ${a} and ${b} is neither a gift nor a test in itself; it is a concentration of energy that your choices tilt one way or the other.`,
    (a, b) =>
      `${capitalise(a)} and ${b} merge into one tone, so this conjunction is as easy or as hard as the use you put it to.`,
  ],
};

/** What the aspect asks of you; aspects of one kind take different templates within a reading. */
export function aspectCounsel(aspect: MajorAspect, a: string, b: string, voice: Voice): string {
  return pickTemplate(voice, `aspect-counsel|${aspect}`, COUNSEL[aspect], a, b);
}

export function conjunctionNatureLines(nature: ConjunctionNature, a: string, b: string): string[] {
  return CONJUNCTION_NATURE[nature].map((line) => line(a, b));
}

/** Whether the conjunction eases, strains or blends, by the nature of the planets it joins. */
export function conjunctionNatureSentence(nature: ConjunctionNature, a: string, b: string, voice: Voice): string {
  return pickTemplate(voice, `aspect-nature|${nature}`, CONJUNCTION_NATURE[nature], a, b);
}

type OrbLine = (degree: string, what: string) => string;

/** How loud the aspect is, by its orb: under one degree, under three, or wider. */
const TIGHTNESS: Record<'tight' | 'close' | 'wide', readonly OrbLine[]> = {
  tight: [
    (d, w) => `At only ${d} from exact, this ${w} is one of the loudest voices in your chart.`,
    (d, w) => `Within ${d} of exact, the ${w} is a signature you will recognise in yourself at once.`,
  ],
  close: [
    (d, w) => `At ${d} from exact, the ${w} is strong enough that you will know it in yourself easily.`,
    (d, w) => `With an orb of ${d}, this ${w} is clearly felt, most of all when either planet is stirred.`,
  ],
  wide: [
    (d, w) => `At ${d} from exact, the ${w} works as a background tone more than a headline.`,
    (d, w) => `With an orb of ${d}, this ${w} is a quieter thread, felt most in the years a transit touches it.`,
  ],
};

/** How loud the aspect is, named by its orb and its bodies. */
export function tightnessSentence(orb: number, aspect: MajorAspect, a: string, b: string, voice: Voice): string {
  const band = orb < 1 ? 'tight' : orb < 3 ? 'close' : 'wide';
  return pickTemplate(
    voice,
    `aspect-orb|${band}`,
    TIGHTNESS[band],
    formatDegree(orb),
    `${aspect.toLowerCase()} of ${a} and ${b}`,
  );
}

function placed(p: PlacedName): string {
  return p.house === null ? `your ${p.name} in ${p.sign}` : `your ${p.name} in ${p.sign} (${ordinal(p.house)} house)`;
}

type PlacedLine = (p1: PlacedName, p2: PlacedName) => string;

/** Every line names both bodies, so two aspects in one sign never share a sentence. */
const SAME_SIGN: readonly PlacedLine[] = [
  (p1, p2) =>
    `Your ${p1.name} and ${p2.name} both sit in ${p1.sign}, which doubles its note of ${SIGN_LORE[p1.sign].gift}, and its risk of ${SIGN_LORE[p1.sign].shadow}.`,
  (p1, p2) => `Sharing ${p1.sign}, your ${p1.name} and ${p2.name} take on its way: each ${SIGN_LORE[p1.sign].manner}.`,
  (p1, p2) =>
    `In ${p1.sign} together, your ${p1.name} and ${p2.name} put ${SIGN_LORE[p1.sign].gift} at the centre of this link.`,
];

const TWO_SIGNS: readonly PlacedLine[] = [
  (p1, p2) =>
    `${capitalise(placed(p1))} brings ${SIGN_LORE[p1.sign].gift}; ${placed(p2)} answers with ${SIGN_LORE[p2.sign].gift}.`,
  (p1, p2) =>
    `${capitalise(placed(p1))} ${SIGN_LORE[p1.sign].manner}, while ${placed(p2)} ${SIGN_LORE[p2.sign].manner}.`,
  (p1, p2) =>
    `With ${placed(p1)} and ${placed(p2)}, the link joins ${SIGN_LORE[p1.sign].gift} with ${SIGN_LORE[p2.sign].gift}; watch for ${SIGN_LORE[p1.sign].shadow}.`,
  (p1, p2) =>
    `${capitalise(placed(p1))} meets ${placed(p2)}, ${SIGN_FACTS[p1.sign].element.toLowerCase()} with ${SIGN_FACTS[p2.sign].element.toLowerCase()}: ${elementBond(p1.sign, p2.sign)}.`,
];

/** Same element, or fire with air and earth with water, understand each other; the rest translate. */
function elementBond(s1: Sign, s2: Sign): string {
  const [e1, e2] = [SIGN_FACTS[s1].element, SIGN_FACTS[s2].element];
  if (e1 === e2) return 'the two speak the same language, so they understand each other without explanation';
  const kin = new Set([`${e1}-${e2}`, `${e2}-${e1}`]);
  if (kin.has('Fire-Air') || kin.has('Earth-Water'))
    return 'different temperaments that feed each other, as air feeds a flame or water a field';
  return `the two have to translate between ${SIGN_LORE[s1].gift} and ${SIGN_LORE[s2].gift}, and the translating is where you learn`;
}

/** Where the two bodies stand: the signs (and houses) that colour the aspect. */
export function signSentence(p1: PlacedName, p2: PlacedName, voice: Voice): string {
  return p1.sign === p2.sign
    ? pickTemplate(voice, 'aspect-signs|same', SAME_SIGN, p1, p2)
    : pickTemplate(voice, 'aspect-signs|two', TWO_SIGNS, p1, p2);
}

type SignPairLine = (aspect: string, s1: Sign, s2: Sign) => string;

const OUT_OF_SIGN: readonly SignPairLine[] = [
  (x, s1, s2) =>
    `This ${x} crosses a sign boundary, ${s1} to ${s2}, so it works less obviously than its degrees suggest and may take time to recognise.`,
  (x, s1, s2) =>
    `Because ${s1} and ${s2} do not usually make a ${x}, this one is \u201cout of sign\u201d: real, but wearing a disguise.`,
];

/** An aspect whose signs do not match its angle (a late degree meeting an early one) works more quietly. */
export function outOfSignSentence(aspect: MajorAspect, s1: Sign, s2: Sign, voice: Voice): string {
  return pickTemplate(voice, 'aspect-out-of-sign', OUT_OF_SIGN, aspect.toLowerCase(), s1, s2);
}

export const ASPECT_COLORS: Record<AspectKind, string> = {
  harmonious: '#2f6fb0',
  challenging: '#c0392b',
  fusing: '#8e6c1f',
};
