import { DateTime } from 'luxon';

import { THEMES } from '../question/life-themes';
import type { QuestionForm, QuestionReading, TimeFrame } from '../question/question-reading';
import type { ThemeId } from '../question/theme-ids';
import {
  ASPECT_WORDS,
  DIGNITY_WORDS,
  HOUSE_TOPIC,
  additionalInfoLines,
  adviserLines,
  approachLines,
  contactLines,
  dignityLines,
  frameBeyondLines,
  frameEmptyLines,
  frameWithinLines,
  meaningLines,
  openerLines,
  quietYearLines,
  stanceLines,
  transitReasonLines,
  windowLines,
  witnessLines,
} from '../lore/answer-lore';
import type { FrameFacts, Named, OpenerFacts } from '../lore/answer-lore';
import { formatDay } from '../lore/format';
import { ordinal } from '../lore/house-lore';
import { bodyName, capitalise } from '../lore/planet-lore';
import { FORM_ADVICE, THEME_LORE, adviceLines } from '../lore/theme-lore';
import { transitTiming } from '../lore/transit-lore';
import type { Voice } from '../lore/voice';
import type { Effect, Reason, Significator, Testimony, TimingWindow, TransitTestimony } from '../synthesis/testimony';
import type { AnswerContext } from './answer-questions';
import { briefAnswer } from './brief-answer';
import { contentWords, stem, words } from './content-words';
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

/** Writes the answer to one question from its testimony: names what was asked, answers it from the chart, and advises. */
export function writeAnswer(testimony: Testimony, context: AnswerContext, voice: Voice): AnsweredQuestion {
  const question = testimony.question;
  const form: QuestionForm = question.form === 'yes-no' && testimony.stance === null ? 'open' : question.form;
  const parts = answerParts(testimony, context, form, voice);
  // A verdict on a treatment is the doctor's to give; the answer speaks of timing and support instead.
  const stance = question.form === 'yes-no' && question.adviser !== 'doctor' ? testimony.stance : null;
  return {
    question: question.text,
    form: question.form,
    about: THEMES[testimony.theme].label,
    stance,
    paragraphs: assemble(parts, voice, `answer|${question.text}`),
    brief: briefAnswer(testimony, context, stance),
  };
}

function answerParts(t: Testimony, context: AnswerContext, form: QuestionForm, voice: Voice): Part[] {
  const q = t.question;
  const about = lowerFirst(THEMES[t.theme].label);
  const zone = context.zone;
  const main = t.significators[0] ?? null;
  const layout = LAYOUT[form];
  // The opener already names its lead reason, so the reasons that follow start from the next one.
  const lead = leadReason(t);
  const pool = form === 'when' ? t.reasons.filter((r) => r.source.kind !== 'transit') : t.reasons;
  const reasons = (pool.length > 1 ? pool.filter((r) => r !== lead) : pool).slice(0, 3);
  const cited = new Set(
    [...reasons, ...(lead ? [lead] : [])].flatMap((r) =>
      r.source.kind === 'transit' ? [transitKey(r.source.transit)] : [],
    ),
  );
  const windows = shownWindows(t, form).filter((w) => form === 'when' || !cited.has(transitKey(w.transit)));
  const doctor = q.adviser === 'doctor';
  const facts: OpenerFacts = {
    topic: q.topic,
    about,
    lead: leadPhrase(lead, main, about),
    witness: main ? witness(main, about) : `your chart as a whole`,
    better: t.betterWindow ? windowDates(t.betterWindow, zone) : null,
  };
  const parts: Part[] = [];
  const add = (section: keyof Layout, slot: string, need: Part['need'], rank: number, variants: () => string[]) => {
    const paragraph = layout[section];
    if (paragraph !== undefined) parts.push({ paragraph, slot, need, rank, variants });
  };

  add('opening', 'opener', 'must', 0, () =>
    form === 'yes-no' && t.stance
      ? stanceLines(t.stance, facts, doctor)
      : openerLines(form === 'yes-no' ? 'open' : form, facts, windows[0] ? formatDay(windows[0].from, zone) : null),
  );
  const others = t.significators.slice(1, 3).filter((s) => s.body !== main?.body);
  // "by nature a voice for ..." is said of the main significator only; the others are named by place.
  if (others.length > 0)
    add('opening', 'witnesses', 'want', 4, () =>
      witnessLines(joinList(others.map((s) => witness(s, about, main?.role === 'natural-ruler')))),
    );

  // Season phrases spent by this answer's transit sentences, so two of one planet's transits read differently.
  const spent = new Set<string>();
  reasons.forEach((reason, i) =>
    add('reasons', `reason${i}`, i === 0 ? 'must' : 'want', i === 1 ? 1 : 5, () => reasonLines(reason, zone, spent)),
  );
  const leaning = leansTo(t);
  const effects = meaningEffects(t, reasons);
  effects.forEach((effect, i) => {
    const clauses = THEME_LORE[t.theme][effect];
    // "There is real help too, but it is the weaker voice" only follows the stronger side said first.
    const against = effect !== leaning && effects.indexOf(leaning) !== -1 && effects.indexOf(leaning) < i;
    add('reasons', `meaning-${effect}`, i === 0 ? 'must' : 'want', 2, () =>
      meaningLines(
        effect,
        q.topic,
        clauses[voice.choose(`answer|${q.text}|clause-${effect}`, clauses.length)]!,
        against,
      ),
    );
  });

  addTiming(add, t, context, form, windows, spent);

  const approachNeed: Part['need'] = form === 'how' ? 'must' : 'want';
  if (!doctor) {
    t.significators
      .slice(0, form === 'how' ? 2 : 1)
      .forEach((s, i) =>
        add('steps', `approach${i}`, i === 0 ? approachNeed : 'want', 3, () =>
          approachLines(named(s), voice.choose(`answer|${q.text}|approach-${s.body}`, 2)),
        ),
      );
  }
  add('steps', 'advice', 'must', 0, () => adviceLines(t.theme, q.topic));
  if (form === 'how') add('steps', 'advice2', 'want', 2, () => adviceLines(t.theme, q.topic));
  const quote = relevantInfo(context.additionalInfo, q, t.theme) ?? asideOf(q);
  if (quote)
    add('closing', 'additional', 'must', 0, () => additionalInfoLines(quote, q.topic, main ? named(main) : null));
  if (q.adviser) add('closing', 'adviser', 'must', 0, () => adviserLines(q.adviser!, about));
  add('closing', 'form-advice', 'spare', 0, () => [...FORM_ADVICE[form]]);
  add('steps', 'advice3', 'spare', 1, () => adviceLines(t.theme, q.topic));
  return parts;
}

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
): void {
  const { zone } = context;
  const timingNeed: Part['need'] = form === 'when' ? 'must' : 'want';
  const frame = t.question.timeFrame;
  if (frame) {
    const facts = frameFacts(frame, context);
    const beyond = frameEnd(frame, zone) > horizonOf(context.now).getTime();
    if (beyond) add('timing', 'frame', 'must', 0, () => frameBeyondLines(facts));
    else if (windows.length > 0) add('timing', 'frame', timingNeed, 3, () => frameWithinLines(facts));
    else add('timing', 'frame', timingNeed, 1, () => frameEmptyLines(facts, nearestContact(t, zone)));
  }
  windows.forEach((w, i) =>
    add('timing', `window${i}`, i === 0 ? timingNeed : 'want', i === 0 ? 1 : 4, () =>
      windowLines({
        transiting: w.transit.event.transiting,
        aspect: w.transit.event.aspect,
        natal: `your ${w.transit.event.natal}`,
        effect: w.effect,
        ...windowDates(w, zone),
        spent,
      }),
    ),
  );
  // A 'when' answer with no window already says so in its opening.
  if (form !== 'when' && windows.length === 0 && !frame && t.windows.length === 0) {
    const names =
      joinList(t.significators.slice(0, 3).map((s) => `your ${s.body}`)) || 'the points that rule this question';
    add('timing', 'quiet', timingNeed, 3, () => quietYearLines(lowerFirst(THEMES[t.theme].label), names));
  }
}

/** The windows an answer quotes: for 'when' up to three, favouring the helpful ones; otherwise one of each kind. */
function shownWindows(t: Testimony, form: QuestionForm): TimingWindow[] {
  const support = t.windows.filter((w) => w.effect === 'support' && w !== t.betterWindow);
  const tension = t.windows.filter((w) => w.effect === 'tension');
  const chosen =
    form === 'when'
      ? [...support.slice(0, 2), ...tension.slice(0, 1)]
      : [...support.slice(0, 1), ...tension.slice(0, 1)];
  const filled =
    form === 'when' && chosen.length < 3
      ? [...chosen, ...t.windows.filter((w) => !chosen.includes(w))].slice(0, 3)
      : chosen;
  return filled.sort((a, b) => a.from.getTime() - b.from.getTime());
}

/** The side the chart leans to: its stance when it has one, else the sign of its scores. */
function leansTo(t: Testimony): Effect {
  return (t.stance ? t.stance === 'yes' : t.natalScore + t.transitScore >= 0) ? 'support' : 'tension';
}

/** Support is spoken first when the chart leans that way; each effect present among the reasons gets its meaning. */
function meaningEffects(t: Testimony, reasons: Reason[]): Effect[] {
  const order: Effect[] = leansTo(t) === 'support' ? ['support', 'tension'] : ['tension', 'support'];
  const present = order.filter((e) => reasons.some((r) => r.effect === e));
  return present.length > 0 ? present : [order[0]!];
}

function reasonLines(reason: Reason, zone: string, spent: Set<string>): string[] {
  const source = reason.source;
  switch (source.kind) {
    case 'dignity':
      return source.significator.dignity
        ? dignityLines(named(source.significator), source.significator.dignity)
        : [
            `${named(source.significator).Name} in ${source.significator.position.sign} shapes this question more than any other planet.`,
          ];
    case 'contact':
      return contactLines(
        named(source.significator),
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
function leadReason(t: Testimony): Reason | undefined {
  const wanted: Effect =
    t.stance === 'yes' || (t.stance === null && t.natalScore + t.transitScore >= 0) ? 'support' : 'tension';
  return t.reasons.find((r) => r.effect === wanted) ?? t.reasons[0];
}

/** The lead reason in a few words: "Jupiter’s trine to your Venus". */
function leadPhrase(reason: Reason | undefined, main: Significator | null, about: string): string {
  if (!reason) return main ? witness(main, about) : 'the chart as a whole';
  const source = reason.source;
  switch (source.kind) {
    case 'dignity': {
      const n = named(source.significator);
      return source.significator.dignity
        ? `${n.name} ${DIGNITY_WORDS[source.significator.dignity]} in ${n.sign}`
        : `${n.name} in ${n.sign}`;
    }
    case 'contact':
      return `${bodyName(source.significator.body)}’s ${ASPECT_WORDS[source.contact.aspect].noun} with ${bodyName(source.contact.other)}`;
    case 'transit':
      return `${source.transit.event.transiting}’s ${ASPECT_WORDS[source.transit.event.aspect].noun} to your ${source.transit.event.natal}`;
  }
}

/** "Venus in Libra in your 3rd house, ruler of your 7th house of partnership" */
function witness(s: Significator, about: string, plain = false): string {
  const n = named(s);
  const place = s.position.house === null ? '' : ` in your ${ordinal(s.position.house)} house`;
  switch (s.role) {
    case 'house-ruler':
      return s.house === null
        ? `${n.name} in ${n.sign}${place}`
        : `${n.name} in ${n.sign}${place}, ruler of your ${ordinal(s.house)} house of ${houseTopic(s.house)}`;
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

function named(s: Significator): Named {
  return { name: bodyName(s.body), Name: capitalise(bodyName(s.body)), sign: s.position.sign };
}

function houseTopic(house: number): string {
  return HOUSE_TOPIC[house - 1] ?? 'life';
}

function windowDates(w: TimingWindow, zone: string): { from: string; to: string; peak: string } {
  return { from: formatDay(w.from, zone), to: formatDay(w.to, zone), peak: formatDay(w.peak, zone) };
}

function transitKey(t: TransitTestimony): string {
  return `${t.event.transiting}|${t.event.aspect}|${t.event.natal}`;
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

/** The sentence of the visitor's additional info that speaks to this question (its people, places, topic or theme), trimmed for quoting. */
function relevantInfo(info: string | null, q: QuestionReading, theme: ThemeId): string | null {
  if (!info?.trim()) return null;
  const keys = new Set(
    [...q.people, ...q.places, ...THEME_LORE[theme].words, ...contentWords(`${q.topic} ${q.text}`)].map((w) =>
      stem(w.toLowerCase()),
    ),
  );
  const sentence = info.split(/(?<=[.!?])\s+/).find((s) => words(s).some((w) => keys.has(stem(w))));
  return sentence ? quoted(sentence) : null;
}

/** The visitor's words trimmed for quoting: no closing stop, at most QUOTE_WORDS words. */
function quoted(text: string): string {
  const all = text
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+/);
  return all.length > QUOTE_WORDS ? `${all.slice(0, QUOTE_WORDS).join(' ')}…` : all.join(' ');
}

/**
 * A statement the visitor added to the question that its topic leaves out ("..., I paint in my spare
 * time"): it is theirs to be quoted like additional info, so the answer still speaks to it.
 */
function asideOf(q: QuestionReading): string | null {
  const clauses = q.text
    .split(/[,;.!?]\s+/)
    .slice(1)
    .map((c) => c.trim().replace(/[.!?]+$/, ''))
    .filter((c) => c.length > 0);
  const topic = new Set(words(q.topic).map(stem));
  const aside = clauses.find((c) => {
    const content = contentWords(c);
    return (
      content.length > 0 &&
      content.some((w) => !topic.has(stem(w))) &&
      !/^(and |or )?(what|when|how|why|should|will|can|could|would|do|does|is|are)\b/i.test(c)
    );
  });
  return aside ? quoted(aside) : null;
}

/** Picks the must sentences, then the wanted ones by rank while short of the target, then spares up to the minimum. */
function assemble(parts: Part[], voice: Voice, slotPrefix: string): string[] {
  const chosen = new Map<Part, string>();
  let total = 0;
  const take = (part: Part, fits: (n: number) => boolean) => {
    // Two sentences of one answer built on one template ("... comes from a planet in good condition")
    // read as a refrain: a variant sharing a five-word run with what is already chosen goes last.
    const chosenRuns = new Set([...chosen.values()].flatMap(runsOf));
    const text = voice.pick(`${slotPrefix}|${part.slot}`, part.variants(), (v) =>
      runsOf(v).some((r) => chosenRuns.has(r)),
    );
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

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
