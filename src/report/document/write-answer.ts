import { DateTime } from 'luxon';

import { THEMES } from '../question/life-themes';
import type { QuestionForm, TimeFrame } from '../question/question-reading';
import {
  ASPECT_WORDS,
  DIGNITY_WORDS,
  HOUSE_TOPIC,
  adviserLines,
  approachLines,
  contactLines,
  contactNature,
  pastSignature,
  dignityLines,
  frameBeyondLines,
  frameEmptyLines,
  frameWithinLines,
  meaningLines,
  quietYearLines,
  sharedWindowLines,
  signApproach,
  transitReasonLines,
  windowLines,
  witnessLines,
} from '../lore/answer-lore';
import type { FrameFacts, Named } from '../lore/answer-lore';
import { formatDay, formatMonth } from '../lore/format';
import { ordinal } from '../lore/house-lore';
import { NATURAL_SIGNIFICATION, bodyName, capitalise } from '../lore/planet-lore';
import { FORM_ADVICE, THEME_LORE, adviceLines } from '../lore/theme-lore';
import { transitTiming } from '../lore/transit-lore';
import { DERIVED_HOUSES } from '../question/derived-houses';
import { namePerson } from '../question/describe-frame';
import {
  betVerdictLines,
  lendingVerdictLines,
  othersVerdictLines,
  howVerdictLines,
  medicationVerdictLines,
  openVerdictLines,
  treatmentVerdictLines,
  whenVerdictLines,
  whichVerdictLines,
  whyVerdictLines,
  yesNoVerdictLines,
} from '../lore/verdict-lore';
import type { OptionWords, VerdictKind, WindowWords } from '../lore/verdict-lore';
import { circumstanceAdvice } from '../lore/circumstance-lore';
import { uncertaintyLine } from '../lore/uncertainty-lore';
import type { Voice } from '../lore/voice';
import type { OptionComparison, OptionReading } from '../synthesis/compare-options';
import { carriesVerdict, personHouse } from '../synthesis/carries-verdict';
import { findBondLength } from '../synthesis/find-bond-length';
import { touches, transitKey } from '../synthesis/find-timing-windows';
import type { Span } from '../synthesis/find-timing-windows';
import type { ToldContact, ToldEvent } from '../synthesis/find-told-events';
import type { Effect, Reason, Significator, Testimony, TimingWindow, TransitTestimony } from '../synthesis/testimony';
import { askedSpan, opensIn } from '../synthesis/score-stance';
import type { AnswerContext } from './answer-questions';
import { briefAnswer } from './brief-answer';
import { words } from './content-words';
import type { AnsweredQuestion } from './reading-document';

const MIN_WORDS = 120;
const MAX_WORDS = 300;
/** Optional sentences are added while the answer is shorter than this, so answers stay well inside the limits. */
const TARGET_WORDS = 210;
const HORIZON_DAYS = 365;
const QUOTE_WORDS = 24;

/**
 * One sentence an answer may hold: 'must' always goes in, 'want' goes in by rank while the answer is short
 * of the target, 'spare' only to reach the minimum length. Variants are built and picked lazily, so an
 * unused slot spends none of the reading's texts.
 */
interface Part {
  paragraph: number;
  slot: string;
  need: 'must' | 'want' | 'spare';
  rank: number;
  variants: () => string[];
}

/** Writes the answer to one question from its testimony: the verdict first, then its reasons, its dates and steps. */
export function writeAnswer(
  testimony: Testimony,
  context: AnswerContext,
  voice: Voice,
  /** Windows earlier answers of this reading already quoted, by transit, with the question's 1-based number. */
  earlier: ReadonlyMap<string, number> = new Map(),
  /** What earlier answers already said once for the whole reading (a told event, a birth-time doubt); added to. */
  said: Set<string> = new Set(),
): AnsweredQuestion {
  const question = testimony.question;
  const form: QuestionForm = question.form === 'yes-no' && testimony.stance === null ? 'open' : question.form;
  const parts = answerParts(testimony, context, form, voice, earlier, said);
  // A verdict on a treatment is the doctor's to give; the answer speaks of timing and support instead.
  const stance = question.form === 'yes-no' && question.adviser !== 'doctor' ? testimony.stance : null;
  return {
    question: question.text,
    form: question.form,
    about: THEMES[testimony.theme].label,
    stance,
    paragraphs: sayNaturesOnce(assemble(parts, voice, `answer|${question.text}`)),
    brief: briefAnswer(testimony, context, stance, shownWindows(testimony, form, earlier, context.now)),
  };
}

/**
 * What the question is about, for sentences: the theme as a phrase ("a marriage under strain"), never the visitor's
 * own words bent to fit a template; "this question" when the reader is not sure of the matter.
 */
function matterOf(t: Testimony): string {
  return t.question.frame.sure.matter ? lowerFirst(THEMES[t.theme].label) : 'this question';
}

function answerParts(
  t: Testimony,
  context: AnswerContext,
  form: QuestionForm,
  voice: Voice,
  earlier: ReadonlyMap<string, number>,
  said: Set<string>,
): Part[] {
  const q = t.question;
  const matter = matterOf(t);
  const zone = context.zone;
  const main = t.significators[0] ?? null;
  const layout = LAYOUT[form];
  const shown = shownWindows(t, form, earlier, context.now);
  const verdictWindow = openingWindow(t, form, shown, context);
  // The opener already names its lead reason, so the reasons that follow start from the next one. A yes with effort
  // rests on the opening it names: that transit leads, not a placement that never changes.
  const lead =
    t.stance === 'mixed' && verdictWindow
      ? (t.reasons.find((r) => r.source.kind === 'transit' && r.source.transit === verdictWindow.transit) ?? {
          effect: 'support' as const,
          source: { kind: 'transit' as const, transit: verdictWindow.transit },
        })
      : leadReason(t, context.now, context.zone);
  // A transit an earlier answer already dated is not dated again as a reason here.
  const fresh = t.reasons.filter(
    (r) => r.source.kind !== 'transit' || !earlier.has(transitKey(r.source.transit.event)),
  );
  // A medicine question dates nothing: a window or a dated transit there could be read as a time to taper.
  const medicine = q.frame.stakes.includes('medication');
  // A question with a time frame is answered by the transits inside it: one exact months later is not a reason.
  const frameSpanNow = q.timeFrame ? askedSpan(q, context.zone, context.now) : null;
  const timedPool = (form === 'when' || medicine ? fresh.filter((r) => r.source.kind !== 'transit') : fresh).filter(
    (r) => r.source.kind !== 'transit' || heldIn(t, r, frameSpanNow),
  );
  // About another person's own life, only that person's planets give reasons: the client's Ascendant ruler does not.
  const theirPool = isAboutOthers(t) ? timedPool.filter((r) => personBodies(t).has(reasonBody(r))) : timedPool;
  // A birth-chart contact with a point that does not speak for the question (Jupiter trine Neptune in a question of
  // study) is colour, not a reason; a medicine question gets no chart reasons at all, only the doctor's word.
  const voices = new Set<string>(t.significators.map((s) => s.body));
  const pool = medicine
    ? []
    : theirPool.filter(
        (r) =>
          r.source.kind !== 'contact' || voices.has(r.source.contact.other) || TRADITIONAL.has(r.source.contact.other),
      );
  // About another person's private matter the verdict itself names the kinder and the harder stretch.
  // Only transits to that person's own planets (their house's ruler and tenants, their natural ruler) are their
  // seasons: a transit to the client's own Ascendant ruler is the client's.
  const theirs = isAboutOthers(t) ? personWindows(t, shown) : [];
  const seasons: readonly [TimingWindow | null, TimingWindow | null] = [
    theirs.find((w) => w.effect === 'support') ?? null,
    theirs.find((w) => w.effect === 'tension') ?? null,
  ];
  // A yes with effort names the strain beside its opening in the verdict too.
  const counter = form === 'yes-no' && t.stance === 'mixed' ? counterReason(t, lead, context) : undefined;
  // The verdict's dated stretches are not told again as reasons.
  const dated = new Set(seasons.flatMap((w) => (w ? [w.transit] : [])));
  const picture = isAboutOthers(t) && !q.frame.stakes.includes('health') ? pictureOf(t) : undefined;
  const spoken = [
    lead,
    counter,
    picture,
    ...t.reasons.filter((r) => r.source.kind === 'transit' && dated.has(r.source.transit)),
  ].filter((r): r is Reason => r !== undefined);
  // A planet's dignity is a fact of the birth chart: said in one answer, it is not said again in the next, where it
  // would read as stock padding; the answer takes its other reasons instead, if it has any.
  const untold = pool.filter((r) => r.source.kind !== 'dignity' || !said.has(dignityKey(r.source.significator)));
  // The reasons argue the verdict's side first and concede the other after it: a no that lists two helpful transits
  // before its strain reads as a yes.
  const side = leansTo(t);
  const base = untold.length > 1 ? untold : pool;
  const reasons = (base.length > 1 ? base.filter((r) => !spoken.includes(r)) : base)
    .slice(0, 3)
    .sort((a, b) => Number(a.effect !== side) - Number(b.effect !== side));
  for (const r of reasons) if (r.source.kind === 'dignity') said.add(dignityKey(r.source.significator));
  const cited = new Set(
    [...reasons, ...spoken].flatMap((r) => (r.source.kind === 'transit' ? [transitKey(r.source.transit.event)] : [])),
  );
  const inVerdict = [verdictWindow, ...seasons];
  // A bet gets no 'good time to bet': only its harder stretches are dated.
  const bet = q.frame.stakes.includes('speculation');
  const windows = shown.filter(
    (w) =>
      !medicine &&
      !inVerdict.includes(w) &&
      (!isAboutOthers(t) || theirs.includes(w)) &&
      !(bet && w.effect === 'support') &&
      (form === 'when' || !cited.has(transitKey(w.transit.event))),
  );
  const doctor = adviserOf(t) === 'doctor';
  const parts: Part[] = [];
  const add = (section: keyof Layout, slot: string, need: Part['need'], rank: number, variants: () => string[]) => {
    const paragraph = layout[section];
    if (paragraph !== undefined) parts.push({ paragraph, slot, need, rank, variants });
  };

  // A how answer opens with the theme's first step another answer of the reading has not given yet.
  const steps = THEME_LORE[t.theme].advice;
  const howStep = form === 'how' ? (steps.find((a) => voice.isFresh(a)) ?? steps[0]!) : null;
  if (howStep) voice.claim(howStep);
  add('opening', 'opener', 'must', 0, () => verdictLines(t, form, lead, verdictWindow, seasons, context, howStep));
  const others = t.significators.slice(1, 3).filter((s) => s.body !== main?.body);
  // "by nature a voice for ..." is said of the main significator only; the others are named by place.
  if (others.length > 0 && form !== 'why' && !t.comparison)
    add('opening', 'witnesses', 'spare', 4, () =>
      witnessLines(joinList(others.map((s) => witness(s, matter, main?.role === 'natural-ruler')))),
    );

  // Season phrases spent by this answer's transit sentences, so two of one planet's transits read differently.
  const spent = new Set<string>();
  // A choice between placed options is argued option by option, each from the transits to its own planet; the
  // theme's reasons would speak of neither.
  const perOption = t.comparison && t.comparison.undecided !== 'unplaced' ? t.comparison.options : [];
  perOption.forEach((option, i) => {
    const coming = option.transits.filter((x) => x.event.end >= context.now);
    const strongest = coming.find((x) => x.event.natal === option.significator?.body) ?? coming[0];
    if (!strongest) {
      const s = option.significator;
      // Without a birth time the Moon moves too far in a day to be timed: that is said, not "no planet touches it".
      const untimed = s?.body === 'Moon' && !context.chart.timeKnown;
      if (s)
        add('reasons', `option${i}`, 'must', 0, () => [
          untimed
            ? `For “${option.option}”: without a birth time the Moon’s place is not known closely enough to time, so the coming year’s sky cannot speak for this option either way.`
            : `For “${option.option}”: no slow planet touches ${named(s).name} in the coming year, so this option holds steady, neither pushed nor blocked.`,
        ]);
      return;
    }
    const e = strongest.event;
    add('reasons', `option${i}`, 'must', 0, () =>
      transitReasonLines({
        transiting: e.transiting,
        aspect: e.aspect,
        natal: `your ${e.natal}`,
        effect: strongest.effect,
        timing: transitTiming(e, zone),
        spent,
      })
        .slice(0, 1)
        .map((line) => `For “${option.option}”: ${line}`),
    );
  });
  // After a verdict, the first reason on the other side is marked as a concession, so a no followed by a helpful
  // transit does not read as a yes.
  const concession = (reason: Reason, i: number) =>
    t.stance !== null && reason.effect !== leansTo(t) && (i === 0 || reasons[i - 1]!.effect === leansTo(t));
  (perOption.length > 0 ? [] : reasons).forEach((reason, i) =>
    add('reasons', `reason${i}`, i === 0 ? 'must' : 'want', i === 1 ? 1 : 5, () =>
      concession(reason, i) ? reasonLines(t, reason, zone, spent).map(concede) : reasonLines(t, reason, zone, spent),
    ),
  );
  const unlike = form === 'why' ? patternException(t, context) : null;
  if (unlike) add('reasons', 'exception', 'must', 0, () => [unlike]);
  const linked = workTroubleLink(t, context);
  if (linked) add('reasons', 'linked', 'must', 0, () => [linked]);
  const expected = parentsPull(t, context);
  if (expected) add('reasons', 'parents', 'must', 0, () => [expected]);
  const party = otherParty(t);
  if (party) add('reasons', 'other-party', 'must', 0, () => [party]);
  const leaning = leansTo(t);
  // A choice gets no general word on the matter: "a change is well supported" would pick an option the comparison did not.
  // The theme's meanings are written for the client's own life ("your body is inclined to heal"): about another
  // person's own life they would speak of the wrong one.
  // A 'why' asks the cause of a difficulty: a hopeful forecast ("meetings come more easily") does not answer it.
  const effects =
    t.comparison || isAboutOthers(t) ? [] : meaningEffects(t, reasons).filter((e) => form !== 'why' || e === 'tension');
  effects.forEach((effect, i) => {
    // The opening of a why, how or open answer already spent the last clause of its side: the meaning takes another.
    const all = THEME_LORE[t.theme][effect];
    const clauses = form !== 'yes-no' && form !== 'when' && all.length > 1 ? all.slice(0, -1) : all;
    // "There is real help too, but it is the weaker voice" only follows the stronger side said first.
    const against = effect !== leaning && effects.indexOf(leaning) !== -1 && effects.indexOf(leaning) < i;
    add('reasons', `meaning-${effect}`, i === 0 ? 'must' : 'want', 2, () =>
      meaningLines(effect, clauses[voice.choose(`answer|${q.text}|clause-${effect}`, clauses.length)]!, against),
    );
  });

  addTiming(add, t, context, form, windows, spent, earlier);
  const overlap = overlapOf(t, [verdictWindow, ...seasons, ...windows], context);
  if (overlap && !medicine) add('timing', 'overlap', 'must', 2, () => [overlap]);
  const passed = passedAge(q.text, context);
  if (passed)
    add('opening', 'passed-age', 'must', 0, () => [
      `You asked about “${passed.phrase}”, but by the birth date you gave you are already ${passed.age}, so I have read the question as asking about the coming year; if the date of birth is wrong, write to me and I will read it again.`,
    ]);

  // A sign's way of working is advice only where the question asks how; elsewhere it reads as a stock line.
  if (!doctor && form === 'how') {
    t.significators
      .slice(1, 2)
      .forEach((s, i) =>
        add('steps', `approach${i}`, 'want', 3, () =>
          approachLines(named(s), voice.choose(`answer|${q.text}|approach-${s.body}`, 2)),
        ),
      );
  }
  // The theme's steps are written for the client's own matter: a grandparent asking after a grandchild gets the
  // form's closing thought instead of advice on having a child.
  const ownSteps = !(q.frame.who === 'grandchild' && t.theme === 'children');
  // A how answer opened with the theme's first step; its other steps follow.
  // The theme's own steps first; once another answer of the reading has said them all, the form's closing thought.
  const advice = () => {
    if (!ownSteps)
      return context.circumstances.some((c) => c.circumstance === 'estranged')
        ? [`${GRANDPARENT_ADVICE} ${ESTRANGED_GRANDPARENT}`]
        : [GRANDPARENT_ADVICE];
    const own = adviceLines(t.theme).filter((a) => a !== howStep);
    const unsaid = own.filter((a) => voice.isFresh(a));
    return unsaid.length > 0 ? unsaid : [...FORM_ADVICE[form]];
  };
  // What the client told of their life comes before the stock steps, once in a reading.
  const circumstance = context.circumstances
    .map((c) => ({ found: c, line: circumstanceAdvice(c.circumstance, t.theme) }))
    .find((c) => c.line !== null && !said.has(c.line));
  // A medicine question from someone who told of a change in their work: that is for the prescriber to hear.
  const changed = medicine ? context.circumstances.find((c) => c.circumstance === 'new-job') : undefined;
  const prescriber = changed ? prescriberNote(changed.sentence) : null;
  if (prescriber && !said.has(prescriber)) {
    said.add(prescriber);
    add('steps', 'prescriber', 'must', 0, () => [prescriber]);
  }
  if (circumstance?.line) {
    const line = circumstance.line;
    said.add(line);
    add('steps', 'circumstance', 'must', 0, () => [line]);
  }
  add('steps', 'advice', 'must', 0, () => (bet ? [BET_ADVICE] : advice()));
  if (form === 'how') add('steps', 'advice2', 'want', 2, advice);
  // What the client wrote is used, never only quoted back: a dated event is set against the sky of its time, and a
  // standing fact of their life leads the advice (above).
  const anniversary = REPAIR_THEMES.has(t.theme) ? anniversaryOf(context, said) : null;
  if (anniversary) add('steps', 'anniversary', 'must', 1, () => [anniversary]);
  const told = toldFor(t, context, said);
  if (told) add('closing', 'told', 'must', 0, () => toldLines(t, told, context));
  // A birth-time doubt is said where it touches the planet that leads this answer, not any planet it names; a house
  // cusp only matters for a planet that speaks here by standing in the house, not for one that rules it from elsewhere.
  const bodies = main ? [main.body] : [];
  const placed = main?.role === 'house-tenant';
  const doubt = context.uncertainties
    .filter((u) => u.kind !== 'house-cusp' || placed)
    .map((u) => uncertaintyLine(u, bodies))
    .find((line): line is string => line !== null && !said.has(line));
  if (doubt) {
    said.add(doubt);
    add('closing', 'uncertainty', 'must', 0, () => [doubt]);
  }
  const adviser = adviserOf(t);
  // Another person's health is in their doctors' hands; the client's body is not the one in question.
  const theirHealth = adviser === 'doctor' && isAboutOthers(t);
  if (adviser)
    add('closing', 'adviser', 'must', 0, () =>
      theirHealth
        ? [`Their doctors decide about ${matter}, not the stars: the chart shows your side of it and its seasons.`]
        : adviserLines(adviser, matter),
    );
  // "Whatever you choose" has no place beside a medicine the doctor decides about.
  if (ownSteps && q.frame.who === 'self' && !medicine)
    add('closing', 'form-advice', 'spare', 0, () => [...FORM_ADVICE[form]]);
  add('steps', 'advice3', 'spare', 1, advice);
  return parts;
}

/** The event the visitor told that this question's significators felt: a slow planet touched one of them then. */
function toldFor(
  t: Testimony,
  context: AnswerContext,
  said: Set<string>,
): { event: ToldEvent; contact: ToldContact } | null {
  const bodies = new Set<string>(t.significators.map((s) => s.body));
  // An event that names this question's people ("my father") is set against it before any other.
  const people = t.question.people.map((p) => p.toLowerCase());
  const names = (e: ToldEvent) => people.some((p) => e.sentence.toLowerCase().includes(p));
  // An event about someone another question asks about ("my father had a stroke") belongs to that question.
  const others = context.questions
    .filter((text) => text.trim() !== t.question.text)
    .flatMap((text) => words(text))
    .filter((w) => PERSON_WORDS.has(w) && !people.includes(w));
  const elsewhere = (e: ToldEvent) => others.some((w) => words(e.sentence).includes(w));
  const events = [...context.told.filter(names), ...context.told.filter((e) => !names(e) && !elsewhere(e))];
  for (const event of events) {
    // Each event is set against the sky once per reading.
    if (said.has(event.sentence)) continue;
    // The slowest planet speaks loudest for a life event: Pluto and Saturn before Jupiter.
    // A slow planet crossing an angle marks a turn of the whole life (Uranus on the Ascendant the month a job was lost)
    // and is told before a contact to the question's own planets; otherwise the slowest planet first.
    const onAngle = (c: ToldContact) =>
      ANGLES_OF_LIFE.has(c.natal) &&
      TURNING.has(c.transiting) &&
      c.aspect !== 'Trine' &&
      c.aspect !== 'Sextile' &&
      c.orb <= 0.5;
    const contact = event.contacts
      .filter((c) => bodies.has(c.natal) || onAngle(c))
      .sort(
        (a, b) =>
          Number(onAngle(b)) - Number(onAngle(a)) ||
          EVENT_RANK.indexOf(a.transiting) - EVENT_RANK.indexOf(b.transiting),
      )[0];
    if (contact) {
      said.add(event.sentence);
      return { event, contact };
    }
  }
  return null;
}

const DAY_MS = 86_400_000;
/** A rift's first anniversary this close ahead is worth a word: the date stirs it on both sides. */
const ANNIVERSARY_AHEAD_DAYS = 90;

/**
 * "We argued at Christmas last year": when the rift's first anniversary is near, the answer about mending it says so,
 * once in a reading, since the date will stir it on both sides and a word before it is easier than one after.
 */
function anniversaryOf(context: AnswerContext, said: Set<string>): string | null {
  const ahead = context.now.getTime() + ANNIVERSARY_AHEAD_DAYS * DAY_MS;
  for (const event of context.told) {
    const day = DateTime.fromJSDate(event.from, { zone: context.zone }).plus({ years: 1 });
    if (day.toMillis() <= context.now.getTime() || day.toMillis() > ahead) continue;
    const key = `anniversary|${event.sentence}`;
    if (said.has(key)) continue;
    said.add(key);
    const when = /christmas/i.test(event.phrase) ? 'This Christmas' : `This ${day.toFormat('MMMM')}`;
    return `${when} it will be a year since what you describe (“${event.sentence}”). A date like that stirs the memory on both sides; reaching out in the days before it, rather than letting it pass in silence, lets the anniversary mark a beginning instead.`;
  }
  return null;
}

/** Matters that turn on the client's own work: a 'no' there is "not without a real push", not a forecast of failure. */
const EFFORT_THEMES = new Set<string>(['exams', 'weight-fitness', 'motivation', 'job-search', 'promotion']);
/** Bonds both sides mend: a 'no' there is "not without a change on both sides", never a verdict on the people. */
const REPAIR_THEMES = new Set<string>([
  'marriage-crisis',
  'in-laws',
  'family-conflict',
  'friend-conflict',
  'child-relations',
  'siblings',
  'betrayal-forgiveness',
]);

function verdictKind(t: Testimony): VerdictKind {
  if (EFFORT_THEMES.has(t.theme)) return 'effort';
  if (REPAIR_THEMES.has(t.theme)) return 'repair';
  // A question read from another person's house first is about their move ("Will my ex come back?"); one shared with
  // them ("Will my husband and I buy a house?") is read from the matter's house and stays the client's.
  return personHouse(t.question, t.significators) !== null ? 'theirs' : 'plain';
}

const PERSON_WORDS = new Set([
  'father',
  'mother',
  'dad',
  'mum',
  'mom',
  'son',
  'daughter',
  'husband',
  'wife',
  'brother',
  'sister',
  'boss',
  'friend',
  'partner',
  'girlfriend',
  'boyfriend',
  'ex',
]);

const EVENT_RANK = ['Pluto', 'Saturn', 'Uranus', 'Neptune', 'Jupiter'];
/** The angles whose crossing by a slow planet turns a whole life, and the planets that turn it. */
const ANGLES_OF_LIFE = new Set(['Ascendant', 'Midheaven']);
const TURNING = new Set(['Uranus', 'Pluto', 'Saturn', 'Neptune']);

/** "before I turn 40" asked by someone already 55: the frame reader finds no time, and the answer must say why. */
function passedAge(text: string, context: AnswerContext): { phrase: string; age: number } | null {
  const match = /\b(?:before|by|until)\s+(?:I\s+(?:turn|am|reach|hit)\s+|(?:the\s+)?age\s+(?:of\s+)?)(\d{2})\b/i.exec(
    text,
  );
  if (!match) return null;
  const age = Math.floor(DateTime.fromJSDate(context.now).diff(DateTime.fromISO(context.birthDate), 'years').years);
  return age >= Number(match[1]) ? { phrase: match[0], age } : null;
}

/** "You wrote “...”. In August 2026 Saturn was squaring your Venus, ruler of your 7th house, exact on ...". */
function toldLines(t: Testimony, told: { event: ToldEvent; contact: ToldContact }, context: AnswerContext): string[] {
  const { event, contact } = told;
  const significator = t.significators.find((s) => s.body === contact.natal);
  const role = significator ? roleOf(significator, t) : '';
  const when = formatMonth(event.from, context.zone);
  const exact = contact.exact ? `, exact on ${formatDay(contact.exact, context.zone)}` : '';
  const kind = pastSignature(contact.transiting, contact.effect);
  // The whole sentence the event was told in, so a clause ("came back in May") keeps its subject.
  const sentence =
    (context.additionalInfo ?? '').split(/(?<=[.!?])\s+/).find((s) => s.includes(event.sentence)) ?? event.sentence;
  return [
    `You wrote: “${quoted(sentence)}.” In ${when}, ${contact.transiting} was ${ASPECT_WORDS[contact.aspect].gerund} your ${contact.natal}${role}${exact}: ${kind}.`,
  ];
}

/**
 * Who decides beside the stars. A doctor only where health is at stake: "study medicine" names a degree, and its
 * answer must not send the client to a doctor.
 */
function adviserOf(t: Testimony): AnsweredQuestion['brief']['adviser'] {
  const q = t.question;
  if (q.adviser !== 'doctor') return q.adviser;
  return q.frame.stakes.some((s) => s === 'health' || s === 'medication' || s === 'pregnancy') ? 'doctor' : null;
}

/** The window the verdict itself names: the better time of a not-yet, the best of a when, the easier stretch for a treatment. */
/** A yes/no question about someone else's own life, which the testimony left without a stance. */
function isAboutOthers(t: Testimony): boolean {
  const q = t.question;
  return q.frame.who !== 'self' && q.frame.sure.who && q.form === 'yes-no' && t.stance === null;
}

/**
 * A money matter with someone the client names ("lend money to my brother"): that person is read from their own house,
 * added to the theme's (gatherTestimony), and the answer says how their ruler stands.
 */
function otherParty(t: Testimony): string | null {
  const q = t.question;
  const person = q.people[0];
  if (q.frame.who !== 'self' || !person) return null;
  const own = new Set(THEMES[t.theme].houses);
  const ruler = t.significators.find((s) => s.role === 'house-ruler' && s.house !== null && !own.has(s.house));
  if (!ruler || ruler.house === null) return null;
  const n = named(ruler);
  const dignity = ruler.dignity ? ` ${DIGNITY_WORDS[ruler.dignity]}` : '';
  const contact = [...ruler.contacts].sort((a, b) => a.orb - b.orb)[0];
  const meets = contact ? `, in ${ASPECT_WORDS[contact.aspect].noun} with ${bodyName(contact.other)}` : '';
  const strained = contact ? contact.effect === 'tension' : ruler.score < 0;
  const reading = strained
    ? 'money in their hands tends to meet delays and heavy demands, so plan for it coming back late, or not at all'
    : 'they are inclined to honour what they agree, though a written agreement still protects you both';
  return `Your ${person} is read from your ${ordinal(ruler.house)} house, ruled by ${n.name}${dignity} in ${n.sign}${meets}: ${reading}.`;
}

/** The planets of the person a question is about: their house's ruler and tenants, and the matter's natural rulers. */
function personBodies(t: Testimony): Set<string> {
  const { house, who } = t.question.frame;
  // The matter's natural rulers speak for the person, not for their marriage read from the 7th counted from them.
  const natural = house === DERIVED_HOUSES[who];
  return new Set(
    t.significators.filter((s) => (natural && s.role === 'natural-ruler') || s.house === house).map((s) => s.body),
  );
}

/**
 * What the client's chart shows of another person's matter before any season: the tightest birth-chart contact of
 * that person's own planet ("the Sun, ruler of your 11th, squares Saturn"), told in the opening, not among the reasons.
 */
function pictureOf(t: Testimony): Reason | undefined {
  const theirs = personBodies(t);
  const main = t.significators.find((s) => theirs.has(s.body));
  if (!main) return undefined;
  const contact = main.contacts
    .filter((c) => c.effect !== 'mixed' && TRADITIONAL.has(c.other))
    .sort((a, b) => a.orb - b.orb)[0];
  if (!contact || contact.effect === 'mixed') return undefined;
  return (
    t.reasons.find(
      (r) => r.source.kind === 'contact' && r.source.significator === main && r.source.contact === contact,
    ) ?? { effect: contact.effect, source: { kind: 'contact', significator: main, contact } }
  );
}

function reasonBody(r: Reason): string {
  return r.source.kind === 'transit' ? r.source.transit.event.natal : r.source.significator.body;
}

/** The windows that touch the other person's own significators, those this answer shows first. */
function personWindows(t: Testimony, shown: readonly TimingWindow[]): TimingWindow[] {
  const theirs = personBodies(t);
  const touches = (w: TimingWindow) => theirs.has(w.transit.event.natal);
  return [...shown.filter(touches), ...t.windows.filter((w) => touches(w) && !shown.includes(w))];
}

function openingWindow(
  t: Testimony,
  form: QuestionForm,
  shown: readonly TimingWindow[],
  context: AnswerContext,
): TimingWindow | null {
  if (t.question.frame.stakes.includes('medication')) return null;
  if (form === 'yes-no' && t.stance === 'not-yet') return t.betterWindow;
  // The verdict's window is one of the question's own house rulers where there is one, as its reasons are.
  const carrying = (ws: readonly TimingWindow[]) => [
    ...ws.filter((w) => carriesVerdict(w.transit, t.significators, t.question)),
    ...ws.filter((w) => !carriesVerdict(w.transit, t.significators, t.question)),
  ];
  const support = carrying(shown.filter((w) => w.effect === 'support'));
  // A no that has a helpful stretch ahead names it: that is when the change it asks for can be made.
  // A yes with effort names its heaviest opening, the one the stance rests on.
  // An earlier answer may have dated it already; it is named again, since the verdict rests on it.
  if (form === 'yes-no' && t.stance === 'mixed') {
    const asked = askedSpan(t.question, context.zone, context.now);
    const byWeight = (ws: readonly TimingWindow[]) =>
      carrying(
        ws
          .filter((w) => w.effect === 'support' && (!asked || opensIn(w, asked)))
          .sort((a, b) => b.transit.weight - a.transit.weight),
      )[0];
    return byWeight(shown) ?? byWeight(t.windows) ?? null;
  }
  // ... and, for a question with a time frame, one that peaks inside it: "work pays most" after the exams is no help.
  if (
    form === 'yes-no' &&
    t.stance === 'caution' &&
    !t.question.frame.stakes.includes('speculation') &&
    adviserOf(t) !== 'doctor'
  ) {
    const asked = t.question.timeFrame ? askedSpan(t.question, context.zone, context.now) : null;
    // About another person's move, only their own planet's stretch is told: the client's Moon does not bring an ex back.
    const theirs = verdictKind(t) === 'theirs';
    // A no never offers an easier stretch inside the weeks of the strain it names: "no" and "go" for the same days.
    const strains = t.windows.filter(
      (w) => w.effect === 'tension' && carriesVerdict(w.transit, t.significators, t.question),
    );
    const clear = (w: TimingWindow) => !strains.some((s) => s.from <= w.to && s.to >= w.from);
    return (
      support.find(
        (w) =>
          (!asked || opensIn(w, asked)) &&
          clear(w) &&
          (!theirs || carriesVerdict(w.transit, t.significators, t.question)),
      ) ?? null
    );
  }
  if (form === 'when') return support[0] ?? null;
  if (adviserOf(t) === 'doctor' && t.question.form === 'yes-no') return support[0] ?? null;
  return null;
}

function verdictLines(
  t: Testimony,
  form: QuestionForm,
  lead: Reason | undefined,
  window: TimingWindow | null,
  seasons: readonly [TimingWindow | null, TimingWindow | null],
  context: AnswerContext,
  howStep: string | null = null,
): string[] {
  const q = t.question;
  const main = t.significators[0] ?? null;
  const matter = matterOf(t);
  const leadWords = leadPhrase(t, lead, main, matter);
  const words = window ? windowWords(t, window, context) : null;
  if (t.comparison) return whichLines(t, t.comparison);
  if (q.frame.stakes.includes('medication') && q.form === 'yes-no') return medicationVerdictLines();
  // A date of death, lottery numbers, a diagnosis: no chart answers these, and the answer says so before anything else.
  if (q.frame.refusal && q.frame.refusal.reason !== 'medication') return [q.frame.refusal.note];
  if (isAboutOthers(t)) {
    const [better, harder] = seasons;
    const picture = pictureOf(t);
    return othersVerdictLines(
      namePerson(q.frame.who, q.people),
      main ? `${named(main).name} in ${main.position.sign}${roleOf(main, t)}` : 'your chart as a whole',
      // An illness is not read from a birth-chart contact: "Mars squares Jupiter" says nothing of a stroke.
      picture?.source.kind === 'contact' && !q.frame.stakes.includes('health')
        ? {
            body: named(picture.source.significator).Name,
            contact: `${ASPECT_WORDS[picture.source.contact.aspect].verb} ${bodyName(picture.source.contact.other)}`,
            brings: contactNature(picture.source.contact.other, picture.effect),
          }
        : null,
      q.frame.stakes.includes('health'),
      better ? windowWords(t, better, context) : null,
      harder ? windowWords(t, harder, context) : null,
    );
  }
  if (adviserOf(t) === 'doctor' && q.form === 'yes-no') return treatmentVerdictLines(words);
  if (form === 'yes-no' && t.stance) {
    if (q.frame.stakes.includes('speculation'))
      return betVerdictLines({ lead: leadWords, better: null }, lead?.effect === 'support');
    if (t.theme === 'lending') return lendingVerdictLines(leadWords);
    const against = t.stance === 'mixed' ? counterReason(t, lead, context) : undefined;
    // A transit that carries a yes or a no is dated where it is named, unless the verdict dates its window anyway.
    const leadSource = lead?.source;
    const leadWindow =
      t.stance !== 'mixed' && leadSource?.kind === 'transit'
        ? t.windows.find((w) => w.transit === leadSource.transit && w !== window)
        : undefined;
    const datedLead = leadWindow ? `${leadWords}, ${briefSpanOf(leadWindow, context)}` : leadWords;
    return yesNoVerdictLines(
      t.stance,
      { lead: datedLead, better: words, against: against ? leadPhrase(t, against, main, matter) : null },
      verdictKind(t),
    );
  }
  const clause = (effect: Effect) => {
    const clauses = THEME_LORE[t.theme][effect];
    return clauses[clauses.length - 1]!;
  };
  switch (form) {
    case 'when':
      return whenVerdictLines(words, formatDay(horizonOf(context.now), context.zone));
    case 'why': {
      // A cause the sky holds now is dated, so the client can set it beside when the trouble began.
      const source = lead?.source;
      const open = source?.kind === 'transit' ? t.windows.find((w) => w.transit === source.transit) : undefined;
      const dated = open
        ? `${leadWords}, in force from ${formatDay(open.from, context.zone)} to ${formatDay(open.to, context.zone)}`
        : leadWords;
      // A pattern in the birth chart is explained by the contact itself, not by a stock line about the matter.
      const breaking =
        source?.kind === 'contact' && ENDINGS.test(q.text) ? BREAKING_PATTERN[source.contact.other] : undefined;
      const because =
        source?.kind === 'contact'
          ? (breaking ??
            `${bodyName(source.contact.other)} feeds ${contactNature(source.contact.other, lead?.effect ?? 'tension')} into it, and that is the pattern to work with`)
          : clause(lead?.effect ?? 'tension');
      const lines = whyVerdictLines(dated, because);
      // "Is the problem me?" asks for a yes or no before the reason.
      return IS_IT_ME.test(q.text)
        ? lines.map((line) => `In part, yes, and it is something you can work with. ${line}`)
        : lines;
    }
    case 'how': {
      // The first practical step leads; the planet that rules the question says why it suits this chart.
      const step = howStep ?? THEME_LORE[t.theme].advice[0]!;
      return main ? howVerdictLines(step, witness(main, matter), approachPhrase(main)) : [step];
    }
    default:
      return openVerdictLines(leadWords, clause(leansTo(t)));
  }
}

/**
 * "Why do my relationships always end after a year?" from someone who wrote of "two years together": the exception the
 * client told is where the way out of the pattern lies, and an astrologer who listened says so.
 */
function patternException(t: Testimony, context: AnswerContext): string | null {
  const asked = findBondLength(t.question.text);
  if (!asked || !context.additionalInfo) return null;
  const sentence = context.additionalInfo
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.!?]+$/, ''))
    .find((s) => findBondLength(s) !== null);
  const told = sentence ? findBondLength(sentence) : null;
  if (!sentence || !told || told.months === asked.months) return null;
  return `What you told me does not quite fit the pattern as you put it: “${sentence}”. A bond that lasted ${told.phrase.replace(/^(?:after|for|lasted|within)\s+/i, '')} is not one that always ends ${asked.phrase}, so look at what was different that time; that is where the way out of the pattern lies.`;
}

/** Sentence openings that are not names, lowered after a concession's words. */
const PLAIN_OPENERS = /^(?:Exact|With|In|The|A|An|Its|This)\b/;

/** "Still, exact on 5 May 2027, Saturn trines your Saturn: …" */
function concede(line: string): string {
  const body = PLAIN_OPENERS.test(line) ? `${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
  return `Still, ${body}`;
}

/** Trouble at the present job another question of the reading asks about. */
const WORK_TROUBLE = /\b(?:boss|manager|supervisor|colleagues?|co-?workers?)\b/i;

/**
 * "Should I take the job offer in London or stay in Manchester?" beside "How do I deal with my boss who takes credit
 * for my work?": the second question is part of the first choice, since staying keeps the trouble and a new post
 * leaves it; the answer says so rather than reading them as strangers.
 */
function workTroubleLink(t: Testimony, context: AnswerContext): string | null {
  if (!t.comparison?.options.some((o) => o.place?.house === 4)) return null;
  const other = context.questions.find((q) => q.trim() !== t.question.text && WORK_TROUBLE.test(q));
  if (!other) return null;
  return `Your other question belongs in this choice too (“${other.trim()}”): staying keeps you where that trouble is, unless it changes, and a new post starts without it; set that beside what the chart shows.`;
}

/** The houses of parents: the 4th (the mother, the home one grew up in) and the 10th (the father, the standing expected). */
const PARENT_HOUSES = new Set([4, 10]);

/**
 * "My parents want me to be a doctor": where the planet that rules one of the options stands in a parent's house, the
 * chart shows the parents' hope inside the choice, and an astrologer says so.
 */
function parentsPull(t: Testimony, context: AnswerContext): string | null {
  if (!t.comparison || !context.circumstances.some((c) => c.circumstance === 'parents-expect')) return null;
  const standsIn = (o: OptionReading) => o.significator?.position.house ?? null;
  const pulled = t.comparison.options.find((o) => {
    const house = standsIn(o);
    return house !== null && o.place?.house !== house && PARENT_HOUSES.has(house);
  });
  const s = pulled?.significator;
  const house = pulled ? standsIn(pulled) : null;
  if (!pulled || !s || house === null) return null;
  const theirs =
    house === 10
      ? 'the house of your parents’ authority and of the standing expected of you'
      : 'the house of your parents and the home you grew up in';
  return `Your parents’ hope shows in the chart as well: ${named(s).name}, which rules “${pulled.option}” here, stands in your ${ordinal(house)} house, ${theirs}, so part of the pull toward it is theirs; before you choose, weigh how much of it is yours.`;
}

function whichLines(t: Testimony, comparison: OptionComparison): string[] {
  const wordsOf = (o: OptionReading): OptionWords | null => {
    const s = o.significator;
    if (!s || !o.place) return null;
    const n = named(s);
    const condition = s.dignity ? `${n.name} ${DIGNITY_WORDS[s.dignity]} in ${n.sign}` : `${n.name} in ${n.sign}`;
    return s.role === 'natural-ruler'
      ? { option: o.option, witness: `${condition}, its planet by nature`, place: null }
      : { option: o.option, witness: condition, place: `your ${o.place.place.replace(/^the /, '')}` };
  };
  const favoured = comparison.favoured ? wordsOf(comparison.favoured) : null;
  const other = comparison.favoured ? wordsOf(comparison.options.find((o) => o !== comparison.favoured)!) : null;
  return whichVerdictLines(
    favoured,
    other,
    comparison.undecided,
    comparison.undecided === 'unplaced'
      ? joinNor(comparison.options.map((o) => `“${o.option}”`))
      : joinAnd(comparison.options.map((o) => `“${o.option}”`)),
    comparison.options.map(wordsOf).filter((o): o is OptionWords => o !== null),
    comparison.basis,
  );
}

/** A window in words: its dates, its exact days and what happens in it, the significator's role named. */
function windowWords(t: Testimony, w: TimingWindow, context: AnswerContext): WindowWords {
  return { span: spanOf(w, context), what: whatOf(t, w) };
}

/**
 * "from 3 March 2027 to 20 April 2027, exact on 28 March 2027"; a window already open says since when; a pass that
 * stays in orb through a station gives its exact days; one that never perfects gives its nearest approach. A pass of a
 * retrograde loop names the loop's other exact days, since the planet comes back to the same point.
 */
function spanOf(w: TimingWindow, context: AnswerContext): string {
  const day = (d: Date) => formatDay(d, context.zone);
  const loop = loopOf(w, context);
  if (w.from < context.now) {
    // A window already open says since when, and what is left of it: the exact days still to come.
    const ahead = w.exact.filter((d) => d >= context.now).map(day);
    const head = `from now to ${day(w.to)} (it opened on ${day(w.from)})`;
    if (w.exact.length === 0) return `${head}, at its closest on ${day(w.peak)} without quite becoming exact${loop}`;
    if (ahead.length === 0) return `${head}, its exact day already behind it, so it is now easing${loop}`;
    return `${head}, exact ${ahead.length === 1 ? 'once more' : 'again'} on ${joinAnd(ahead)}${loop}`;
  }
  const head = `from ${day(w.from)} to ${day(w.to)}`;
  const exact = w.exact.map(day);
  if (exact.length === 0) return `${head}, at its closest on ${day(w.peak)} without quite becoming exact${loop}`;
  if (exact.length === 1) return `${head}, exact on ${exact[0]}${loop}`;
  return `${head}, exact ${exact.length === 2 ? 'twice' : 'three times'} as the planet turns, on ${joinAnd(exact)}${loop}`;
}

const PASS_COUNT = ['', 'one', 'two', 'three', 'four', 'five'];

/** " (one of three passes as the planet loops back, exact earlier on 9 October 2026 and again on 6 June 2027)" */
function loopOf(w: TimingWindow, context: AnswerContext): string {
  if (w.loop.passes < 2) return '';
  const day = (d: Date) => formatDay(d, context.zone);
  const others = w.loop.exact.filter((d) => !w.exact.some((e) => e.getTime() === d.getTime()));
  const before = others.filter((d) => d < w.from).map(day);
  const after = others.filter((d) => d > w.to).map(day);
  const when = [
    before.length > 0 ? `earlier on ${joinAnd(before)}` : '',
    after.length > 0 ? `again on ${joinAnd(after)}` : '',
  ].filter(Boolean);
  const count = PASS_COUNT[w.loop.passes] ?? String(w.loop.passes);
  return ` (one of ${count} passes as the planet loops back${when.length > 0 ? `, exact ${when.join(' and ')}` : ''})`;
}

/** A window in a clause: "in force from 14 June 2026 to 9 May 2027, exact again on 22 April 2027". */
function briefSpanOf(w: TimingWindow, context: AnswerContext): string {
  const day = (d: Date) => formatDay(d, context.zone);
  // Every exact day still to come: a station's second exact day may fall in the very season asked about.
  const ahead = w.exact.filter((d) => d >= context.now).map(day);
  const exact = ahead.length > 0 ? `, exact ${w.from < context.now ? 'again ' : ''}on ${joinAnd(ahead)}` : '';
  // The loop's later passes come back to the same point: the client should know the matter returns then.
  const later = w.loop.exact.filter((d) => d > w.to).map(day);
  const back = later.length > 0 ? `, and back again around ${joinAnd(later)}` : '';
  return `${w.from < context.now ? 'in force' : 'due'} from ${day(w.from)} to ${day(w.to)}${exact}${back}`;
}

/** "Jupiter trines your Venus, ruler of your 7th house" */
function whatOf(t: Testimony, w: TimingWindow): string {
  const e = w.transit.event;
  const significator = t.significators.find((s) => s.body === e.natal);
  // A derived house is named by its person ("ruler of your 11th house, which stands for your daughter-in-law");
  // the theme's own houses by number only, since the reasons have named them already.
  const { who, house, sure } = t.question.frame;
  const derived = significator && who !== 'self' && sure.who && significator.house === house;
  const role =
    significator && derived
      ? roleOf(significator, t)
      : significator?.role === 'house-ruler' && significator.house !== null
        ? `, ruler of your ${ordinal(significator.house)} house`
        : significator?.role === 'house-tenant' && significator.house !== null
          ? ` in your ${ordinal(significator.house)} house`
          : significator
            ? roleOf(significator, t)
            : '';
  // A slow planet back on its own birth place is its return, the name clients know it by.
  if (e.transiting === e.natal && e.aspect === 'Conjunction')
    return `${e.transiting} returns to its place at your birth (your ${e.transiting} return)${role}`;
  return `${e.transiting} ${ASPECT_WORDS[e.aspect].verb} your ${e.natal}${role}`;
}

/** A grandchild comes by the child's choice and time: the step is the grandparent's welcome, said once. */
/** What a client on medication who told of a change in their life should take to their prescriber. */
function prescriberNote(sentence: string): string {
  return `Tell the doctor who prescribes them what you told me here (“${sentence}”): changes in work and sleep matter to how a medicine is working and to the timing of any change, and they are for your doctor to weigh.`;
}

/** A grandparent who told of a silence in the family: the parents open the door to a grandchild. */
const ESTRANGED_GRANDPARENT =
  'With the silence you describe in the family, the way to a grandchild runs through mending it first: grandparents are let in by the parents, so that repair comes before any hope you voice.';

const GRANDPARENT_ADVICE =
  'A grandchild comes in your child’s own time and by their choice: let them know once that you would welcome it, then leave it with them; a hope pressed too often becomes a weight.';

/** The one step a bet's answer gives, whatever the theme's own advice. */
const BET_ADVICE =
  'Keep your savings, and any money you would miss, out of it; if you still want to try, set aside a small sum you could lose entirely without harm, and decide in advance when you will stop.';

type Section = 'opening' | 'reasons' | 'timing' | 'steps' | 'closing';
type Layout = Record<Section, number>;

/** Where each kind of sentence sits, by the kind of question: the answer to what was asked comes first. */
const LAYOUT: Record<QuestionForm, Layout> = {
  'yes-no': { opening: 0, reasons: 1, timing: 2, steps: 3, closing: 3 },
  when: { opening: 0, timing: 1, reasons: 2, steps: 3, closing: 3 },
  how: { opening: 0, steps: 1, reasons: 2, timing: 3, closing: 4 },
  why: { opening: 0, reasons: 1, steps: 2, timing: 3, closing: 4 },
  open: { opening: 0, reasons: 1, timing: 2, steps: 3, closing: 3 },
};

type Add = (section: Section, slot: string, need: Part['need'], rank: number, variants: () => string[]) => void;

function addTiming(
  add: Add,
  t: Testimony,
  context: AnswerContext,
  form: QuestionForm,
  windows: TimingWindow[],
  spent: Set<string>,
  earlier: ReadonlyMap<string, number>,
): void {
  const { zone } = context;
  const timingNeed: Part['need'] = form === 'when' ? 'must' : 'want';
  const frame = t.question.timeFrame;
  if (frame) {
    const facts = frameFacts(frame, context);
    // "This spring" asked in its last days is read as the three months ahead; the answer says so rather than move it
    // silently, and offers the next season instead.
    const season = SEASON_WORD.exec(frame.phrase)?.[1];
    const today = DateTime.fromJSDate(context.now, { zone }).toISODate();
    if (season && frame.from === today)
      add('timing', 'next-season', 'must', 0, () => [
        `On the day of this reading “${frame.phrase}” is all but over where you live, so I have read the three months ahead, ${facts.from} to ${facts.to}; if you meant next ${season}, write to me and I will read that instead.`,
      ]);
    // A frame that runs a few weeks past the dated year ("next year" asked in November) needs no note of it.
    const beyond = frameEnd(frame, zone) > horizonOf(context.now).getTime() + BEYOND_NOTE_DAYS * 86_400_000;
    if (beyond) add('timing', 'frame', 'must', 0, () => frameBeyondLines(facts));
    // The frame is empty only when no window of this question touches it, not when its windows were told elsewhere.
    else if (windows.length > 0 || t.windows.length > 0)
      add('timing', 'frame', timingNeed, 3, () => frameWithinLines(facts));
    else add('timing', 'frame', timingNeed, 1, () => frameEmptyLines(facts, nearestContact(t, zone)));
  }
  windows.forEach((w, i) => {
    const what = whatOf(t, w);
    const before = earlier.get(transitKey(w.transit.event));
    add('timing', `window${i}`, i === 0 ? timingNeed : 'want', i === 0 ? 1 : 4, () =>
      before !== undefined
        ? sharedWindowLines(what, ORDINAL_WORDS[before - 1] ?? 'earlier')
        : windowLines({
            transiting: w.transit.event.transiting,
            effect: w.effect,
            what,
            span: spanOf(w, context),
            spent,
          }),
    );
  });
  // A 'when' answer with no window already says so in its opening.
  if (form !== 'when' && windows.length === 0 && !frame && t.windows.length === 0) {
    const names =
      joinList(t.significators.slice(0, 3).map((s) => `your ${s.body}`)) || 'the points that rule this question';
    add('timing', 'quiet', timingNeed, 3, () => quietYearLines(matterOf(t), names));
  }
}

const ORDINAL_WORDS = ['first', 'second', 'third'];
/** A "this ..." frame starting this many days ahead or more was moved to the next season by the frame reader. */
/** A season the question names with "this": "this spring", "in the summer". */
const SEASON_WORD = /\b(?:this|in|during)\s+(?:the\s+)?(spring|summer|autumn|fall|winter)\b/i;
/** How far past the dated year a time frame may run before the answer says that part rests on the birth chart. */
const BEYOND_NOTE_DAYS = 45;
/** A helpful and a hard stretch that share less than this many days are told apart, not weighed together. */
const OVERLAP_MIN_DAYS = 14;

/**
 * A helpful and a hard stretch an answer dates that run at the same time are one season with two sides: the answer
 * says when they coincide and how to use it, instead of leaving two dates that seem to contradict each other.
 */
function overlapOf(t: Testimony, printed: readonly (TimingWindow | null)[], context: AnswerContext): string | null {
  const dated = printed.filter((w): w is TimingWindow => w !== null);
  const help = dated.find((w) => w.effect === 'support');
  const strain = dated.find((w) => w.effect === 'tension');
  if (!help || !strain) return null;
  const from = new Date(Math.max(help.from.getTime(), strain.from.getTime(), context.now.getTime()));
  const to = new Date(Math.min(help.to.getTime(), strain.to.getTime()));
  if (to.getTime() - from.getTime() < OVERLAP_MIN_DAYS * 86_400_000) return null;
  const day = (d: Date) => formatDay(d, context.zone);
  // Each transit is named in full, so the sentence stands even where the window's own sentence was left out.
  const use =
    t.theme === 'surgery'
      ? 'if your doctor’s dates fall then, plan the recovery with more rest and help than usual'
      : 'move on what is offered then, and do not force what stalls';
  return `From ${day(from)} to ${day(to)} the help and the strain come together, as ${whatOf(t, help)}, while ${whatOf(t, strain)}: ${use}.`;
}

/**
 * The windows an answer quotes: for 'when' up to three, favouring the helpful ones; otherwise one of each kind. A
 * window an earlier answer of the reading already quoted goes last, so each answer is timed by its own significators
 * and a shared one is said once and referred to.
 */
export function shownWindows(
  t: Testimony,
  form: QuestionForm,
  earlier: ReadonlyMap<string, number>,
  now: Date,
): TimingWindow[] {
  // A window an earlier answer quoted is left out while this answer has others of its own; if it has none, the
  // first such window stays and is referred to. A window whose exact days are all past comes after those still to come.
  const own = t.windows.filter((w) => !earlier.has(transitKey(w.transit.event)));
  const spent = (w: TimingWindow) => (w.peak < now ? 1 : 0);
  const ordered = (own.length > 0 ? own : t.windows.slice(0, 1)).sort((a, b) => spent(a) - spent(b));
  const support = ordered.filter((w) => w.effect === 'support' && w !== t.betterWindow);
  const tension = ordered.filter((w) => w.effect === 'tension');
  const chosen =
    form === 'when'
      ? [...support.slice(0, 2), ...tension.slice(0, 1)]
      : [...support.slice(0, 1), ...tension.slice(0, 1)];
  const filled =
    form === 'when' && chosen.length < 3
      ? [...chosen, ...ordered.filter((w) => !chosen.includes(w))].slice(0, 3)
      : chosen;
  const withBetter = t.betterWindow && !filled.includes(t.betterWindow) ? [t.betterWindow, ...filled] : filled;
  return withBetter.sort((a, b) => a.from.getTime() - b.from.getTime());
}

/** The side the chart leans to: its stance when it has one, else the sign of its scores. */
function leansTo(t: Testimony): Effect {
  return (t.stance ? t.stance === 'yes' || t.stance === 'mixed' : t.natalScore + t.transitScore >= 0)
    ? 'support'
    : 'tension';
}

function dignityKey(significator: Significator): string {
  return `dignity|${significator.body}`;
}

/** Support is spoken first when the chart leans that way; each effect present among the reasons gets its meaning. */
function meaningEffects(t: Testimony, reasons: Reason[]): Effect[] {
  const order: Effect[] = leansTo(t) === 'support' ? ['support', 'tension'] : ['tension', 'support'];
  // A verdict's own side is always given its meaning; otherwise a side only where a reason shows it.
  const present = order.filter((e, i) => (i === 0 && t.stance !== null) || reasons.some((r) => r.effect === e));
  return present.length > 0 ? present : [order[0]!];
}

function reasonLines(t: Testimony, reason: Reason, zone: string, spent: Set<string>): string[] {
  const source = reason.source;
  switch (source.kind) {
    case 'dignity':
      return source.significator.dignity
        ? dignityLines(namedWithRole(source.significator, t), source.significator.dignity)
        : [
            `${named(source.significator).Name} in ${source.significator.position.sign} shapes this question more than any other planet.`,
          ];
    case 'contact':
      return contactLines(
        namedWithRole(source.significator, t),
        source.contact.other,
        bodyName(source.contact.other),
        source.contact.aspect,
        source.contact.effect,
      );
    case 'transit': {
      const e = source.transit.event;
      return transitReasonLines({
        transiting: e.transiting,
        aspect: e.aspect,
        natal: `your ${e.natal}`,
        effect: source.transit.effect,
        timing: transitTiming(e, zone),
        spent,
      });
    }
  }
}

/** The strongest reason on the side the chart leans to. */
function leadReason(t: Testimony, now: Date, zone: string): Reason | undefined {
  // A 'why' asks the cause of a difficulty: the strongest strain answers it, whatever the balance, and a pattern that
  // repeats lives in the birth chart, so a natal reason leads it.
  const why = t.question.form === 'why';
  const wanted: Effect =
    !why && (t.stance === 'yes' || t.stance === 'mixed' || (t.stance === null && t.natalScore + t.transitScore >= 0))
      ? 'support'
      : 'tension';
  const side = t.reasons.filter((r) => r.effect === wanted);
  const natal = side.filter((r) => r.source.kind !== 'transit');
  // A yes, no or not yet is about a time: what the sky does then leads, not a placement that never changes.
  // ... and one the asked time holds: a strain exact months after "this spring" does not answer for the spring.
  const asked = t.stance ? askedSpan(t.question, zone, now) : null;
  // Only a transit to the question's own house rulers carries the verdict; one to a planet of the matter by nature
  // may be told among the reasons, not named as the reason for a yes or a no.
  const carries = (transit: TransitTestimony) => carriesVerdict(transit, t.significators, t.question);
  const listedTimed = side.filter(
    (r) => r.source.kind === 'transit' && heldIn(t, r, asked) && carries(r.source.transit),
  );
  // The heaviest window of the wanted side inside the asked time leads even when it ranks below the five reasons.
  const heaviest = t.stance
    ? t.windows
        .filter((w) => w.effect === wanted && touches(w, asked) && carries(w.transit))
        .sort((a, b) => b.transit.weight - a.transit.weight)[0]
    : undefined;
  const timed: Reason[] =
    heaviest && !listedTimed.some((r) => r.source.kind === 'transit' && r.source.transit === heaviest.transit)
      ? [...listedTimed, { effect: wanted, source: { kind: 'transit' as const, transit: heaviest.transit } }].sort(
          (a, b) => transitWeight(b) - transitWeight(a),
        )
      : listedTimed;
  // "Why am I so tired lately" asks about now: a strain the sky holds at present answers it before the birth chart.
  const present: Reason[] =
    why && RECENT.test(t.question.text)
      ? t.windows
          .filter((w) => w.effect === 'tension' && w.from <= now && w.to >= now)
          .sort((a, b) => b.transit.weight - a.transit.weight)
          .slice(0, 1)
          .map((w) => ({ effect: 'tension', source: { kind: 'transit', transit: w.transit } }))
      : [];
  // A pattern between two of the question's own planets ("Mars, ruler of your 2nd, square Venus, ruler of your 8th")
  // is the relation an astrologer reads first for why it keeps happening.
  const between = why ? [...breakingContacts(t), ...contactsBetween(t, wanted)] : [];
  const preferred = present.length > 0 ? present : why ? [...between, ...natal] : t.stance ? timed : [];
  // With no transit in the asked time, the birth chart speaks before a transit of another season.
  return preferred[0] ?? (t.stance ? natal[0] : undefined) ?? side[0] ?? t.reasons[0];
}

/** Words of a bond that keeps ending: "always end", "never last", "they leave". */
const ENDINGS =
  /\b(?:end|ends|ending|ended|last|lasts|leave|leaves|break ?up|breaks up|split|splits|fall apart|falls apart)\b/i;
/** What a breaking planet's hard contact to the bond's own planets does to a bond, told as a pattern to work with. */
const BREAKING_PATTERN: Partial<Record<string, string>> = {
  Uranus:
    'a part of you wants room to breathe the moment a bond settles into routine, so things tend to break off just when they would deepen; the work is to build freedom into the relationship instead of leaving it to find freedom',
  Pluto:
    'bonds run all or nothing, and a struggle over who holds the power wears them out; the work is to say what you need before it turns into a test of control',
  Saturn:
    'a guard goes up as soon as someone comes close, and the distance is read as coldness; the work is to let someone see the doubt instead of hiding behind it',
};

/** The planets of breaking: Uranus cuts a bond short for freedom, Pluto ends it through a struggle, Saturn through fear. */
const BREAKERS = ['Uranus', 'Pluto', 'Saturn'];

/**
 * "Why do my relationships always end after a year": the hard contact of a breaking planet to the question's own
 * rulers is the pattern an astrologer reads first (Uranus square the ruler of the 7th), before a contact between two
 * of the question's planets; the tightest first, and one shared by two significators (Uranus square both Venus and Mars)
 * before one that touches only one.
 */
function breakingContacts(t: Testimony): Reason[] {
  if (!ENDINGS.test(t.question.text)) return [];
  const ruling = t.significators.filter((s) => s.role !== 'natural-ruler');
  const hard = ruling.flatMap((significator) =>
    significator.contacts
      .filter(
        (c) => c.effect === 'tension' && BREAKERS.includes(c.other) && c.aspect !== 'Trine' && c.aspect !== 'Sextile',
      )
      .map((contact) => ({ significator, contact })),
  );
  const shared = (other: string) => hard.filter((h) => h.contact.other === other).length;
  return hard
    .sort((a, b) => shared(b.contact.other) - shared(a.contact.other) || a.contact.orb - b.contact.orb)
    .map(({ significator, contact }): Reason => ({
      effect: 'tension',
      source: { kind: 'contact', significator, contact },
    }));
}

/** Birth-chart contacts between two significators of the question, on one side, the tightest first. */
function contactsBetween(t: Testimony, effect: Effect): Reason[] {
  const ruling = t.significators.filter((s) => s.role !== 'natural-ruler');
  const bodies = new Set(ruling.map((s) => s.body));
  return ruling
    .flatMap((significator) =>
      significator.contacts
        .filter((c) => c.effect === effect && bodies.has(c.other))
        .map((contact): Reason => ({ effect, source: { kind: 'contact', significator, contact } })),
    )
    .sort((a, b) =>
      a.source.kind === 'contact' && b.source.kind === 'contact' ? a.source.contact.orb - b.source.contact.orb : 0,
    );
}

/** Whether a transit reason has a window inside the span; with no span every transit reason is held. */
function heldIn(t: Testimony, reason: Reason, span: Span | null): boolean {
  const source = reason.source;
  if (source.kind !== 'transit') return false;
  return !span || t.windows.some((w) => w.transit === source.transit && touches(w, span));
}

function transitWeight(r: Reason): number {
  return r.source.kind === 'transit' ? r.source.transit.weight : 0;
}

/** The seven planets of tradition: their contacts say what a significator's life is like; the outer points colour it. */
const TRADITIONAL = new Set<string>(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn']);

const IS_IT_ME = /\b(?:is it me|is the problem me|am i the problem|is it my fault|is that my fault)\b/i;

/** Words that put a 'why' in the present: its cause is in the sky now, not only in the birth chart. */
const RECENT = /\b(?:lately|recently|these days|this year|these months|since|any ?more|now)\b/i;

/** For a yes with effort: the strongest strain beside the help, a transit first since the stance is about a time. */
function counterReason(t: Testimony, lead: Reason | undefined, context: AnswerContext): Reason | undefined {
  const asked = askedSpan(t.question, context.zone, context.now);
  // The heaviest hard transit inside the asked time, whether or not it ranks among the answer's five reasons.
  const strain = t.windows
    .filter(
      (w) => w.effect === 'tension' && touches(w, asked) && carriesVerdict(w.transit, t.significators, t.question),
    )
    .sort((a, b) => b.transit.weight - a.transit.weight)[0];
  if (strain) {
    const listed = t.reasons.find((r) => r.source.kind === 'transit' && r.source.transit === strain.transit);
    return listed ?? { effect: 'tension', source: { kind: 'transit', transit: strain.transit } };
  }
  const side = t.reasons.filter((r) => r.effect === 'tension' && r !== lead);
  return side.find((r) => r.source.kind === 'transit') ?? side[0];
}

/** The lead reason in a few words, with the significator's role: "Jupiter’s trine to your Venus, ruler of your 7th house". */
function leadPhrase(t: Testimony, reason: Reason | undefined, main: Significator | null, matter: string): string {
  if (!reason) return main ? witness(main, matter) : 'the chart as a whole';
  const source = reason.source;
  switch (source.kind) {
    case 'dignity': {
      const n = named(source.significator);
      const place = source.significator.dignity
        ? `${n.name} ${DIGNITY_WORDS[source.significator.dignity]} in ${n.sign}`
        : `${n.name} in ${n.sign}`;
      return `${place}${roleOf(source.significator, t)}`;
    }
    case 'contact': {
      const role = roleOf(source.significator, t);
      return `${bodyName(source.significator.body)}${role ? `${role},` : ''} in ${ASPECT_WORDS[source.contact.aspect].noun} with ${bodyName(source.contact.other)}`;
    }
    case 'transit': {
      const e = source.transit.event;
      const significator = t.significators.find((s) => s.body === e.natal);
      const role = significator ? roleOf(significator, t) : '';
      if (e.transiting === e.natal && e.aspect === 'Conjunction')
        return `your ${e.natal} return, ${e.transiting} back on its place at your birth${role.startsWith(' (') ? role : role ? ` (${role.slice(2)})` : ''}`;
      return `${e.transiting}’s ${ASPECT_WORDS[e.aspect].noun} to your ${e.natal}${role}`;
    }
  }
}

/** ", ruler of your 7th house of partnership", ", in your 7th house of partnership", or nothing for a natural ruler. */
function roleOf(s: Significator, t: Testimony): string {
  if (s.house === null) {
    // In brackets, so an answer can say it once (`sayNaturesOnce`) without breaking the sentence around it.
    const nature = s.role === 'natural-ruler' ? NATURAL_SIGNIFICATION[s.body] : undefined;
    return nature ? ` (${nature})` : '';
  }
  // A derived house is named by the person it stands for here: the 11th is "your daughter-in-law", not "friends".
  const { who, house, sure } = t.question.frame;
  const meaning =
    who !== 'self' && sure.who && s.house === house
      ? `, which stands for ${personMatter(t)}`
      : ` of ${houseTopic(s.house)}`;
  if (s.role === 'house-ruler') return `, ruler of your ${ordinal(s.house)} house${meaning}`;
  if (s.role === 'house-tenant') return `, in your ${ordinal(s.house)} house${meaning}`;
  return '';
}

/** The person a derived house stands for, or their marriage when it is the 7th from theirs ("your son’s marriage"). */
function personMatter(t: Testimony): string {
  const { who, house } = t.question.frame;
  const person = namePerson(who, t.question.people);
  return house === DERIVED_HOUSES[who] ? person : `${person}’s marriage`;
}

/** The way of working the main significator's sign asks for: "move on one bold action at a time". */
function approachPhrase(s: Significator): string {
  return signApproach(s.position.sign);
}

/** "Venus in Libra in your 3rd house, ruler of your 7th house of partnership" */
function witness(s: Significator, about: string, plain = false): string {
  const n = named(s);
  const place = s.position.house === null ? '' : ` in your ${ordinal(s.position.house)} house`;
  switch (s.role) {
    case 'house-ruler':
      if (s.house === null) return `${n.name} in ${n.sign}${place}`;
      // A ruler in its own house is said once: "ruling and standing in your 5th house".
      if (s.position.house === s.house)
        return `${n.name} in ${n.sign}, ruling and standing in your ${ordinal(s.house)} house of ${houseTopic(s.house)}`;
      return `${n.name} in ${n.sign}${place}, ruler of your ${ordinal(s.house)} house of ${houseTopic(s.house)}`;
    case 'house-tenant': {
      const house = s.house ?? s.position.house;
      return house === null
        ? `${n.name} in ${n.sign}`
        : `${n.name} in ${n.sign} in your ${ordinal(house)} house of ${houseTopic(house)}`;
    }
    case 'natural-ruler':
      return plain
        ? `${n.name} in ${n.sign}${place}`
        : `${n.name} in ${n.sign}${place}, by nature a voice for ${about}`;
  }
}

/** A significator named with what it stands for here, so a reason says why it matters to the question. */
function namedWithRole(s: Significator, t: Testimony): Named {
  const role = roleOf(s, t);
  // An apposition closes with a comma; a bracketed nature needs none.
  return { ...named(s), role: role.startsWith(' (') ? role : role ? `${role},` : '' };
}

function named(s: Significator): Named {
  return { name: bodyName(s.body), Name: capitalise(bodyName(s.body)), sign: s.position.sign };
}

function houseTopic(house: number): string {
  return HOUSE_TOPIC[house - 1] ?? 'life';
}

function horizonOf(now: Date): Date {
  return new Date(now.getTime() + HORIZON_DAYS * 86_400_000);
}

function frameEnd(frame: TimeFrame, zone: string): number {
  return DateTime.fromISO(frame.to, { zone }).endOf('day').toMillis();
}

function frameFacts(frame: TimeFrame, context: AnswerContext): FrameFacts {
  return {
    phrase: frame.phrase,
    from: formatDay(DateTime.fromISO(frame.from, { zone: context.zone }).toJSDate(), context.zone),
    to: formatDay(new Date(frameEnd(frame, context.zone)), context.zone),
    horizon: formatDay(horizonOf(context.now), context.zone),
  };
}

/** The first transit of the year for this question, when none falls inside the asked-for frame. */
function nearestContact(t: Testimony, zone: string): string | null {
  const first = [...t.transits].sort((a, b) => a.event.start.getTime() - b.event.start.getTime())[0];
  if (!first) return null;
  const e = first.event;
  return `${e.transiting} ${ASPECT_WORDS[e.aspect].verb} your ${e.natal}, ${transitTiming(e, zone)}`;
}

/** The visitor's words trimmed for quoting: no closing stop, at most QUOTE_WORDS words. */
function quoted(text: string): string {
  const all = text
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+/);
  return all.length > QUOTE_WORDS ? `${all.slice(0, QUOTE_WORDS).join(' ')}…` : all.join(' ');
}

/** What a natural ruler stands for, "Mars (the planet of drive and desire)", is said at its first mention only. */
function sayNaturesOnce(paragraphs: string[]): string[] {
  const seen = new Set<string>();
  const once = (whole: string, meaning: string) => {
    if (seen.has(meaning)) return '';
    seen.add(meaning);
    return whole;
  };
  // The same holds for the person a derived house stands for: ", which stands for your son’s marriage".
  return paragraphs.map((paragraph) =>
    paragraph.replace(/ \((the planet of [^)]+)\)/g, once).replace(/, (which stands for [^,.;:]+)/g, once),
  );
}

/** Picks the must sentences, then the wanted ones by rank while short of the target, then spares up to the minimum. */
function assemble(parts: Part[], voice: Voice, slotPrefix: string): string[] {
  const chosen = new Map<Part, string>();
  let total = 0;
  const take = (part: Part, fits: (n: number) => boolean) => {
    // Two sentences of one answer built on one template ("... comes from a planet in good condition")
    // read as a refrain: a variant sharing a five-word run with what is already chosen goes last.
    const chosenRuns = new Set([...chosen.values()].flatMap(runsOf));
    const variants = part.variants();
    // A sentence another answer of the reading already said is left out rather than said twice; only the verdict,
    // which every answer must open with, is never dropped.
    if (part.slot !== 'opener' && !variants.some((v) => voice.isFresh(v))) return;
    const text = voice.pick(`${slotPrefix}|${part.slot}`, variants, (v) => runsOf(v).some((r) => chosenRuns.has(r)));
    const n = countWords(text);
    if (!fits(n)) return;
    chosen.set(part, text);
    total += n;
  };
  for (const part of parts.filter((p) => p.need === 'must')) take(part, () => true);
  const byRank = (need: Part['need']) => parts.filter((p) => p.need === need).sort((a, b) => a.rank - b.rank);
  for (const part of byRank('want')) if (total < TARGET_WORDS) take(part, (n) => total + n <= MAX_WORDS);
  for (const part of byRank('spare')) if (total < MIN_WORDS) take(part, (n) => total + n <= MAX_WORDS);
  const paragraphs = new Map<number, string[]>();
  for (const part of parts) {
    const text = chosen.get(part);
    if (text !== undefined) paragraphs.set(part.paragraph, [...(paragraphs.get(part.paragraph) ?? []), text]);
  }
  return [...paragraphs.entries()].sort(([a], [b]) => a - b).map(([, texts]) => texts.join(' '));
}

/** Every run of five words, lower case, for spotting a template used twice. */
function runsOf(text: string): string[] {
  const w = words(text);
  return w.slice(0, Math.max(0, w.length - 4)).map((_, i) => w.slice(i, i + 5).join(' '));
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1]}`;
}

function joinAnd(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function joinNor(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} nor ${items[items.length - 1]}`;
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
