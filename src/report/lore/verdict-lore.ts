// The first sentence of an answer: the verdict on what was asked, before any reason. All original to this project.
import type { Stance } from '../synthesis/testimony';

/** A window as the verdict names it: its dates already written out. */
export interface WindowWords {
  /** "from 3 March 2027 to 20 April 2027, exact on 28 March 2027" */
  span: string;
  /** "Jupiter trines your Venus, ruler of your 7th house" */
  what: string;
}

export interface VerdictFacts {
  /** The strongest reason on the side the chart leans to: "Jupiter’s trine to your Venus". */
  lead: string;
  /** For not-yet: the better window; for a no or a yes with effort, the helpful stretch to act in. */
  better: WindowWords | null;
  /** For a yes with effort: the strongest reason on the other side, "Saturn’s square to your Mars". */
  against?: string | null;
}

/**
 * How a matter turns: on the client's own work ("Will I pass my exams"), on a bond both sides must mend ("Is my
 * marriage worth saving"), or on neither. A flat "no" to either reads as a forecast of failure the chart cannot make.
 */
/** What the yes or no is about: the client's effort, a bond both mend, another person's move, or a plain matter. */
export type VerdictKind = 'effort' | 'repair' | 'theirs' | 'plain';

export function yesNoVerdictLines(stance: Stance, f: VerdictFacts, kind: VerdictKind): string[] {
  switch (stance) {
    case 'mixed': {
      // A reason with its role in apposition ("your Sun, ruler of your 11th house") closes the apposition before its verb.
      const lead = f.lead.includes(',') ? `${f.lead},` : f.lead;
      const against = f.against ? (f.against.includes(',') ? `${f.against},` : f.against) : 'what stands in the way';
      const use = f.better ? ` The stretch to use runs ${f.better.span}.` : '';
      if (kind === 'repair')
        return [
          `Yes, it can mend, but not by itself: ${lead} works for it, while ${against} still pulls the other way.${use}`,
        ];
      if (kind === 'effort')
        return [`Yes, if you put in the work: ${lead} opens the way, while ${against} makes it harder going.${use}`];
      return [
        `Yes, but not easily: ${lead} works for it, while ${against} pulls the other way, so it comes with effort rather than by itself.${use}`,
      ];
    }
    case 'yes':
      return [
        `Yes: the chart backs this in the time you ask about. Its strongest witness is ${f.lead}.`,
        `Yes. What helps outweighs what hinders here, and the first witness for it is ${f.lead}.`,
      ];
    case 'not-yet': {
      const lead = f.lead.includes(',') ? `${f.lead},` : f.lead;
      return f.better
        ? [
            `Not yet: the better time runs ${f.better.span}, when ${f.better.what}; until then ${lead} holds it back.`,
            `Not yet. For now ${lead} weighs on it; the door opens ${f.better.span}, when ${f.better.what}.`,
          ]
        : [`Not yet: ${lead} weighs on it now, and the ground needs preparing before the decisive step.`];
    }
    case 'caution': {
      const opening =
        kind === 'repair'
          ? 'The time to make that change is'
          : kind === 'effort'
            ? 'Work pays most'
            : kind === 'theirs'
              ? 'If it is to move, the likelier stretch runs'
              : 'If you go ahead regardless, the easier stretch runs';
      const then = f.better ? ` ${opening} ${f.better.span}, when ${f.better.what}.` : '';
      if (kind === 'repair')
        return [
          `Not without a change on both sides: for now what hinders weighs more than what helps, and the heaviest of it is ${f.lead}.${then}`,
        ];
      if (kind === 'effort')
        return [
          `Not without a real push: for now what hinders weighs more than what helps, the heaviest weight is ${f.lead}, and steady work is what turns it.${then}`,
        ];
      // Another person's move is not the client's to change: no "the chart asks for a change before a yes".
      if (kind === 'theirs')
        return [
          `No, not as things stand: what hinders weighs more than what helps, and the heaviest of it is ${f.lead}.${then}`,
        ];
      return [
        `No, not as things stand: what hinders weighs more than what helps, and the heaviest of it is ${f.lead}.${then}`,
        `No, not on the present terms: the chart asks for a change before a yes, and its strongest voice here is ${f.lead}.${then}`,
      ];
    }
  }
}

/** A bet (crypto, gambling, a venture with the savings) is never a yes: a chart cannot promise one. */
export function betVerdictLines(f: VerdictFacts, supported: boolean): string[] {
  return supported
    ? [
        `No. Even with ${f.lead} in your favour, a chart cannot promise a bet, and money you cannot afford to lose should not ride on one.`,
      ]
    : [
        `No. A chart cannot promise a bet, and yours adds to the risk: its strongest voice here is ${f.lead}. Money you cannot afford to lose should stay out of it.`,
      ];
}

/** Lending to someone close: the money and the bond are at risk together, so never a plain yes. */
export function lendingVerdictLines(lead: string): string[] {
  return [
    `No, not from money you need: a loan to someone close puts the money and the bond at risk together, and the chart’s strongest voice here is ${lead}. If you want to help, give what you could afford never to see again.`,
  ];
}

/** Medication: the doctor decides; the answer never suggests stopping or changing a treatment. */
export function medicationVerdictLines(): string[] {
  return [
    'That is a decision only your doctor can make with you: please do not stop, reduce or change a medicine on the strength of a chart, and talk to them before you change anything.',
  ];
}

/**
 * Another person's happiness or recovery: no chart promises it, and the client's chart shows their side of it and its
 * seasons, read from that person's house.
 */
export function othersVerdictLines(
  person: string,
  place: string,
  picture: { body: string; contact: string; brings: string } | null,
  health: boolean,
  better: WindowWords | null,
  harder: WindowWords | null,
): string[] {
  const refusal = health
    ? `No chart can promise anyone’s recovery, and I will not pretend to for ${person}`
    : `A chart cannot look inside another person’s life for certain, so I will not give you a yes or no about ${person}`;
  const seasons = [
    better ? `the kinder stretch runs ${better.span}, when ${better.what}` : null,
    harder ? `the harder one ${harder.span}, when ${harder.what}` : null,
  ].filter((s): s is string => s !== null);
  // The picture first (what the bond or the illness is like in the chart), then its seasons.
  if (picture) {
    const when = seasons.length > 0 ? ` In your chart ${seasons.join(', and ')}.` : '';
    return [
      `${refusal}. What your chart shows of it is read from ${place}. ${picture.body} ${picture.contact} in your birth chart, which brings ${picture.brings}: take that as the side of it to meet with patience rather than worry.${when}`,
    ];
  }
  const when = seasons.length > 0 ? `; in your chart ${seasons.join(', and ')}` : '';
  return [`${refusal}. What your chart shows of it is read from ${place}${when}.`];
}

/** A treatment or operation: the doctor sets it; the chart may only say which stretch is easier if there is a choice. */
export function treatmentVerdictLines(easier: WindowWords | null): string[] {
  return easier
    ? [
        `Whether and when is your doctor’s decision; if their calendar leaves you a choice, the chart’s easier stretch runs ${easier.span}, when ${easier.what}.`,
      ]
    : [
        'Whether and when is your doctor’s decision, and the chart shows no stretch in the coming year that is clearly easier than another, so follow their timing and plan an unhurried recovery.',
      ];
}

export function whenVerdictLines(best: WindowWords | null, horizon: string): string[] {
  return best
    ? [`The clearest time is ${best.span}, when ${best.what}.`, `Your best window runs ${best.span}: ${best.what}.`]
    : [
        `No clearly helpful window opens before ${horizon}: the slow planets do not favour this question in the coming twelve months, so its timing rests on your own steps more than on the sky.`,
      ];
}

export function whyVerdictLines(lead: string, clause: string): string[] {
  return [
    `The reason your chart shows is ${lead}: ${clause}.`,
    `Your chart points to ${lead}, and it explains much of this: ${clause}.`,
  ];
}

export function howVerdictLines(step: string, witness: string, approach: string): string[] {
  return [`${step} This question is ruled by ${witness}; that planet works best when you ${approach}.`];
}

export function openVerdictLines(lead: string, clause: string): string[] {
  return [`What your chart shows first is ${lead}: ${clause}.`, `The chart’s main word on this is ${lead}: ${clause}.`];
}

export interface OptionWords {
  option: string;
  /** "Saturn in its detriment in Cancer" */
  witness: string;
  /** "your 6th house of healing and service", or null when read from its natural ruler alone (no birth time). */
  place: string | null;
}

function readFrom(o: OptionWords): string {
  return o.place
    ? `${o.option} is read from ${o.place}, ruled by ${o.witness}`
    : `${o.option} is read from ${o.witness}`;
}

export function whichVerdictLines(
  favoured: OptionWords | null,
  other: OptionWords | null,
  undecided: 'tie' | 'unplaced' | null,
  options: string,
  /** Every option's reading, for a tie: each is named with where it was read. */
  placed: readonly OptionWords[] = [],
  /** What the favourite won on: its planet's condition ('chart') or, without a birth time, the year's sky ('sky'). */
  basis: 'chart' | 'sky' = 'chart',
): string[] {
  // The options are quoted as the client wrote them: "the chart favours stay in Manchester" would bend their words.
  if (favoured && other) {
    const quoted = (o: OptionWords) => ({ ...o, option: `“${o.option}”` });
    const [f, o] = [quoted(favoured), quoted(other)];
    return [
      basis === 'sky'
        ? `Of the two, the coming year favours ${f.option}: ${readFrom(f)}, and the slow planets work for that planet more than for the one of ${o.option}, which ${readFrom(o).slice(o.option.length + 1)}.`
        : `Of the two, the chart favours ${f.option}: ${readFrom(f)}, and that planet is in better shape than the one for ${o.option}, which ${readFrom(o).slice(o.option.length + 1)}.`,
    ];
  }
  if (undecided === 'tie' && placed.length >= 2)
    return [
      `Neither is clearly ahead: ${placed.map((o) => `${readFrom({ ...o, option: `“${o.option}”` })}`).join(', and ')}, and the two come out level, so the choice rests on what you want more than on the stars.`,
    ];
  if (undecided === 'tie')
    return [
      `Neither is clearly ahead: ${options} come out level in your chart, so the choice rests on what you want more than on the stars.`,
    ];
  return [
    `Neither ${options} can be told apart by name in a chart, so I will not pretend to pick one; what it does show is how well supported a decision of this kind is now.`,
  ];
}
