// The answers as a client reads them, over the question-frame corpus's 581 questions dealt to 12 charts: does the
// first sentence give the verdict, are the timing windows honest, is the English clean, and do two people asking the
// same question get answers of their own. Read only through buildReadingDocument, at a fixed reading day, so anyone
// gets the same figures.
// Usage: npx tsx bench/answer-quality.ts [--details]
//   --details: up to 10 failing first sentences per form (tuning questions only: held-out ones are counted, never
//   shown), and every reading over the shared-window budget.
import { DateTime } from 'luxon';
import type { Subject } from '../src/domain/astrology';
import { buildReadingDocument } from '../src/report/document/build-reading-document';
import { checkSpelling } from '../src/report/document/check-spelling';
import type { AnsweredQuestion, BriefWindow } from '../src/report/document/reading-document';
import { formatDay } from '../src/report/lore/format';
import type { ReadingInput } from '../src/report/synthesis/reading-input';
import { SITE } from '../src/report/synthesis/test-fixtures';
import { FRAME_CORPUS } from './question-frame-corpus';
import type { FrameCase } from './question-frame-corpus';
import { PEOPLE, readingInput } from './reading-quality-corpus';
import type { BenchPerson } from './reading-quality-corpus';

const NOW = new Date('2026-11-28T09:00:00Z');
const details = process.argv.includes('--details');

// Varied on purpose: both hemispheres, one chart from the Arctic (Tromsø), zones from UTC-8 to UTC+12, births from
// 1 AM to 11 PM, and one unknown birth time (Osaka).
const CHART_KEYS = [
  'amara',
  'lucas',
  'ingrid',
  'hiroshi',
  'priya',
  'mateo',
  'aroha',
  'daniel',
  'sam',
  'maria',
  'thabo',
  'olivia',
] as const;

/** Notes that state a dated event, given with the first reading of each subject. */
const DATED_NOTES: Record<Subject, string> = {
  love: 'We broke up last August after three years together.',
  marriage: 'We married in June 2019 and he moved out on 2 March this year.',
  family: 'My father died in October 2025 and my mother moved in with us in January.',
  career: 'I was laid off on 15 September 2026 after eight years at the company.',
  money: 'I lost most of my savings on a bad investment last February.',
  health: 'I had knee surgery on 3 October 2026 and I am still recovering.',
  friends: 'My best friend stopped talking to me last July.',
};

interface BenchReading {
  id: string;
  input: ReadingInput;
  cases: FrameCase[];
}

interface Answered {
  reading: BenchReading;
  day: string;
  answers: { frame: FrameCase; answer: AnsweredQuestion }[];
}

function personOf(key: string): BenchPerson {
  const person = PEOPLE.find((p) => p.key === key);
  if (!person) throw new Error(`no person ${key} in the reading-quality corpus`);
  return person;
}

const CHARTS = CHART_KEYS.map(personOf);

function inputFor(person: BenchPerson, subject: Subject, texts: string[], note: string | null): ReadingInput {
  return { ...readingInput(person, subject, []), questions: texts, additionalInfo: note };
}

/** Each subject's questions in corpus order, three to a reading; the readings dealt to the charts in turn. */
function dealReadings(): BenchReading[] {
  const subjects = [...new Set(FRAME_CORPUS.map((c) => c.subject))];
  const groups = subjects.flatMap((subject) => {
    const cases = FRAME_CORPUS.filter((c) => c.subject === subject);
    return Array.from({ length: Math.ceil(cases.length / 3) }, (_, at) => ({
      subject,
      cases: cases.slice(at * 3, at * 3 + 3),
      note: at === 0 ? DATED_NOTES[subject] : null,
    }));
  });
  return groups.map((group, at) => {
    const person = CHARTS[at % CHARTS.length] as BenchPerson;
    const texts = group.cases.map((c) => c.text);
    return {
      id: `r${String(at + 1).padStart(3, '0')}`,
      input: inputFor(person, group.subject, texts, group.note),
      cases: group.cases,
    };
  });
}

function answerReading(reading: BenchReading): Answered {
  const doc = buildReadingDocument(reading.input, SITE, NOW);
  if (doc.questions.length !== reading.cases.length) {
    throw new Error(`${reading.id}: ${reading.cases.length} questions asked, ${doc.questions.length} answered`);
  }
  return {
    reading,
    day: formatDay(NOW, reading.input.timeZone),
    answers: doc.questions.map((answer, at) => ({ frame: reading.cases[at] as FrameCase, answer })),
  };
}

function sentencesIn(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[^\p{Ll}])/u).map((s) => s.trim());
}

function firstSentence(answer: AnsweredQuestion): string {
  return sentencesIn(answer.paragraphs[0] ?? '')[0] ?? '';
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATED = new RegExp(`\\b(?:\\d{1,2} )?(?:${MONTHS}) \\d{4}\\b`);
// "Not without a real push" is the conditional no of a matter that turns on the client's own work.
const VERDICT = /^(?:Yes|No|Not yet|Not without)(?=[,:;.!]|\s[—–-]|\s(?!one\b)|$)/;
const OPTION_STOP_WORDS = new Set(
  'a an the my our his her him them their your you me it one to in at on of for with and or from into out up'.split(
    ' ',
  ),
);
/** A first sentence that names every option still gives a verdict when it compares them. */
const COMPARES = /\b(?:favou?rs?|favou?red|better|rather than|ahead|stronger|leans?|prefers?)\b/i;

function contentWords(phrase: string): string[] {
  return (phrase.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !OPTION_STOP_WORDS.has(w));
}

/** "leave" is named by "leaving", "file" by "filing", "get" by "getting". */
function names(words: ReadonlySet<string>, word: string): boolean {
  const stem = word.replace(/e$/, '');
  const doubled = word + word.at(-1);
  return [word, `${word}s`, `${word}es`, `${word}d`, `${stem}ed`, `${stem}ing`, `${doubled}ing`].some((form) =>
    words.has(form),
  );
}

/** Strict: one option named and not every one, neither or both, or every option with a comparison between them. */
function choosesAnOption(sentence: string, options: readonly string[]): { named: boolean; chosen: boolean } {
  const words = new Set(sentence.toLowerCase().match(/\p{L}+/gu) ?? []);
  const named = options.filter((option) => {
    const wanted = contentWords(option);
    return (wanted.length > 0 ? wanted : [option.toLowerCase()]).some((word) => names(words, word));
  }).length;
  const chosen =
    words.has('neither') ||
    words.has('both') ||
    (named > 0 && named < options.length) ||
    (named > 0 && COMPARES.test(sentence));
  return { named: named > 0, chosen };
}

type VerdictForm = 'yes-no' | 'which' | 'when';

/** null: the answer does not count for its form's measure. `loose`: a 'which' sentence names any option at all. */
function verdictFirst(
  frame: FrameCase,
  answer: AnsweredQuestion,
): { form: VerdictForm; ok: boolean; loose: boolean } | null {
  const sentence = firstSentence(answer);
  // A question no chart can answer (a date of death) owes a kind refusal, not a verdict.
  if (!frame.answerable) return null;
  if (frame.form === 'yes-no') {
    if (answer.stance === null) return null;
    const ok = VERDICT.test(sentence);
    return { form: 'yes-no', ok, loose: ok };
  }
  if (frame.form === 'which') {
    const { named, chosen } = choosesAnOption(sentence, frame.options ?? []);
    return { form: 'which', ok: chosen, loose: named };
  }
  if (frame.form === 'when') {
    const ok = DATED.test(sentence);
    return { form: 'when', ok, loose: ok };
  }
  return null;
}

function dayOf(text: string): DateTime {
  const day = DateTime.fromFormat(text, 'd MMMM yyyy', { zone: 'UTC', locale: 'en-GB' });
  if (!day.isValid) throw new Error(`not a day: ${text}`);
  return day;
}

const windowKey = (w: BriefWindow) => `${w.planet} ${w.aspect} ${w.natal} from ${w.from}`;

function windowsOf(answer: AnsweredQuestion): BriefWindow[] {
  const all = [...answer.brief.windows, ...(answer.brief.betterWindow ? [answer.brief.betterWindow] : [])];
  return [...new Map(all.map((w) => [windowKey(w), w])).values()];
}

interface WindowCounts {
  total: number;
  short: number;
  /** Of the short ones, those cut by the end of the year the reading looks at. */
  shortAtHorizon: number;
  fromReadingDay: number;
  endedBefore: number;
}

/** Windows in two or more answers' briefs, and of those the ones two answers' texts quote (planet and a date). */
interface SharedWindows {
  id: string;
  inBriefs: string[];
  inTexts: string[];
}

function quotes(answer: AnsweredQuestion, w: BriefWindow): boolean {
  const text = answer.paragraphs.join(' ');
  return text.includes(w.planet) && (text.includes(w.from) || text.includes(w.peak));
}

function sharedKeys(answered: Answered, pick: (answer: AnsweredQuestion) => BriefWindow[]): string[] {
  const seen = new Map<string, number>();
  for (const { answer } of answered.answers) {
    for (const w of pick(answer)) seen.set(windowKey(w), (seen.get(windowKey(w)) ?? 0) + 1);
  }
  return [...seen].filter(([, answers]) => answers >= 2).map(([key]) => key);
}

function countWindows(answered: Answered, counts: WindowCounts): SharedWindows {
  const today = dayOf(answered.day);
  const horizon = today.plus({ years: 1 });
  const windows = new Map(answered.answers.flatMap(({ answer }) => windowsOf(answer).map((w) => [windowKey(w), w])));
  for (const w of windows.values()) {
    const from = dayOf(w.from);
    const to = dayOf(w.to);
    counts.total += 1;
    if (to.diff(from, 'days').days < 7) {
      counts.short += 1;
      if (to >= horizon) counts.shortAtHorizon += 1;
    }
    if (from.equals(today)) counts.fromReadingDay += 1;
    if (to < today) counts.endedBefore += 1;
  }
  return {
    id: answered.reading.id,
    inBriefs: sharedKeys(answered, windowsOf),
    inTexts: sharedKeys(answered, (answer) => windowsOf(answer).filter((w) => quotes(answer, w))),
  };
}

const GARBLED_PHRASES = [
  'You asked about always',
  'latelying',
  'How to handle handling',
  'in a earth',
  'a air',
  'a Aries',
];
// "a" before a vowel letter that is sounded as a consonant ("a one-off", "a unique", "a Uranus transit") is right.
const CONSONANT_SOUNDED = /^(?:one|once|uni(?![nm])|use|usu|ura|ure|eu|ewe|uto|uti)/i;

function garbledIn(text: string): string[] {
  const found = GARBLED_PHRASES.filter((phrase) => new RegExp(`\\b${phrase}\\b`, 'i').test(text));
  for (const match of text.matchAll(/(?<!\p{L})a ([aeiouAEIOU]\p{L}*)/gu)) {
    if (!CONSONANT_SOUNDED.test(match[1] ?? '')) found.push(match[0]);
  }
  return [...new Set(found)];
}

function sentencesOf(answer: AnsweredQuestion): string[] {
  return answer.paragraphs.flatMap(sentencesIn);
}

/** Share of sentences two answers have in common: twice the shared over the two answers' sentences together. */
function sharedShare(a: AnsweredQuestion, b: AnsweredQuestion): number {
  const first = new Set(sentencesOf(a));
  const second = new Set(sentencesOf(b));
  const shared = [...first].filter((s) => second.has(s)).length;
  return (2 * shared) / (first.size + second.size);
}

/** The same question on two charts: every 29th case, on its own chart and the one six places on. */
function sameQuestionShares(): { id: string; share: number }[] {
  return Array.from({ length: 20 }, (_, at) => {
    const frame = FRAME_CORPUS[at * 29] as FrameCase;
    const [first, second] = [at, at + 6].map((k) => {
      const input = inputFor(CHARTS[k % CHARTS.length] as BenchPerson, frame.subject, [frame.text], null);
      return buildReadingDocument(input, SITE, NOW).questions[0] as AnsweredQuestion;
    }) as [AnsweredQuestion, AnsweredQuestion];
    return { id: frame.id, share: sharedShare(first, second) };
  });
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);
const within = (ok: boolean) => (ok ? 'yes' : '**no**');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const started = performance.now();
const readings = dealReadings().map(answerReading);
const answers = readings.flatMap((r) => r.answers.map((a) => ({ ...a, input: r.reading.input })));

interface Tally {
  counted: number;
  ok: number;
  loose: number;
  failing: string[];
}
const verdicts = new Map<VerdictForm, Tally>(
  (['yes-no', 'which', 'when'] as const).map((form) => [form, { counted: 0, ok: 0, loose: 0, failing: [] }]),
);
let yesNoWithoutStance = 0;
for (const { frame, answer } of answers) {
  if (frame.form === 'yes-no' && answer.stance === null) yesNoWithoutStance += 1;
  const verdict = verdictFirst(frame, answer);
  if (!verdict) continue;
  const tally = verdicts.get(verdict.form) as Tally;
  tally.counted += 1;
  if (verdict.loose) tally.loose += 1;
  if (verdict.ok) tally.ok += 1;
  else if (!frame.heldOut) tally.failing.push(`${frame.id}: ${firstSentence(answer)}`);
}

const windowCounts: WindowCounts = { total: 0, short: 0, shortAtHorizon: 0, fromReadingDay: 0, endedBefore: 0 };
const sharedByReading = readings.map((r) => countWindows(r, windowCounts));
const overShared = sharedByReading.filter((r) => r.inBriefs.length > 1);
const overSharedInTexts = sharedByReading.filter((r) => r.inTexts.length > 1);

const misspelled = new Map<string, { count: number; sentence: string }>();
const doubled: { id: string; words: string; sentence: string }[] = [];
const garbled: { id: string; found: string[] }[] = [];
for (const { frame, answer, input } of answers) {
  const sources = [frame.text, input.additionalInfo ?? '', input.name, input.birthCity];
  const report = checkSpelling(answer.paragraphs, sources);
  for (const error of report.misspelled) {
    const seen = misspelled.get(error.word);
    misspelled.set(error.word, { count: (seen?.count ?? 0) + 1, sentence: seen?.sentence ?? error.sentence });
  }
  doubled.push(...report.doubled.map((d) => ({ id: frame.id, ...d })));
  const found = garbledIn(answer.paragraphs.join('\n'));
  if (found.length > 0) garbled.push({ id: frame.id, found });
}
const spellingErrors = [...misspelled.values()].reduce((sum, m) => sum + m.count, 0);

const shares = sameQuestionShares();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const none: Tally = { counted: 0, ok: 0, loose: 0, failing: [] };
const yesNo = verdicts.get('yes-no') ?? none;
const which = verdicts.get('which') ?? none;
const when = verdicts.get('when') ?? none;
const worstShare = Math.max(...shares.map((s) => s.share));
const rows: [string, string, string, boolean | null][] = [
  [
    `verdict in the first sentence, yes/no with a stance (${yesNoWithoutStance} more without one, not counted)`,
    `${yesNo.ok}/${yesNo.counted} (${percent(yesNo.ok, yesNo.counted)})`,
    '100 %',
    yesNo.ok === yesNo.counted,
  ],
  [
    'verdict in the first sentence, which (names one option, neither or both, or compares all; loosely: names any)',
    `${which.ok}/${which.counted} (${percent(which.ok, which.counted)}); loosely ${which.loose}/${which.counted}`,
    '100 %',
    which.ok === which.counted,
  ],
  [
    'verdict in the first sentence, when (holds a date)',
    `${when.ok}/${when.counted} (${percent(when.ok, when.counted)})`,
    '100 %',
    when.ok === when.counted,
  ],
  [
    `windows shorter than 7 days, of ${windowCounts.total} (distinct within each reading)`,
    `${windowCounts.short} (${windowCounts.shortAtHorizon} of them cut by the end of the year ahead)`,
    '0',
    windowCounts.short === 0,
  ],
  ['windows starting on the reading day', String(windowCounts.fromReadingDay), '0', windowCounts.fromReadingDay === 0],
  ['windows ending before the reading day', String(windowCounts.endedBefore), '0', windowCounts.endedBefore === 0],
  [
    "readings with more than one window in two or more answers' briefs",
    `${overShared.length}/${readings.length} (most in one reading: ${Math.max(...sharedByReading.map((r) => r.inBriefs.length))})`,
    'at most 1 per reading',
    overShared.length === 0,
  ],
  [
    "the same, windows quoted in two or more answers' texts (planet and its start or peak date)",
    `${overSharedInTexts.length}/${readings.length} (most in one reading: ${Math.max(...sharedByReading.map((r) => r.inTexts.length))})`,
    'at most 1 per reading',
    overSharedInTexts.length === 0,
  ],
  [
    'spelling errors (neither dictionary nor the astrology list)',
    `${spellingErrors} (${misspelled.size} distinct words)`,
    '0',
    spellingErrors === 0,
  ],
  ['doubled words', String(doubled.length), '0', doubled.length === 0],
  ['answers with a garbled re-inflection probe', String(garbled.length), '0', garbled.length === 0],
  [
    'same question on two charts: sentences shared, median (worst) of 20',
    `${percent(median(shares.map((s) => s.share)), 1)} (${percent(worstShare, 1)})`,
    'none set',
    null,
  ],
];

console.log(
  `# Answer quality: ${answers.length} answers in ${readings.length} readings on ${CHARTS.length} charts, reading day ${formatDay(NOW, 'UTC')} (${seconds} s)\n`,
);
console.log('| measure | figure | budget | within |');
console.log('| --- | --- | --- | --- |');
for (const [name, figure, budget, ok] of rows)
  console.log(`| ${name} | ${figure} | ${budget} | ${ok === null ? '' : within(ok)} |`);

if (misspelled.size > 0) {
  console.log('\n## Misspelled words (count, first sentence found in)\n');
  for (const [word, { count, sentence }] of [...misspelled].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`- ${word} (${count}): ${sentence}`);
  }
}
if (doubled.length > 0) {
  console.log('\n## Doubled words\n');
  for (const d of doubled) console.log(`- ${d.id} "${d.words}": ${d.sentence}`);
}
if (garbled.length > 0) {
  console.log('\n## Garbled probes (answer: what matched)\n');
  for (const g of garbled) console.log(`- ${g.id}: ${g.found.map((f) => `"${f}"`).join(', ')}`);
}
if (details) {
  for (const [form, tally] of verdicts) {
    if (tally.failing.length === 0) continue;
    console.log(`\n## First sentences without a verdict, ${form} (up to 10 tuning questions)\n`);
    for (const line of tally.failing.slice(0, 10)) console.log(`- ${line}`);
  }
  if (overShared.length > 0) {
    console.log('\n## Readings with more than one shared window\n');
    for (const r of overShared) {
      console.log(`- ${r.id}: ${r.inBriefs.length} in briefs, ${r.inTexts.length} quoted: ${r.inTexts.join('; ')}`);
    }
  }
}
