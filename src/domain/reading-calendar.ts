import ical, { ICalAlarmRelatesTo, ICalAlarmType } from 'ical-generator';
import { DateTime } from 'luxon';
import { z } from 'zod';

/** One dated window of an answer, its days in the visitor's zone as calendar dates (2027-03-03). */
export const calendarWindowSchema = z.object({
  /** The question it answers, as the visitor typed it. */
  question: z.string(),
  planet: z.string(),
  aspect: z.string(),
  /** The natal point it touches: a planet or an angle. */
  natal: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** The exact day, else the day of nearest approach. */
  peak: z.iso.date(),
});

export type CalendarWindow = z.infer<typeof calendarWindowSchema>;

/** The reading's dates for its calendar file, kept with the summary: the document itself is not kept. */
export const readingCalendarSchema = z.object({
  preparedOn: z.iso.date(),
  windows: z.array(calendarWindowSchema),
});

export type ReadingCalendar = z.infer<typeof readingCalendarSchema>;

/** The reminder's hour on the day a window opens: a morning notice, not one at midnight. */
const REMINDER_HOUR = 9;

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

const writtenDay = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' }).setLocale('en-GB').toFormat('d MMMM yyyy');

/** What a UID may carry of a window: lowercase letters, digits and dashes. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type ReadingCalendarFileInput = {
  readingId: number;
  calendar: ReadingCalendar;
  brand: string;
  /** The site's host name, so the events' UIDs are the site's own. */
  host: string;
};

/**
 * The reading's windows as an iCalendar file: one all-day event each, over the days the window is
 * open in the visitor's zone, with a reminder on the morning it opens. Nothing depends on the clock:
 * the same reading gives the same bytes, so a calendar that imports it twice updates its events.
 */
export function writeReadingCalendar({ readingId, calendar, brand, host }: ReadingCalendarFileInput): string {
  const stamp = utcDay(calendar.preparedOn);
  const cal = ical({
    name: `${brand}: the dates of your reading`,
    prodId: { company: brand, product: 'reading-calendar', language: 'EN' },
  });
  calendar.windows.forEach((w, index) => {
    const transit = `${w.planet} ${w.aspect} your ${w.natal}`;
    const span =
      w.from === w.to
        ? `on ${writtenDay(w.from)}`
        : `from ${writtenDay(w.from)} to ${writtenDay(w.to)}, at its peak on ${writtenDay(w.peak)}`;
    const key = slug(`${index}-${w.planet}-${w.aspect}-${w.natal}-${w.from}`);
    const event = cal.createEvent({
      id: `reading-${readingId}-${key}@${host}`,
      stamp,
      start: utcDay(w.from),
      // An all-day event ends on the day after its last (RFC 5545's DTEND is exclusive).
      end: utcDay(DateTime.fromISO(w.to, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? w.to),
      allDay: true,
      summary: `${transit} — ${w.question}`,
      description: `${transit}: ${span}.\n\nFrom your reading, for your question “${w.question}”.`,
    });
    // Set apart: ical-generator 11.1.2 drops `relatesTo` given with the alarm's data, and then
    // writes a trigger after the start as one related to the end.
    event
      .createAlarm({
        type: ICalAlarmType.display,
        // After the start of an all-day event: that morning, in whatever zone the calendar shows.
        triggerAfter: REMINDER_HOUR * 3600,
        description: `${transit} begins today — ${w.question}`,
      })
      .relatesTo(ICalAlarmRelatesTo.start);
  });
  return cal.toString();
}
