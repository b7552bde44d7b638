import type { Sign } from '../../domain/astrology';
import type { Adviser } from '../question/life-themes';
import type { Body, MajorAspect, SlowBody } from '../synthesis/reading-input';
import type { Dignity } from '../synthesis/sign-facts';
import type { Effect } from '../synthesis/testimony';

// Every function here returns the variants of one slot, already filled with this chart's specifics;
// the answer writer chooses among them with the reading's Voice.

/** What each house holds, short enough to follow "your 7th house of". Index 0 is the 1st house. */
export const HOUSE_TOPIC: readonly string[] = [
  'self and body',
  'money and worth',
  'daily mind and siblings',
  'home and family',
  'children, romance, pleasure and risk',
  'work and health',
  'partnership',
  'shared money and deep change',
  'travel, study and belief',
  'career and standing',
  'friends and hopes',
  'retreat and the hidden life',
];

export const ASPECT_WORDS: Record<MajorAspect, { verb: string; gerund: string; noun: string }> = {
  Conjunction: { verb: 'joins', gerund: 'joining', noun: 'conjunction' },
  Sextile: { verb: 'sextiles', gerund: 'sextiling', noun: 'sextile' },
  Square: { verb: 'squares', gerund: 'squaring', noun: 'square' },
  Trine: { verb: 'trines', gerund: 'trining', noun: 'trine' },
  Opposition: { verb: 'opposes', gerund: 'opposing', noun: 'opposition' },
};

export const DIGNITY_WORDS: Record<Dignity, string> = {
  domicile: 'at home',
  exaltation: 'exalted',
  detriment: 'in its detriment',
  fall: 'in its fall',
};

/** What a body brings into a contact when it helps and when it hinders; noun phrases. */
const BODY_NATURE: Record<Body, Record<Effect, string>> = {
  Sun: { support: 'vitality and a clear sense of purpose', tension: 'pride and a clash of wills' },
  Moon: { support: 'emotional ease and good instincts', tension: 'changing moods and unsettled feelings' },
  Mercury: { support: 'clear thinking and useful conversations', tension: 'misunderstandings and second thoughts' },
  Venus: { support: 'warmth, goodwill and a sense of worth', tension: 'indulgence and the wish to please' },
  Mars: { support: 'drive and the courage to act', tension: 'haste, friction and quarrels' },
  Jupiter: { support: 'generosity, growth and good fortune', tension: 'overreach and promises too large to keep' },
  Saturn: { support: 'patience and staying power', tension: 'delays, doubts and heavy duties' },
  Uranus: { support: 'fresh ideas and welcome change', tension: 'sudden upsets and restlessness' },
  Neptune: { support: 'intuition and compassion', tension: 'confusion and wishful thinking' },
  Pluto: { support: 'depth and the power to renew', tension: 'power struggles and hard endings' },
  'North Node': { support: 'a strong sense of direction', tension: 'a pull between old habits and new growth' },
  'South Node': { support: 'old skills to draw on', tension: 'old habits that hold you back' },
  Chiron: { support: 'the wisdom of an old wound that has healed', tension: 'an old wound that still aches' },
};

/** What a slow planet's transit does, by whether it helps or hinders; verb phrases in the third person. */
const TRANSIT_SEASON: Record<SlowBody, Record<Effect, readonly string[]>> = {
  Jupiter: {
    support: ['opens doors and brings helpful people', 'widens your options and lifts your confidence'],
    tension: ['tempts you to overreach', 'inflates hopes faster than the facts can follow'],
  },
  Saturn: {
    support: ['rewards steady work with something solid', 'brings structure and serious commitment'],
    tension: ['brings delays and asks for patience', 'tests your plans against hard facts'],
  },
  Uranus: {
    support: ['brings a welcome surprise or an opening', 'frees you to try a new way'],
    tension: ['brings sudden changes that unsettle plans', 'shakes loose whatever had become fixed'],
  },
  Neptune: {
    support: ['brings inspiration and a softer heart', 'sharpens intuition and compassion'],
    tension: ['blurs the facts and invites wishful thinking', 'clouds judgement, so details need checking twice'],
  },
  Pluto: {
    support: ['gives you quiet power to change things', 'deepens your resolve'],
    tension: ['forces an ending or a struggle for control', 'brings pressure that transforms whatever it touches'],
  },
};

/**
 * What a slow planet's contact at the time of a past event says of it, for "In August 2026, Pluto was squaring your
 * Moon: ...". Each planet has its own signature, so the client hears why that transit fits what happened.
 */
const PAST_SIGNATURE: Record<SlowBody, Record<Effect, string>> = {
  Jupiter: {
    support: 'Jupiter’s opening, the kind of transit that brings a welcome turn or a second chance',
    tension: 'Jupiter’s excess, a time when hopes or demands run further than the facts',
  },
  Saturn: {
    support: 'Saturn’s steadying, a time when commitments are made or confirmed',
    tension: 'Saturn’s weight, the signature of loss, separation and hard limits',
  },
  Uranus: {
    support: 'Uranus’s release, a sudden change that freed something',
    tension: 'Uranus’s jolt, the signature of sudden breaks and changes nobody chose',
  },
  Neptune: {
    support: 'Neptune’s softening, a time of forgiveness and new hope',
    tension: 'Neptune’s fog, a time of exhaustion, confusion or things quietly slipping away',
  },
  Pluto: {
    support: 'Pluto’s quiet power, a deep change you could steer',
    tension: 'Pluto’s pressure, the signature of endings that cannot be undone and of struggles for control',
  },
};

export function pastSignature(transiting: SlowBody, effect: Effect): string {
  return PAST_SIGNATURE[transiting][effect];
}

/** How to act with a planet in each sign; verb phrases that follow "when you". */
const SIGN_APPROACH: Record<Sign, readonly string[]> = {
  Aries: [
    'set a start date and take the first step quickly, before doubt has time to grow',
    'move on one bold action at a time and keep the momentum',
  ],
  Taurus: [
    'build slowly, budget carefully and let the results accumulate',
    'choose the steady, practical route and keep what already works',
  ],
  Gemini: [
    'talk it through with several people and gather information before you choose',
    'try a small version first and learn from the feedback',
  ],
  Cancer: [
    'make sure your home base and the people closest to you are secure first',
    'trust your gut and move at a pace that lets you feel safe',
  ],
  Leo: [
    'put yourself forward openly and let people see your heart in it',
    'lead with confidence and ask for the recognition you have earned',
  ],
  Virgo: [
    'make a detailed plan, check the figures and improve as you go',
    'break the task into small, precise steps and tick them off',
  ],
  Libra: [
    'find the right ally and weigh both sides fairly before you commit',
    'negotiate, compare and choose the option that keeps things in balance',
  ],
  Scorpio: [
    'commit fully, research deeply and keep your plans private until they are ready',
    'look beneath the surface and deal with what is really going on',
  ],
  Sagittarius: [
    'keep the big picture in view and leave room to grow',
    'learn something new and aim high, with a second plan in your pocket',
  ],
  Capricorn: [
    'set a long-term goal with milestones and work toward it patiently',
    'take the responsible route and build a structure that lasts',
  ],
  Aquarius: [
    'try an unconventional approach and draw on your network',
    'think independently and find allies who share your view',
  ],
  Pisces: [
    'listen to your intuition and leave room for rest and reflection',
    'follow what moves you, with someone practical at your side',
  ],
};

/** A planet named in a sentence: "the Moon", "Venus", and their capitalised and possessive forms. */
export interface Named {
  name: string;
  Name: string;
  sign: Sign;
  /** What it stands for in this answer, set off by commas: ", ruler of your 2nd house of money and worth,". */
  role?: string;
}

/** The first way of working a sign asks for, to complete "the way through is to ...". */
export function signApproach(sign: Sign): string {
  return SIGN_APPROACH[sign][0]!;
}

export function approachLines(body: Named, index: number): string[] {
  const [first, second] = SIGN_APPROACH[body.sign];
  const approach = index % 2 === 0 ? first! : second!;
  return [
    `${body.Name} in ${body.sign} works best when you ${approach}.`,
    `With ${body.name} in ${body.sign}, the way through is to ${approach}.`,
    `Your ${body.sign} ${body.name.replace(/^the /, '')} asks you to ${approach}.`,
  ];
}

export function dignityLines(body: Named, dignity: Dignity): string[] {
  const word = DIGNITY_WORDS[dignity];
  const r = body.role ?? '';
  if (dignity === 'domicile' || dignity === 'exaltation') {
    return [
      `${body.Name}${r} stands in ${body.sign}, where it is ${word}, so it works at full strength for you here.`,
      `In ${body.sign}, ${body.name}${r} is ${word}: this part of the answer comes from a planet in good condition.`,
      `${body.Name}${r} is ${word} in ${body.sign}, which gives it the means to deliver what it promises.`,
    ];
  }
  return [
    `${body.Name}${r} is ${word} in ${body.sign}, so it has to work harder and by less direct routes.`,
    `In ${body.sign}, ${body.name}${r} is ${word}: it still acts, but with effort and some detours.`,
    `${body.Name}${r} sits uneasily in ${body.sign}, ${word}, and that slows what it governs.`,
  ];
}

/** What a natal contact's other body feeds into a matter: "sudden upsets and restlessness". */
export function contactNature(other: Body, effect: Effect): string {
  return BODY_NATURE[other][effect];
}

export function contactLines(
  body: Named,
  other: Body,
  otherName: string,
  aspect: MajorAspect,
  effect: Effect | 'mixed',
): string[] {
  const nature = BODY_NATURE[other];
  const r = body.role ?? '';
  if (aspect === 'Conjunction') {
    const brings = effect === 'mixed' ? `${nature.support}, though also ${nature.tension}` : nature[effect];
    return [
      `${body.Name} in ${body.sign}${r} stands together with ${otherName}, which brings ${brings}.`,
      `${otherName.charAt(0).toUpperCase()}${otherName.slice(1)} sits right beside your ${body.sign} ${body.name.replace(/^the /, '')}${r}${r ? '' : ','} adding ${brings}.`,
    ];
  }
  const { verb, noun } = ASPECT_WORDS[aspect];
  const tone: Effect = effect === 'mixed' ? 'support' : effect;
  return [
    `${body.Name} in ${body.sign}${r} ${verb} ${otherName}, and that contact brings ${nature[tone]}.`,
    `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun} from ${otherName} to your ${body.name.replace(/^the /, '')} in ${body.sign}${r} adds ${nature[tone]}.`,
    `${body.Name}${r} makes ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} with ${otherName}, which feeds ${nature[tone]} into this question.`,
  ];
}

export interface TransitFacts {
  transiting: SlowBody;
  aspect: MajorAspect;
  /** "your Venus", "your Ascendant" */
  natal: string;
  effect: Effect;
  /** "exact on 3 March 2026" or "in orb from … to …" */
  timing: string;
  /** The season phrases already used in this answer, so two transits of one planet do not say the same thing. */
  spent?: Set<string>;
}

/** The first of a transit's season phrases not yet used in this answer; it is then marked as used. */
function season(transiting: SlowBody, effect: Effect, spent: Set<string> | undefined): string {
  const phrases = TRANSIT_SEASON[transiting][effect];
  const phrase = phrases.find((x) => !spent?.has(x)) ?? phrases[0]!;
  spent?.add(phrase);
  return phrase;
}

export function transitReasonLines(t: TransitFacts): string[] {
  const { verb, gerund } = ASPECT_WORDS[t.aspect];
  const phrase = season(t.transiting, t.effect, t.spent);
  const timing = `${t.timing.charAt(0).toUpperCase()}${t.timing.slice(1)}`;
  return [
    `${t.transiting} ${verb} ${t.natal} (${t.timing}), and it ${phrase}.`,
    `${timing}, ${t.transiting} ${verb} ${t.natal}: it ${phrase}.`,
    `With ${t.transiting} ${gerund} ${t.natal}, ${t.timing}, the sky ${phrase}.`,
  ];
}

export interface WindowFacts {
  transiting: SlowBody;
  effect: Effect;
  /** "Jupiter trines your Venus, ruler of your 7th house" */
  what: string;
  /** "from 3 March 2027 to 20 April 2027, exact on 28 March 2027" */
  span: string;
  spent?: Set<string>;
}

export function windowLines(w: WindowFacts): string[] {
  const phrase = season(w.transiting, w.effect, w.spent);
  if (w.effect === 'support') {
    return [
      `A helpful stretch runs ${w.span}, as ${w.what}, which ${phrase}.`,
      `${capitalise(w.span)}, ${w.what}: a window that ${phrase}.`,
    ];
  }
  return [
    `Go carefully ${w.span}, when ${w.what}, which ${phrase}.`,
    `The demanding stretch runs ${w.span}: ${w.what}, and it ${phrase}.`,
  ];
}

/** A window another answer of the reading already gave: named once there, referred to here. */
export function sharedWindowLines(what: string, ordinalQuestion: string): string[] {
  return [
    `The window I gave for your ${ordinalQuestion} question, when ${what}, bears on this one too.`,
    `This question shares a window with your ${ordinalQuestion}, the stretch when ${what}, and it touches both.`,
  ];
}

/** The other significators, introduced after the opener. */
export function witnessLines(list: string): string[] {
  return [`Beside it I read ${list}.`, `The chart also speaks through ${list}.`, `I also weighed ${list}.`];
}

/**
 * What an effect means for the question. `against` marks the side the chart does not lean to: its
 * meaning is then told as what it would promise on its own, so a caution never ends in a plain yes.
 */
export function meaningLines(effect: Effect, clause: string, against: boolean): string[] {
  // The weaker side is told as what it offers, not as a promise the verdict then takes back.
  if (effect === 'support' && against)
    return [`There is help too: ${clause}.`, `Not everything weighs against it: ${clause}.`];
  // The matter is not named again ("On your in-laws, the caution is ..."): the question above already says it.
  return effect === 'support'
    ? [`In plain words, ${clause}.`, `What this means for you: ${clause}.`]
    : [`The harder side is that ${clause}.`, `The other side of it: ${clause}.`];
}

export interface FrameFacts {
  /** As the visitor wrote it: "this spring". */
  phrase: string;
  /** The frame's first day, formatted. */
  from: string;
  /** The frame's last day, formatted. */
  to: string;
  /** The last day the chart was followed, formatted. */
  horizon: string;
}

export function frameBeyondLines(f: FrameFacts): string[] {
  return [
    `I read “${f.phrase}” as ${f.from} to ${f.to}. I follow the slow planets day by day to ${f.horizon}; for the months after that, only your birth chart speaks, and it gives tendencies rather than dates.`,
  ];
}

export function frameWithinLines(f: FrameFacts): string[] {
  return [`I read “${f.phrase}” as ${f.from} to ${f.to}.`, `By “${f.phrase}” I understood ${f.from} to ${f.to}.`];
}

export function frameEmptyLines(f: FrameFacts, nearest: string | null): string[] {
  const after = nearest ? ` The nearest contact falls outside it: ${nearest}.` : '';
  return [
    `Inside “${f.phrase}” (${f.from} to ${f.to}) no slow planet touches these points, so that stretch is shaped more by your own steps than by the sky.${after}`,
    `The sky is quiet over “${f.phrase}”, ${f.from} to ${f.to}, for this question: no slow planet makes a contact there, and what happens rests on your choices.${after}`,
  ];
}

export function quietYearLines(about: string, names: string): string[] {
  return [
    `No slow planet touches ${names} in the coming twelve months, so for ${about} the year is shaped by your own steps more than by outside timing.`,
    `The slow planets leave ${names} alone this year: for ${about} that means no outside push, and no outside obstacle either.`,
  ];
}

export function adviserLines(adviser: Adviser, about: string): string[] {
  switch (adviser) {
    case 'doctor':
      return [
        `Your doctor decides about ${about}, not the stars: take the chart as a guide to timing and mood, and medical advice as the guide to your body.`,
        `Please treat what I say as a companion to medical advice, never a replacement; on ${about}, your doctor has the last word.`,
        `Whatever the chart shows, the person who decides about ${about} is your doctor, who knows your body and your history.`,
      ];
    case 'lawyer':
      return [
        `On ${about}, a lawyer decides what is possible and wise; the chart can help with timing and nerve, never with the law itself.`,
        `Take the legal side of ${about} to a lawyer before you act; the stars describe the weather, and a lawyer reads the contract.`,
        `For ${about}, please let a qualified lawyer guide each formal step; what I offer is perspective, not legal advice.`,
      ];
    case 'financial adviser':
      return [
        `With ${about}, a financial adviser who can see your real figures should have the final say; the chart speaks of timing and temperament, not of numbers.`,
        `Before any money moves on ${about}, sit down with a financial adviser; I can tell you about the season, they can tell you about the sums.`,
        'Before any real money moves, let a qualified financial adviser check the plan; astrology is no substitute for that.',
      ];
  }
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The coming year's key transit for the chosen subject. */
export function subjectYearLines(t: TransitFacts, label: string): string[] {
  const { verb } = ASPECT_WORDS[t.aspect];
  const [first, second] = TRANSIT_SEASON[t.transiting][t.effect];
  return [
    `In the coming year ${t.transiting} ${verb} ${t.natal} (${t.timing}), and for ${label} it ${first}.`,
    `The year’s key moment for ${label}: ${t.transiting} ${verb} ${t.natal}, ${t.timing}, which ${second}.`,
  ];
}

export function subjectQuietYearLines(label: string, planets: string): string[] {
  return [
    `No slow planet touches ${planets} in the coming twelve months, so the year’s results in ${label} rest on your own initiative more than on timing.`,
    `The slow planets leave ${planets} alone this year: for ${label}, what you start is what grows.`,
  ];
}
