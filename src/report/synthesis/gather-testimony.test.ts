import { describe, expect, it } from 'vitest';

import { ASPECT_DEFINITIONS } from '../../astro/aspects';
import type { AspectName } from '../../astro/aspects';
import type { Planet } from '../../astro/positions';
import { degreeInSign, signOf } from '../../astro/signs';
import type { QuestionReading, TimeFrame } from '../question/question-reading';
import { THEMES } from '../question/life-themes';
import { readQuestion } from '../question/read-question';
import { gatherTestimony } from './gather-testimony';
import type { MajorAspect, PlanetPosition, ReadingChart, SlowBody } from './reading-input';
import { NOW } from './test-fixtures';
import type { TransitEvent } from './transits';

const ZONE = 'Europe/Rome';
const DAY = 86_400_000;

/** Whole-sign-like houses from 0° Aries: house n is the nth sign, so a longitude's house is its sign's number. */
function houseOf(lon: number): number {
  return Math.floor(lon / 30) + 1;
}

function chart(
  lons: Partial<Record<Planet, number>>,
  aspects: Array<[Planet, Planet, AspectName, number]>,
): ReadingChart {
  const all: Record<Planet, number> = {
    Sun: 130,
    Moon: 75,
    Mercury: 160,
    Venus: 45,
    Mars: 10,
    Jupiter: 220,
    Saturn: 280,
    Uranus: 225,
    Neptune: 70,
    Pluto: 190,
    'North Node': 200,
    'South Node': 20,
    Chiron: 55,
    ...lons,
  };
  const positions: PlanetPosition[] = Object.entries(all).map(([planet, lon]) => ({
    planet: planet as Planet,
    sign: signOf(lon),
    degree: degreeInSign(lon),
    house: houseOf(lon),
    retrograde: false,
    lon,
    speed: 0.5,
  }));
  const houses = Array.from({ length: 12 }, (_, i) => ({
    number: i + 1,
    sign: signOf(i * 30),
    degree: 0,
    lon: i * 30,
  }));
  return {
    utc: '1990-01-01T12:00:00Z',
    timeKnown: true,
    positions,
    houses,
    notes: [],
    houseSystem: 'Placidus',
    zone: 'Europe/Rome',
    ascendant: { lon: 0, sign: 'Aries', degree: 0 },
    midheaven: { lon: 270, sign: 'Capricorn', degree: 0 },
    aspects: aspects.map(([planet1, planet2, aspect, orb]) => ({
      planet1,
      planet2,
      aspect,
      orb,
      influence: ASPECT_DEFINITIONS.find((d) => d.name === aspect)!.influence,
    })),
  };
}

/** Job change: the 10th (Capricorn, Saturn) and 6th (Virgo, Mercury); natural rulers Saturn, Sun, Uranus. */
const SUPPORTED = chart({}, [
  ['Jupiter', 'Saturn', 'Sextile', 0.5],
  ['Venus', 'Saturn', 'Trine', 0.3],
  ['Mercury', 'Saturn', 'Trine', 0.5],
  ['Jupiter', 'Mercury', 'Sextile', 0.5],
  ['Sun', 'Mars', 'Trine', 0],
  ['Jupiter', 'Uranus', 'Conjunction', 5],
  ['Sun', 'Neptune', 'Sextile', 0],
  ['Saturn', 'Chiron', 'Quincunx', 0.5],
]);

/** The same houses with every significator debilitated and under hard aspects. */
const STRAINED = chart(
  { Saturn: 10, Mars: 100, Uranus: 190, Sun: 325, Pluto: 235, Mercury: 350, Neptune: 260, Jupiter: 200 },
  [
    ['Mars', 'Saturn', 'Square', 0.2],
    ['Saturn', 'Uranus', 'Opposition', 0.3],
    ['Mars', 'Uranus', 'Square', 0.1],
    ['Sun', 'Pluto', 'Square', 0.4],
    ['Mercury', 'Neptune', 'Square', 0.2],
    ['Mercury', 'Mars', 'Conjunction', 4],
  ],
);

function pass(
  transiting: SlowBody,
  aspect: MajorAspect,
  natal: string,
  start: string,
  end: string,
  exact: string[],
): TransitEvent {
  return {
    transiting,
    aspect,
    natal,
    start: new Date(start),
    end: new Date(end),
    exact: exact.map((d) => new Date(d)),
    closest: new Date(exact[0] ?? start),
  };
}

function question(form: QuestionReading['form'], timeFrame: TimeFrame | null = null): QuestionReading {
  return {
    text: 'Should I change jobs?',
    form,
    themes: ['job-change', 'salary'],
    topic: 'changing jobs',
    people: [],
    places: [],
    timeFrame,
    adviser: null,
    frame: {
      who: 'self',
      house: 1,
      form: form,
      options: [],
      stakes: [],
      answerable: true,
      refusal: null,
      sure: { who: true, matter: true },
    },
  };
}

const SPRING: TimeFrame = { phrase: 'this spring', from: '2026-03-01', to: '2026-05-31' };

const OPENING = [
  pass('Jupiter', 'Trine', 'Saturn', '2026-01-20T12:00:00Z', '2026-03-10T12:00:00Z', ['2026-02-15T08:00:00Z']),
  pass('Jupiter', 'Sextile', 'Midheaven', '2026-02-10T12:00:00Z', '2026-03-25T12:00:00Z', ['2026-03-01T12:00:00Z']),
];
const PRESSURE = [
  pass('Saturn', 'Conjunction', 'Sun', '2026-01-15T12:00:00Z', '2026-03-20T12:00:00Z', ['2026-02-20T12:00:00Z']),
  pass('Pluto', 'Square', 'Saturn', '2026-01-12T12:00:00Z', '2026-04-30T12:00:00Z', ['2026-03-05T12:00:00Z']),
  pass('Saturn', 'Square', 'Midheaven', '2026-02-01T12:00:00Z', '2026-03-15T12:00:00Z', ['2026-02-25T12:00:00Z']),
];
/** Hard transits all spring, Jupiter's trine to the 10th's ruler in September. */
const SPRING_HARD_AUTUMN_KIND = [
  pass('Saturn', 'Square', 'Saturn', '2026-02-20T12:00:00Z', '2026-05-05T12:00:00Z', ['2026-04-10T12:00:00Z']),
  pass('Pluto', 'Opposition', 'Mercury', '2026-03-10T12:00:00Z', '2026-06-20T12:00:00Z', ['2026-04-20T12:00:00Z']),
  pass('Jupiter', 'Trine', 'Saturn', '2026-08-20T12:00:00Z', '2026-09-30T12:00:00Z', ['2026-09-10T12:00:00Z']),
];

describe('gatherTestimony', () => {
  it("finds the theme houses' rulers, their tenants and the natural rulers, each body once in its strongest role", () => {
    const t = gatherTestimony({
      chart: SUPPORTED,
      question: question('yes-no'),
      transits: OPENING,
      now: NOW,
      zone: ZONE,
    });
    expect(t.theme).toBe('job-change');
    expect(t.significators.map((s) => [s.body, s.role, s.house])).toEqual([
      ['Saturn', 'house-ruler', 10],
      ['Mercury', 'house-ruler', 6],
      ['Sun', 'natural-ruler', null],
      ['Uranus', 'natural-ruler', null],
    ]);
    const saturn = t.significators[0]!;
    expect(saturn.dignity).toBe('domicile');
    expect(saturn.contacts.map((c) => c.other)).toEqual(['Venus', 'Jupiter', 'Mercury']);
    expect(t.significators.find((s) => s.body === 'Uranus')!.contacts[0]).toMatchObject({
      other: 'Jupiter',
      effect: 'support',
    });
  });

  it('answers yes for a dignified, well-aspected theme with Jupiter on its ruler in the coming months', () => {
    const t = gatherTestimony({
      chart: SUPPORTED,
      question: question('yes-no'),
      transits: OPENING,
      now: NOW,
      zone: ZONE,
    });
    expect(t.natalScore).toBeGreaterThan(1);
    expect(t.transits.every((x) => x.effect === 'support')).toBe(true);
    expect(t.stance).toBe('yes');
    expect(t.betterWindow).toBeNull();
    expect(t.reasons.length).toBeLessThanOrEqual(5);
    expect(t.reasons.every((r) => r.effect === 'support')).toBe(true);
    expect(t.reasons[0]).toMatchObject({ source: { kind: 'dignity', significator: { body: 'Saturn' } } });
  });

  it('never says yes where the question stakes money on a bet, however well the chart supports the matter', () => {
    const speculative = question('yes-no');
    const t = gatherTestimony({
      chart: SUPPORTED,
      question: { ...speculative, frame: { ...speculative.frame, stakes: ['speculation', 'money'] } },
      transits: OPENING,
      now: NOW,
      zone: ZONE,
    });
    expect(t.natalScore).toBeGreaterThan(1);
    expect(t.stance).toBe('caution');
    // Nor a "not yet" that names a better time to bet.
    const later = gatherTestimony({
      chart: SUPPORTED,
      question: { ...speculative, timeFrame: SPRING, frame: { ...speculative.frame, stakes: ['speculation'] } },
      transits: SPRING_HARD_AUTUMN_KIND,
      now: NOW,
      zone: ZONE,
    });
    expect(later).toMatchObject({ stance: 'caution', betterWindow: null });
  });

  it('counsels caution for debilitated significators under hard aspects and hard transits', () => {
    const t = gatherTestimony({
      chart: STRAINED,
      question: question('yes-no'),
      transits: [...PRESSURE, ...OPENING.slice(1)],
      now: NOW,
      zone: ZONE,
    });
    expect(t.significators.find((s) => s.body === 'Saturn')!.dignity).toBe('fall');
    expect(t.natalScore).toBeLessThan(-1);
    expect(t.transitScore).toBeLessThan(0);
    expect(t.stance).toBe('caution');
    expect(t.reasons.filter((r) => r.effect === 'tension').length).toBeGreaterThanOrEqual(4);
    expect(t.significators.find((s) => s.body === 'Mercury')!.contacts.find((c) => c.other === 'Mars')!.effect).toBe(
      'tension',
    );
  });

  it('says not yet to a promising chart when the asked spring holds only hard transits, naming the autumn window', () => {
    const t = gatherTestimony({
      chart: SUPPORTED,
      question: question('yes-no', SPRING),
      transits: SPRING_HARD_AUTUMN_KIND,
      now: NOW,
      zone: ZONE,
    });
    expect(t.stance).toBe('not-yet');
    expect(t.betterWindow).toMatchObject({
      effect: 'support',
      transit: { event: { transiting: 'Jupiter', aspect: 'Trine', natal: 'Saturn' } },
    });
    expect(t.betterWindow!.peak.toISOString()).toBe('2026-09-10T12:00:00.000Z');
    expect(t.windows.every((w) => w.effect === 'tension')).toBe(true);
  });

  it('gives a when-question the windows that touch its time frame, with their true dates, by date', () => {
    const t = gatherTestimony({
      chart: SUPPORTED,
      question: question('when', SPRING),
      transits: SPRING_HARD_AUTUMN_KIND,
      now: NOW,
      zone: ZONE,
    });
    expect(t.stance).toBeNull();
    expect(
      t.windows.map((w) => `${w.transit.event.transiting} ${w.transit.event.aspect} ${w.transit.event.natal}`),
    ).toEqual(['Saturn Square Saturn', 'Pluto Opposition Mercury']);
    // Saturn enters orb before spring begins and Pluto leaves it after spring ends: the window says so.
    expect(t.windows[0]!.from.toISOString()).toBe('2026-02-20T12:00:00.000Z');
    expect(t.windows[0]!.peak.toISOString()).toBe('2026-04-10T12:00:00.000Z');
    expect(t.windows[1]!.to.toISOString()).toBe('2026-06-20T12:00:00.000Z');
    expect(t.transits).toHaveLength(3);
  });

  it('gives each pass of a retrograde loop its own window, told with the loop, and drops a pass already over', () => {
    const loop = [
      pass('Saturn', 'Trine', 'Mercury', '2025-11-20T12:00:00Z', '2025-12-30T12:00:00Z', ['2025-12-10T12:00:00Z']),
      pass('Saturn', 'Trine', 'Mercury', '2026-02-10T12:00:00Z', '2026-06-01T12:00:00Z', [
        '2026-03-01T12:00:00Z',
        '2026-05-10T12:00:00Z',
      ]),
    ];
    const t = gatherTestimony({ chart: SUPPORTED, question: question('when'), transits: loop, now: NOW, zone: ZONE });
    // The first pass left orb before the reading was made: out of force, it is no window, only part of the story.
    expect(t.windows).toHaveLength(1);
    const [w] = t.windows;
    expect(w!.from.toISOString()).toBe('2026-02-10T12:00:00.000Z');
    expect(w!.to.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(w!.exact.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-03-01', '2026-05-10']);
    expect(w!.peak.toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(w!.loop.passes).toBe(2);
    expect(w!.loop.index).toBe(1);
    expect(w!.loop.exact.map((d) => d.toISOString().slice(0, 10))).toEqual(['2025-12-10', '2026-03-01', '2026-05-10']);
  });

  it('is out of force between two passes of a loop: a window is never open on a day the transit is out of orb', () => {
    const loop = [
      pass('Saturn', 'Trine', 'Mercury', '2026-01-01T12:00:00Z', '2026-02-01T12:00:00Z', ['2026-01-15T12:00:00Z']),
      pass('Saturn', 'Trine', 'Mercury', '2026-04-01T12:00:00Z', '2026-05-01T12:00:00Z', ['2026-04-15T12:00:00Z']),
    ];
    const t = gatherTestimony({ chart: SUPPORTED, question: question('when'), transits: loop, now: NOW, zone: ZONE });
    const gap = new Date('2026-03-01T12:00:00Z');
    expect(t.windows.length).toBeGreaterThan(0);
    expect(t.windows.some((w) => w.from <= gap && w.to >= gap)).toBe(false);
  });

  it('widens a pass shorter than a week around its exact day and drops one that never perfects', () => {
    const short = [
      pass('Jupiter', 'Trine', 'Saturn', '2026-03-01T12:00:00Z', '2026-03-03T12:00:00Z', ['2026-03-02T12:00:00Z']),
      pass('Saturn', 'Trine', 'Mercury', '2026-04-01T12:00:00Z', '2026-04-04T12:00:00Z', []),
    ];
    const t = gatherTestimony({ chart: SUPPORTED, question: question('when'), transits: short, now: NOW, zone: ZONE });
    expect(t.windows).toHaveLength(1);
    expect((t.windows[0]!.to.getTime() - t.windows[0]!.from.getTime()) / DAY).toBeGreaterThanOrEqual(7);
  });

  it('peaks at the nearest approach when no pass is exact, and keeps the true end past the coming year', () => {
    const long = {
      ...pass('Saturn', 'Trine', 'Mercury', '2026-12-01T12:00:00Z', '2027-03-01T12:00:00Z', []),
      closest: new Date('2027-01-15T12:00:00Z'),
    };
    const frame: TimeFrame = { phrase: 'in the next two years', from: '2026-01-01', to: '2027-12-31' };
    const t = gatherTestimony({
      chart: SUPPORTED,
      question: question('when', frame),
      transits: [long],
      now: NOW,
      zone: ZONE,
    });
    expect(t.windows).toHaveLength(1);
    expect(t.windows[0]!.to.toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(t.windows[0]!.peak.toISOString()).toBe('2027-01-15T12:00:00.000Z');
  });

  it('leaves windows empty when the time frame lies beyond the coming year, and answers from the natal promise alone', () => {
    const later: TimeFrame = { phrase: 'in 2030', from: '2030-01-01', to: '2030-12-31' };
    const good = gatherTestimony({
      chart: SUPPORTED,
      question: question('yes-no', later),
      transits: OPENING,
      now: NOW,
      zone: ZONE,
    });
    expect(good.windows).toEqual([]);
    expect(good).toMatchObject({ stance: 'yes', betterWindow: null });
    const poor = gatherTestimony({
      chart: STRAINED,
      question: question('yes-no', later),
      transits: OPENING,
      now: NOW,
      zone: ZONE,
    });
    expect(poor.stance).toBe('caution');
  });

  it('reads only the natural rulers when the birth time is unknown, and ignores transits to other points', () => {
    const noTime: ReadingChart = {
      ...SUPPORTED,
      timeKnown: false,
      houses: null,
      ascendant: null,
      midheaven: null,
      positions: SUPPORTED.positions.map((p) => ({ ...p, house: null })),
    };
    const t = gatherTestimony({
      chart: noTime,
      question: question('open'),
      transits: [OPENING[0]!, pass('Saturn', 'Trine', 'Moon', '2026-02-01', '2026-03-01', [])],
      now: NOW,
      zone: ZONE,
    });
    expect(t.significators.map((s) => s.role)).toEqual(['natural-ruler', 'natural-ruler', 'natural-ruler']);
    expect(t.significators.map((s) => s.body)).toEqual(['Saturn', 'Sun', 'Uranus']);
    expect(t.transits.map((x) => x.event.natal).sort()).toEqual(['Saturn']);
  });
});

describe('the person asked about (decision 0035)', () => {
  const read = (text: string) =>
    readQuestion(text, { subject: 'family', now: NOW, zone: ZONE, birthDate: '1970-03-02' });
  // Houses from 0° Aries: the 11th is Aquarius, ruled by Saturn; Jupiter (no ruler of the in-laws' houses) is put in it.
  const CHART = chart({ Jupiter: 310 }, []);

  it('reads a daughter-in-law question from the 11th house (the 7th from the 5th) and its ruler', () => {
    const question = read('Will my daughter-in-law ever accept me?');
    expect(question.frame).toMatchObject({ who: 'child-spouse', house: 11, sure: { who: true } });
    const t = gatherTestimony({ chart: CHART, question, transits: [], now: NOW, zone: ZONE });
    expect(t.significators[0]).toMatchObject({ body: 'Saturn', role: 'house-ruler', house: 11 });
    expect(t.significators).toContainEqual(
      expect.objectContaining({ body: 'Jupiter', role: 'house-tenant', house: 11 }),
    );
  });

  it('reads the matter generally when the frame is not sure of the person', () => {
    const question = read('will he ever accept me');
    expect(question.frame.sure.who).toBe(false);
    const t = gatherTestimony({ chart: CHART, question, transits: [], now: NOW, zone: ZONE });
    const own = THEMES[question.themes[0]!].houses;
    expect(t.significators.every((s) => s.house === null || own.includes(s.house))).toBe(true);
  });

  it("reads a son's marriage from the 7th counted from his 5th, the 11th, and his bond with the client from the 5th", () => {
    const marriage = gatherTestimony({
      chart: CHART,
      question: read('Is my son happy in his marriage?'),
      transits: [],
      now: NOW,
      zone: ZONE,
    });
    expect(marriage.significators[0]).toMatchObject({ role: 'house-ruler', house: 11 });
    const bond = gatherTestimony({
      chart: CHART,
      question: read('Is my son angry with me?'),
      transits: [],
      now: NOW,
      zone: ZONE,
    });
    expect(bond.significators[0]).toMatchObject({ role: 'house-ruler', house: 5 });
  });

  it('does not count the ruler of the 1st as the ex when it stands in the 7th: it is the client', () => {
    // From 0° Aries the 1st is ruled by Mars; Mars at 190° stands in the 7th (Libra, ruled by Venus).
    const question = read('Will my ex come back?');
    expect(question.frame).toMatchObject({ who: 'ex', house: 7 });
    const t = gatherTestimony({ chart: chart({ Mars: 190 }, []), question, transits: [], now: NOW, zone: ZONE });
    expect(t.significators[0]).toMatchObject({ body: 'Venus', role: 'house-ruler', house: 7 });
    expect(t.significators.some((s) => s.body === 'Mars' && s.house === 7)).toBe(false);
  });

  it('reads a home bought with a husband from the 4th first and his 7th after it', () => {
    const question = read('Will my husband and I be able to buy a house next year?');
    expect(question.frame).toMatchObject({ who: 'partner', house: 7 });
    const t = gatherTestimony({ chart: CHART, question, transits: [], now: NOW, zone: ZONE });
    // From 0° Aries the 4th is Cancer, ruled by the Moon; the 7th is Libra, ruled by Venus.
    expect(t.significators[0]).toMatchObject({ body: 'Moon', role: 'house-ruler', house: 4 });
    expect(t.significators).toContainEqual(expect.objectContaining({ body: 'Venus', role: 'house-ruler', house: 7 }));
  });

  it('reads a loan to a brother from the 3rd house beside the money houses, in place of the friends’ 11th', () => {
    const question = read('Should I lend money to my brother for his restaurant?');
    expect(question.themes[0]).toBe('lending');
    const t = gatherTestimony({ chart: CHART, question, transits: [], now: NOW, zone: ZONE });
    // From 0° Aries the 3rd is Gemini, ruled by Mercury; the 11th (Aquarius, Saturn) no longer speaks as a house.
    expect(t.significators).toContainEqual(expect.objectContaining({ body: 'Mercury', role: 'house-ruler', house: 3 }));
    expect(t.significators.some((s) => s.house === 11)).toBe(false);
  });

  it('weighs a Saturn return above the same Saturn contact to another planet', () => {
    const returnPass = pass('Saturn', 'Conjunction', 'Saturn', '2026-02-01T12:00:00Z', '2026-03-20T12:00:00Z', [
      '2026-02-25T12:00:00Z',
    ]);
    const sunPass = pass('Saturn', 'Conjunction', 'Sun', '2026-02-01T12:00:00Z', '2026-03-20T12:00:00Z', [
      '2026-02-25T12:00:00Z',
    ]);
    const t = gatherTestimony({
      chart: SUPPORTED,
      question: question('why'),
      transits: [returnPass, sunPass],
      now: NOW,
      zone: ZONE,
    });
    const weight = (natal: string) => t.transits.find((x) => x.event.natal === natal)!.weight;
    // Saturn rules the 10th (weight 1), the Sun only by nature (0.7): without the return the ratio would be 1.4.
    expect(weight('Saturn')).toBeGreaterThan(1.5 * weight('Sun'));
  });

  it("gives no yes or no on another person's own life or health, but keeps one where the client is in it", () => {
    const about = (text: string, who: 'child' | 'father' | 'child-spouse', stakes: ('health' | 'money')[] = []) => {
      const q = question('yes-no');
      return gatherTestimony({
        chart: SUPPORTED,
        question: { ...q, text, frame: { ...q.frame, who, house: 5, stakes } },
        transits: OPENING,
        now: NOW,
        zone: ZONE,
      }).stance;
    };
    expect(about('Is my son happy in his marriage?', 'child')).toBeNull();
    expect(about('Will my father recover from his illness?', 'father', ['health'])).toBeNull();
    expect(about('Will my daughter-in-law and I ever get along?', 'child-spouse')).not.toBeNull();
  });
});
