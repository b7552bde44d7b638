import { describe, expect, it } from 'vitest';

import type { Sign } from '../../domain/astrology';
import { THEMES } from '../question/life-themes';
import type { QuestionForm, QuestionReading } from '../question/question-reading';
import type { ThemeId } from '../question/theme-ids';
import { formatDay } from '../lore/format';
import { Voice } from '../lore/voice';
import { readingChart } from '../synthesis/chart-adapter';
import type { Body, MajorAspect, PlanetPosition, SlowBody } from '../synthesis/reading-input';
import { dignityOf } from '../synthesis/sign-facts';
import type {
  Effect,
  Reason,
  Significator,
  SignificatorRole,
  Stance,
  Testimony,
  TimingWindow,
  TransitTestimony,
} from '../synthesis/testimony';
import { NOW, ROME } from '../synthesis/test-fixtures';
import type { AnswerContext } from './answer-questions';
import { countWords, writeAnswer } from './write-answer';

const ZONE = 'Europe/Rome';
const CHART = readingChart(ROME);

function significator(
  body: Body,
  sign: Sign,
  house: number | null,
  role: SignificatorRole,
  ruled: number | null = null,
): Significator {
  const position: PlanetPosition = { planet: body, sign, degree: 12, house, retrograde: false, lon: 0, speed: 1 };
  return {
    body,
    role,
    house: role === 'natural-ruler' ? null : (ruled ?? house),
    position,
    dignity: dignityOf(body, sign),
    contacts: [],
    score: 0,
  };
}

function transit(
  transiting: SlowBody,
  aspect: MajorAspect,
  natal: string,
  effect: Effect,
  from: string,
  to: string,
  exact: string,
): TransitTestimony {
  return {
    event: {
      transiting,
      aspect,
      natal,
      start: new Date(from),
      end: new Date(to),
      exact: [new Date(exact)],
      closest: new Date(exact),
    },
    effect,
    weight: 2,
  };
}

function windowOf(t: TransitTestimony): TimingWindow {
  return {
    from: t.event.start,
    to: t.event.end,
    exact: t.event.exact,
    peak: t.event.exact[0]!,
    effect: t.effect,
    transit: t,
    loop: { passes: 1, index: 0, exact: t.event.exact },
  };
}

function question(
  text: string,
  form: QuestionForm,
  theme: ThemeId,
  topic: string,
  extra: Partial<QuestionReading> = {},
): QuestionReading {
  return {
    text,
    form,
    themes: [theme],
    topic,
    people: [],
    places: [],
    timeFrame: null,
    adviser: THEMES[theme].adviser,
    frame: {
      who: 'self',
      house: 1,
      form: form,
      options: [],
      // A health theme stakes health, as the frame reader marks it; a doctor is named only then.
      stakes: THEMES[theme].adviser === 'doctor' ? ['health'] : [],
      answerable: true,
      refusal: null,
      sure: { who: true, matter: true },
    },
    ...extra,
  };
}

/** A testimony with one of each kind of reason, two windows and, for not-yet, a better window. */
function testimony(q: QuestionReading, stance: Stance | null, signs: [Sign, Sign] = ['Taurus', 'Leo']): Testimony {
  const main = significator('Venus', signs[0], 11, 'house-ruler', 7);
  const second = significator('Mars', signs[1], 5, 'natural-ruler');
  const helpful = transit(
    'Jupiter',
    'Trine',
    'Venus',
    'support',
    '2026-06-02T12:00:00Z',
    '2026-07-20T12:00:00Z',
    '2026-06-28T12:00:00Z',
  );
  const hard = transit(
    'Saturn',
    'Square',
    'Mars',
    'tension',
    '2026-02-10T12:00:00Z',
    '2026-04-01T12:00:00Z',
    '2026-03-05T12:00:00Z',
  );
  const contact = {
    other: 'Saturn' as Body,
    aspect: 'Opposition' as MajorAspect,
    orb: 2.4,
    effect: 'tension' as const,
  };
  const reasons: Reason[] = [
    { effect: 'support', source: { kind: 'dignity', significator: { ...main, dignity: 'domicile' } } },
    { effect: 'tension', source: { kind: 'contact', significator: second, contact } },
    { effect: 'support', source: { kind: 'transit', transit: helpful } },
    { effect: 'tension', source: { kind: 'transit', transit: hard } },
  ];
  const windows = [windowOf(hard), windowOf(helpful)];
  return {
    question: q,
    theme: q.themes[0]!,
    significators: [main, second],
    natalScore: 1,
    transits: [hard, helpful],
    transitScore: 0,
    windows,
    stance,
    betterWindow: stance === 'not-yet' ? windows[1]! : null,
    reasons: stance === 'yes' || stance === 'mixed' ? reasons : [...reasons].reverse(),
    comparison: null,
  };
}

function context(extra: Partial<AnswerContext> = {}): AnswerContext {
  return {
    chart: CHART,
    name: 'Elena',
    subject: 'love',
    questions: [],
    additionalInfo: null,
    birthDate: ROME.birthDate,
    transits: [],
    now: NOW,
    zone: ZONE,
    told: [],
    uncertainties: [],
    circumstances: [],
    ...extra,
  };
}

function sentences(paragraphs: string[]): string[] {
  return paragraphs.flatMap((p) => p.split(/(?<=[.!?”])\s+(?=[A-Z“])/));
}

const BAKERY = question('Should I quit my job to open a bakery?', 'yes-no', 'own-business', 'opening a bakery');
const SURGERY = question(
  'Should I have the knee surgery my doctor recommended?',
  'yes-no',
  'surgery',
  'the knee surgery your doctor recommended',
);
const CASES: { q: QuestionReading; stance: Stance | null }[] = [
  ...(['yes', 'mixed', 'not-yet', 'caution'] as const).flatMap((stance) => [
    { q: BAKERY, stance },
    { q: SURGERY, stance },
  ]),
  {
    q: question('Will my ex come back to me?', 'yes-no', 'reconciliation', 'your ex', { people: ['ex'] }),
    stance: 'caution',
  },
  { q: question('When will I find a new job?', 'when', 'job-search', 'finding a new job'), stance: null },
  { q: question('How can I pay off my debt faster?', 'how', 'debt', 'paying off your debt'), stance: null },
  {
    q: question('Why do I keep fighting with my sister?', 'why', 'siblings', 'the fights with your sister', {
      people: ['sister'],
    }),
    stance: null,
  },
  {
    q: question('Tell me about my love life this year', 'open', 'relationship-future', 'your love life'),
    stance: null,
  },
];

describe('writeAnswer', () => {
  it('writes 120 to 300 words for every form and stance, the verdict first and the theme as its subject', () => {
    for (const { q, stance } of CASES) {
      const answer = writeAnswer(testimony(q, stance), context(), new Voice(`${q.text}|${stance}`));
      const words = countWords(answer.paragraphs.join(' '));
      expect(words, q.text).toBeGreaterThanOrEqual(120);
      expect(words, q.text).toBeLessThanOrEqual(300);
      if (answer.stance) expect(answer.paragraphs[0], q.text).toMatch(/^(Yes|No|Not yet)\b/);
      if (q.form === 'when') expect(answer.paragraphs[0], q.text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);
      // The visitor's words are never bent into a template: the answer does not restate the topic.
      expect(answer.paragraphs.join(' '), q.text).not.toContain(`about ${q.topic}`);
      expect(answer.about).toBe(THEMES[q.themes[0]!].label);
      expect(answer.form).toBe(q.form);
      expect(answer.stance).toBe(q.form === 'yes-no' && q.adviser !== 'doctor' ? stance : null);
    }
  });

  it('still writes a full answer from a chart that says almost nothing', () => {
    const bare: Testimony = { ...testimony(BAKERY, 'caution'), reasons: [], windows: [], transits: [] };
    const answer = writeAnswer(bare, context(), new Voice('bare'));
    expect(countWords(answer.paragraphs.join(' '))).toBeGreaterThanOrEqual(120);
    expect(answer.paragraphs[0]).toMatch(/^No, not /);
  });

  it('sends a health question to the doctor and never speaks against the treatment', () => {
    for (const stance of ['yes', 'mixed', 'not-yet', 'caution'] as const) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const text = writeAnswer(testimony(SURGERY, stance), context(), new Voice(seed)).paragraphs.join(' ');
        expect(text).toMatch(/\bdoctor\b/);
        expect(text).not.toMatch(
          /\b(don[’']t|do not|not to have|avoid|refuse|postpone|cancel|decline|against having)\b/i,
        );
        expect(text).not.toMatch(/\bnot yet\b/i);
      }
    }
  });

  it('answers a yes with effort by naming the opening and the strain beside it, the opening dated', () => {
    // The fixture's helpful window (June) lies beyond the asked four months from 10 January: move it into them.
    const base = testimony(BAKERY, 'mixed');
    const opening = transit(
      'Jupiter',
      'Trine',
      'Venus',
      'support',
      '2026-02-02T12:00:00Z',
      '2026-03-20T12:00:00Z',
      '2026-02-28T12:00:00Z',
    );
    const mixed: Testimony = {
      ...base,
      windows: [base.windows[0]!, windowOf(opening)],
      transits: [base.transits[0]!, opening],
      reasons: base.reasons.map((r) =>
        r.source.kind === 'transit' && r.effect === 'support'
          ? { ...r, source: { kind: 'transit', transit: opening } }
          : r,
      ),
    };
    const answer = writeAnswer(mixed, context(), new Voice('mixed'));
    const first = answer.paragraphs[0]!;
    expect(first).toMatch(
      /^Yes, but not easily: Jupiter’s trine to your Venus, .* works for it, while Saturn’s square to your Mars/,
    );
    expect(first).toContain(formatDay(new Date('2026-02-02T12:00:00Z'), ZONE));
    // The strain the verdict names is not told again as a reason below it.
    expect(answer.paragraphs.slice(1).join(' ')).not.toMatch(/Saturn squar/);
  });

  it('never answers a bond both sides mend with a flat no', () => {
    const crisis = question('Is my marriage worth saving?', 'yes-no', 'marriage-crisis', 'your marriage');
    for (const seed of ['a', 'b', 'c']) {
      const first = writeAnswer(testimony(crisis, 'caution'), context(), new Voice(seed)).paragraphs[0]!;
      expect(first).toMatch(/^Not without a change on both sides: /);
      expect(writeAnswer(testimony(crisis, 'mixed'), context(), new Voice(seed)).paragraphs[0]).toMatch(
        /^Yes, it can mend, but not by itself: /,
      );
    }
  });

  it('starts the advice from what the client told of their life, and does not quote that sentence again', () => {
    const info = 'I lost my job in June and I have about 20,000 saved.';
    const savings = question('When will my finances finally improve?', 'when', 'savings', 'your finances');
    const circumstances = [{ circumstance: 'out-of-work' as const, sentence: info.replace(/\.$/, '') }];
    const told = writeAnswer(
      testimony(savings, null),
      context({ additionalInfo: info, circumstances }),
      new Voice('w'),
    );
    const text = told.paragraphs.join(' ');
    expect(text).toContain('Without a wage coming in, the first improvement is income');
    expect(text).not.toContain('You wrote: “I lost my job');
    const plain = writeAnswer(testimony(savings, null), context(), new Voice('w')).paragraphs.join(' ');
    expect(plain).not.toContain('Without a wage');
  });

  it('dates a window already open from now, says when it opened and gives only the exact days still to come', () => {
    const base = testimony(BAKERY, 'not-yet');
    const open = transit(
      'Saturn',
      'Trine',
      'Venus',
      'support',
      '2025-09-01T12:00:00Z',
      '2026-04-20T12:00:00Z',
      '2025-10-01T12:00:00Z',
    );
    open.event.exact = [new Date('2025-10-01T12:00:00Z'), new Date('2026-03-15T12:00:00Z')];
    const better = windowOf(open);
    const text = writeAnswer(
      { ...base, betterWindow: better, windows: [base.windows[0]!, better] },
      context(),
      new Voice('open'),
    ).paragraphs.join(' ');
    expect(text).toContain(
      `from now to ${formatDay(new Date('2026-04-20T12:00:00Z'), ZONE)} (it opened on ${formatDay(new Date('2025-09-01T12:00:00Z'), ZONE)}), exact once more on ${formatDay(new Date('2026-03-15T12:00:00Z'), ZONE)}`,
    );
    expect(text).not.toContain(formatDay(new Date('2025-10-01T12:00:00Z'), ZONE));
  });

  it('says so when "this spring" asked in its last days is read as the three months ahead', () => {
    const spring = question('Should I sell my house this spring?', 'yes-no', 'property', 'selling your house', {
      timeFrame: { phrase: 'this spring', from: '2026-01-10', to: '2026-04-09' },
    });
    const text = writeAnswer(testimony(spring, 'caution'), context(), new Voice('spring')).paragraphs.join(' ');
    expect(text).toContain(
      '“this spring” is all but over where you live, so I have read the three months ahead, 10 January 2026 to 9 April 2026; if you meant next spring',
    );
    const soon = { ...spring, timeFrame: { phrase: 'this spring', from: '2026-03-01', to: '2026-05-31' } };
    expect(writeAnswer(testimony(soon, 'caution'), context(), new Voice('spring')).paragraphs.join(' ')).not.toContain(
      'all but over',
    );
  });

  it('names the adviser for money and legal questions', () => {
    const text = writeAnswer(testimony(BAKERY, 'yes'), context(), new Voice('money')).paragraphs.join(' ');
    expect(text).toContain('financial adviser');
  });

  it('quotes the better window when the answer is not yet', () => {
    const t = testimony(BAKERY, 'not-yet');
    const answer = writeAnswer(t, context(), new Voice('wait'));
    expect(answer.paragraphs[0]).toContain(formatDay(t.betterWindow!.from, ZONE));
    expect(answer.paragraphs[0]).toMatch(/not yet|wait/i);
  });

  it('gives dated windows to a timing question and says when its time frame runs past the year read', () => {
    const frame = { phrase: 'in the next two years', from: '2026-01-10', to: '2027-12-31' };
    const q = question('Will I find a new job in the next two years?', 'when', 'job-search', 'finding a new job', {
      timeFrame: frame,
    });
    const text = writeAnswer(testimony(q, null), context(), new Voice('frame')).paragraphs.join(' ');
    expect(text).toContain(formatDay(new Date('2026-06-02T12:00:00Z'), ZONE));
    expect(text).toContain(formatDay(new Date(NOW.getTime() + 365 * 86_400_000), ZONE));
  });

  it('writes different answers to the same testimony in charts with different signs', () => {
    const a = writeAnswer(testimony(BAKERY, 'yes', ['Taurus', 'Leo']), context(), new Voice('first person'));
    const b = writeAnswer(testimony(BAKERY, 'yes', ['Scorpio', 'Aquarius']), context(), new Voice('second person'));
    // The same testimony gives the same verdict, by design, and the same matter the same practical steps; what is
    // argued from the chart (every sentence naming a planet or a sign) is read in each chart's own signs.
    const argued = (paragraphs: string[]) =>
      sentences(paragraphs.slice(1)).filter((s) =>
        /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Taurus|Leo|Scorpio|Aquarius)\b/.test(s),
      );
    const mine = new Set(argued(a.paragraphs));
    const shared = argued(b.paragraphs).filter((s) => mine.has(s));
    expect(shared.length / mine.size).toBeLessThan(0.25);
    expect(a.paragraphs.join(' ')).toContain('Taurus');
    expect(b.paragraphs.join(' ')).toContain('Scorpio');
    expect(b.paragraphs.join(' ')).not.toContain('Taurus');
  });

  it('repeats no sentence across the answers of one reading, even on one theme', () => {
    const voice = new Voice('one reading');
    const business2 = question('How do I start my own business?', 'how', 'own-business', 'starting your own business');
    const business3 = question('When should I open my shop?', 'when', 'own-business', 'opening your shop');
    const all = [BAKERY, business2, business3].flatMap((q) =>
      sentences(writeAnswer(testimony(q, q.form === 'yes-no' ? 'yes' : null), context(), voice).paragraphs),
    );
    expect(all.filter((s, i) => all.indexOf(s) !== i)).toEqual([]);
  });

  it('does not echo the visitor’s notes back: a note is used (a dated event, a standing fact) or left unsaid', () => {
    const info = 'I have been baking bread and cakes for my church every weekend for six years. My cat is called Miso.';
    const text = writeAnswer(
      testimony(BAKERY, 'yes'),
      context({ additionalInfo: info }),
      new Voice('info'),
    ).paragraphs.join(' ');
    expect(text).not.toContain('You wrote');
    expect(text).not.toContain('Miso');
  });

  it('never says yes to a bet, dates no good time to bet, and keeps the savings out of it', () => {
    const crypto = question('Should I put my savings into crypto?', 'yes-no', 'speculation', 'crypto', {
      frame: { ...BAKERY.frame, stakes: ['speculation', 'money'] },
    });
    for (const stance of ['caution'] as const) {
      const answer = writeAnswer(testimony(crypto, stance), context(), new Voice('bet'));
      expect(answer.paragraphs[0]).toMatch(/^No\. A chart cannot promise a bet/);
      expect(answer.paragraphs.join(' ')).toContain('Keep your savings');
      expect(answer.paragraphs.join(' ')).not.toMatch(/A helpful stretch|a window that/);
    }
  });

  it('sends a medication question to the doctor and never suggests stopping or changing it', () => {
    const pills = question('Should I stop taking my antidepressants?', 'yes-no', 'stress', 'stopping your pills', {
      frame: { ...BAKERY.frame, stakes: ['medication', 'health'], answerable: false },
    });
    const text = writeAnswer(testimony(pills, null), context(), new Voice('pills')).paragraphs.join(' ');
    expect(text).toMatch(/^That is a decision only your doctor can make with you/);
    expect(text).not.toMatch(/\b(stop|reduce|change) (it|them|taking)\b/i);
  });

  it('says when an age in the question has already passed', () => {
    const q = question('Will I get promoted before I turn 30?', 'yes-no', 'promotion', 'promotion');
    const text = writeAnswer(testimony(q, 'yes'), context({ birthDate: '1980-01-01' }), new Voice('age')).paragraphs;
    expect(text.join(' ')).toContain('you are already 46');
  });

  it('tells a pass of a retrograde loop with the loop: the other exact days, before and after it', () => {
    const base = testimony(BAKERY, 'not-yet');
    const pass = transit(
      'Saturn',
      'Trine',
      'Venus',
      'support',
      '2026-06-01T12:00:00Z',
      '2026-07-10T12:00:00Z',
      '2026-06-20T12:00:00Z',
    );
    const loop = ['2026-02-01T12:00:00Z', '2026-06-20T12:00:00Z', '2026-11-05T12:00:00Z'].map((d) => new Date(d));
    const better = { ...windowOf(pass), loop: { passes: 3, index: 1, exact: loop } };
    const text = writeAnswer({ ...base, betterWindow: better }, context(), new Voice('loop')).paragraphs.join(' ');
    const day = (iso: string) => formatDay(new Date(iso), ZONE);
    expect(text).toContain(
      `exact on ${day('2026-06-20T12:00:00Z')} (one of three passes as the planet loops back, exact earlier on ${day('2026-02-01T12:00:00Z')} and again on ${day('2026-11-05T12:00:00Z')})`,
    );
  });

  it('says a planet’s dignity once in a reading, not again in the next answer', () => {
    const said = new Set<string>();
    const voice = new Voice('dignity');
    const dignity = /Venus[^.]*\b(?:in its own sign|at home|domicile)\b/;
    const texts = [BAKERY, question('Will my shop do well?', 'yes-no', 'own-business', 'your shop')].map((q) =>
      writeAnswer(testimony(q, 'caution'), context(), voice, new Map(), said).paragraphs.join(' '),
    );
    expect(texts[0]).toMatch(dignity);
    expect(texts[1]).not.toMatch(dignity);
  });

  it('answers why a bond keeps ending from a breaking planet’s hard contact to the bond’s own ruler', () => {
    const why = question('Why do my relationships always end after a year?', 'why', 'new-love', 'relationships ending');
    const base = testimony(why, null);
    const ruler = {
      ...base.significators[0]!,
      contacts: [
        { other: 'Uranus' as Body, aspect: 'Square' as MajorAspect, orb: 0.8, effect: 'tension' as const },
        { other: 'Saturn' as Body, aspect: 'Trine' as MajorAspect, orb: 0.5, effect: 'support' as const },
      ],
    };
    const first = writeAnswer({ ...base, significators: [ruler, base.significators[1]!] }, context(), new Voice('why'))
      .paragraphs[0]!;
    expect(first).toMatch(/in square with Uranus/);
    expect(first).toContain('room to breathe');
  });

  it('names a rift’s first anniversary when it is near, in the answer about mending it, once', () => {
    const inLaws = question(
      'Will my daughter-in-law and I ever get along?',
      'yes-no',
      'in-laws',
      'your daughter-in-law',
    );
    const sentence = 'We argued at Christmas last year and have barely spoken since';
    const christmas = {
      sentence,
      phrase: 'at Christmas last year',
      from: new Date(NOW.getTime() - 340 * 86_400_000),
      to: new Date(NOW.getTime() - 330 * 86_400_000),
      contacts: [],
    };
    const said = new Set<string>();
    const voice = new Voice('anniversary');
    const text = (q: QuestionReading) =>
      writeAnswer(testimony(q, 'mixed'), context({ told: [christmas] }), voice, new Map(), said).paragraphs.join(' ');
    expect(text(inLaws)).toContain('This Christmas it will be a year since what you describe');
    expect(text(inLaws)).not.toContain('it will be a year');
    const far = { ...christmas, from: new Date(NOW.getTime() - 200 * 86_400_000) };
    const later = writeAnswer(testimony(inLaws, 'mixed'), context({ told: [far] }), new Voice('far')).paragraphs;
    expect(later.join(' ')).not.toContain('it will be a year');
  });
});
