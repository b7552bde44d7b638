// The question frame against its labelled corpus: whom each question is about and from which house, the matter, the
// form and options, the stakes, whether it is answerable and whether it names a time. Labels in question-frame-corpus.ts
// were written before the reader was tuned; the held-out third is reported apart and only as totals.
// Usage: npx tsx bench/question-frame.ts [--tuning] [--details]
//   --tuning: the tuning part only (no held-out figures); --details: every tuning case the reader gets wrong.
import { readQuestion } from '../src/report/question/read-question';
import type { QuestionReading } from '../src/report/question/question-reading';
import { FRAME_CORPUS } from './question-frame-corpus';
import type { FrameCase } from './question-frame-corpus';

const NOW = new Date('2026-11-27T10:00:00Z');
const tuningOnly = process.argv.includes('--tuning');
const details = process.argv.includes('--details');

interface Measure {
  name: string;
  target?: number;
  /** null: the case does not count for this measure. */
  check: (c: FrameCase, r: QuestionReading) => boolean | null;
  shown: (c: FrameCase, r: QuestionReading) => string;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, at) => item.toLowerCase() === b[at]?.toLowerCase());

const MEASURES: Measure[] = [
  {
    name: 'who',
    target: 95,
    check: (c, r) => r.frame.who === c.who,
    shown: (c, r) => `${c.who} / ${r.frame.who}`,
  },
  {
    name: 'house',
    target: 95,
    check: (c, r) => r.frame.house === c.house,
    shown: (c, r) => `${c.house} / ${r.frame.house}`,
  },
  {
    name: 'matter (primary in the label list)',
    target: 90,
    check: (c, r) => c.matter.some((theme) => theme === r.themes[0]),
    shown: (c, r) => `${c.matter.join(',')} / ${r.themes.join(',')}`,
  },
  {
    name: 'matter where the frame is sure of it',
    check: (c, r) => (r.frame.sure.matter ? c.matter.some((theme) => theme === r.themes[0]) : null),
    shown: (c, r) => `${c.matter.join(',')} / ${r.themes.join(',')}`,
  },
  {
    name: 'matter where it is not (answered generally)',
    check: (c, r) => (r.frame.sure.matter ? null : c.matter.some((theme) => theme === r.themes[0])),
    shown: (c, r) => `${c.matter.join(',')} / ${r.themes.join(',')}`,
  },
  {
    name: 'who where the frame is sure of the person',
    check: (c, r) => (r.frame.sure.who ? r.frame.who === c.who : null),
    shown: (c, r) => `${c.who} / ${r.frame.who}`,
  },
  {
    name: 'form',
    target: 95,
    check: (c, r) => r.frame.form === c.form,
    shown: (c, r) => `${c.form} / ${r.frame.form}`,
  },
  {
    name: "options, exact, of 'which' questions",
    check: (c, r) => (c.form === 'which' ? sameList(r.frame.options, c.options ?? []) : null),
    shown: (c, r) => `${JSON.stringify(c.options)} / ${JSON.stringify(r.frame.options)}`,
  },
  {
    name: 'stakes recall (every labelled stake found)',
    check: (c, r) => (c.stakes.length > 0 ? c.stakes.every((stake) => r.frame.stakes.includes(stake)) : null),
    shown: (c, r) => `${c.stakes.join('+')} / ${r.frame.stakes.join('+')}`,
  },
  {
    name: 'stakes precision (no stake beyond the label)',
    check: (c, r) => (r.frame.stakes.length > 0 ? r.frame.stakes.every((stake) => c.stakes.includes(stake)) : null),
    shown: (c, r) => `${c.stakes.join('+')} / ${r.frame.stakes.join('+')}`,
  },
  {
    name: 'answerable',
    check: (c, r) => r.frame.answerable === c.answerable,
    shown: (c, r) => `${c.answerable} / ${r.frame.refusal?.reason ?? r.frame.answerable}`,
  },
  {
    name: 'time frame found or rightly none',
    check: (c, r) => (r.timeFrame !== null) === (c.timeFrame !== null),
    shown: (c, r) => `${c.timeFrame} / ${r.timeFrame?.phrase ?? null}`,
  },
];

function read(c: FrameCase): QuestionReading {
  return readQuestion(c.text, { subject: c.subject, now: NOW, zone: 'UTC', birthDate: '2000-06-15' });
}

function score(cases: readonly FrameCase[], measure: Measure): string {
  let counted = 0;
  let right = 0;
  for (const c of cases) {
    const ok = measure.check(c, read(c));
    if (ok === null) continue;
    counted += 1;
    if (ok) right += 1;
  }
  return counted === 0 ? '-' : `${((100 * right) / counted).toFixed(1)} % (${right}/${counted})`;
}

const tuning = FRAME_CORPUS.filter((c) => !c.heldOut);
// Held-out cases are never read for details: only their totals are printed, and only when asked for.
const heldOut = tuningOnly ? [] : FRAME_CORPUS.filter((c) => c.heldOut);

console.log(
  `| measure | tuning (${tuning.length}) | held out (${tuningOnly ? 'not run' : heldOut.length}) | target, held out |`,
);
console.log('| --- | --- | --- | --- |');
for (const measure of MEASURES) {
  const target = measure.target === undefined ? '' : `>= ${measure.target} %`;
  console.log(
    `| ${measure.name} | ${score(tuning, measure)} | ${tuningOnly ? '' : score(heldOut, measure)} | ${target} |`,
  );
}

if (details) {
  for (const measure of MEASURES) {
    console.log(`\n## ${measure.name}: tuning cases read wrong (label / reader)\n`);
    for (const c of tuning) {
      const r = read(c);
      if (measure.check(c, r) === false) console.log(`${c.id}  ${measure.shown(c, r)}  | ${c.text.slice(0, 160)}`);
    }
  }
}
