import { DateTime } from 'luxon';

import type { CalendarWindow, ReadingCalendar } from '../../domain/reading-calendar';
import type { AnswerBrief, BriefWindow } from '../document/reading-document';

/** A day as the document writes it ("3 March 2027", in the visitor's zone) as a calendar date. */
function isoDay(written: string): string {
  const day = DateTime.fromFormat(written, 'd MMMM yyyy', { locale: 'en-GB', zone: 'UTC' });
  const iso = day.isValid ? day.toISODate() : null;
  if (iso === null) throw new Error(`the reading document carries a date its calendar cannot read: "${written}"`);
  return iso;
}

const sameWindow = (a: BriefWindow, b: BriefWindow) =>
  a.planet === b.planet && a.aspect === b.aspect && a.natal === b.natal && a.from === b.from;

/**
 * The reading's dates for its calendar file (src/domain/reading-calendar.ts writes it): every dated
 * window of the reading's answers, the better window a "not yet" points to included, each
 * with the question it answers. The year-ahead table dates months, not windows, so it adds none.
 */
export function buildReadingCalendar(doc: {
  preparedOn: string;
  questions: readonly { question: string; brief: Pick<AnswerBrief, 'windows' | 'betterWindow'> }[];
}): ReadingCalendar {
  const windows: CalendarWindow[] = doc.questions.flatMap(({ question, brief }) => {
    const better = brief.betterWindow;
    const all =
      better && !brief.windows.some((w) => sameWindow(w, better)) ? [...brief.windows, better] : brief.windows;
    return all.map((w) => ({
      question,
      planet: w.planet,
      aspect: w.aspect,
      natal: w.natal,
      from: isoDay(w.from),
      to: isoDay(w.to),
      peak: isoDay(w.peak),
    }));
  });
  return { preparedOn: isoDay(doc.preparedOn), windows };
}
