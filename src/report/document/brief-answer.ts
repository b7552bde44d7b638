import { THEMES } from '../question/life-themes';
import { formatBirthDate, formatDay } from '../lore/format';
import { ordinal } from '../lore/house-lore';
import type { Reason, Significator, Testimony, TimingWindow } from '../synthesis/testimony';
import type { AnswerContext } from './answer-questions';
import { frameTheme } from '../synthesis/frame-theme';
import { contentWords } from './content-words';
import type { AnswerBrief, BriefWindow } from './reading-document';

/** The testimony for one question as plain data, dates written in the visitor's zone. */
export function briefAnswer(
  t: Testimony,
  context: AnswerContext,
  stance: AnswerBrief['stance'],
  /** The windows this answer dates (its own, not those an earlier answer of the reading already gave). */
  windows: readonly TimingWindow[],
): AnswerBrief {
  const q = t.question;
  const zone = context.zone;
  const frame = q.timeFrame;
  return {
    name: context.name,
    question: q.text,
    form: q.form,
    about: THEMES[t.theme].label,
    topic: q.topic,
    mustName: [...new Set(contentWords(q.topic))],
    people: q.people,
    places: q.places,
    timeFrame: frame ? `${frame.phrase} (${formatBirthDate(frame.from)} to ${formatBirthDate(frame.to)})` : null,
    adviser: q.adviser,
    stance,
    significators: t.significators.map((s) => ({
      planet: s.body,
      role: roleOf(s),
      sign: s.position.sign,
      house: s.position.house,
      dignity: s.dignity,
      contacts: s.contacts.map((c) => ({ planet: c.other, aspect: c.aspect.toLowerCase(), effect: c.effect })),
    })),
    houses: [...frameTheme(THEMES[t.theme], q.frame).houses],
    windows: windows.map((w) => briefWindow(w, zone)),
    betterWindow: t.betterWindow ? briefWindow(t.betterWindow, zone) : null,
    reasons: t.reasons.map((r) => reasonText(r, zone)),
    additionalInfo: context.additionalInfo?.trim() || null,
  };
}

function roleOf(s: Significator): string {
  if (s.role === 'natural-ruler') return 'natural ruler of the theme';
  return s.role === 'house-ruler'
    ? `ruler of the ${ordinal(s.house ?? 0)} house`
    : `in the ${ordinal(s.house ?? 0)} house`;
}

function briefWindow(w: TimingWindow, zone: string): BriefWindow {
  const e = w.transit.event;
  return {
    planet: e.transiting,
    aspect: e.aspect.toLowerCase(),
    natal: e.natal,
    effect: w.effect,
    from: formatDay(w.from, zone),
    to: formatDay(w.to, zone),
    peak: formatDay(w.peak, zone),
  };
}

function reasonText(r: Reason, zone: string): string {
  const source = r.source;
  if (source.kind === 'dignity') {
    const s = source.significator;
    return `${s.body} in ${s.position.sign}, its ${s.dignity ?? 'ordinary'} sign (${r.effect})`;
  }
  if (source.kind === 'contact') {
    return `${source.significator.body} ${source.contact.aspect.toLowerCase()} ${source.contact.other} in the birth chart (${r.effect})`;
  }
  const e = source.transit.event;
  const exact = e.exact.length > 0 ? `, exact on ${e.exact.map((d) => formatDay(d, zone)).join(' and ')}` : '';
  return `${e.transiting} ${e.aspect.toLowerCase()} natal ${e.natal}, ${formatDay(e.start, zone)} to ${formatDay(e.end, zone)}${exact} (${r.effect})`;
}
