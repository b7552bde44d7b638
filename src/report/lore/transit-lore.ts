import { ASPECT_GEOMETRY } from '../synthesis/aspect-geometry';
import type { AspectKind } from '../synthesis/aspect-geometry';
import { formatDay } from './format';
import type { MajorAspect, SlowBody } from '../synthesis/reading-input';
import type { TransitEvent } from '../synthesis/transits';
import { pickTemplate } from './pick-template';
import type { Voice } from './voice';

/** What each slow planet brings by transit, by the kind of aspect it makes; two ways to say each. */
const TRANSIT_MEANING: Record<SlowBody, Record<AspectKind, readonly [string, string]>> = {
  Jupiter: {
    harmonious: ['a season of luck, generosity and open doors', 'help arrives more readily than usual, so ask for it'],
    challenging: [
      'big appetites and big promises, where the only danger is overdoing it',
      'a stretch when you are tempted to say yes to everything, so choose',
    ],
    fusing: ['the start of a new twelve-year chapter of growth', 'a fresh cycle of confidence and expansion begins'],
  },
  Saturn: {
    harmonious: [
      'steady, earned progress that others begin to notice',
      'a good time to formalise, sign and build on what already works',
    ],
    challenging: [
      'a reality check that rewards patience and honest effort',
      'a test of what is solid, and a push to mend what is not',
    ],
    fusing: [
      'a time to commit, simplify and build something to last',
      'a season of responsibility that sets the next seven years',
    ],
  },
  Uranus: {
    harmonious: ['welcome surprises and a fresh taste of freedom', 'a chance to change something on your own terms'],
    challenging: [
      'sudden changes that shake loose whatever had become stuck',
      'jolts that are easier to ride when you keep your plans flexible',
    ],
    fusing: [
      'an awakening: a part of you asks to be lived differently',
      'a break with routine that frees something long held in',
    ],
  },
  Neptune: {
    harmonious: [
      'inspiration, compassion and unusually vivid intuition',
      'a gentle softening in which imagination serves you well',
    ],
    challenging: [
      'a foggy, idealistic stretch where it pays to check facts twice',
      'a time when tiredness or confusion asks for rest and clear agreements',
    ],
    fusing: [
      'a dreamy, spiritual season that softens old certainties',
      'a slow dissolving of what no longer fits, with inspiration in its place',
    ],
  },
  Pluto: {
    harmonious: ['quiet empowerment and the courage to go deeper', 'a deep, steady renewal that you can steer'],
    challenging: [
      'an ending or a struggle for control that clears the way for renewal',
      'pressure that strips away what is no longer true',
    ],
    fusing: [
      'a profound transformation you will look back on as a turning point',
      'a rebirth that takes its time and changes you at the root',
    ],
  },
};

const VERBS: Record<MajorAspect, readonly [string, string]> = {
  Conjunction: ['meets', 'joins'],
  Sextile: ['opens a door for', 'sextiles'],
  Square: ['squares', 'challenges'],
  Trine: ['trines', 'smooths the way for'],
  Opposition: ['opposes', 'stands opposite'],
};

type PointLine = (planet: string) => string;

/** What a transit means for the natal point it touches: love and worth for Venus, career for the Midheaven. */
const POINT_EFFECT: Record<string, Record<AspectKind, readonly [PointLine, PointLine]>> = {
  Sun: {
    harmonious: [
      (p) =>
        `With ${p} supporting your Sun, your vitality and confidence rise: put yourself forward for what you want.`,
      (p) => `${p} lends your sense of purpose some wind in its sails, so start the project that carries your name.`,
    ],
    challenging: [
      (p) =>
        `With ${p} testing your Sun, your energy and self-belief are asked to prove themselves; pace yourself and protect your rest.`,
      (p) => `${p} leans on your sense of who you are, so expect to defend your direction, and to refine it.`,
    ],
    fusing: [
      (p) => `${p} on your Sun marks a chapter about you: your identity, your health and the goals you claim.`,
      (p) => `When ${p} sits on your Sun, the year turns around your own path; it is time to be seen.`,
    ],
  },
  Moon: {
    harmonious: [
      (p) => `With ${p} easing your Moon, home and family feel more settled, and your moods steadier.`,
      (p) => `${p} gently supports your feelings, a good time to improve your home or mend a family bond.`,
    ],
    challenging: [
      (p) =>
        `With ${p} stirring your Moon, feelings and family matters ask for attention; look after your sleep and your nest.`,
      (p) => `${p} unsettles your emotional routines, so expect changes at home and be patient with your moods.`,
    ],
    fusing: [
      (p) => `${p} on your Moon brings your private life to the fore: home, family and what makes you feel safe.`,
      (p) => `With ${p} sitting on your Moon, your emotional needs are changing, and it helps to say them aloud.`,
    ],
  },
  Mercury: {
    harmonious: [
      (p) => `${p} favours your Mercury: study, writing, contracts and conversations go well.`,
      (p) => `With ${p} helping your Mercury, ideas flow and negotiations open up; put your plans in writing.`,
    ],
    challenging: [
      (p) => `With ${p} pressing on your Mercury, decisions and paperwork need extra care; read twice, sign once.`,
      (p) => `${p} tests your thinking and your words, so talk things through before you commit.`,
    ],
    fusing: [
      (p) =>
        `${p} on your Mercury changes the way you think and speak; a course, a new skill or a key conversation belongs here.`,
      (p) => `With ${p} meeting your Mercury, your mind is busy with new plans, and learning pays off.`,
    ],
  },
  Venus: {
    harmonious: [
      (p) =>
        `With ${p} favouring your Venus, love and friendship flow more easily, and so does money spent on beauty or pleasure.`,
      (p) => `${p} sweetens your Venus: a good season to meet people, to reconcile, or to ask for what you are worth.`,
    ],
    challenging: [
      (p) =>
        `With ${p} pressing on your Venus, love and self-worth come under review; a relationship or your spending asks for honesty about what you truly value.`,
      (p) =>
        `${p} tests your Venus, the planet of love and worth, so expect questions about what you give, what you receive and what you will no longer accept.`,
    ],
    fusing: [
      (p) => `${p} on your Venus puts love, beauty and money at the centre of this period.`,
      (p) =>
        `With ${p} meeting your Venus, your heart and your values are being reshaped; let your taste and your relationships evolve.`,
    ],
  },
  Mars: {
    harmonious: [
      (p) =>
        `With ${p} supporting your Mars, your energy is strong and well directed: a good time to start, compete or train.`,
      (p) => `${p} fuels your Mars, so effort brings results and courage comes easily.`,
    ],
    challenging: [
      (p) =>
        `With ${p} pressing on your Mars, frustration and fatigue can alternate; channel the energy into exercise and one clear goal.`,
      (p) => `${p} tests your drive, so watch for conflict and haste, and look after your body.`,
    ],
    fusing: [
      (p) => `${p} on your Mars brings a surge of drive, and a cause or project to pour it into.`,
      (p) => `With ${p} meeting your Mars, your ambitions and your physical energy change gear.`,
    ],
  },
  Jupiter: {
    harmonious: [
      (p) => `${p} favours your Jupiter: teachers, travel and opportunities for growth appear.`,
      (p) => `With ${p} supporting your Jupiter, your faith in the future is rewarded; widen your horizons.`,
    ],
    challenging: [
      (p) => `With ${p} testing your Jupiter, your plans for growth need realism; do fewer things, better.`,
      (p) => `${p} challenges your Jupiter, so beliefs and big plans are reviewed, and the sound ones survive.`,
    ],
    fusing: [
      (p) => `${p} on your Jupiter opens a new chapter of learning, travel or belief.`,
      (p) => `With ${p} meeting your Jupiter, your sense of meaning expands, and a bigger plan takes shape.`,
    ],
  },
  Saturn: {
    harmonious: [
      (p) => `${p} supports your Saturn: long efforts pay off and responsibilities become lighter to carry.`,
      (p) => `With ${p} easing your Saturn, structure and recognition come naturally; consolidate.`,
    ],
    challenging: [
      (p) => `With ${p} pressing on your Saturn, duties and limits weigh more; keep your commitments realistic.`,
      (p) => `${p} tests your Saturn, the planet of your long lessons, so old fears may resurface for you to master.`,
    ],
    fusing: [
      (p) => `${p} on your Saturn reshapes your responsibilities and ambitions for the long term.`,
      (p) => `With ${p} meeting your Saturn, you review your structures and commitments, keeping what is sound.`,
    ],
  },
  'North Node': {
    harmonious: [
      (p) => `${p} supports your North Node, so people and chances that move you forward appear.`,
      (p) => `With ${p} favouring your North Node, your life\u2019s direction becomes clearer.`,
    ],
    challenging: [
      (p) => `With ${p} at odds with your North Node, you meet a crossroads between habit and growth.`,
      (p) => `${p} tests your direction, so choose the path that stretches you.`,
    ],
    fusing: [
      (p) => `${p} on your North Node marks a step on your life\u2019s path.`,
      (p) => `With ${p} meeting your North Node, fated-feeling encounters point you forward.`,
    ],
  },
  Ascendant: {
    harmonious: [
      (p) => `With ${p} favouring your Ascendant, you come across well, and your body responds to good care.`,
      (p) => `${p} supports your Ascendant, a good time to refresh your image and your health routines.`,
    ],
    challenging: [
      (p) => `With ${p} pressing on your Ascendant, your body and your image ask for attention; rest and routine help.`,
      (p) => `${p} tests your Ascendant, so others may challenge how you present yourself; stay yourself.`,
    ],
    fusing: [
      (p) => `${p} on your Ascendant changes how you meet the world and how you feel in your body.`,
      (p) => `With ${p} crossing your Ascendant, you begin a new personal chapter that others will notice.`,
    ],
  },
  Midheaven: {
    harmonious: [
      (p) => `With ${p} favouring your Midheaven, career and reputation get a lift; apply, present and ask.`,
      (p) => `${p} supports your Midheaven, so your work is noticed by the people who matter.`,
    ],
    challenging: [
      (p) =>
        `With ${p} pressing on your Midheaven, your career or your standing faces a test; keep your integrity and your records in order.`,
      (p) => `${p} challenges your Midheaven, so a change of role or direction at work may be asked of you.`,
    ],
    fusing: [
      (p) => `${p} on your Midheaven puts your career and public life at the centre of this period.`,
      (p) => `With ${p} meeting your Midheaven, your calling comes into focus, and with it new responsibility.`,
    ],
  },
};

export type OutlookArea = 'Love' | 'Wellness' | 'Growth';

/** Whether a transit helps or strains; a conjunction counts by the planet that makes it. */
export type TransitTone = 'easy' | 'hard' | 'mixed';

export function transitKind(event: TransitEvent): AspectKind {
  return ASPECT_GEOMETRY[event.aspect].kind;
}

export function transitTone(event: TransitEvent): TransitTone {
  const kind = transitKind(event);
  if (kind === 'harmonious') return 'easy';
  if (kind === 'challenging') return 'hard';
  if (event.transiting === 'Jupiter') return 'easy';
  return event.transiting === 'Saturn' || event.transiting === 'Pluto' ? 'hard' : 'mixed';
}

export function transitTitle(event: TransitEvent): string {
  return `${event.transiting} ${event.aspect.toLowerCase()} your ${event.natal}`;
}

/** "exact on 3 March 2026" or "in orb from … to …" */
export function transitTiming(event: TransitEvent, zone: string): string {
  if (event.exact.length > 0) {
    const days = event.exact.map((d) => formatDay(d, zone));
    return days.length === 1
      ? `exact on ${days[0]}`
      : `exact on ${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  }
  return `in orb from ${formatDay(event.start, zone)} to ${formatDay(event.end, zone)}`;
}

/** The effect on a natal point without its own texts (none today): read through the transit alone. */
function pointEffect(natal: string, kind: AspectKind): readonly [PointLine, PointLine] {
  return (
    POINT_EFFECT[natal]?.[kind] ?? [
      (p) => `${p} touches your ${natal}, and what it stands for asks for your attention.`,
      (p) => `With ${p} on your ${natal}, give this part of your chart some care.`,
    ]
  );
}

/**
 * Two sentences on one transit: what the slow planet brings, dated, and what that means for the
 * natal point it touches. Each names the planet and the point, so none repeats in a reading.
 */
export function transitSentence(event: TransitEvent, zone: string, voice: Voice): string {
  const kind = transitKind(event);
  const { transiting, aspect, natal } = event;
  const verb = pickTemplate(
    voice,
    `transit-verb|${aspect}`,
    VERBS[aspect].map((v) => () => v),
  );
  const lead = `${transiting} ${verb} your ${natal} (${transitTiming(event, zone)})`;
  const meaning = pickTemplate(
    voice,
    `transit-meaning|${transiting}|${kind}`,
    TRANSIT_MEANING[transiting][kind].map((m) => () => `${lead}: ${m}.`),
  );
  return `${meaning} ${pickTemplate(voice, `transit-point|${natal}|${kind}`, pointEffect(natal, kind), transiting)}`;
}

const OPENING: Record<OutlookArea, readonly ((points: string, count: string) => string)[]> = {
  Love: [
    (pts, n) =>
      `For love, I followed the slow planets across the points of your chart that speak for the heart, and found ${n} to ${pts}.`,
    (pts, n) =>
      `Love first: this year the slow planets make ${n} to ${pts}, the places where your chart keeps its tenderness.`,
    (pts, n) => `Your heart\u2019s year is written in ${n} to ${pts}.`,
  ],
  Wellness: [
    (pts, n) => `For wellness, I followed the transits to the sources of your vitality and found ${n} to ${pts}.`,
    (pts, n) => `Your energy and your body: the coming twelve months bring ${n} to ${pts}.`,
    (pts, n) => `Vitality is read from ${pts}, and this year brings ${n} there.`,
  ],
  Growth: [
    (pts, n) =>
      `For growth, I followed the transits to your mind, your luck, your discipline and your calling, and found ${n} to ${pts}.`,
    (pts, n) => `Your work and your growth: the slow planets make ${n} to ${pts} this year.`,
    (pts, n) => `The year\u2019s lessons and openings are written in ${n} to ${pts}.`,
  ],
};

/** "1 transit", "4 transits": the count, said plainly. */
function countOf(n: number): string {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return `${words[n] ?? String(n)} ${n === 1 ? 'transit' : 'transits'}`;
}

/** "your Venus and your Moon" */
function pointList(points: readonly string[]): string {
  const named = points.map((p) => `your ${p}`);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/** The area's opening, naming the points touched and how many transits reach them. */
export function outlookOpening(area: OutlookArea, points: readonly string[], count: number, voice: Voice): string {
  return voice.pick(
    `outlook-opening|${area}`,
    OPENING[area].map((line) => line(pointList(points), countOf(count))),
  );
}

const QUIET: Record<OutlookArea, readonly string[]> = {
  Love: [
    'No slow planet touches your Venus or your Moon in the coming twelve months. For the heart this is a calm, self-directed year: what grows in love grows from your own choices, not from outside pressure.',
    'The slow planets leave the heart\u2019s points in your chart untouched this year, so love moves at the pace you set; a good year to tend what you already have, or to decide calmly what you want.',
    'Your Venus and your Moon rest this year, unvisited by the slow planets; love will not be forced on you by events, which leaves you free to shape it gently.',
  ],
  Wellness: [
    'No slow planet presses on your Sun or your Mars this year, so your vitality is yours to shape; steady habits will carry you further than dramatic change.',
    'The sources of your energy are left in peace by the slow planets this year, a chance to build the routines of sleep, movement and food that suit you.',
    'This is a quiet year for your vitality: no slow planet crosses your Sun or your Mars, so small daily care counts for more than any grand resolution.',
  ],
  Growth: [
    'The slow planets leave your Mercury, Jupiter, Saturn and career point undisturbed this year: a year to consolidate, study and prepare rather than to leap.',
    'No slow planet touches the points of work and learning in your chart this year, so progress is yours to pace; use the calm to learn a skill or finish what you started.',
    'Work and growth are left to your own initiative this year, with no slow planet pressing or pulling; quiet years like this are when foundations are laid.',
  ],
};

export function quietYear(area: OutlookArea, voice: Voice): string {
  return voice.pick(`outlook-quiet|${area}`, QUIET[area]);
}

const BALANCE: Record<OutlookArea, Record<TransitTone, readonly ((date: string) => string)[]>> = {
  Love: {
    easy: [
      (d) => `On balance the year leans your way in love; say yes when these windows open, the first around ${d}.`,
      (d) => `The heart has more help than strain this year, so reach out, the earliest chance coming around ${d}.`,
    ],
    hard: [
      (d) =>
        `For love this is a year of honest work; the first test comes around ${d}, and what survives it will be stronger.`,
      (d) =>
        `Love asks for effort more than it offers ease this year; from about ${d}, speak plainly and keep your standards kind but clear.`,
    ],
    mixed: [
      (d) =>
        `Love mixes ease and effort this year; from around ${d}, use the gentle weeks to prepare for the demanding ones.`,
      (d) =>
        `The year brings both sweetness and tests in love, beginning around ${d}; take each as it comes and keep talking.`,
    ],
  },
  Wellness: {
    easy: [
      (d) => `Your vitality is well supported this year; start the healthy habit you have been postponing around ${d}.`,
      (d) =>
        `The slow planets favour your energy this year, most of all from around ${d}, so build on it with regular movement and rest.`,
    ],
    hard: [
      (d) =>
        `This is a year to protect your energy, especially from around ${d}: rest before you are tired, and see a doctor about anything that lingers.`,
      (d) =>
        `The year asks more of your body than it gives; from about ${d}, pace yourself, and let a professional check anything that worries you.`,
    ],
    mixed: [
      (d) =>
        `Your energy will rise and dip this year, starting around ${d}; listen to your body and adjust your plans to it.`,
      (d) =>
        `Wellness this year is a matter of rhythm, from around ${d}: push in the strong weeks and rest in the tired ones.`,
    ],
  },
  Growth: {
    easy: [
      (d) => `Work and learning have the wind behind them this year; act on the openings, the first around ${d}.`,
      (d) => `Growth comes more easily than usual; apply, propose and study, beginning around ${d}.`,
    ],
    hard: [
      (d) =>
        `For work this is a year of effort that pays for years; the first test arrives around ${d}, so prepare well ahead.`,
      (d) =>
        `Career and learning ask for persistence this year, from about ${d}; slow progress now is solid progress later.`,
    ],
    mixed: [
      (d) =>
        `Work mixes openings and obstacles this year, from around ${d}; take the chances and learn from the setbacks.`,
      (d) => `Growth this year comes in waves beginning around ${d}; plan for both the pushes and the pauses.`,
    ],
  },
};

/** The closing advice of an area: which way the year leans, with the first date that matters. */
export function balanceAdvice(area: OutlookArea, tone: TransitTone, date: string, voice: Voice): string {
  return voice.pick(
    `outlook-balance|${area}`,
    BALANCE[area][tone].map((line) => line(date)),
  );
}
